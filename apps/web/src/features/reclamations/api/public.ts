import { FOLLOW_SECRET_HEADER } from '@app/contracts/reclamation-options';
import type {
  CaseFollowUp,
  PublicStation,
  QrReclamationCreated,
  UrgentReportInput,
} from '@app/contracts/reclamations';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reclamationKeys } from './keys';

/** The station behind a scanned QR code (404 when the reference is unknown). */
export function usePublicStation(reference: string | null) {
  return useQuery({
    queryKey: reclamationKeys.publicStation(reference),
    queryFn: ({ signal }) =>
      api<PublicStation>(`/api/reclamations/qr/station/${encodeURIComponent(reference ?? '')}`, {
        signal,
      }),
    enabled: Boolean(reference),
    staleTime: 10 * 60_000,
  });
}

/** Files a public complaint (multipart: fields, optional photo). */
export function useSubmitQrComplaint() {
  return useMutation({
    mutationFn: (form: FormData) =>
      api<QrReclamationCreated>('/api/reclamations/qr', { method: 'POST', body: form }),
  });
}

/** A one-tap urgent report (issue 32): answers the case number and its follow-up link. */
export function useSubmitUrgentReport() {
  return useMutation({
    mutationFn: (body: UrgentReportInput) =>
      api<QrReclamationCreated>('/api/reclamations/qr/urgent', { method: 'POST', body }),
  });
}

/** Polled while the page is open: the visitor sees staff replies and status changes live. */
const FOLLOW_UP_POLL_MS = 5000;

/** A case's follow-up page: status and staff replies, with the link's secret in a header. */
export function useCaseFollowUp(caseNumber: string, secret: string) {
  return useQuery({
    queryKey: reclamationKeys.followUp(caseNumber, secret),
    queryFn: ({ signal }) =>
      api<CaseFollowUp>(`/api/reclamations/qr/follow/${encodeURIComponent(caseNumber)}`, {
        headers: { [FOLLOW_SECRET_HEADER]: secret },
        signal,
      }),
    enabled: Boolean(caseNumber && secret),
    retry: false,
    refetchInterval: (query) => (query.state.status === 'error' ? false : FOLLOW_UP_POLL_MS),
    refetchIntervalInBackground: false,
  });
}
