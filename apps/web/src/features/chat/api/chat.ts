import type { ChatResponse, FaqEntry } from '@app/contracts/chat';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, apiList } from '@/lib/api-client';
import type { Lang } from '@/lib/i18n';

/** The visitor side of the chatbot: asking the assistant, and the questions it suggests. */

export interface ChatQuestion {
  message: string;
  image?: File;
}

/** `POST /api/chat` (multipart: message, optional image) → the assistant's answer. */
export function useSendChatMessage() {
  return useMutation({
    mutationFn: ({ message, image }: ChatQuestion) => {
      const body = new FormData();
      body.set('message', message);
      if (image) body.set('image', image);
      return api<ChatResponse>('/api/chat', { method: 'POST', body });
    },
  });
}

/** How many FAQ questions the widget offers as quick replies before the first message. */
const SUGGESTION_COUNT = 4;

/** A few real FAQ questions in the site language, offered as one-tap questions. */
export function useChatSuggestions(lang: Lang) {
  return useQuery({
    queryKey: ['chat', 'suggestions', lang],
    queryFn: async ({ signal }) => {
      const { items } = await apiList<FaqEntry>('/api/faq', {
        signal,
        query: { language: lang, limit: SUGGESTION_COUNT },
      });
      return items.map((entry) => entry.question);
    },
    staleTime: 5 * 60_000,
  });
}
