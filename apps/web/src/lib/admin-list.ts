import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import {
  type ApiOptions,
  apiBlob,
  apiList,
  type QueryParams,
  type ResponseSchema,
} from './api-client';
import { downloadBlob } from './download';

/** Query keys of the back-office lists; mutations invalidate by these prefixes. */
export const listKeys = {
  users: ['backoffice', 'users'] as const,
  espaces: ['backoffice', 'espaces'] as const,
  stations: ['backoffice', 'stations'] as const,
  lockers: ['backoffice', 'lockers'] as const,
  stats: ['backoffice', 'stats'] as const,
};

export interface ListParams extends QueryParams {
  page: number;
  limit: number;
  q?: string;
}

/**
 * One page of a server-paged list (`X-Total-Count`) under `queryKey`. The previous page stays on
 * screen while the next one loads so the table does not jump. `schema`: a row's contract schema.
 */
export function usePagedList<T>(
  queryKey: QueryKey,
  path: string,
  options: Omit<ApiOptions, 'signal'> & { schema: ResponseSchema<T> },
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => apiList(path, { ...options, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A back-office list's page: `usePagedList` under the list's key and its parameters. */
export function useAdminList<T>(
  key: readonly string[],
  path: string,
  schema: ResponseSchema<T>,
  params: ListParams,
) {
  return usePagedList([...key, params], path, { schema, auth: 'admin', query: params });
}

/** Downloads the CSV export of the current filter. */
export async function downloadCsv(path: string, query: QueryParams, fallbackName: string) {
  const { blob, filename } = await apiBlob(path, { auth: 'admin', query });
  downloadBlob(blob, filename ?? fallbackName);
}
