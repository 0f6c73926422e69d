import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { QR_TYPES_RETOUR, QR_USAGES } from '@app/contracts/reclamations';
import { companyToday } from '@app/contracts/sales';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { espaces, reclamationsQr, stations } from '../../../src/db/schema';
import { bearer, xsrf } from '../../helpers/app';
import { expectStaffOnly, useAccounts, useTestApp } from '../../helpers/fixtures';
import { fakePdf, jpeg, multipart, pngWithExif } from '../../helpers/images';

const validForm = (): Record<string, string> => ({
  nom: 'Ben Ali',
  prenom: 'Mariem',
  email: 'Mariem.BenAli@example.tn',
  telephone: '+216 22 123 456',
  type_retour: 'Problème technique',
  lieu: 'Centre commercial Azur City, Tunis',
  date_probleme: '2026-11-20',
  heure_probleme: '14:30',
  usage_nano_box: "Recharge d'iPhone (Lightning)",
  description: 'Le câble Lightning ne charge plus.',
  souhaite_retour: 'Oui, par email',
});

let ipCounter = 1;
const nextIp = () => `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

describe('public QR complaint form', () => {
  let stationRef: string;

  const uploadsDir = () => path.join(t.dataDir, 'uploads');
  const storedFiles = async () => readdir(uploadsDir()).catch(() => [] as string[]);
  const caseCount = async () => {
    const [row] = await t.app.db.select({ n: count() }).from(reclamationsQr);
    return row?.n ?? 0;
  };

  const submit = (
    fields: Record<string, string>,
    files: Parameters<typeof multipart>[1] = {},
    options: { ip?: string; lang?: string; withXsrf?: boolean } = {},
  ) => {
    const body = multipart(fields, files);
    return t.app.inject({
      method: 'POST',
      url: '/api/reclamations/qr',
      payload: body.payload,
      remoteAddress: options.ip ?? nextIp(),
      headers: {
        ...body.headers,
        ...(options.withXsrf === false ? {} : xsrf.headers),
        'accept-language': options.lang ?? 'fr',
      },
      cookies: options.withXsrf === false ? {} : xsrf.cookies,
    });
  };

  const t = useTestApp({ UPLOAD_MAX_BYTES: String(300 * 1024) });
  const { adminAccount, client } = useAccounts(t, { adminAccount: 'admin', client: 'client' });
  beforeAll(async () => {
    const [espace] = await t.app.db
      .insert(espaces)
      .values({ nom: 'Mall of Sfax', ville: 'Sfax', gouvernorat: 'Sfax', activite: 'Commerce' })
      .returning();
    stationRef = 'NB-SFX-0042';
    await t.app.db.insert(stations).values({ reference: stationRef, espaceId: espace!.id });
  });

  it('files a complaint with a photo and answers a case number', async () => {
    const response = await submit(validForm(), {
      photo: { data: await pngWithExif(), filename: 'cable.png', contentType: 'image/png' },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.caseNumber).toMatch(/^RQ-\d{8}-[2-9A-HJ-NP-Z]{6}$/);
    const [row] = await t.app.db.select().from(reclamationsQr);
    expect(row).toMatchObject({
      caseNumber: body.caseNumber,
      nom: 'Ben Ali',
      email: 'mariem.benali@example.tn',
      typeRetour: 'Problème technique',
      dateProbleme: '2026-11-20',
      heureProbleme: '14:30',
      statut: 'new',
      stationId: null,
    });
    expect(row!.photo).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(await storedFiles()).toContain(row!.photo);
  });

  it('accepts every option of the form lists and no photo', async () => {
    for (const type of QR_TYPES_RETOUR) {
      for (const usage of QR_USAGES) {
        const response = await submit({
          ...validForm(),
          type_retour: type,
          usage_nano_box: usage,
          souhaite_retour: 'Oui, par téléphone',
        });
        expect(response.statusCode, `${type} / ${usage}`).toBe(201);
      }
    }
  });

  it('trims fields and refuses blank ones with the required message, storing nothing', async () => {
    const before = await caseCount();
    const filesBefore = await storedFiles();
    for (const field of Object.keys(validForm())) {
      const response = await submit(
        { ...validForm(), [field]: '   ' },
        { photo: { data: await jpeg(), filename: 'a.jpg', contentType: 'image/jpeg' } },
      );
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fieldErrors[field]).toBe(
        'Veuillez remplir tous les champs obligatoires.',
      );
    }
    const missing = validForm();
    delete missing.description;
    const response = await submit(missing, {}, { lang: 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.description).toBe('Please fill in all required fields.');
    expect(await caseCount()).toBe(before);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('refuses options outside the form lists, bad email, phone, date and time', async () => {
    const required = 'Veuillez remplir tous les champs obligatoires.';
    const phone = 'Veuillez saisir un numéro de téléphone valide (8 à 15 chiffres).';
    const cases: Array<[string, string, string]> = [
      ['type_retour', 'Compliment', required],
      ['usage_nano_box', 'Recharge de voiture', required],
      ['souhaite_retour', 'Non', required],
      ['email', 'not-an-email', 'Veuillez saisir un email valide.'],
      ['telephone', '12ab', phone],
      ['telephone', '123', phone],
      ['date_probleme', '20/11/2026', 'Veuillez saisir une date valide.'],
      ['date_probleme', '2999-01-01', 'La date du problème ne peut pas être dans le futur.'],
      ['heure_probleme', '25:00', 'Veuillez saisir une heure valide (HH:MM).'],
    ];
    const before = await caseCount();
    for (const [field, value, message] of cases) {
      const response = await submit({ ...validForm(), [field]: value });
      expect(response.statusCode, `${field}=${value}`).toBe(400);
      expect(response.json().code, `${field}=${value}`).toBe('error.validation');
      expect(response.json().fieldErrors[field], `${field}=${value}`).toBe(message);
    }
    expect(await caseCount()).toBe(before);
  });

  it('refuses 1 MB strings with 4xx and stores nothing', async () => {
    const before = await caseCount();
    const response = await submit({ ...validForm(), description: 'x'.repeat(1024 * 1024) });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ description: 'Ce texte est trop long.' });
    const long = await submit({ ...validForm(), nom: 'x'.repeat(500) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors.nom).toBe('Ce texte est trop long.');
    expect(await caseCount()).toBe(before);
  });

  it('refuses a PDF renamed .jpg (415) and an oversized photo (413), storing nothing', async () => {
    const before = await caseCount();
    const filesBefore = await storedFiles();
    const pdf = await submit(validForm(), {
      photo: { data: fakePdf, filename: 'photo.jpg', contentType: 'image/jpeg' },
    });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toMatch(/JPEG, PNG, WebP/);
    const big = await submit(validForm(), {
      photo: { data: Buffer.alloc(400 * 1024, 1), filename: 'big.jpg', contentType: 'image/jpeg' },
    });
    expect(big.statusCode).toBe(413);
    const twoFiles = await submit(validForm(), {
      avatar: { data: await jpeg(), filename: 'a.jpg', contentType: 'image/jpeg' },
    });
    expect(twoFiles.statusCode).toBe(400);
    expect(await caseCount()).toBe(before);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('refuses JSON bodies and requests without the XSRF token', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/reclamations/qr',
      payload: validForm(),
      headers: xsrf.headers,
      cookies: xsrf.cookies,
      remoteAddress: nextIp(),
    });
    expect(json.statusCode).toBe(415);
    const noXsrf = await submit(validForm(), {}, { withXsrf: false });
    expect(noXsrf.statusCode).toBe(403);
  });

  it('rejects a filled honeypot field without storing anything', async () => {
    const before = await caseCount();
    const response = await submit({ ...validForm(), website: 'http://spam.example' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('reclamations.qr.spam');
    expect(await caseCount()).toBe(before);
  });

  it('limits submissions per address (429 after 20 in 10 minutes)', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 20; i++) {
      const response = await submit({ ...validForm(), nom: '' }, {}, { ip });
      expect(response.statusCode).toBe(400);
    }
    const limited = await submit(validForm(), {}, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Trop de tentatives. Réessayez dans quelques instants.');
    const other = await submit(validForm(), {}, { ip: '192.0.2.78' });
    expect(other.statusCode).toBe(201);
  });

  it('links a QR-coded complaint to its station and takes the place from our data', async () => {
    const response = await submit({
      ...validForm(),
      station: stationRef.toLowerCase(),
      lieu: 'Somewhere made up',
    });
    expect(response.statusCode).toBe(201);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/reclamations-qr?q=${response.json().caseNumber}`,
      headers: bearer(adminAccount.token),
    });
    const [item] = list.json();
    expect(item.stationReference).toBe(stationRef);
    expect(item.lieu).toBe('NB-SFX-0042 — Mall of Sfax, Sfax');
  });

  it('refuses an unknown station reference', async () => {
    const before = await caseCount();
    const response = await submit({ ...validForm(), station: 'NB-NOPE' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.station).toBe(
      'Cette station est introuvable. Indiquez le lieu vous-même.',
    );
    expect(await caseCount()).toBe(before);
  });

  describe('public station info for the form', () => {
    it('answers minimal data to anyone', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/reclamations/qr/station/${encodeURIComponent(stationRef)}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        reference: stationRef,
        espace: 'Mall of Sfax',
        ville: 'Sfax',
        gouvernorat: 'Sfax',
        lieu: 'NB-SFX-0042 — Mall of Sfax, Sfax',
      });
    });

    it('answers 404 with a localized message for an unknown reference', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/reclamations/qr/station/UNKNOWN',
        headers: { 'accept-language': 'en' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(
        'This station could not be found. Please enter the place yourself.',
      );
    });
  });

  describe('staff list and case handling', () => {
    it.each([
      { method: 'GET', url: '/api/reclamations-qr' },
      { method: 'PATCH', url: '/api/reclamations-qr/1', payload: { statut: 'resolved' } },
    ] as const)('is admin-only: $method $url anonymous 401, client 403', async (route) => {
      await expectStaffOnly(t.app, route, [client.token]);
    });

    it('pages by 5 by default, newest first, with the total in X-Total-Count', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/reclamations-qr',
        headers: bearer(adminAccount.token),
      });
      expect(response.statusCode).toBe(200);
      const items = response.json();
      expect(items).toHaveLength(5);
      expect(Number(response.headers['x-total-count'])).toBe(await caseCount());
      const dates = items.map((item: { date_reclamation: string }) => item.date_reclamation);
      expect([...dates].sort().reverse()).toEqual(dates);
      const withPhoto = await t.app.inject({
        method: 'GET',
        url: '/api/reclamations-qr?q=Ben%20Ali&limit=100',
        headers: bearer(adminAccount.token),
      });
      const photoItem = withPhoto
        .json()
        .find((item: { photo_url: string | null }) => item.photo_url);
      expect(photoItem.photo_url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
      const served = await t.app.inject({ method: 'GET', url: photoItem.photo_url });
      expect(served.statusCode).toBe(200);
    });

    it('filters by type and by filing date', async () => {
      const byType = await t.app.inject({
        method: 'GET',
        url: `/api/reclamations-qr?type=${encodeURIComponent('Feedback')}&limit=100`,
        headers: bearer(adminAccount.token),
      });
      expect(byType.statusCode).toBe(200);
      expect(byType.json().length).toBe(4);
      for (const item of byType.json()) expect(item.type_retour).toBe('Feedback');

      // Filing dates are Tunisian calendar days: between 23:00 and 00:00 UTC the UTC date lags.
      const today = companyToday();
      const future = await t.app.inject({
        method: 'GET',
        url: '/api/reclamations-qr?from=2999-01-01',
        headers: bearer(adminAccount.token),
      });
      expect(future.json()).toEqual([]);
      expect(future.headers['x-total-count']).toBe('0');
      const past = await t.app.inject({
        method: 'GET',
        url: `/api/reclamations-qr?from=2020-01-01&to=${today}`,
        headers: bearer(adminAccount.token),
      });
      expect(Number(past.headers['x-total-count'])).toBe(await caseCount());
    });

    it('refuses bad filters with 400', async () => {
      for (const query of [
        'type=Other',
        'from=yesterday',
        'from=2026-02-01&to=2026-01-01',
        'page=0',
        'limit=abc',
      ]) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/reclamations-qr?${query}`,
          headers: bearer(adminAccount.token),
        });
        expect(response.statusCode, query).toBe(400);
      }
    });

    it('sets a case in progress then resolved with a note', async () => {
      const [item] = (
        await t.app.inject({
          method: 'GET',
          url: '/api/reclamations-qr',
          headers: bearer(adminAccount.token),
        })
      ).json();
      const inProgress = await t.app.inject({
        method: 'PATCH',
        url: `/api/reclamations-qr/${item.id}`,
        payload: { statut: 'in_progress', note: '  Technicien prévenu.  ' },
        headers: bearer(adminAccount.token),
      });
      expect(inProgress.statusCode).toBe(200);
      expect(inProgress.json()).toMatchObject({
        statut: 'in_progress',
        note: 'Technicien prévenu.',
      });
      const resolved = await t.app.inject({
        method: 'PATCH',
        url: `/api/reclamations-qr/${item.id}`,
        payload: { statut: 'resolved', note: 'Câble remplacé.' },
        headers: bearer(adminAccount.token),
      });
      expect(resolved.json()).toMatchObject({ statut: 'resolved', note: 'Câble remplacé.' });
      const filtered = await t.app.inject({
        method: 'GET',
        url: '/api/reclamations-qr?statut=resolved',
        headers: bearer(adminAccount.token),
      });
      expect(filtered.json().map((row: { id: number }) => row.id)).toEqual([item.id]);
    });

    it('refuses a bad status, a huge note, a bad id and answers 404 for a missing case', async () => {
      const bad = [
        { url: '/api/reclamations-qr/1', payload: { statut: 'closed' } },
        { url: '/api/reclamations-qr/1', payload: { statut: 42 } },
        { url: '/api/reclamations-qr/1', payload: {} },
        { url: '/api/reclamations-qr/1', payload: { statut: 'new', note: 'x'.repeat(3000) } },
        { url: '/api/reclamations-qr/abc', payload: { statut: 'new' } },
      ];
      for (const request of bad) {
        const response = await t.app.inject({
          method: 'PATCH',
          ...request,
          headers: bearer(adminAccount.token),
        });
        expect(response.statusCode, JSON.stringify(request.payload)).toBe(400);
      }
      const missing = await t.app.inject({
        method: 'PATCH',
        url: '/api/reclamations-qr/999999',
        payload: { statut: 'new' },
        headers: bearer(adminAccount.token),
      });
      expect(missing.statusCode).toBe(404);
    });
  });
});
