import { type QueryKey, useQueryClient } from '@tanstack/react-query';

/**
 * A mutation's `onSuccess`: reloads every query under these keys; the mutation settles once they
 * have (a save's screen shows the saved rows when its `mutateAsync` resolves).
 */
export function useInvalidate(...keys: readonly QueryKey[]): () => Promise<unknown> {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
