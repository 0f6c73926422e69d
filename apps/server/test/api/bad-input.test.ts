import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { translateMessage } from '@app/contracts';
import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  chatMessages,
  clients,
  demandes,
  espaces,
  questionnaires,
  reclamationsQr,
  reservations,
  stations,
} from '../../src/db/schema';
import { audience } from '../../src/plugins/application/audience';
import { MULTIPART_FIELD_BYTES } from '../../src/plugins/infrastructure/uploads';
import {
  bearer,
  createAdminAccount,
  createClientAccount,
  type TestAccount,
  xsrf,
} from '../helpers/app';
import { useTestApp } from '../helpers/fixtures';
import { jpeg, multipart } from '../helpers/images';

// One named regression test per class of malformed input that once answered 500 (issue 14).
// Each must answer a 4xx with the error body, in the request's language, and store nothing.

let ipCounter = 1;
const nextIp = () => `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

const qrForm = (): Record<string, string> => ({
  nom: 'Ben Ali',
  prenom: 'Mariem',
  email: 'mariem@example.tn',
  telephone: '22123456',
  type_retour: 'Problème technique',
  lieu: 'Azur City, Tunis',
  date_probleme: '2026-11-20',
  heure_probleme: '14:30',
  usage_nano_box: "Recharge d'iPhone (Lightning)",
  description: 'Le câble ne charge plus.',
  souhaite_retour: 'Oui, par email',
});

describe('bad input never gets a 5xx and stores nothing', () => {
  let admin: TestAccount;
  let client: TestAccount;

  const files = async () => readdir(path.join(t.dataDir, 'uploads')).catch(() => [] as string[]);
  const rows = async (table: PgTable) => {
    const [row] = await t.app.db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  };
  const expectClientError = (
    response: { statusCode: number; json(): unknown },
    language: 'fr' | 'en' = 'fr',
  ) => {
    expect(response.statusCode, JSON.stringify(response.json())).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const body = response.json() as {
      message: string;
      code: string;
      fieldErrors?: Record<string, string>;
    };
    expect(body.code).toMatch(/^[a-z]+\.[A-Za-z.]+$/);
    // The message is the code's text in the request's language.
    expect(body.message).toBe(translateMessage(body.code, language));
    return body;
  };
  const postJson = (url: string, payload: unknown, lang = 'fr') =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      remoteAddress: nextIp(),
      headers: { ...xsrf.headers, 'accept-language': lang },
      cookies: xsrf.cookies,
    });
  const postMultipart = (url: string, payload: Buffer | string, contentType: string, lang = 'fr') =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: nextIp(),
      headers: { ...xsrf.headers, 'content-type': contentType, 'accept-language': lang },
      cookies: xsrf.cookies,
    });

  const t = useTestApp({}, async (app) => {
    await app.register(
      audience('public', async (app) => {
        // A query PostgreSQL refuses with SQLSTATE 22003 (numeric value out of range).
        app.get('/api/test-data-exception', async () =>
          app.db.execute(sql`select 2147483648::int4`),
        );
      }),
    );
  });
  beforeAll(async () => {
    admin = await createAdminAccount(t.app);
    client = await createClientAccount(t.app);
    const [espace] = await t.app.db
      .insert(espaces)
      .values({ nom: 'Mall', ville: 'Sfax', gouvernorat: 'Sfax', activite: 'Commerce' })
      .returning();
    await t.app.db.insert(stations).values({ reference: 'NB-BAD-0001', espaceId: espace!.id });
  });

  describe('NUL and control characters', () => {
    it('in a query parameter (GET /api/faq?q=%00)', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/faq?q=a%00b' });
      expectClientError(response);
    });

    it('in a path parameter (GET /api/reclamations/qr/station/a%00b)', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/reclamations/qr/station/a%00b',
      });
      expectClientError(response);
    });

    it('in a JSON body field (quote request, demo booking, sign-up), in English', async () => {
      const before = [await rows(demandes), await rows(reservations), await rows(clients)];
      const quote = await postJson(
        '/api/formulaire',
        {
          nom: 'Sami\u0000',
          nomentreprise: 'Café',
          fonction: 'Gérant',
          tel: '22123456',
          Gouvernorat: 'Sfax',
          message: 'Bonjour',
          email: 'sami@example.tn',
        },
        'en',
      );
      const body = expectClientError(quote, 'en');
      expect(body.message).toMatch(/invalid|check/i);
      const booking = await postJson('/api/reservation', {
        name: 'Sami',
        email: 'sami@example.tn',
        phone: '22123456\u0007',
        date: '2030-06-15',
      });
      expectClientError(booking);
      const signup = await postJson('/api/signup', {
        companyName: 'Café\u0000',
        fullName: 'Sami',
        job: 'Gérant',
        governorate: 'Sfax',
        city: 'Sfax',
        email: `nul-${Date.now()}@example.tn`,
        phone: '22123456',
        password: 'secret123',
      });
      expectClientError(signup);
      expect([await rows(demandes), await rows(reservations), await rows(clients)]).toEqual(before);
    });

    it('in a multipart field (QR complaint, chat)', async () => {
      const before = [await rows(reclamationsQr), await rows(chatMessages)];
      const form = multipart({ ...qrForm(), description: 'cable\u0000cassé' });
      expectClientError(
        await postMultipart('/api/reclamations/qr', form.payload, form.headers['content-type']),
      );
      const chat = multipart({ message: 'bonjour\u0000' });
      expectClientError(
        await postMultipart('/api/chat', chat.payload, chat.headers['content-type']),
      );
      expect([await rows(reclamationsQr), await rows(chatMessages)]).toEqual(before);
    });
  });

  describe('malformed URLs Fastify refuses before routing', () => {
    for (const [label, url] of [
      ['a bad percent-encoding (%zz)', '/api/publicites/%zz'],
      ['a lone percent sign', '/api/reclamations/qr/station/%'],
      ['a lone surrogate', '/api/reclamations/qr/station/%ED%A0%80'],
    ] as const) {
      it(`${label} in a path parameter: 400 with the error body, localized`, async () => {
        for (const language of ['fr', 'en'] as const) {
          const response = await t.app.inject({
            method: 'GET',
            url,
            headers: { ...bearer(admin.token), 'accept-language': language },
          });
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({
            message: translateMessage('error.badUrl', language),
            code: 'error.badUrl',
          });
          // Fastify's own answer echoed the path back.
          expect(response.body).not.toContain('/api/');
        }
      });
    }

    it('a 5000-character path parameter: 414 with the error body, localized', async () => {
      for (const language of ['fr', 'en'] as const) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/reclamations/qr/station/${'a'.repeat(5000)}`,
          headers: { 'accept-language': language },
        });
        expect(response.statusCode).toBe(414);
        expect(response.json()).toEqual({
          message: translateMessage('error.urlTooLong', language),
          code: 'error.urlTooLong',
        });
      }
    });
  });

  describe('ids of 2^31 and more', () => {
    it('in a path (GET /api/publicites/3000000000 as admin)', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/publicites/3000000000',
        headers: bearer(admin.token),
      });
      expectClientError(response);
    });

    it('in a body (a client station on espace 2^31, a questionnaire for client 2^31)', async () => {
      const before = [await rows(stations), await rows(questionnaires)];
      // As a number only: digits typed as text are a place name (test/api/spec-client.test.ts).
      for (const espace of [2 ** 31]) {
        const station = await t.app.inject({
          method: 'POST',
          url: '/api/stations',
          headers: bearer(client.token),
          payload: {
            reference: 'NB-BIG-0001',
            espace,
            adresse: 'Route de Tunis',
            date_installation: '2026-01-15',
          },
        });
        // The schema refuses it with a field message, before the database is asked.
        const body = expectClientError(station);
        expect(body.code).toBe('error.validation');
        expect(Object.keys(body.fieldErrors ?? {})).toEqual(['espace']);
      }
      const questionnaire = await t.app.inject({
        method: 'POST',
        url: '/api/admin/questionnaires',
        headers: bearer(admin.token),
        payload: {
          clientId: 2 ** 31,
          title: 'Satisfaction',
          type: 'yesno',
          questions: [{ text: 'Content ?' }],
        },
      });
      const body = expectClientError(questionnaire);
      expect(body.code).toBe('error.validation');
      expect(body.fieldErrors?.clientId).toBe(
        translateMessage('questionnaires.clientRequired', 'fr'),
      );
      expect([await rows(stations), await rows(questionnaires)]).toEqual(before);
    });
  });

  describe('broken multipart', () => {
    for (const url of ['/api/chat', '/api/reclamations/qr', '/api/register', '/api/verify-face']) {
      it(`without a boundary (${url})`, async () => {
        const response = await t.app.inject({
          method: 'POST',
          url,
          payload: 'hello',
          remoteAddress: nextIp(),
          headers: {
            ...xsrf.headers,
            ...bearer(admin.token),
            'content-type': 'multipart/form-data',
          },
          cookies: xsrf.cookies,
        });
        expectClientError(response);
      });

      it(`cut off in the middle of a file (${url})`, async () => {
        const filesBefore = await files();
        const image = { data: await jpeg(320, 240), filename: 'p.jpg', contentType: 'image/jpeg' };
        const form = multipart(
          { message: 'bonjour', nom: 'x' },
          { image, photo: image, reference_image: image },
        );
        const response = await t.app.inject({
          method: 'POST',
          url,
          payload: form.payload.subarray(0, Math.floor(form.payload.length * 0.6)),
          remoteAddress: nextIp(),
          headers: { ...xsrf.headers, ...bearer(admin.token), ...form.headers },
          cookies: xsrf.cookies,
        });
        expectClientError(response);
        expect(await files()).toEqual(filesBefore);
      });
    }
  });

  // The parser cuts a text field at MULTIPART_FIELD_BYTES and only flags it; every free-text field
  // is capped far below, so the cut value is refused by its own check, with its own message.
  for (const [url, field, fields] of [
    ['/api/chat', 'message', {}],
    ['/api/reclamations/qr', 'description', qrForm()],
  ] as const) {
    it(`a ${field} over 64 KiB gets its field message, like any too-long value (${url})`, async () => {
      const form = multipart({ ...fields, [field]: 'a'.repeat(MULTIPART_FIELD_BYTES + 1) }, {});
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: form.payload,
        remoteAddress: nextIp(),
        headers: { ...xsrf.headers, ...form.headers, 'accept-language': 'en' },
        cookies: xsrf.cookies,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ [field]: expect.stringContaining('long') });
    });
  }

  describe('dates outside PostgreSQL range and malformed timestamps', () => {
    it('QR complaint dated 0000-01-01', async () => {
      const before = await rows(reclamationsQr);
      const form = multipart({ ...qrForm(), date_probleme: '0000-01-01' });
      expectClientError(
        await postMultipart('/api/reclamations/qr', form.payload, form.headers['content-type']),
      );
      expect(await rows(reclamationsQr)).toBe(before);
    });

    it('QR complaint at 25:61', async () => {
      const before = await rows(reclamationsQr);
      const form = multipart({ ...qrForm(), heure_probleme: '25:61' });
      const body = expectClientError(
        await postMultipart('/api/reclamations/qr', form.payload, form.headers['content-type']),
      );
      expect(Object.keys(body.fieldErrors ?? {})).toEqual(['heure_probleme']);
      expect(await rows(reclamationsQr)).toBe(before);
    });

    it('demo booked for year 99999, a malformed day or a malformed timestamp', async () => {
      const before = await rows(reservations);
      for (const date of [
        '99999-01-01',
        '2030-02-30',
        '2030-13-01',
        '2026-06-15T25:61:00Z',
        '2026-06-15T25:61:00',
      ]) {
        expectClientError(
          await postJson('/api/reservation', {
            name: 'Sami',
            email: 'sami@example.tn',
            phone: '22123456',
            date,
          }),
        );
      }
      expect(await rows(reservations)).toBe(before);
    });
  });

  it('QR complaint with a 22-character phone stores neither row nor photo', async () => {
    const before = await rows(reclamationsQr);
    const filesBefore = await files();
    const form = multipart(
      { ...qrForm(), telephone: '+216  22 123 456 78 90' },
      { photo: { data: await jpeg(), filename: 'p.jpg', contentType: 'image/jpeg' } },
    );
    expectClientError(
      await postMultipart('/api/reclamations/qr', form.payload, form.headers['content-type']),
    );
    expect(await rows(reclamationsQr)).toBe(before);
    expect(await files()).toEqual(filesBefore);
  });

  it('a photo is written only once its case is stored: a failed insert leaves no file', async () => {
    // Simulates a database that refuses the row after validation passed (a constraint, a lost
    // connection): the photo must not stay on disk with no row pointing to it.
    await t.app.db.execute(
      sql`alter table reclamations_qr add constraint test_refuse_nom check (nom <> 'Refusé')`,
    );
    try {
      const before = await rows(reclamationsQr);
      const filesBefore = await files();
      const form = multipart(
        { ...qrForm(), nom: 'Refusé' },
        { photo: { data: await jpeg(), filename: 'p.jpg', contentType: 'image/jpeg' } },
      );
      const response = await postMultipart(
        '/api/reclamations/qr',
        form.payload,
        form.headers['content-type'],
      );
      expect(response.statusCode).not.toBe(201);
      expect(await rows(reclamationsQr)).toBe(before);
      expect(await files()).toEqual(filesBefore);
    } finally {
      await t.app.db.execute(sql`alter table reclamations_qr drop constraint test_refuse_nom`);
    }
  });

  it('a value the database refuses (SQLSTATE class 22) is a 400, in the request language', async () => {
    for (const language of ['en', 'fr'] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/test-data-exception',
        headers: { 'accept-language': language },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: translateMessage('error.invalidData', language),
        code: 'error.invalidData',
      });
    }
    expect(translateMessage('error.invalidData', 'en')).toMatch(/not accepted/);
  });
});
