import {
  type DemandeStatut,
  type DemandeType,
  staffDemandeSchema,
  staffReservationSchema,
  type UpdateDemandeInput,
} from '@app/contracts/sales-staff';
import { useMutation } from '@tanstack/react-query';
import { usePagedList } from '@/lib/admin-list';
import { api, apiBlob } from '@/lib/api-client';
import { useInvalidate } from '@/lib/use-invalidate';

/** Staff-side quote requests and reservations; every call carries the admin token. */

export interface DemandeFilters {
  page: number;
  tel?: string;
  q?: string;
  type?: DemandeType;
}

/** The staff side's query keys; a write invalidates `demandes` (every page and filter). */
const salesKeys = {
  demandes: ['sales', 'demandes'] as const,
  demandesPage: (filters: DemandeFilters) => ['sales', 'demandes', filters] as const,
  reservations: (page: number, limit: number) => ['sales', 'reservations', page, limit] as const,
};

export function useDemandes(filters: DemandeFilters) {
  return usePagedList(salesKeys.demandesPage(filters), '/api/demandes', {
    schema: staffDemandeSchema,
    auth: 'admin',
    query: { page: filters.page, tel: filters.tel, q: filters.q, type: filters.type },
  });
}

export function useReservations(page: number, limit: number) {
  return usePagedList(salesKeys.reservations(page, limit), '/api/reservations', {
    schema: staffReservationSchema,
    auth: 'admin',
    query: { page, limit },
  });
}

/** Every change (save, status change or delete) reloads the lists. */
const useInvalidateDemandes = () => useInvalidate(salesKeys.demandes);

export function useUpdateDemande() {
  const invalidate = useInvalidateDemandes();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: UpdateDemandeInput }) =>
      api(`/api/demandes/${id}`, {
        schema: staffDemandeSchema,
        method: 'PUT',
        auth: 'admin',
        body: values,
      }),
    onSuccess: invalidate,
  });
}

export function usePatchDemande() {
  const invalidate = useInvalidateDemandes();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; statut?: DemandeStatut; type?: DemandeType }) =>
      api(`/api/demandes/${id}`, {
        schema: staffDemandeSchema,
        method: 'PATCH',
        auth: 'admin',
        body,
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteDemande() {
  const invalidate = useInvalidateDemandes();
  return useMutation({
    mutationFn: (id: number) =>
      api<void>(`/api/demandes/${id}`, { method: 'DELETE', auth: 'admin' }),
    onSuccess: invalidate,
  });
}

/** Fetches the PDF with the admin token and hands it to the browser as a download. */
export async function downloadDemandePdf(id: number): Promise<void> {
  const { blob, filename } = await apiBlob(`/api/demandes/${id}/pdf`, { auth: 'admin' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? `demande-${id}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
