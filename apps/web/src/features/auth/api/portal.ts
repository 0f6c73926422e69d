import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePagedList } from '@/lib/admin-list';
import { api, type ResponseSchema } from '@/lib/api-client';

/**
 * What the client dashboard's API calls share; each domain's calls are in its feature's
 * `api/client.ts`. Every call carries the client token, and every query key starts with
 * `portalKeys.all`, so a new row refreshes the lists, the figures and the bell at once.
 */

export const portalAuth = 'client' as const;

export const portalKeys = {
  all: ['portal'] as const,
  /** The signed-in client (`/api/me`), read by auth and updated by the profile. */
  me: ['portal', 'me'] as const,
};

/**
 * One page of a client list, the previous page kept on screen while the next one loads.
 * `schema`: a row's contract schema.
 */
export function usePortalList<T>(
  key: readonly unknown[],
  path: string,
  schema: ResponseSchema<T>,
  page: number,
  limit: number,
  q: string,
) {
  return usePagedList(key, path, { schema, auth: portalAuth, query: { page, limit, q } });
}

/** A client's POST that adds a row; `schema`: the added row's contract schema. */
export function usePortalCreate<Input, Output>(path: string, schema: ResponseSchema<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Input) => api(path, { schema, method: 'POST', body, auth: portalAuth }),
    // Lists, dashboard figures and the bell all depend on the new row.
    onSuccess: () => client.invalidateQueries({ queryKey: portalKeys.all }),
  });
}
