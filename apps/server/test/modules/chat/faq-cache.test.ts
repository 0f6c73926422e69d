import { beforeAll, describe, expect, it } from 'vitest';
import { faqEntries } from '../../../src/db/schema';
import { VERSION_CHECK_MS } from '../../../src/modules/chat/chat-engine';
import { createFaqPageCache } from '../../../src/modules/chat/faq-page-cache';
import { bearer, createAdminAccount, type TestAccount } from '../../helpers/app';
import { useTestApp } from '../../helpers/fixtures';

describe('public FAQ pages served from memory with an ETag', () => {
  const t = useTestApp();
  let admin: TestAccount;
  beforeAll(async () => {
    admin = await createAdminAccount(t.app);
  });

  const list = (headers: Record<string, string> = {}, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/faq${query}`, headers });

  it('answers 304 without a body when the page has not changed', async () => {
    const first = await list();
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['x-total-count']).toBe(String(first.json().length));
    const again = await list({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await list({ 'if-none-match': 'W/"stale"' })).statusCode).toBe(200);
  });

  it('shows a staff edit on the very next request (new ETag)', async () => {
    const before = await list({}, '?limit=500');
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/faq/add',
      headers: bearer(admin.token),
      payload: { question: `Cache ${Date.now()} ?`, answers: ['Oui.'], language: 'fr' },
    });
    expect(added.statusCode).toBe(201);
    const after = await list({ 'if-none-match': before.headers.etag as string }, '?limit=500');
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().map((entry: { id: number }) => entry.id)).toContain(added.json().id);
  });

  it('sees a write made by another instance within the version check interval', async () => {
    const before = await list({}, '?limit=500');
    // Another instance writes straight to the shared database: no invalidation reaches this one.
    const [row] = await t.app.db
      .insert(faqEntries)
      .values({ question: `Autre instance ${Date.now()} ?`, answers: ['Oui.'], language: 'fr' })
      .returning();
    await new Promise((resolve) => setTimeout(resolve, VERSION_CHECK_MS + 100));
    const after = await list({ 'if-none-match': before.headers.etag as string }, '?limit=500');
    expect(after.statusCode).toBe(200);
    expect(after.json().map((entry: { id: number }) => entry.id)).toContain(row!.id);
  });

  it('sends one version query for all the requests that arrive while it runs', async () => {
    let versionQueries = 0;
    const db = new Proxy(t.app.db, {
      get(target, key, receiver) {
        if (key === 'select') versionQueries++;
        return Reflect.get(target, key, receiver);
      },
    });
    let clock = 0;
    const pages = createFaqPageCache(db, () => clock);
    const produce = async () => ({ items: [], total: 0 });
    await pages.get('page', produce);
    expect(versionQueries).toBe(1);
    clock += VERSION_CHECK_MS;
    await Promise.all(Array.from({ length: 20 }, () => pages.get('page', produce)));
    expect(versionQueries).toBe(2);
  });

  it('never caches searches', async () => {
    const search = await list({}, '?q=garantie');
    expect(search.statusCode).toBe(200);
    expect(search.headers.etag).toBeUndefined();
  });
});
