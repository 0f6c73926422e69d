import { copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SITE_CONTENT, SITE_VERSIONS_KEPT, type SiteContent } from '@app/contracts/site';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../../src/db/client';
import { auditLog, siteDraft, siteLogos, siteVersions } from '../../../src/db/schema';
import {
  bearer,
  createAdminAccount,
  createClientAccount,
  createTestApp,
  type TestAccount,
  type TestApp,
  xsrf,
} from '../../helpers/app';
import { usingPostgres } from '../../helpers/database';
import { useAccounts, useTestApp } from '../../helpers/fixtures';
import { jpeg, multipart, pngWithExif } from '../../helpers/images';

describe('GET /api/site-config', () => {
  const t = useTestApp({
    MAP_TILE_URL: 'https://tiles.example.tn/{z}/{x}/{y}.png',
    PUBLIC_URL: 'https://www.example.tn/',
  });

  it('gives anyone the public runtime configuration, revalidated (the brand changes on publish)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/site-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      brandName: 'ChargeBox',
      mapTileUrl: 'https://tiles.example.tn/{z}/{x}/{y}.png',
      mapAttribution: '',
      publicUrl: 'https://www.example.tn',
    });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('credits OpenStreetMap when its tiles are used (the default)', async () => {
    const osm = await createTestApp();
    try {
      const body = (await osm.app.inject({ method: 'GET', url: '/api/site-config' })).json();
      expect(body.mapTileUrl).toContain('tile.openstreetmap.org');
      expect(body.mapAttribution).toContain('OpenStreetMap');
    } finally {
      await osm.close();
    }
  });

  it('only answers GET', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/site-config', ...xsrf });
    expect(response.statusCode).toBe(404);
  });
});

const content = (change: (draft: SiteContent) => void = () => {}): SiteContent => {
  const draft = structuredClone(DEFAULT_SITE_CONTENT);
  change(draft);
  return draft;
};

const real = content((c) => {
  c.brandName = 'Recharge Express';
  c.legalName = 'Recharge Express SARL';
  c.contactEmail = 'bonjour@recharge-express.tn';
  c.phones = ['+216 71 234 567'];
  c.address = {
    fr: 'Avenue Habib Bourguiba, 1000 Tunis, Tunisie',
    en: 'Avenue Habib Bourguiba, 1000 Tunis, Tunisia',
  };
  c.supportHours = { fr: 'du lundi au samedi, 8 h – 18 h', en: 'Monday to Saturday, 8 am – 6 pm' };
  c.social = [{ network: 'linkedin', url: 'https://www.linkedin.com/company/recharge-express' }];
});

/** What the web build keeps in dist/.ssr: the real page assembler, and a small stand-in for the
 * Preact app's SSR bundle (the whole app is exercised by the web build and the e2e tests). */
async function webBuildFixture(): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'site-web-'));
  const ssr = path.join(dist, '.ssr');
  await mkdir(ssr);
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>built page</title>');
  await writeFile(path.join(dist, 'index.en.html'), '<!doctype html><title>built EN page</title>');
  await writeFile(path.join(dist, 'spa.html'), '<!doctype html><title>spa</title>');
  await copyFile(
    fileURLToPath(new URL('../../../../web/scripts/landing-pages.mjs', import.meta.url)),
    path.join(ssr, 'landing-pages.mjs'),
  );
  await writeFile(
    path.join(ssr, 'prerender.mjs'),
    `const esc = (s) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
export async function renderPage(url, lang, content) {
  const mail = content.contactEmail ? '<a href="mailto:' + esc(content.contactEmail) + '">' + esc(content.contactEmail) + '</a>' : '';
  return { html: '<main data-page-lang="' + lang + '">' + esc(content.address[lang]) + mail + '</main>',
    t: (key, options) => options.brand + ' · ' + key };
}
export const metaDescription = (content, lang) => content.brandName + ' ' + lang;
export const structuredData = (content, lang, publicUrl) => ({ name: content.brandName, url: publicUrl + '/' });
`,
  );
  await writeFile(
    path.join(ssr, 'landing.json'),
    JSON.stringify({
      shell:
        '<!doctype html><html lang="fr"><head><title>x</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>',
      preloads: { fr: [], en: [] },
    }),
  );
  return dist;
}

