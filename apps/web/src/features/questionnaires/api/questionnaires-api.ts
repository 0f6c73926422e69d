import type { AnswersBody, CreateQuestionnaireInput } from '@app/contracts/questionnaires';
import {
  questionnaireDetailSchema,
  questionnaireRowSchema,
  recipientSchema,
  staffQuestionnaireRowSchema,
} from '@app/contracts/questionnaires';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePagedList } from '@/lib/admin-list';
import { api } from '@/lib/api-client';

const keys = {
  client: ['questionnaires', 'client'] as const,
  clientList: (page: number, q: string) => ['questionnaires', 'client', 'list', page, q] as const,
  detail: (id: number) => ['questionnaires', 'client', 'detail', id] as const,
  staff: ['questionnaires', 'staff'] as const,
  staffList: (page: number) => ['questionnaires', 'staff', 'list', page] as const,
  recipients: (q: string) => ['questionnaires', 'staff', 'recipients', q] as const,
};

// --- client ------------------------------------------------------------------------------------

export function useMyQuestionnaires(page: number, limit: number, q: string) {
  return usePagedList(keys.clientList(page, q), '/api/questionnaires', {
    schema: questionnaireRowSchema,
    auth: 'client',
    query: { page, limit, q },
  });
}

export function useQuestionnaire(id: number | undefined) {
  return useQuery({
    queryKey: keys.detail(id ?? 0),
    queryFn: ({ signal }) =>
      api(`/api/questionnaires/${id}`, {
        schema: questionnaireDetailSchema,
        auth: 'client',
        signal,
      }),
    enabled: id !== undefined,
  });
}

export function useAnswerQuestionnaire(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswersBody) =>
      api(`/api/questionnaires/${id}/answers`, {
        schema: questionnaireDetailSchema,
        method: 'PUT',
        body,
        auth: 'client',
      }),
    onSuccess: (detail) => {
      client.setQueryData(keys.detail(id), detail);
      return client.invalidateQueries({ queryKey: keys.client });
    },
  });
}

// --- staff -------------------------------------------------------------------------------------

export function useStaffQuestionnaires(page: number, limit: number) {
  return usePagedList(keys.staffList(page), '/api/admin/questionnaires', {
    schema: staffQuestionnaireRowSchema,
    auth: 'admin',
    query: { page, limit },
  });
}

export function useRecipients(q: string) {
  return useQuery({
    queryKey: keys.recipients(q),
    queryFn: ({ signal }) =>
      api('/api/admin/questionnaires/recipients', {
        schema: recipientSchema.array(),
        auth: 'admin',
        signal,
        query: { q },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateQuestionnaire() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateQuestionnaireInput) =>
      api('/api/admin/questionnaires', {
        schema: staffQuestionnaireRowSchema,
        method: 'POST',
        body,
        auth: 'admin',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.staff }),
  });
}
