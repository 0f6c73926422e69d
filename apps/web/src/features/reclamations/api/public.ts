import type { PublicStation, QrReclamationCreated } from '@app/contracts/reclamations';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The station behind a scanned QR code (404 when the reference is unknown). */
export function usePublicStation(reference: string | null) {
  return useQuery({
    queryKey: ['reclamations', 'public-station', reference],
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
