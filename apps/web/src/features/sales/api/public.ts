import type {
  QuoteRequest,
  QuoteRequestBody,
  Reservation,
  ReservationBody,
} from '@app/contracts/sales';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

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
