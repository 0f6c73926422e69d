import type { ContactRequest, FaqInput, ResolveUnanswered } from '@app/contracts/chat';
import {
  chatHistoryEntrySchema,
  contactRequestSchema,
  faqEntrySchema,
  resolveUnansweredResultSchema,
  unansweredGroupSchema,
} from '@app/contracts/chat';
import type { Language } from '@app/contracts/common';
import { useMutation } from '@tanstack/react-query';
import { usePagedList } from '@/lib/admin-list';
import { api } from '@/lib/api-client';
import { useInvalidate } from '@/lib/use-invalidate';
import { chatKeys } from './keys';

/** Staff side of the chatbot: FAQ entries (writes need the admin token) and conversation history. */

export interface FaqListParams {
  page: number;
  limit: number;
  q?: string;
  language?: Language;
}

export function useFaqEntries(params: FaqListParams) {
  return usePagedList(chatKeys.faq(params), '/api/faq', {
    schema: faqEntrySchema,
    query: { page: params.page, limit: params.limit, q: params.q, language: params.language },
  });
}

/** The list reloads after every add, edit and delete. */
const useReloadFaq = () => useInvalidate(chatKeys.all);

export function useAddFaq() {
  const reload = useReloadFaq();
  return useMutation({
    mutationFn: (input: FaqInput) =>
      api('/api/faq/add', { schema: faqEntrySchema, method: 'POST', auth: 'admin', body: input }),
    onSuccess: reload,
  });
}

export function useUpdateFaq() {
  const reload = useReloadFaq();
  return useMutation({
    mutationFn: ({ id, ...input }: FaqInput & { id: number }) =>
      api(`/api/faq/update/${id}`, {
        schema: faqEntrySchema,
        method: 'PUT',
        auth: 'admin',
        body: { id, ...input },
      }),
    onSuccess: reload,
  });
}

export function useDeleteFaq() {
  const reload = useReloadFaq();
  return useMutation({
    mutationFn: (id: number) =>
      api<void>(`/api/faq/delete/${id}`, { method: 'DELETE', auth: 'admin' }),
    onSuccess: reload,
  });
}

export function useChatHistory(params: { page: number; limit: number; q?: string }) {
  return usePagedList(chatKeys.history(params), '/api/history', {
    schema: chatHistoryEntrySchema,
    auth: 'admin',
    query: { page: params.page, limit: params.limit, q: params.q },
  });
}

/** Questions the assistant could not answer, grouped (staff only). */
export function useUnansweredQuestions(params: { page: number; limit: number }) {
  return usePagedList(chatKeys.unanswered(params), '/api/chat/unanswered', {
    schema: unansweredGroupSchema,
    auth: 'admin',
    query: { page: params.page, limit: params.limit },
  });
}

/** Turns a group into a new entry or phrasings of one; the FAQ list and the groups reload. */
export function useResolveUnanswered() {
  const reload = useReloadFaq();
  return useMutation({
    mutationFn: (input: ResolveUnanswered) =>
      api('/api/chat/unanswered/resolve', {
        schema: resolveUnansweredResultSchema,
        method: 'POST',
        auth: 'admin',
        body: input,
      }),
    onSuccess: reload,
  });
}

/** Visitors who asked for a person, newest first (staff only); `pending` = not answered yet. */
export function useStaffContactRequests(params: {
  page: number;
  limit: number;
  status?: ContactRequest['status'];
}) {
  return usePagedList(chatKeys.contactRequestsPage(params), '/api/chat/contact-requests', {
    schema: contactRequestSchema,
    auth: 'admin',
    query: { page: params.page, limit: params.limit, status: params.status },
  });
}

/** Marks a request answered: the visitor's panel shows when. */
export function useMarkContactAnswered() {
  const invalidate = useInvalidate(chatKeys.contactRequests);
  return useMutation({
    mutationFn: (id: number) =>
      api(`/api/chat/contact-requests/${id}/answered`, {
        schema: contactRequestSchema,
        method: 'POST',
        auth: 'admin',
      }),
    onSuccess: invalidate,
  });
}
