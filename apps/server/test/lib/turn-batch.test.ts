import { describe, expect, it } from 'vitest';
import { perTurn } from '../../src/lib/turn-batch';

/** A handler that records every batch it gets and answers each item doubled. */
function recording(fail?: (items: number[]) => boolean) {
  const batches: number[][] = [];
  const handle = async (items: number[]) => {
    batches.push(items);
    if (fail?.(items)) throw new Error(`batch ${items.join(',')} failed`);
    return items.map((item) => item * 2);
  };
  return { batches, handle };
}

describe('perTurn', () => {
  it('handles the calls of one turn in one batch, answering each its own result in order', async () => {
    const { batches, handle } = recording();
    const double = perTurn(handle, { max: 10 });
    const answers = await Promise.all([double(1), double(2), double(3)]);
    expect(answers).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('starts a new batch for calls made after the turn ended', async () => {
    const { batches, handle } = recording();
    const double = perTurn(handle, { max: 10 });
    expect(await double(1)).toBe(2);
    const answers = await Promise.all([double(2), double(3)]);
    expect(answers).toEqual([4, 6]);
    expect(batches).toEqual([[1], [2, 3]]);
  });

  it('cuts a turn into batches of at most `max` items', async () => {
    const { batches, handle } = recording();
    const double = perTurn(handle, { max: 2 });
    const answers = await Promise.all([1, 2, 3, 4, 5].map(double));
    expect(answers).toEqual([2, 4, 6, 8, 10]);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('gives every item of a failed batch the error, unless told to retry alone', async () => {
    const { batches, handle } = recording(() => true);
    const double = perTurn(handle, { max: 10 });
    const outcomes = await Promise.allSettled([double(1), double(2)]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect((outcomes[0] as PromiseRejectedResult).reason).toEqual(new Error('batch 1,2 failed'));
    expect(batches).toEqual([[1, 2]]);
  });

  it('with retryAlone, handles each item of a failed batch alone: only the bad one fails', async () => {
    const { batches, handle } = recording((items) => items.includes(2));
    const double = perTurn(handle, { max: 10, retryAlone: true });
    const outcomes = await Promise.allSettled([double(1), double(2), double(3)]);
    expect(outcomes).toEqual([
      { status: 'fulfilled', value: 2 },
      { status: 'rejected', reason: new Error('batch 2 failed') },
      { status: 'fulfilled', value: 6 },
    ]);
    expect(batches).toEqual([[1, 2, 3], [1], [2], [3]]);
  });
});
