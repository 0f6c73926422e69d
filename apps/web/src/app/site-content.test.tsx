import { DEFAULT_BRAND_NAME, DEFAULT_SITE_CONTENT } from '@app/contracts/site';
import { renderWithProviders } from '@test/utils';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '@/app/router';
import { FALLBACK_BRAND_NAME, readPageSiteContent } from '@/features/site/api/site-content';

/** Every page reads the one brand name from the published site content. */
describe('the brand name', () => {
  it('comes from /api/site on the page and in the title', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/api/site')
        ? Response.json({
            version: 3,
            publishedAt: '2026-01-01T00:00:00.000Z',
            content: { ...DEFAULT_SITE_CONTENT, brandName: 'Borne Test' },
          })
        : new Response(null, { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AppRoutes />, { route: '/reclamation-qr' });
    expect(await screen.findByText('Borne Test')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/ · Borne Test$/));
    expect(screen.queryByText('ChargeBox')).not.toBeInTheDocument();
  });

  it('is the default brand until the content answers', async () => {
    expect(FALLBACK_BRAND_NAME).toBe(DEFAULT_BRAND_NAME);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderWithProviders(<AppRoutes />, { route: '/page-qui-nexiste-pas' });
    expect(await screen.findByText('ChargeBox')).toBeInTheDocument();
  });
});

describe('the content a prerendered page carries', () => {
  const pageWith = (script: string) => {
    const doc = document.implementation.createHTMLDocument('page');
    doc.body.innerHTML = script;
    return doc;
  };

  it('is read from <script type="application/json" id="site-content">', () => {
    const content = { ...DEFAULT_SITE_CONTENT, contactEmail: 'a<b@example.tn' };
    const json = JSON.stringify(content).replaceAll('<', '\\u003c');
    const doc = pageWith(`<script type="application/json" id="site-content">${json}</script>`);
    expect(readPageSiteContent(doc)).toEqual(content);
  });

  it('is null when the page carries none or a broken one', () => {
    expect(readPageSiteContent(pageWith('<p>spa</p>'))).toBeNull();
    expect(
      readPageSiteContent(pageWith('<script type="application/json" id="site-content">{</script>')),
    ).toBeNull();
  });
});
