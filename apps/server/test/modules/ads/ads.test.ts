import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { AD_VIDEO_MAX_BYTES, displayedAdStatus } from '@app/contracts/ads';
import { addDays, companyToday } from '@app/contracts/sales';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { adRequests, auditLog } from '../../../src/db/schema';
import { bearer, xsrf } from '../../helpers/app';
import { useAdminFixture } from '../../helpers/fixtures';
import { fakePdf, jpeg, mp4, multipart, webm } from '../../helpers/images';

const f = useAdminFixture({
  otherClient: {},
  espace: { nom: 'Mall of Sousse', ville: 'Sousse', gouvernorat: 'Sousse', activite: 'Commerce' },
});

const today = companyToday();
const form = (overrides: Record<string, string> = {}) => ({
  nomPrenom: 'Leila Mansour',
  email: 'leila@boutique.tn',
  tel1: '22 111 333',
  tel2: '',
  espace: String(f.espaceId),
  typeEspace: 'Centre commercial',
  gouvernorat: 'Sousse',
  ville: 'Sousse',
  dateDebut: addDays(today, 2),
  dateFin: addDays(today, 30),
  statut: 'En attente',
  ...overrides,
});

const videoFile = (data: Buffer, filename = 'spot.mp4', contentType = 'video/mp4') => ({
  video: { data, filename, contentType },
});

/** The ad form as multipart data, sent as `token`'s account: POST adds a request, PUT saves one. */
async function sendForm(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  files = {},
  token = f.admin.token,
) {
  const body = multipart(fields, files);
  return f.app.inject({
    method,
    url,
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  });
}
const post = (fields: Record<string, string>, files = {}, token = f.admin.token) =>
  sendForm('POST', '/api/publicites', fields, files, token);
const put = (id: number, fields: Record<string, string>, files = {}) =>
  sendForm('PUT', `/api/publicites/${id}`, fields, files);

async function storedUploads(): Promise<string[]> {
  return readdir(path.join(f.t.dataDir, 'uploads')).catch(() => []);
}

beforeEach(async () => {
  await f.app.db.delete(adRequests);
});

describe('displayedAdStatus', () => {
  it("shows 'Terminé' once dateFin has passed, unless the request was rejected", () => {
    expect(displayedAdStatus('Accepté', '2026-01-10', '2026-01-11')).toBe('Terminé');
    expect(displayedAdStatus('En attente', '2026-01-10', '2026-01-11')).toBe('Terminé');
    expect(displayedAdStatus('Rejeté', '2026-01-10', '2026-01-11')).toBe('Rejeté');
    expect(displayedAdStatus('Accepté', '2026-01-11', '2026-01-11')).toBe('Accepté');
  });
});

describe('who may call the advertising endpoints', () => {
  it('refuses anonymous (401) and clients (403) on every route, storing nothing', async () => {
    const id = (await post(form())).json().id as number;
    const body = multipart(form({ nomPrenom: 'Intrus' }));
    const calls = [
      { method: 'GET', url: '/api/publicites' },
      { method: 'GET', url: `/api/publicites/${id}` },
      { method: 'POST', url: '/api/publicites', ...body },
      { method: 'PUT', url: `/api/publicites/${id}`, ...body },
      { method: 'PATCH', url: `/api/publicites/${id}`, payload: { statut: 'Accepté' } },
      { method: 'DELETE', url: `/api/publicites/${id}` },
    ] as const;
    for (const call of calls) {
      const anonymous = await f.app.inject({
        ...call,
        cookies: xsrf.cookies,
        headers: { ...('headers' in call ? call.headers : {}), ...xsrf.headers },
      });
      expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
      for (const account of [f.client, f.otherClient]) {
        const response = await f.app.inject({
          ...call,
          headers: { ...('headers' in call ? call.headers : {}), ...bearer(account.token) },
        });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      }
    }
    const rows = await f.app.db.select().from(adRequests);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ nomPrenom: 'Leila Mansour', statut: 'En attente' });
  });
});

