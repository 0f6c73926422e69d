import type {
  QuoteRequest,
  QuoteRequestBody,
  Reservation,
  ReservationBody,
} from '@app/contracts/sales';
import type { SiteConfig } from '@app/contracts/site';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Public runtime configuration (map tiles); it changes only when the server restarts. */
export function useSiteConfig(enabled = true) {
  return useQuery({
    queryKey: ['site-config'],
    queryFn: () => api<SiteConfig>('/api/site-config'),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

export function useSendQuoteRequest() {
  return useMutation({
    mutationFn: (body: QuoteRequestBody) =>
      api<QuoteRequest>('/api/formulaire', { method: 'POST', body }),
  });
}

export function useBookDemo() {
  return useMutation({
    mutationFn: (body: ReservationBody) =>
      api<Reservation>('/api/reservation', { method: 'POST', body }),
  });
}
