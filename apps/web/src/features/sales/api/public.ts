import {
  type QuoteRequestBody,
  quoteRequestSchema,
  type ReservationBody,
  reservationSchema,
} from '@app/contracts/sales';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useSendQuoteRequest() {
  return useMutation({
    mutationFn: (body: QuoteRequestBody) =>
      api('/api/formulaire', { schema: quoteRequestSchema, method: 'POST', body }),
  });
}

export function useBookDemo() {
  return useMutation({
    mutationFn: (body: ReservationBody) =>
      api('/api/reservation', { schema: reservationSchema, method: 'POST', body }),
  });
}
