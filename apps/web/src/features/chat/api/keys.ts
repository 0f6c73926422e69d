import type { ContactRequest } from '@app/contracts/chat';
import type { Lang } from '@/lib/i18n';
import type { FaqListParams } from './faq';

type Page = { page: number; limit: number };

/**
 * The chat feature's query keys, all under `chatKeys.all` (what an FAQ change reloads: the FAQ
 * list, the unanswered groups and the widget's suggestions).
 */
export const chatKeys = {
  all: ['chat'] as const,
  faq: (params: FaqListParams) => ['chat', 'faq', params] as const,
  history: (params: Page & { q?: string }) => ['chat', 'history', params] as const,
  unanswered: (params: Page) => ['chat', 'unanswered', params] as const,
  contactRequests: ['chat', 'contact-requests'] as const,
  contactRequestsPage: (params: Page & { status?: ContactRequest['status'] }) =>
    ['chat', 'contact-requests', params] as const,
  suggestions: (lang: Lang) => ['chat', 'suggestions', lang] as const,
  contactRequest: (token: string) => ['chat', 'contact-request', token] as const,
};
