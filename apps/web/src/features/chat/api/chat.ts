import {
  type ContactRequestInput,
  chatResponseSchema,
  contactRequestStatusSchema,
  faqEntrySchema,
} from '@app/contracts/chat';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, apiList } from '@/lib/api-client';
import type { Lang } from '@/lib/i18n';
import { chatKeys } from './keys';

/** The visitor side of the chatbot: asking the assistant, and the questions it suggests. */

export interface ChatQuestion {
  message: string;
  image?: File;
  /** A suggestion the visitor tapped: the assistant answers with that FAQ entry. */
  faqId?: number;
}

/** `POST /api/chat` (multipart: message, optional image) → the assistant's answer. */
export function useSendChatMessage() {
  return useMutation({
    mutationFn: ({ message, image, faqId }: ChatQuestion) => {
      const body = new FormData();
      body.set('message', message);
      if (faqId) body.set('faqId', String(faqId));
      if (image) body.set('image', image);
      return api('/api/chat', { schema: chatResponseSchema, method: 'POST', body });
    },
  });
}

/** How many FAQ questions the widget offers as quick replies before the first message. */
const SUGGESTION_COUNT = 4;

/** A few real FAQ questions in the site language, offered as one-tap questions. */
export function useChatSuggestions(lang: Lang) {
  return useQuery({
    queryKey: chatKeys.suggestions(lang),
    queryFn: async ({ signal }) => {
      const { items } = await apiList('/api/faq', {
        schema: faqEntrySchema,
        signal,
        query: { language: lang, limit: SUGGESTION_COUNT },
      });
      return items.map((entry) => entry.question);
    },
    staleTime: 5 * 60_000,
  });
}

/** Where the browser keeps the tokens of its "Talk to a person" requests (newest first). */
const HANDOFF_STORAGE_KEY = 'chat.contactRequests';
const HANDOFF_KEPT = 5;
/** While the panel is open, how often the visitor's requests are checked for an answer. */
const HANDOFF_REFRESH_MS = 30_000;

function storedTokens(): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(HANDOFF_STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The visitor's contact requests: sending one ("Parler à un conseiller", the conversation
 * attached) and, for those this browser sent, whether staff answered and when.
 */
export function useContactRequests() {
  const queryClient = useQueryClient();
  const [tokens, setTokens] = useState(storedTokens);
  const statuses = useQueries({
    queries: tokens.map((token) => ({
      queryKey: chatKeys.contactRequest(token),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api(`/api/chat/contact-requests/${token}`, { schema: contactRequestStatusSchema, signal }),
      refetchInterval: HANDOFF_REFRESH_MS,
      retry: false,
    })),
  });
  const create = useMutation({
    mutationFn: (input: ContactRequestInput) =>
      api('/api/chat/contact-requests', {
        schema: contactRequestStatusSchema,
        method: 'POST',
        body: input,
      }),
    onSuccess: (created) => {
      queryClient.setQueryData(chatKeys.contactRequest(created.token), created);
      const next = [created.token, ...storedTokens()].slice(0, HANDOFF_KEPT);
      try {
        localStorage.setItem(HANDOFF_STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Private browsing without storage: the status shows while the panel stays open.
      }
      setTokens(next);
    },
  });
  const requests = statuses.flatMap((query) => (query.data ? [query.data] : []));
  return { create, requests };
}
