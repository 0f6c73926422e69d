import { translateMessage } from '@app/contracts/messages';
import { newsletterResponseSchema } from '@app/contracts/sales';
import { api, isApiError } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/form-failure';
import type { Lang } from '@/lib/i18n';

/**
 * The footer's newsletter call. NewsletterForm imports this module on the first submit, so the
 * landing page's first load carries neither the API client nor the message catalogue.
 */
export async function subscribeToNewsletter(
  email: string,
  lang: Lang,
): Promise<{ created: boolean } | { error: string }> {
  try {
    const result = await api('/api/newsletter', {
      schema: newsletterResponseSchema,
      method: 'POST',
      body: { email, language: lang },
    });
    return { created: result.created };
  } catch (error) {
    return {
      error: isApiError(error)
        ? (fieldErrorsOf(error, ['email']).email ?? error.message)
        : translateMessage('error.internal', lang),
    };
  }
}

/** The shared schema's message for a malformed address. */
export function invalidEmailMessage(lang: Lang): string {
  return translateMessage('validation.email', lang);
}