describe('POST /api/publicites', () => {
  it('records the request with its video and answers the full record', async () => {
    const response = await post(form(), videoFile(mp4));
    expect(response.statusCode).toBe(201);
    const ad = response.json();
    expect(ad).toMatchObject({
      user: 'Leila Mansour',
      tel1: '22111333',
      tel2: null,
      espace: f.espaceId,
      espaceNom: 'Mall of Sousse',
      statut: 'En attente',
      status: 'En attente',
    });
    expect(ad.video).toMatch(/^\/uploads\/[0-9a-f-]{36}\.mp4$/);
    const served = await f.app.inject({ url: ad.video });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/mp4');
  });

  it('accepts WebM and no video at all', async () => {
    const withWebm = await post(form(), videoFile(webm, 'spot.webm', 'video/webm'));
    expect(withWebm.json().video).toMatch(/\.webm$/);
    const without = await post(form({ espace: '' }));
    expect(without.statusCode).toBe(201);
    expect(without.json()).toMatchObject({ video: null, espace: null });
  });

  it.each([
    [
      'dateFin before dateDebut',
      { dateDebut: addDays(today, 10), dateFin: addDays(today, 9) },
      'dateFin',
      'La date de fin ne peut pas précéder la date de début.',
    ],
    ['missing nomPrenom', { nomPrenom: '  ' }, 'nomPrenom', 'Ce champ est requis.'],
    ['bad email', { email: 'leila' }, 'email', 'Veuillez saisir un email valide.'],
    [
      'bad phone',
      { tel1: '123' },
      'tel1',
      'Veuillez saisir un numéro de téléphone valide (8 chiffres).',
    ],
    ['bad date', { dateDebut: '2026-02-30' }, 'dateDebut', 'Veuillez saisir une date valide.'],
    [
      'unknown statut',
      { statut: 'Terminé' },
      'statut',
      'Choisissez un statut : En attente, Accepté ou Rejeté.',
    ],
    [
      'unknown governorate',
      { gouvernorat: 'Lyon' },
      'gouvernorat',
      'Gouvernorat inconnu : indiquez un des 24 gouvernorats de Tunisie.',
    ],
    [
      'espace not a number',
      { espace: 'abc' },
      'espace',
      'Le numéro d’espace est un entier positif.',
    ],
    ['unknown espace', { espace: '99999' }, 'espace', 'Aucun espace ne porte ce numéro.'],
    ['huge ville', { ville: 'x'.repeat(60_000) }, 'ville', 'Ce texte est trop long.'],
  ])(
    'refuses %s with a localized 400 and stores neither row nor video',
    async (_n, change, field, message) => {
      const before = await storedUploads();
      const response = await post(form(change), videoFile(mp4));
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors?.[field]).toBe(message);
      expect(await f.app.db.select().from(adRequests)).toEqual([]);
      expect(await storedUploads()).toEqual(before);
    },
  );

  it('says in English when the end date is before the start date', async () => {
    const body = multipart(form({ dateDebut: addDays(today, 5), dateFin: addDays(today, 1) }));
    const response = await f.app.inject({
      method: 'POST',
      url: '/api/publicites',
      headers: { ...body.headers, ...bearer(f.admin.token), 'accept-language': 'en' },
      payload: body.payload,
    });
    expect(response.json().fieldErrors.dateFin).toBe(
      'The end date cannot be before the start date.',
    );
  });

  it('refuses a PDF renamed .mp4 with 415 and the creative formats', async () => {
    const response = await post(form(), videoFile(fakePdf));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'ads.videoType',
      message: 'Fichier non accepté. Formats acceptés : vidéo MP4, WebM ou image JPEG, PNG, WebP.',
    });
    expect(await f.app.db.select().from(adRequests)).toEqual([]);
  });

  it('takes an image as the creative, told by its bytes whatever its name', async () => {
    const response = await post(form(), videoFile(await jpeg(), 'affiche.mp4'));
    expect(response.statusCode).toBe(201);
    expect(response.json().mediaType).toBe('image');
    expect(response.json().video).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);
  });

  it('refuses a video over the size limit with 413', async () => {
    const big = Buffer.concat([mp4, Buffer.alloc(AD_VIDEO_MAX_BYTES)]);
    const response = await post(form(), videoFile(big));
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('ads.videoTooLarge');
    expect(await f.app.db.select().from(adRequests)).toEqual([]);
  });

  it('refuses JSON and unexpected files', async () => {
    const json = await f.inject({
      method: 'POST',
      url: '/api/publicites',
      payload: form(),
    });
    expect(json.statusCode).toBe(415);
    const stray = await post(form(), {
      image: { data: mp4, filename: 'x.mp4', contentType: 'video/mp4' },
    });
    expect(stray.statusCode).toBe(400);
  });
});

