/**
 * Calls made during one event-loop turn, handled together once the turn ends (`setImmediate`):
 * `handle` gets every item queued in the turn (at most `max` a call, in order) and answers one
 * result per item, in the same order. Under load, requests whose data arrived together reach the
 * database as one statement instead of one each; a lone call waits only for the end of its turn.
 *
 * When a batch of several fails, `retryAlone` handles each of its items on its own, so one bad item
 * fails alone; otherwise every item of the batch gets the error.
 */
export function perTurn<T, R>(
  handle: (items: T[]) => Promise<R[]>,
  options: { max: number; retryAlone?: boolean },
): (item: T) => Promise<R> {
  type Waiting = { item: T; resolve: (result: R) => void; reject: (error: unknown) => void };
  let queue: Waiting[] = [];

  const settle = async (batch: Waiting[]) => {
    let results: R[];
    try {
      results = await handle(batch.map((waiting) => waiting.item));
    } catch (error) {
      if (options.retryAlone && batch.length > 1) {
        for (const waiting of batch) void settle([waiting]);
        return;
      }
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    for (const [i, waiting] of batch.entries()) waiting.resolve(results[i] as R);
  };
  const flush = () => {
    const all = queue;
    queue = [];
    for (let i = 0; i < all.length; i += options.max) void settle(all.slice(i, i + options.max));
  };
  return (item) =>
    new Promise<R>((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ item, resolve, reject });
    });
}
