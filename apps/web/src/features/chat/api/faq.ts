import type {
  ChatHistoryEntry,
  ContactRequest,
  FaqEntry,
  FaqInput,
  ResolveUnanswered,
  UnansweredGroup,
} from '@app/contracts/chat';
import type { Language } from '@app/contracts/common';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiList } from '@/lib/api-client';
import { chatKeys } from './keys';

/** Staff side of the chatbot: FAQ entries (writes need the admin token) and conversation history. */

export interface FaqListParams {
  page: number;
  limit: number;
  q?: string;
  language?: Language;
}

export function useFaqEntries(params: FaqListParams) {
  return useQuery({
    queryKey: chatKeys.faq(params),
    queryFn: ({ signal }) =>
      apiList<FaqEntry>('/api/faq', {
        signal,
        query: { page: params.page, limit: params.limit, q: params.q, language: params.language },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The spec reloads the list after every add, edit and delete. */
function useReloadFaq() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: chatKeys.all });
}

export function useAddFaq() {
  const reload = useReloadFaq();
  return useMutation({
    mutationFn: (input: FaqInput) =>
      api<FaqEntry>('/api/faq/add', { method: 'POST', auth: 'admin', body: input }),
    onSuccess: reload,
  });
}

export function useUpdateFaq() {
  const reload = useReloadFaq();
  return useMutation({
    mutationFn: ({ id, ...input }: FaqInput & { id: number }) =>
      api<FaqEntry>(`/api/faq/update/${id}`, {
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
  return useQuery({
    queryKey: chatKeys.history(params),
    queryFn: ({ signal }) =>
      apiList<ChatHistoryEntry>('/api/history', {
        auth: 'admin',
        signal,
        query: { page: params.page, limit: params.limit, q: params.q },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Questions the assistant could not answer, grouped (staff only). */
export function useUnansweredQuestions(params: { page: number; limit: number }) {
  return useQuery({
    queryKey: chatKeys.unanswered(params),
    queryFn: ({ signal }) =>
      apiList<UnansweredGroup>('/api/chat/unanswered', {
        auth: 'admin',
        signal,
        query: { page: params.page, limit: params.limit },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Turns a group into a new entry or phrasings of one; the FAQ list and the groups reload. */
export function useResolveUnanswered() {
  const reload = useReloadFaq();
  return useMutation({
    mutationFn: (input: ResolveUnanswered) =>
      api<{ entry: FaqEntry; resolved: number }>('/api/chat/unanswered/resolve', {
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
  return useQuery({
    queryKey: chatKeys.contactRequestsPage(params),
    queryFn: ({ signal }) =>
      apiList<ContactRequest>('/api/chat/contact-requests', {
        auth: 'admin',
        signal,
        query: { page: params.page, limit: params.limit, status: params.status },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Marks a request answered: the visitor's panel shows when. */
export function useMarkContactAnswered() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<ContactRequest>(`/api/chat/contact-requests/${id}/answered`, {
        method: 'POST',
        auth: 'admin',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.contactRequests }),
  });
}