describe('GET /api/publicites', () => {
  it("pages, searches and filters by displayed status, including computed 'Terminé'", async () => {
    // Two campaigns past their end date, one accepted and one refused.
    for (const [nomPrenom, statut] of [
      ['Ancienne campagne', 'Accepté'],
      ['Campagne refusée', 'Rejeté'],
    ] as const) {
      await post(
        form({ nomPrenom, dateDebut: addDays(today, -30), dateFin: addDays(today, -1), statut }),
      );
    }
    await post(form({ nomPrenom: 'Campagne en cours', statut: 'Accepté' }));
    for (let i = 0; i < 10; i++) await post(form({ nomPrenom: `Attente ${i}` }));

    const first = await f.inject({ url: '/api/publicites' });
    expect(first.headers['x-total-count']).toBe('13');
    expect(first.json()).toHaveLength(10);

    const done = await f.inject({
      url: '/api/publicites?status=Termin%C3%A9',
    });
    expect(
      done.json().map((ad: { nomPrenom: string; status: string }) => [ad.nomPrenom, ad.status]),
    ).toEqual([['Ancienne campagne', 'Terminé']]);
    const accepted = await f.inject({
      url: '/api/publicites?status=Accept%C3%A9',
    });
    expect(accepted.json().map((ad: { nomPrenom: string }) => ad.nomPrenom)).toEqual([
      'Campagne en cours',
    ]);
    const search = await f.inject({
      url: '/api/publicites?q=refus',
    });
    expect(search.json()).toHaveLength(1);
    const bad = await f.inject({
      url: '/api/publicites?status=Fini',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PUT, PATCH and DELETE /api/publicites/:id', () => {
  it("'Modifier Publicité' saves the form and keeps the video unless a new one is sent", async () => {
    const created = (await post(form(), videoFile(mp4))).json();
    const saved = await put(
      created.id,
      form({ nomPrenom: 'Leila M.', ville: 'Hammam Sousse', tel2: '98123456' }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      nomPrenom: 'Leila M.',
      ville: 'Hammam Sousse',
      tel2: '98123456',
      video: created.video,
    });

    const replaced = await put(created.id, form(), videoFile(webm, 'new.webm', 'video/webm'));
    expect(replaced.json().video).toMatch(/\.webm$/);
  });

  it('refuses an edit with dateFin before dateDebut and keeps the stored values', async () => {
    const created = (await post(form())).json();
    const response = await put(
      created.id,
      form({ dateDebut: addDays(today, 8), dateFin: addDays(today, 3) }),
    );
    expect(response.statusCode).toBe(400);
    const [row] = await f.app.db.select().from(adRequests).where(eq(adRequests.id, created.id));
    expect(row?.dateFin).toBe(created.dateFin);
  });

  it('accepts or rejects a request, and deletes it with an audit entry', async () => {
    const created = (await post(form())).json();
    const accepted = await f.inject({
      method: 'PATCH',
      url: `/api/publicites/${created.id}`,
      payload: { statut: 'Accepté' },
    });
    expect(accepted.json()).toMatchObject({ statut: 'Accepté', status: 'Accepté' });
    const bad = await f.inject({
      method: 'PATCH',
      url: `/api/publicites/${created.id}`,
      payload: { statut: 'Terminé' },
    });
    expect(bad.statusCode).toBe(400);

    const removed = await f.inject({
      method: 'DELETE',
      url: `/api/publicites/${created.id}`,
    });
    expect(removed.statusCode).toBe(204);
    const audit = await f.app.db.select().from(auditLog).where(eq(auditLog.entity, 'ad_request'));
    expect(audit.some((entry) => entry.action === 'delete' && entry.entityId === created.id)).toBe(
      true,
    );
  });

  it('answers 404 for unknown ids', async () => {
    const body = multipart(form());
    for (const call of [
      { method: 'GET', url: '/api/publicites/9999' },
      { method: 'PUT', url: '/api/publicites/9999', ...body },
      { method: 'PATCH', url: '/api/publicites/9999', payload: { statut: 'Rejeté' } },
      { method: 'DELETE', url: '/api/publicites/9999' },
    ] as const) {
      const response = await f.app.inject({
        ...call,
        headers: { ...('headers' in call ? call.headers : {}), ...bearer(f.admin.token) },
      });
      expect(response.statusCode, call.method).toBe(404);
      expect(response.json().code).toBe('ads.notFound');
    }
  });
});
