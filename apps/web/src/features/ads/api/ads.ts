import type { AdDecision, AdRequest, AdStatus } from '@app/contracts/ads';
import type { AdPricing, AdPricingInput } from '@app/contracts/billing';
import type {
  PlayReportResult,
  ScreenSummary,
  TargetingInput,
  TargetingResult,
} from '@app/contracts/screens';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob, apiList } from '@/lib/api-client';

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

/** Where the API answers a campaign's report: staff's route or the advertiser's own. */
export type ReportAudience = 'admin' | 'client';
const reportBase = (audience: ReportAudience, id: number) =>
  audience === 'admin' ? `/api/publicites/${id}/report` : `/api/ads/${id}/report`;

export function useCampaignReport(audience: ReportAudience, id: number | null) {
  return useQuery({
    queryKey: [...adsKey, 'report', audience, id],
    queryFn: ({ signal }) =>
      api<PlayReportResult>(reportBase(audience, id!), { auth: audience, signal }),
    enabled: id !== null,
  });
}

/** The report as a CSV or PDF download. */
export function downloadCampaignReport(
  audience: ReportAudience,
  id: number,
  format: 'csv' | 'pdf',
) {
  return apiBlob(`${reportBase(audience, id)}/export`, { auth: audience, query: { format } });
}

/** Stations with a screen, to choose targets from. */
export function useScreenStations(enabled: boolean) {
  return useQuery({
    queryKey: [...adsKey, 'screen-stations'],
    queryFn: ({ signal }) => api<ScreenSummary[]>('/api/admin/screens', { auth: 'admin', signal }),
    enabled,
  });
}

export function useSaveTargeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, targeting }: { id: number; targeting: TargetingInput }) =>
      api<TargetingResult>(`/api/publicites/${id}/targeting`, {
        method: 'PUT',
        auth: 'admin',
        body: targeting,
      }),
    onSuccess: (result, { id }) => {
      queryClient.setQueryData([...adsKey, 'targeting', id], result);
      return queryClient.invalidateQueries({ queryKey: [...adsKey, 'list'] });
    },
  });
}

/** How the campaign is billed on the advertiser's monthly invoice (issue 33 §4). */
export function useSavePricing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, pricing }: { id: number; pricing: AdPricingInput }) =>
      api<AdPricing>(`/api/publicites/${id}/pricing`, {
        method: 'PUT',
        auth: 'admin',
        body: pricing,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adsKey }),
  });
}

// ---------- the advertiser's own requests (client token) ----------

export function useOwnAdRequests() {
  return useQuery({
    queryKey: [...adsKey, 'own'],
    queryFn: ({ signal }) => api<AdRequest[]>('/api/ads', { auth: 'client', signal }),
  });
}

export function useSubmitAdRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      api<AdRequest>('/api/ads', { method: 'POST', auth: 'client', body: form }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...adsKey, 'own'] }),
  });
}
