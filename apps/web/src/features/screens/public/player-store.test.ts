import { beforeEach, describe, expect, it } from 'vitest';
import { dropPlays, flushPlays, queuedPlays, queuePlay, takeToken } from './player-store';

const play = (adId: number, second: number) => ({
  adId,
  startedAt: `2026-06-15T09:00:${String(second).padStart(2, '0')}.000Z`,
  durationMs: 3000,
});

beforeEach(() => localStorage.clear());

describe('the player token', () => {
  it('takes the token from the pairing link, then from storage', () => {
    expect(takeToken({ hash: '' })).toBeUndefined();
    expect(takeToken({ hash: '#token=abc' })).toBe('abc');
    expect(takeToken({ hash: '' })).toBe('abc');
    expect(takeToken({ hash: '#token=def' })).toBe('def');
  });
});

describe('the plays queue', () => {
  it('keeps plays until sent, dropping them by ad and start', () => {
    queuePlay(play(1, 0));
    queuePlay(play(2, 5));
    dropPlays([play(1, 0)]);
    expect(queuedPlays()).toEqual([play(2, 5)]);
  });

  it('sends in batches and stops offline, keeping the queue', async () => {
    queuePlay(play(1, 0));
    queuePlay(play(1, 10));
    expect(await flushPlays(async () => 'offline')).toBe('offline');
    expect(queuedPlays()).toHaveLength(2);
    const sent: number[] = [];
    expect(
      await flushPlays(async (plays) => {
        sent.push(plays.length);
        return 'ok';
      }),
    ).toBe('ok');
    expect(sent).toEqual([2]);
    expect(queuedPlays()).toEqual([]);
  });

  it('retries a refused batch play by play and drops only what is refused', async () => {
    queuePlay(play(1, 0));
    queuePlay(play(99, 1)); // an ad the server refuses
    queuePlay(play(1, 2));
    const accepted: number[] = [];
    const result = await flushPlays(async (plays) => {
      if (plays.some((entry) => entry.adId === 99)) return 'refused';
      accepted.push(...plays.map((entry) => entry.adId));
      return 'ok';
    });
    expect(result).toBe('ok');
    expect(accepted).toEqual([1, 1]);
    expect(queuedPlays()).toEqual([]);
  });

  it('stops on 401 (unpaired) without dropping anything', async () => {
    queuePlay(play(1, 0));
    expect(await flushPlays(async () => 'unauthorized')).toBe('unauthorized');
    expect(queuedPlays()).toHaveLength(1);
  });
});
