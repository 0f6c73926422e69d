import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@app/contracts';
import type { FastifyRequest } from 'fastify';

/** Picks fr or en from Accept-Language by quality; French when nothing matches. */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim().toLowerCase().slice(0, 2), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  const match = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.tag));
  return (match?.tag as Language | undefined) ?? DEFAULT_LANGUAGE;
}

export const requestLanguage = (request: FastifyRequest): Language =>
  languageFromHeader(request.headers['accept-language']);
