import {
  ADMIN_RECLAMATIONS_PAGE_SIZE,
  QR_RECLAMATIONS_PAGE_SIZE,
} from '@app/contracts/reclamation-options';
import type {
  QrCaseStatus,
  QrCaseUpdate,
  QrTypeRetour,
  ReclamationAnswer,
} from '@app/contracts/reclamations';
import {
  adminCaseReplySchema,
  adminReclamationSchema,
  qrReclamationSchema,
  reclamationCategoriesSchema,
} from '@app/contracts/reclamations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePagedList } from '@/lib/admin-list';
import { api } from '@/lib/api-client';
import { useInvalidate } from '@/lib/use-invalidate';
import { reclamationKeys } from './keys';

export interface ClientReclamationFilters {
  page: number;
  q: string;
  categorie: string;
}

export function useAdminReclamations({ page, q, categorie }: ClientReclamationFilters) {
  return usePagedList(
    reclamationKeys.adminPage({ page, q, categorie }),
    '/api/admin/reclamations',
    {
      schema: adminReclamationSchema,
      auth: 'admin',
      query: { page, limit: ADMIN_RECLAMATIONS_PAGE_SIZE, q, categorie },
    },
  );
}

export function useReclamationCategories() {
  return useQuery({
    queryKey: reclamationKeys.categories,
    queryFn: ({ signal }) =>
      api('/api/admin/reclamations/categories', {
        schema: reclamationCategoriesSchema,
        auth: 'admin',
        signal,
      }),
  });
}

export function useAnswerReclamation() {
  const invalidate = useInvalidate(reclamationKeys.admin);
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: ReclamationAnswer }) =>
      api(`/api/admin/reclamations/${id}`, {
        schema: adminReclamationSchema,
        method: 'PATCH',
        body: answer,
        auth: 'admin',
      }),
    onSuccess: invalidate,
  });
}

export interface QrFilters {
  page: number;
  q: string;
  type: QrTypeRetour | '';
  statut: QrCaseStatus | '';
  from: string;
  to: string;
}

export function useQrReclamations({ page, q, type, statut, from, to }: QrFilters) {
  return usePagedList(
    reclamationKeys.qrPage({ page, q, type, statut, from, to }),
    '/api/reclamations-qr',
    {
      schema: qrReclamationSchema,
      auth: 'admin',
      query: { page, limit: QR_RECLAMATIONS_PAGE_SIZE, q, type, statut, from, to },
    },
  );
}

export function useUpdateQrCase() {
  const invalidate = useInvalidate(reclamationKeys.qr);
  return useMutation({
    mutationFn: ({ id, statut, note }: { id: number } & QrCaseUpdate) =>
      api(`/api/reclamations-qr/${id}`, {
        schema: qrReclamationSchema,
        method: 'PATCH',
        body: { statut, note },
        auth: 'admin',
      }),
    onSuccess: invalidate,
  });
}

/** The staff replies to a QR case (the visitor reads them on the case's follow-up page). */
export function useQrCaseReplies(id: number | null) {
  return useQuery({
    queryKey: reclamationKeys.qrReplies(id),
    queryFn: ({ signal }) =>
      api(`/api/reclamations-qr/${id}/replies`, {
        schema: adminCaseReplySchema.array(),
        auth: 'admin',
        signal,
      }),
    enabled: id !== null,
  });
}

export function useReplyToQrCase(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api(`/api/reclamations-qr/${id}/replies`, {
        schema: adminCaseReplySchema.array(),
        method: 'POST',
        body: { text },
        auth: 'admin',
      }),
    onSuccess: (replies) => queryClient.setQueryData(reclamationKeys.qrReplies(id), replies),
  });
}
