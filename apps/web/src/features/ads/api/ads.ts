import type { AdDecision, AdRequest, AdStatus } from '@app/contracts/ads';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiList } from '@/lib/api-client';

/** Advertising requests (admin token on every call). */

const adsKey = ['ads'] as const;

export function useAdRequests(filters: {
  page: number;
  limit?: number;
  q?: string;
  status?: AdStatus;
}) {
  return useQuery({
    queryKey: [...adsKey, 'list', filters],
    queryFn: ({ signal }) =>
      apiList<AdRequest>('/api/publicites', { auth: 'admin', signal, query: { ...filters } }),
    placeholderData: keepPreviousData,
  });
}

export function useAdRequest(id: number | null) {
  return useQuery({
    queryKey: [...adsKey, 'one', id],
    queryFn: ({ signal }) => api<AdRequest>(`/api/publicites/${id}`, { auth: 'admin', signal }),
    enabled: id !== null,
  });
}

function useInvalidateAds() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adsKey });
}

/** Creates (no id) or saves ('Modifier Publicité') a request from the multipart ad form. */
export function useSaveAdRequest() {
  const invalidate = useInvalidateAds();
  return useMutation({
    mutationFn: ({ id, form }: { id?: number; form: FormData }) =>
      api<AdRequest>(id ? `/api/publicites/${id}` : '/api/publicites', {
        method: id ? 'PUT' : 'POST',
        auth: 'admin',
        body: form,
      }),
    onSuccess: invalidate,
  });
}

export function useDecideAdRequest() {
  const invalidate = useInvalidateAds();
  return useMutation({
    mutationFn: ({ id, statut }: { id: number; statut: AdDecision }) =>
      api<AdRequest>(`/api/publicites/${id}`, { method: 'PATCH', auth: 'admin', body: { statut } }),
    onSuccess: invalidate,
  });
}

export function useDeleteAdRequest() {
  const invalidate = useInvalidateAds();
  return useMutation({
    mutationFn: (id: number) =>
      api<void>(`/api/publicites/${id}`, { method: 'DELETE', auth: 'admin' }),
    onSuccess: invalidate,
  });
}
