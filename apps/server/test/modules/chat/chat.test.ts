import { desc, eq, ilike } from 'drizzle-orm';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { auditLog, chatMessages, espaces, faqEntries, stations } from '../../../src/db/schema';
import { SEED_FAQ } from '../../../src/modules/chat/seed-entries';
import { bearer, xsrf } from '../../helpers/app';
import { postChat, useAdminFixture, useTestApp } from '../../helpers/fixtures';
import { fakePdf, jpeg, multipart } from '../../helpers/images';

describe('chat API', () => {
  const f = useAdminFixture({ otherClient: {} });

  const chat = (
    fields: Record<string, string>,
    files: Parameters<typeof multipart>[1] = {},
    headers: Record<string, string> = {},
    /** A visitor address of its own keeps the per-visitor rate limit out of the way. */
    remoteAddress?: string,
  ) => postChat(f.app, fields, files, { headers, remoteAddress });
  const messageCount = async () => (await f.app.db.select().from(chatMessages)).length;

  describe('POST /api/chat', () => {
    it('answers a French question from the seeded FAQ, in French, and stores the exchange', async () => {
      const response = await chat({ message: 'Vos bornes sont-elles sécurisées ?' });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.kind).toBe('answer');
      expect(body.language).toBe('fr');
      expect(body.response).toContain('surtensions');
      const [stored] = await f.app.db
        .select()
        .from(chatMessages)
        .orderBy(desc(chatMessages.id))
        .limit(1);
      expect(stored).toMatchObject({
        message: 'Vos bornes sont-elles sécurisées ?',
        response: body.response,
        language: 'fr',
        image: null,
      });
    });

    it('stores each of many concurrent exchanges with its own answer', async () => {
      // Answers are built while other exchanges are being stored: none may be lost or mixed up.
      const tag = `concurrent-${Date.now()}`;
      const questions = Array.from({ length: 20 }, (_, i) =>
        i % 2 ? `Vos bornes sont-elles sécurisées ? ${tag}-${i}` : `Hello ${tag}-${i}`,
      );
      // Twenty visitors, each from an address of its own.
      const responses = await Promise.all(
        questions.map((message, i) => chat({ message }, {}, {}, `10.77.0.${i + 1}`)),
      );
      const stored = await f.app.db
        .select()
        .from(chatMessages)
        .where(ilike(chatMessages.message, `%${tag}%`));
      expect(stored).toHaveLength(questions.length);
      for (const [i, message] of questions.entries()) {
        expect(responses[i]?.statusCode).toBe(200);
        const row = stored.find((item) => item.message === message);
        expect(row?.response).toBe(responses[i]?.json().response);
      }
    });

    it('answers an English question with typos in English', async () => {
      const response = await chat({ message: 'is it safe, any protecton against overheating?' });
      expect(response.json()).toMatchObject({ kind: 'answer', language: 'en' });
      expect(response.json().response).toContain('overheating');
    });

    it('says it does not know and offers the contact form below the confidence threshold', async () => {
      const fr = await chat({ message: 'Quelle est la capitale du Japon ?' });
      expect(fr.json()).toMatchObject({
        kind: 'unknown',
        faqId: null,
        actions: ['contact'],
        handoff: true,
        suggestions: [],
      });
      expect(fr.json().response).toContain('je ne peux pas vous aider sur ce sujet');
      const en = await chat({ message: 'who won the world cup in 2018' });
      expect(en.json()).toMatchObject({ kind: 'unknown', language: 'en', handoff: true });
      expect(en.json().response).toContain('a person can also answer you');
    });

    it('handles greetings, thanks and asking for a person', async () => {
      expect((await chat({ message: 'Bonjour !' })).json()).toMatchObject({
        kind: 'greeting',
        language: 'fr',
      });
      expect((await chat({ message: 'thanks a lot' })).json()).toMatchObject({
        kind: 'thanks',
        language: 'en',
      });
      expect((await chat({ message: 'Je veux parler à un conseiller' })).json()).toMatchObject({
        kind: 'human',
        actions: ['contact'],
        handoff: true,
      });
    });

    it('offers the quote form for a price question and the demo form for a demo', async () => {
      expect((await chat({ message: 'How much does a station cost?' })).json().actions).toEqual([
        'quote',
      ]);
      expect((await chat({ message: 'Je voudrais réserver une démo' })).json().actions).toEqual([
        'demo',
      ]);
    });

    it('uses the browser language when the message does not tell', async () => {
      const response = await chat({ message: 'Nano Box' }, {}, { 'accept-language': 'en-GB' });
      expect(response.json()).toMatchObject({ language: 'en', kind: 'answer' });
      expect(response.json().response).toContain('compact');
    });

    it('stores an attached image with the message', async () => {
      const response = await chat(
        { message: 'Voici ma borne' },
        { image: { data: await jpeg(), filename: 'borne.jpg', contentType: 'image/jpeg' } },
      );
      expect(response.statusCode).toBe(200);
      // A photo without a station QR code points to the QR complaint form.
      expect(response.json()).toMatchObject({
        kind: 'station',
        complaintUrl: '/reclamation-qr',
        response: expect.stringContaining('formulaire de réclamation'),
      });
      const [stored] = await f.app.db
        .select()
        .from(chatMessages)
        .orderBy(desc(chatMessages.id))
        .limit(1);
      expect(stored?.image).toMatch(/^[0-9a-f-]{36}\.jpg$/);
      expect(stored?.unansweredKey).toBeNull();
      const served = await f.app.inject({ method: 'GET', url: `/uploads/${stored?.image}` });
      expect(served.statusCode).toBe(200);
    });

    it('names the station of a QR code in the image and links to its complaint form', async () => {
      const [espace] = await f.app.db
        .insert(espaces)
        .values({ nom: 'Café Central', ville: 'Sfax', gouvernorat: 'Sfax', activite: 'Café' })
        .returning();
      await f.app.db.insert(stations).values({ reference: 'NB-0042', espaceId: espace!.id });
      const qr = await QRCode.toBuffer('https://example.tn/reclamation-qr?station=nb-0042', {
        width: 400,
      });
      const response = await chat(
        { message: 'Elle ne charge plus' },
        { image: { data: qr, filename: 'qr.png', contentType: 'image/png' } },
      );
      const body = response.json();
      expect(body.response).toContain('NB-0042');
      expect(body.response).toContain('Café Central, Sfax');
      expect(body.complaintUrl).toBe('/reclamation-qr?station=NB-0042');
    });

    it('refuses a non-image renamed .jpg with 415 and stores nothing', async () => {
      const before = await messageCount();
      const response = await chat(
        { message: 'Regardez' },
        { image: { data: fakePdf, filename: 'photo.jpg', contentType: 'image/jpeg' } },
      );
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toContain('JPEG');
      expect(await messageCount()).toBe(before);
    });

    it('refuses a missing, blank or too long message in the visitor language', async () => {
      const before = await messageCount();
      const missing = await chat({});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fieldErrors.message).toBe('Écrivez votre message.');
      const blank = await chat({ message: '   ' }, {}, { 'accept-language': 'en' });
      expect(blank.json().fieldErrors.message).toBe('Please type your message.');
      const long = await chat({ message: 'a'.repeat(1001) });
      expect(long.statusCode).toBe(400);
      expect(long.json().fieldErrors.message).toContain('1000');
      const huge = await chat({ message: 'a'.repeat(1024 * 1024) });
      expect(huge.statusCode).toBe(400);
      expect(huge.json().fieldErrors).toEqual({
        message: 'Votre message est trop long (1000 caractères au maximum).',
      });
      expect(await messageCount()).toBe(before);
    });

    it('does not store the image when the message is invalid', async () => {
      const response = await chat(
        { message: '' },
        { image: { data: await jpeg(), filename: 'a.jpg', contentType: 'image/jpeg' } },
      );
      expect(response.statusCode).toBe(400);
      const { readdir } = await import('node:fs/promises');
      const files = await readdir(`${f.t.dataDir}/uploads`).catch(() => [] as string[]);
      const referenced = (await f.app.db.select().from(chatMessages))
        .map((row) => row.image)
        .filter(Boolean);
      expect(files.sort()).toEqual(referenced.sort());
    });

    it('refuses JSON bodies and anonymous calls without the XSRF token', async () => {
      const json = await f.app.inject({
        method: 'POST',
        url: '/api/chat',
        payload: { message: 'Bonjour' },
        headers: xsrf.headers,
        cookies: xsrf.cookies,
      });
      expect(json.statusCode).toBe(415);
      const body = multipart({ message: 'Bonjour' });
      const noXsrf = await f.app.inject({
        method: 'POST',
        url: '/api/chat',
        payload: body.payload,
        headers: body.headers,
      });
      expect(noXsrf.statusCode).toBe(403);
    });
  });

  describe('FAQ', () => {
    it('is seeded with the starting entries in French and English, readable by anyone', async () => {
      const response = await f.app.inject({ method: 'GET', url: '/api/faq' });
      expect(response.statusCode).toBe(200);
      const entries = response.json();
      expect(entries).toHaveLength(SEED_FAQ.length);
      expect(Number(response.headers['x-total-count'])).toBe(SEED_FAQ.length);
      expect(
        entries.filter((e: { language: string }) => e.language === 'fr').length,
      ).toBeGreaterThanOrEqual(15);
      expect(
        entries.filter((e: { language: string }) => e.language === 'en').length,
      ).toBeGreaterThanOrEqual(15);
      expect(entries[0]).toEqual({
        id: expect.any(Number),
        question: expect.any(String),
        answers: expect.any(Array),
        language: expect.stringMatching(/^(fr|en)$/),
        phrasings: expect.any(Array),
      });
    });

    it('is paged and searched', async () => {
      const response = await f.app.inject({
        method: 'GET',
        url: '/api/faq?q=garantie&limit=5',
      });
      expect(response.json()).toHaveLength(1);
      expect(response.headers['x-total-count']).toBe('1');
      const page = await f.app.inject({
        method: 'GET',
        url: '/api/faq?language=en&limit=3&page=2',
      });
      expect(page.json()).toHaveLength(3);
      expect(page.json().every((e: { language: string }) => e.language === 'en')).toBe(true);
      const bad = await f.app.inject({ method: 'GET', url: '/api/faq?limit=abc' });
      expect(bad.statusCode).toBe(400);
    });

    const write = (
      method: 'POST' | 'PUT' | 'DELETE',
      url: string,
      token?: string,
      payload?: unknown,
    ) =>
      f.app.inject({
        method,
        url,
        payload: payload as object,
        headers: token ? bearer(token) : xsrf.headers,
        cookies: token ? undefined : xsrf.cookies,
      });

    it('lets only staff add, edit and delete entries', async () => {
      const entry = { question: 'Q ?', answers: ['R'] };
      expect((await write('POST', '/api/faq/add', undefined, entry)).statusCode).toBe(401);
      expect((await write('POST', '/api/faq/add', f.client.token, entry)).statusCode).toBe(403);
      expect((await write('POST', '/api/faq/add', f.otherClient.token, entry)).statusCode).toBe(
        403,
      );
      const [first] = await f.app.db.select().from(faqEntries).limit(1);
      expect(
        (await write('PUT', `/api/faq/update/${first!.id}`, f.client.token, entry)).statusCode,
      ).toBe(403);
      expect((await write('DELETE', `/api/faq/delete/${first!.id}`, undefined)).statusCode).toBe(
        401,
      );
      expect(
        (await write('DELETE', `/api/faq/delete/${first!.id}`, f.client.token)).statusCode,
      ).toBe(403);
      const [still] = await f.app.db.select().from(faqEntries).where(eq(faqEntries.id, first!.id));
      expect(still?.question).toBe(first!.question);
    });

    it('uses an added entry in the next answer, and an edit, and forgets a deleted one', async () => {
      const added = await write('POST', '/api/faq/add', f.admin.token, {
        question: 'Livrez-vous à Djerba ?',
        answers: ['  Oui, nous livrons partout en Tunisie, Djerba comprise. '],
        language: 'fr',
      });
      expect(added.statusCode).toBe(201);
      const entry = added.json();
      expect(entry.answers).toEqual(['Oui, nous livrons partout en Tunisie, Djerba comprise.']);
      expect((await chat({ message: 'vous livrez a djerba ?' })).json()).toMatchObject({
        faqId: entry.id,
        response: 'Oui, nous livrons partout en Tunisie, Djerba comprise.',
      });

      const updated = await write('PUT', `/api/faq/update/${entry.id}`, f.admin.token, {
        id: entry.id,
        question: 'Livrez-vous à Djerba ?',
        answers: ['Oui, livraison à Djerba sous 48 heures.', 'Installation comprise.'],
      });
      expect(updated.statusCode).toBe(200);
      expect((await chat({ message: 'livraison djerba ?' })).json().response).toBe(
        'Oui, livraison à Djerba sous 48 heures.\nInstallation comprise.',
      );

      expect((await write('DELETE', `/api/faq/delete/${entry.id}`, f.admin.token)).statusCode).toBe(
        204,
      );
      expect((await chat({ message: 'vous livrez a djerba ?' })).json().kind).toBe('unknown');
      const audit = await f.app.db.select().from(auditLog).where(eq(auditLog.entity, 'faq_entry'));
      expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    });

    it('refuses bad entries with localized messages and 404 for unknown ids', async () => {
      const before = (await f.app.db.select().from(faqEntries)).length;
      const noQuestion = await write('POST', '/api/faq/add', f.admin.token, { answers: ['x'] });
      expect(noQuestion.statusCode).toBe(400);
      expect(noQuestion.json().fieldErrors.question).toBe('La question est requise.');
      const noAnswers = await write('POST', '/api/faq/add', f.admin.token, {
        question: 'Q',
        answers: [],
      });
      expect(noAnswers.json().fieldErrors.answers).toBe('Au moins une réponse est requise.');
      const wrongType = await write('POST', '/api/faq/add', f.admin.token, {
        question: 3,
        answers: 'x',
      });
      expect(wrongType.statusCode).toBe(400);
      const huge = await write('POST', '/api/faq/add', f.admin.token, {
        question: 'q'.repeat(600_000),
        answers: ['x'],
      });
      expect(huge.statusCode).toBe(400);
      expect(huge.json().fieldErrors).toEqual({ question: 'Ce texte est trop long.' });
      const badLanguage = await write('POST', '/api/faq/add', f.admin.token, {
        question: 'Q',
        answers: ['x'],
        language: 'de',
      });
      expect(badLanguage.statusCode).toBe(400);
      expect((await f.app.db.select().from(faqEntries)).length).toBe(before);

      const missing = await write('PUT', '/api/faq/update/999999', f.admin.token, {
        question: 'Q',
        answers: ['x'],
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Cette entrée de FAQ n’existe pas.');
      expect((await write('DELETE', '/api/faq/delete/999999', f.admin.token)).statusCode).toBe(404);
      expect((await write('DELETE', '/api/faq/delete/abc', f.admin.token)).statusCode).toBe(400);
    });
  });

  describe('GET /api/history', () => {
    it('is for staff only', async () => {
      expect((await f.app.inject({ method: 'GET', url: '/api/history' })).statusCode).toBe(401);
      const asClient = await f.app.inject({
        method: 'GET',
        url: '/api/history',
        headers: bearer(f.client.token),
      });
      expect(asClient.statusCode).toBe(403);
    });

    it('lists exchanges newest first, paged and searched', async () => {
      await chat({ message: 'Question historique alpha' });
      await chat({ message: 'Question historique beta' });
      const response = await f.app.inject({
        method: 'GET',
        url: '/api/history?limit=2',
        headers: bearer(f.admin.token),
      });
      expect(response.statusCode).toBe(200);
      const rows = response.json();
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({ message: 'Question historique beta', language: 'fr' });
      expect(rows[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(Number(response.headers['x-total-count'])).toBe(await messageCount());

      const searched = await f.app.inject({
        method: 'GET',
        url: '/api/history?q=alpha',
        headers: bearer(f.admin.token),
      });
      expect(searched.json().map((row: { message: string }) => row.message)).toEqual([
        'Question historique alpha',
      ]);
      const bad = await f.app.inject({
        method: 'GET',
        url: '/api/history?page=0',
        headers: bearer(f.admin.token),
      });
      expect(bad.statusCode).toBe(400);
    });
  });
});

describe('chat rate limit', () => {
  const t = useTestApp();

  it('refuses a visitor flooding the assistant with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await postChat(t.app, { message: 'Bonjour' });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
