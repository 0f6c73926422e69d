import { FOLLOW_SECRET_HEADER } from '@app/contracts/reclamation-options';
import type { UrgentReportInput } from '@app/contracts/reclamations';
import {
  caseFollowUpSchema,
  publicStationSchema,
  qrReclamationCreatedSchema,
} from '@app/contracts/reclamations';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reclamationKeys } from './keys';

/** The station behind a scanned QR code (404 when the reference is unknown). */
export function usePublicStation(reference: string | null) {
  return useQuery({
    queryKey: reclamationKeys.publicStation(reference),
    queryFn: ({ signal }) =>
      api(`/api/reclamations/qr/station/${encodeURIComponent(reference ?? '')}`, {
        schema: publicStationSchema,
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
      api('/api/reclamations/qr', {
        schema: qrReclamationCreatedSchema,
        method: 'POST',
        body: form,
      }),
  });
}

/** A one-tap urgent report (issue 32): answers the case number and its follow-up link. */
export function useSubmitUrgentReport() {
  return useMutation({
    mutationFn: (body: UrgentReportInput) =>
      api('/api/reclamations/qr/urgent', {
        schema: qrReclamationCreatedSchema,
        method: 'POST',
        body,
      }),
  });
}

/** Polled while the page is open: the visitor sees staff replies and status changes live. */
const FOLLOW_UP_POLL_MS = 5000;

/** A case's follow-up page: status and staff replies, with the link's secret in a header. */
export function useCaseFollowUp(caseNumber: string, secret: string) {
  return useQuery({
    queryKey: reclamationKeys.followUp(caseNumber, secret),
    queryFn: ({ signal }) =>
      api(`/api/reclamations/qr/follow/${encodeURIComponent(caseNumber)}`, {
        schema: caseFollowUpSchema,
        headers: { [FOLLOW_SECRET_HEADER]: secret },
        signal,
      }),
    enabled: Boolean(caseNumber && secret),
    retry: false,
    refetchInterval: (query) => (query.state.status === 'error' ? false : FOLLOW_UP_POLL_MS),
    refetchIntervalInBackground: false,
  });
}
