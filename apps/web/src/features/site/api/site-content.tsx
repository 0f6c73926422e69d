import type { PublishedSite, SiteContent } from '@app/contracts/site';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { api } from '@/lib/api-client';

/**
 * The company's public content (brand, contact, partners, technical sheets, FAQ), edited in the
 * back-office "Site" section and published by the server. Three ways in, one way out
 * (`useSiteContent`):
 * - a `<SiteContentProvider>`: the prerender (`renderPage(url, lang, content)`), the prerendered
 *   page in the browser (main.tsx reads it from `<script id="site-content">` before hydrating, so
 *   both render the same tree without a request), and the back-office preview of the draft;
 * - otherwise `GET /api/site` (the published content), for every other page.
 */
const SiteContentContext = createContext<SiteContent | null>(null);

/**
 * The contracts' DEFAULT_BRAND_NAME, kept local (a test checks they agree): importing a value
 * from @app/contracts/site would pull zod and every site schema into the landing's first chunks.
 */
export const FALLBACK_BRAND_NAME = 'ChargeBox';

const SITE_CONTENT_ELEMENT_ID = 'site-content';
/** The site feature's query keys: the published content (every page) and the staff's draft. */
export const siteKeys = {
  published: ['site'] as const,
  draft: ['admin-site'] as const,
  versions: ['admin-site', 'versions'] as const,
};

export function SiteContentProvider({
  content,
  children,
}: {
  content: SiteContent;
  children: ReactNode;
}) {
  return <SiteContentContext.Provider value={content}>{children}</SiteContentContext.Provider>;
}

/**
 * The content the prerendered page carries (`<script type="application/json" id="site-content">`,
 * JSON that is never executed), or null on pages that carry none or a broken one.
 */
export function readPageSiteContent(doc: Document = document): SiteContent | null {
  const text = doc.getElementById(SITE_CONTENT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as SiteContent) : null;
  } catch {
    return null;
  }
}

/** `GET /api/site`: the published content; it changes only when staff publish. */
function usePublishedSite(enabled = true) {
  return useQuery({
    queryKey: siteKeys.published,
    queryFn: ({ signal }) => api<PublishedSite>('/api/site', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

/** The content of the page: the provided one, else the published one once it has loaded. */
export function useSiteContent(): SiteContent | undefined {
  const provided = useContext(SiteContentContext);
  const published = usePublishedSite(provided === null);
  return provided ?? published.data?.content;
}

/** The brand name on every page; the default (also the server's) until the content has loaded. */
export function useBrandName(): string {
  return useSiteContent()?.brandName ?? FALLBACK_BRAND_NAME;
}

/**
 * The content inside a `<SiteContentProvider>` (the landing page provides it once it has it);
 * its components render only under one.
 */
export function useProvidedSiteContent(): SiteContent {
  const content = useContext(SiteContentContext);
  if (!content) throw new Error('useProvidedSiteContent outside a <SiteContentProvider>');
  return content;
}
