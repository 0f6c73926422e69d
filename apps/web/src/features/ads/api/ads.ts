import type { AdDecision, AdStatus } from '@app/contracts/ads';
import { adRequestSchema } from '@app/contracts/ads';
import type { AdPricingInput } from '@app/contracts/billing';
import { adPricingSchema } from '@app/contracts/billing';
import type { TargetingInput } from '@app/contracts/screens';
import {
  playReportResultSchema,
  screenSummarySchema,
  targetingResultSchema,
} from '@app/contracts/screens';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePagedList } from '@/lib/admin-list';
import { api, apiBlob } from '@/lib/api-client';
import { useInvalidate } from '@/lib/use-invalidate';

/** Advertising requests (admin token on every call). */

interface AdFilters {
  page: number;
  limit?: number;
  q?: string;
  status?: AdStatus;
}

/** The feature's query keys; `all` is the prefix a write invalidates. */
const adsKeys = {
  all: ['ads'] as const,
  lists: ['ads', 'list'] as const,
  list: (filters: AdFilters) => ['ads', 'list', filters] as const,
  one: (id: number | null) => ['ads', 'one', id] as const,
  report: (audience: ReportAudience, id: number | null) => ['ads', 'report', audience, id] as const,
  screenStations: ['ads', 'screen-stations'] as const,
  targeting: (id: number) => ['ads', 'targeting', id] as const,
  own: ['ads', 'own'] as const,
};

export function useAdRequests(filters: AdFilters) {
  return usePagedList(adsKeys.list(filters), '/api/publicites', {
    schema: adRequestSchema,
    auth: 'admin',
    query: { ...filters },
  });
}

export function useAdRequest(id: number | null) {
  return useQuery({
    queryKey: adsKeys.one(id),
    queryFn: ({ signal }) =>
      api(`/api/publicites/${id}`, { schema: adRequestSchema, auth: 'admin', signal }),
    enabled: id !== null,
  });
}

const useInvalidateAds = () => useInvalidate(adsKeys.all);

/** Creates (no id) or saves ('Modifier Publicité') a request from the multipart ad form. */
export function useSaveAdRequest() {
  const invalidate = useInvalidateAds();
  return useMutation({
    mutationFn: ({ id, form }: { id?: number; form: FormData }) =>
      api(id ? `/api/publicites/${id}` : '/api/publicites', {
        schema: adRequestSchema,
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
      api(`/api/publicites/${id}`, {
        schema: adRequestSchema,
        method: 'PATCH',
        auth: 'admin',
        body: { statut },
      }),
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
    queryKey: adsKeys.report(audience, id),
    queryFn: ({ signal }) =>
      api(reportBase(audience, id!), { schema: playReportResultSchema, auth: audience, signal }),
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
    queryKey: adsKeys.screenStations,
    queryFn: ({ signal }) =>
      api('/api/admin/screens', { schema: screenSummarySchema.array(), auth: 'admin', signal }),
    enabled,
  });
}

export function useSaveTargeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, targeting }: { id: number; targeting: TargetingInput }) =>
      api(`/api/publicites/${id}/targeting`, {
        schema: targetingResultSchema,
        method: 'PUT',
        auth: 'admin',
        body: targeting,
      }),
    onSuccess: (result, { id }) => {
      queryClient.setQueryData(adsKeys.targeting(id), result);
      return queryClient.invalidateQueries({ queryKey: adsKeys.lists });
    },
  });
}

/** How the campaign is billed on the advertiser's monthly invoice (issue 33 §4). */
export function useSavePricing() {
  const invalidate = useInvalidate(adsKeys.all);
  return useMutation({
    mutationFn: ({ id, pricing }: { id: number; pricing: AdPricingInput }) =>
      api(`/api/publicites/${id}/pricing`, {
        schema: adPricingSchema,
        method: 'PUT',
        auth: 'admin',
        body: pricing,
      }),
    onSuccess: invalidate,
  });
}

// ---------- the advertiser's own requests (client token) ----------

export function useOwnAdRequests() {
  return useQuery({
    queryKey: adsKeys.own,
    queryFn: ({ signal }) =>
      api('/api/ads', { schema: adRequestSchema.array(), auth: 'client', signal }),
  });
}

export function useSubmitAdRequest() {
  const invalidate = useInvalidate(adsKeys.own);
  return useMutation({
    mutationFn: (form: FormData) =>
      api('/api/ads', { schema: adRequestSchema, method: 'POST', auth: 'client', body: form }),
    onSuccess: invalidate,
  });
}