describe('site content API', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://www.example.tn' });
  let admin: TestAccount;
  let client: TestAccount;

  beforeAll(async () => {
    admin = await createAdminAccount(t.app);
    client = await createClientAccount(t.app);
  });

  const asAdmin = () => ({ headers: bearer(admin.token) });
  const put = (body: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/site',
      headers: bearer(admin.token),
      payload: body,
    });
  const uploadLogo = async (data: Buffer, contentType = 'image/png', filename = 'logo.png') => {
    const body = multipart({}, { logo: { data, filename, contentType } });
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/site/logos',
      headers: { ...bearer(admin.token), ...body.headers },
      payload: body.payload,
    });
  };
  const fileServed = async (name: string) =>
    (await t.app.inject({ method: 'GET', url: `/uploads/${name}` })).statusCode;

  it('refuses every back-office route to anonymous callers (401) and clients (403)', async () => {
    const routes = [
      { method: 'GET', url: '/api/admin/site' },
      { method: 'PUT', url: '/api/admin/site', payload: DEFAULT_SITE_CONTENT },
      { method: 'POST', url: '/api/admin/site/logos' },
      { method: 'POST', url: '/api/admin/site/publish' },
      { method: 'GET', url: '/api/admin/site/versions' },
      { method: 'POST', url: '/api/admin/site/versions/1/restore' },
    ] as const;
    for (const route of routes) {
      const anonymous = await t.app.inject({ ...route, ...xsrf });
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      const asClient = await t.app.inject({ ...route, headers: bearer(client.token) });
      expect(asClient.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(asClient.json().code).toBe('error.forbidden');
    }
    expect(await t.app.db.select().from(siteVersions)).toEqual([]);
    expect(await t.app.db.select().from(siteDraft)).toEqual([]);
  });

  it('publishes no placeholder before the first publication: the defaults, version null', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const body = response.json();
    expect(body).toEqual({ version: null, publishedAt: null, content: DEFAULT_SITE_CONTENT });
    expect(body.content.contactEmail).toBe('');
    expect(body.content.phones).toEqual([]);
    expect(body.content.partners).toEqual([]);
    expect(body.content.social).toEqual([]);
    expect(body.content.faq).toHaveLength(7);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/site' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/site',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/site',
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('shows staff the defaults as the draft, unpublished, with the first-run checklist', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/site', ...asAdmin() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      draft: DEFAULT_SITE_CONTENT,
      draftUpdatedAt: null,
      published: null,
      dirty: true,
      // A fresh install invents no address or support hours (issue 29).
      checklist: [
        'contactEmail',
        'phones',
        'address',
        'supportHours',
        'legalName',
        'social',
        'partners',
      ],
    });
  });

  it('refuses bad content with per-field messages and stores nothing', async () => {
    const cases: { body: object; field: string; message?: string }[] = [
      {
        body: content((c) => {
          c.social = [{ network: 'facebook', url: 'https://evil.example.com/page' }];
        }),
        field: 'social.0.url',
        message: 'Saisissez l’adresse https d’une page de ce réseau (pas sa page d’accueil).',
      },
      {
        body: content((c) => {
          c.social = [{ network: 'instagram', url: 'https://www.instagram.com/' }];
        }),
        field: 'social.0.url',
      },
      {
        body: content((c) => {
          c.social = [{ network: 'x', url: 'http://x.com/company' }];
        }),
        field: 'social.0.url',
      },
      {
        body: content((c) => {
          c.social = [
            { network: 'youtube', url: 'https://youtube.com/@a' },
            { network: 'youtube', url: 'https://youtube.com/@b' },
          ];
        }),
        field: 'social.1.network',
      },
      { body: content((c) => (c.legalName = 'Nul\u0000byte')), field: 'legalName' },
      { body: content((c) => (c.brandName = 'Evil\r\nBcc: x@example.tn')), field: 'brandName' },
      { body: content((c) => (c.brandName = '   ')), field: 'brandName' },
      { body: content((c) => (c.faq = c.faq.slice(0, 6))), field: 'faq' },
      { body: content((c) => (c.map.lat = 1e300)), field: 'map.lat' },
      { body: content((c) => (c.map.zoom = 13.5)), field: 'map.zoom' },
      { body: { ...content(), map: { lat: 36.8, lng: '10', zoom: 13 } }, field: 'map.lng' },
      { body: content((c) => (c.contactEmail = 'not-an-email')), field: 'contactEmail' },
      { body: content((c) => (c.phones = ['12'])), field: 'phones.0' },
      {
        body: content((c) => {
          c.partners = [
            { id: crypto.randomUUID(), name: 'A', logo: null, url: 'javascript:alert(1)' },
          ];
        }),
        field: 'partners.0.url',
      },
      { body: content((c) => c.products.reverse()), field: 'products.0.id' },
      {
        body: content((c) => (c.faq[0]!.question.fr = 'x'.repeat(1_000_000))),
        field: 'faq.0.question.fr',
      },
      { body: { brandName: 'Only a name' }, field: 'legalName' },
    ];
    for (const { body, field, message } of cases) {
      const response = await put(body);
      expect(response.statusCode, field).toBe(400);
      const error = response.json();
      expect(error.code, field).toBe('error.validation');
      expect(Object.keys(error.fieldErrors), field).toContain(field);
      if (message) expect(error.fieldErrors[field]).toBe(message);
    }
    expect(await t.app.db.select().from(siteDraft)).toEqual([]);
  });

  it('answers field messages in English too', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/site',
      headers: { ...bearer(admin.token), 'accept-language': 'en' },
      payload: content((c) => (c.faq = c.faq.slice(0, 6))),
    });
    expect(response.json().fieldErrors.faq).toBe('The FAQ has exactly 7 questions.');
  });

  it('saves a draft without publishing it', async () => {
    const response = await put(real);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.draft).toEqual(real);
    expect(body.draftUpdatedAt).not.toBeNull();
    expect(body.published).toBeNull();
    expect(body.dirty).toBe(true);
    expect(body.checklist).toEqual(['partners']);
    const live = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(live.json().version).toBeNull();
    expect(live.json().content.contactEmail).toBe('');
  });

  it('takes raster logos only, served publicly, and refuses broken or foreign files', async () => {
    const png = await uploadLogo(await pngWithExif());
    expect(png.statusCode).toBe(201);
    const { logo } = png.json();
    expect(logo).toMatch(/\.png$/);
    expect(await fileServed(logo)).toBe(200);

    const jpg = await uploadLogo(await jpeg(), 'image/jpeg', 'logo.jpg');
    expect(jpg.statusCode).toBe(201);

    const svg = await uploadLogo(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/svg+xml',
      'logo.svg',
    );
    expect(svg.statusCode).toBe(415);

    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/site/logos',
      headers: { ...bearer(admin.token), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\n\r\nabc',
    });
    expect(broken.statusCode).toBe(400);

    const none = multipart({ note: 'no file' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/site/logos',
      headers: { ...bearer(admin.token), ...none.headers },
      payload: none.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ logo: 'Ce champ est requis.' });

    const names = (await t.app.db.select().from(siteLogos)).map((row) => row.name).sort();
    expect(names).toEqual([logo, jpg.json().logo].sort());
  });

  it('refuses a partner logo that was not uploaded for the site', async () => {
    const response = await put(
      content((c) => {
        c.partners = [
          {
            id: crypto.randomUUID(),
            name: 'Partenaire réel',
            logo: `${crypto.randomUUID()}.png`,
            url: '',
          },
        ];
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(['partners.0.logo']);
    const [draft] = await t.app.db.select().from(siteDraft);
    expect(draft!.content).toEqual(real);
  });

  it('deletes a logo the draft dropped, keeps the one it uses, and publishes', async () => {
    const first = (await uploadLogo(await pngWithExif())).json().logo as string;
    const second = (await uploadLogo(await pngWithExif(80, 40))).json().logo as string;
    const partner = {
      id: crypto.randomUUID(),
      name: 'Café Central',
      url: 'https://cafe.example.tn',
    };
    const withLogo = (logo: string) =>
      content((c) => {
        Object.assign(c, real);
        c.partners = [{ ...partner, logo }];
      });
    expect((await put(withLogo(first))).statusCode).toBe(200);
    expect(await fileServed(first)).toBe(200);
    // Replaced before any publication: nothing names the first logo any more.
    expect((await put(withLogo(second))).statusCode).toBe(200);
    expect(await fileServed(first)).toBe(404);
    expect(await fileServed(second)).toBe(200);

    const published = await t.app.inject({
      method: 'POST',
      url: '/api/admin/site/publish',
      ...asAdmin(),
    });
    expect(published.statusCode).toBe(201);
    const { version, publishedAt } = published.json();
    expect(typeof version).toBe('number');
    expect(Number.isNaN(Date.parse(publishedAt))).toBe(false);
    expect(await fileServed(second)).toBe(200);

    const live = (await t.app.inject({ method: 'GET', url: '/api/site' })).json();
    expect(live.version).toBe(version);
    expect(live.content.contactEmail).toBe('bonjour@recharge-express.tn');
    expect(live.content.partners[0].logo).toBe(second);

    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'site'), eq(auditLog.action, 'publish')));
    expect(audit).toMatchObject([{ actorType: 'admin', actorId: admin.id, entityId: version }]);

    const state = (
      await t.app.inject({ method: 'GET', url: '/api/admin/site', ...asAdmin() })
    ).json();
    expect(state.dirty).toBe(false);
    expect(state.checklist).toEqual([]);
    expect(state.published).toEqual({
      version,
      publishedAt,
      publishedBy: { id: admin.id, name: 'Sana Trabelsi' },
    });

    // Dropped from the draft but still in a kept version: the file stays.
    expect((await put(real)).statusCode).toBe(200);
    expect(await fileServed(second)).toBe(200);
  });

  it('uses the published brand name for the web app, mails and PDFs', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/api/site-config' })).json();
    expect(config.brandName).toBe('Recharge Express');
    expect(t.app.site.brandName()).toBe('Recharge Express');
  });

  it('changes the ETag when a new version is published', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/site' })).headers.etag as string;
    expect(
      (await put(content((c) => Object.assign(c, real, { legalName: 'RE SA' })))).statusCode,
    ).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/admin/site/publish', ...asAdmin() });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/site',
      headers: { 'if-none-match': before },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
    expect(after.json().content.legalName).toBe('RE SA');
  });

  it('lists the versions newest first, with who published them', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/site/versions',
      ...asAdmin(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    const versions = response.json();
    expect(versions).toHaveLength(2);
    expect(versions[0].id).toBeGreaterThan(versions[1].id);
    expect(versions[0]).toMatchObject({
      publishedBy: { id: admin.id, name: 'Sana Trabelsi' },
      restoredFrom: null,
    });
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/admin/site/versions?limit=1&page=2',
      ...asAdmin(),
    });
    expect(page.json()).toEqual([versions[1]]);
    expect(page.headers['x-total-count']).toBe('2');
  });

  it('restores an earlier version as a new one, into the draft too', async () => {
    const [, older] = (
      await t.app.inject({ method: 'GET', url: '/api/admin/site/versions', ...asAdmin() })
    ).json();
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/admin/site/versions/${older.id}/restore`,
      ...asAdmin(),
    });
    expect(restored.statusCode).toBe(201);
    const live = (await t.app.inject({ method: 'GET', url: '/api/site' })).json();
    expect(live.version).toBe(restored.json().version);
    expect(live.content.legalName).toBe('Recharge Express SARL');
    const [newest] = (
      await t.app.inject({ method: 'GET', url: '/api/admin/site/versions', ...asAdmin() })
    ).json();
    expect(newest).toMatchObject({ id: live.version, restoredFrom: older.id });
    const state = (
      await t.app.inject({ method: 'GET', url: '/api/admin/site', ...asAdmin() })
    ).json();
    expect(state.draft.legalName).toBe('Recharge Express SARL');
    expect(state.dirty).toBe(false);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'site'), eq(auditLog.action, 'restore')));
    expect(audit).toMatchObject([{ entityId: live.version, details: { restoredFrom: older.id } }]);

    for (const url of [
      '/api/admin/site/versions/999999/restore',
      '/api/admin/site/versions/0/restore',
    ]) {
      const response = await t.app.inject({ method: 'POST', url, ...asAdmin() });
      expect(response.statusCode, url).toBe(url.includes('999999') ? 404 : 400);
    }
  });

  it(`keeps the last ${SITE_VERSIONS_KEPT} versions and then deletes the logos only they used`, async () => {
    const logo = (await uploadLogo(await pngWithExif(30, 30))).json().logo as string;
    const partner = { id: crypto.randomUUID(), name: 'Ancien partenaire', logo, url: '' };
    await put(content((c) => Object.assign(c, real, { partners: [partner] })));
    await t.app.inject({ method: 'POST', url: '/api/admin/site/publish', ...asAdmin() });
    await put(real);
    for (let i = 0; i < SITE_VERSIONS_KEPT; i++) {
      expect(await fileServed(logo)).toBe(200);
      await t.app.inject({ method: 'POST', url: '/api/admin/site/publish', ...asAdmin() });
    }
    const versions = await t.app.db.select({ id: siteVersions.id }).from(siteVersions);
    expect(versions).toHaveLength(SITE_VERSIONS_KEPT);
    expect(await fileServed(logo)).toBe(404);
    expect(await t.app.db.select().from(siteLogos).where(eq(siteLogos.name, logo))).toEqual([]);
  });
});

describe('the landing pages after a publication', () => {
  let dist: string;
  // Registered first, so run after the app is closed.
  afterAll(() => rm(dist, { recursive: true, force: true }));
  const t = useTestApp(async () => {
    dist = await webBuildFixture();
    return { WEB_DIST_DIR: dist, PUBLIC_URL: 'https://www.example.tn' };
  });
  const { admin } = useAccounts(t, { admin: 'admin' });

  it('serves the build’s pages until something is published, and never the renderer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain('built page');
    for (const url of ['/.ssr/prerender.mjs', '/.ssr/landing.json', '/.ssr/landing-pages.mjs']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('renderPage');
      expect(response.body, url).not.toContain('preloads');
    }
  });

  it('serves the new content to visitors without JavaScript, FR and EN, once published', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/site',
      headers: bearer(admin.token),
      payload: real,
    });
    const published = await t.app.inject({
      method: 'POST',
      url: '/api/admin/site/publish',
      headers: bearer(admin.token),
    });
    expect(published.statusCode).toBe(201);

    const fr = await t.app.inject({ method: 'GET', url: '/' });
    expect(fr.statusCode).toBe(200);
    expect(fr.headers['cache-control']).toBe('no-cache');
    expect(fr.body).toContain('<html lang="fr"');
    expect(fr.body).toContain('mailto:bonjour@recharge-express.tn');
    expect(fr.body).toContain('<title>Recharge Express · titles.landing</title>');
    expect(fr.body).toContain('<script type="application/json" id="site-content">');
    const embedded = fr.body.match(/id="site-content">([^<]*)<\/script>/)![1]!;
    expect(JSON.parse(embedded)).toEqual(real);
    expect(fr.body).toContain('<link rel="canonical" href="https://www.example.tn/" />');

    const en = await t.app.inject({ method: 'GET', url: '/?lang=en' });
    expect(en.body).toContain('<html lang="en"');
    expect(en.body).toContain('Avenue Habib Bourguiba, 1000 Tunis, Tunisia');
    expect(en.body).toContain('bonjour@recharge-express.tn');

    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`<lastmod>${published.json().publishedAt}</lastmod>`);

    const brotli = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');

    // One folder per rendering, named by version and build, renamed into place complete.
    const folders = (await readdir(path.join(t.dataDir, 'site'))).filter((n) => !n.startsWith('.'));
    expect(folders).toEqual([expect.stringMatching(new RegExp(`^v${published.json().version}-`))]);
  });

  it('escapes what staff type so it cannot close the page’s script element', async () => {
    const hostile = content((c) => {
      Object.assign(c, real);
      c.address.fr = "</script><script>alert(1)</script> $& $'";
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/site',
      headers: bearer(admin.token),
      payload: hostile,
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/site/publish',
      headers: bearer(admin.token),
    });
    const page = (await t.app.inject({ method: 'GET', url: '/' })).body;
    expect(page).not.toContain('<script>alert(1)</script>');
    const embedded = page.match(/id="site-content">([^<]*)<\/script>/)![1]!;
    expect(JSON.parse(embedded).address.fr).toBe(hostile.address.fr);
  });

  it('renders again at start when the published version is not on disk', async () => {
    const again = await createTestApp(
      { WEB_DIST_DIR: dist, PUBLIC_URL: 'https://www.example.tn' },
      undefined,
      {},
      usingPostgres ? { database: await openDatabase({ url: t.app.database.url! }) } : {},
    );
    try {
      if (!usingPostgres) {
        // PGlite is one process's: the second app gets the publication the way a restore of the
        // database would bring it.
        await again.app.db.insert(siteVersions).values({ content: real });
        await again.app.site.sync();
      }
      const page = await again.app.inject({ method: 'GET', url: '/' });
      expect(page.body).toContain('mailto:bonjour@recharge-express.tn');
    } finally {
      await again.close();
    }
  });
});

// Two instances share a database only on PostgreSQL: an in-memory PGlite belongs to one process.
if (usingPostgres) {
  describe('two instances on one PostgreSQL database', () => {
    it('a publication on instance A is served by instance B within seconds, pages included', async () => {
      const dist = await webBuildFixture();
      const a = await createTestApp({ WEB_DIST_DIR: dist });
      let b: TestApp | undefined;
      try {
        // B: the same database, its own DATA_DIR (no shared disk); only NOTIFY tells it.
        b = await createTestApp(
          { WEB_DIST_DIR: dist },
          undefined,
          {},
          {
            database: await openDatabase({ url: a.app.database.url! }),
          },
        );
        const admin = await createAdminAccount(a.app);
        await a.app.inject({
          method: 'PUT',
          url: '/api/admin/site',
          headers: bearer(admin.token),
          payload: real,
        });
        const before = (await b.app.inject({ method: 'GET', url: '/api/site' })).headers.etag;
        const published = await a.app.inject({
          method: 'POST',
          url: '/api/admin/site/publish',
          headers: bearer(admin.token),
        });
        expect(published.statusCode).toBe(201);
        await vi.waitFor(
          async () => {
            const live = await b!.app.inject({ method: 'GET', url: '/api/site' });
            expect(live.json().version).toBe(published.json().version);
            expect(live.headers.etag).not.toBe(before);
            const page = await b!.app.inject({ method: 'GET', url: '/' });
            expect(page.body).toContain('mailto:bonjour@recharge-express.tn');
          },
          { timeout: 5000, interval: 100 },
        );
        expect(b.app.site.brandName()).toBe('Recharge Express');
      } finally {
        await b?.close();
        await a.close();
        await rm(dist, { recursive: true, force: true });
      }
    });
  });
}
