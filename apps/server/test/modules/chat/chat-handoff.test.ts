import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  chatContactRequests,
  chatMessages,
  espaces,
  stations,
} from '../../../src/db/schema';
import { bearer, xsrf } from '../../helpers/app';
import { postChat, useAdminFixture } from '../../helpers/fixtures';

// Issue 34: "Parler à un conseiller" — the visitor leaves a name and a phone or an e-mail, the
// conversation is attached, staff see it with the transcript, the visitor sees when it was answered.
// Also the suggestion loop: a suggested exchange reaches the unanswered list, a tapped one answers.

describe('chat hand-off and suggestions API', () => {
  const f = useAdminFixture();
  let address = 0;
  /** A visitor address of its own per call keeps the per-visitor rate limits out of the way. */
  const visitor = () => `10.34.${Math.floor(++address / 250)}.${address % 250}`;

  const request = (
    body: unknown,
    headers: Record<string, string> = {},
    remoteAddress = visitor(),
  ) =>
    f.app.inject({
      method: 'POST',
      url: '/api/chat/contact-requests',
      payload: body as Record<string, unknown>,
      headers: { ...xsrf.headers, ...headers },
      cookies: xsrf.cookies,
      remoteAddress,
    });
  const list = (headers: Record<string, string>, query = '') =>
    f.app.inject({ method: 'GET', url: `/api/chat/contact-requests${query}`, headers });
  const answer = (id: number, headers: Record<string, string>) =>
    f.app.inject({
      method: 'POST',
      url: `/api/chat/contact-requests/${id}/answered`,
      headers: { ...xsrf.headers, ...headers },
      cookies: xsrf.cookies,
    });
  const status = (token: string) =>
    f.app.inject({ method: 'GET', url: `/api/chat/contact-requests/${token}` });
  const count = async () => (await f.app.db.select().from(chatContactRequests)).length;

  const transcript = [
    { from: 'visitor', text: 'mon téléphone est bloqué dans le casier' },
    { from: 'assistant', text: 'Désolé pour ce problème.' },
  ];

  it('stores a request with its transcript; the visitor reads its status by token until staff answer', async () => {
    const name = `Visiteur ${Date.now()}`;
    const created = await request(
      { name, phone: '+216 20 123 456', language: 'fr', transcript },
      { 'accept-language': 'fr' },
    );
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({ status: 'pending', answered_at: null });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const pending = await status(body.token);
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toEqual(body);

    const listed = await list(bearer(f.admin.token), '?status=pending');
    expect(listed.statusCode).toBe(200);
    const row = listed.json().find((item: { name: string }) => item.name === name);
    expect(row).toMatchObject({
      phone: '+216 20 123 456',
      email: null,
      language: 'fr',
      status: 'pending',
      transcript,
      answered_by: null,
    });
    expect(Number(listed.headers['x-total-count'])).toBeGreaterThanOrEqual(1);

    const answered = await answer(row.id, bearer(f.admin.token));
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ status: 'answered', answered_by: f.admin.id });
    const seen = (await status(body.token)).json();
    expect(seen.status).toBe('answered');
    expect(seen.answered_at).toBe(answered.json().answered_at);
    // Answering again keeps the first answer's time.
    const again = await answer(row.id, bearer(f.admin.token));
    expect(again.json().answered_at).toBe(answered.json().answered_at);
    const audits = await f.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'chat_contact_request'));
    expect(audits.filter((audit) => audit.entityId === row.id)).toHaveLength(1);
    expect((await list(bearer(f.admin.token), '?status=answered')).json()[0].id).toBe(row.id);
  });

  it('accepts an e-mail instead of a phone, lower-cased, in English', async () => {
    const created = await request({
      name: 'Sam Visitor',
      email: 'Sam.Visitor@Example.com',
      language: 'en',
    });
    expect(created.statusCode).toBe(201);
    const [row] = await f.app.db
      .select()
      .from(chatContactRequests)
      .where(eq(chatContactRequests.token, created.json().token));
    expect(row).toMatchObject({
      email: 'sam.visitor@example.com',
      phone: null,
      language: 'en',
      transcript: [],
    });
  });

  it('refuses bad input with a localized message and stores nothing', async () => {
    const before = await count();
    const noReach = await request({ name: 'Sans Contact' }, { 'accept-language': 'fr' });
    expect(noReach.statusCode).toBe(400);
    expect(noReach.json()).toMatchObject({
      code: 'error.validation',
      fieldErrors: { phone: 'Indiquez un téléphone ou une adresse e-mail pour être recontacté.' },
    });
    const badEmail = await request(
      { name: 'Bad Mail', email: 'not-an-email' },
      { 'accept-language': 'en' },
    );
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().fieldErrors).toMatchObject({ email: 'Invalid e-mail address.' });
    const badPhone = await request({ name: 'Bad Phone', phone: '12' }, { 'accept-language': 'en' });
    expect(badPhone.json().fieldErrors).toMatchObject({
      phone: 'Invalid phone number (8 to 20 digits).',
    });
    const noName = await request({ name: ' ', phone: '20123456' }, { 'accept-language': 'fr' });
    expect(noName.json().fieldErrors).toMatchObject({
      name: 'Indiquez votre nom (2 caractères au moins).',
    });
    const hugeTranscript = await request({
      name: 'Long Talk',
      phone: '20123456',
      transcript: Array.from({ length: 41 }, () => ({ from: 'visitor', text: 'hello' })),
    });
    expect(hugeTranscript.statusCode).toBe(400);
    const badTurn = await request({
      name: 'Odd Turn',
      phone: '20123456',
      transcript: [{ from: 'staff', text: 'x' }],
    });
    expect(badTurn.statusCode).toBe(400);
    const longText = await request({
      name: 'Long Text',
      phone: '20123456',
      transcript: [{ from: 'visitor', text: 'x'.repeat(2001) }],
    });
    expect(longText.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('limits requests per visitor address', async () => {
    const from = visitor();
    const codes: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      codes.push((await request({ name: 'Flood', phone: '20123456' }, {}, from)).statusCode);
    }
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('lets only staff list and answer requests; anyone may read a status by token, a bad token is a 4xx', async () => {
    expect((await list({})).statusCode).toBe(401);
    expect((await list(bearer(f.client.token))).statusCode).toBe(403);
    expect((await answer(1, {})).statusCode).toBe(401);
    expect((await answer(1, bearer(f.client.token))).statusCode).toBe(403);
    expect((await answer(999_999, bearer(f.admin.token))).statusCode).toBe(404);
    expect((await list(bearer(f.admin.token), '?status=closed')).statusCode).toBe(400);
    const unknown = await status('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('chat.contact.notFound');
    expect((await status('short')).statusCode).toBe(400);
  });

  const chat = (fields: Record<string, string>) => {
    return postChat(f.app, fields, {}, { remoteAddress: visitor() });
  };

  it('sends a suggested exchange to the unanswered list; a tapped suggestion answers with its entry', async () => {
    const message = `what does renting one cost per month ${Date.now()}`;
    const suggested = await chat({ message });
    expect(suggested.statusCode).toBe(200);
    const body = suggested.json();
    expect(body.kind).toBe('suggest');
    const [stored] = await f.app.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.message, message));
    expect(stored?.unansweredKey).not.toBeNull();

    const [first] = body.suggestions as { faqId: number; question: string }[];
    const tapped = await chat({ message: first?.question ?? '', faqId: String(first?.faqId) });
    expect(tapped.json()).toMatchObject({
      kind: 'answer',
      faqId: first?.faqId,
      faqIds: [first?.faqId],
    });
    const [tappedRow] = await f.app.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.message, first?.question ?? ''));
    expect(tappedRow?.unansweredKey).toBeNull();

    const bad = await chat({ message: 'x', faqId: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('error.validation');
  });

  it('sends a report naming a known station to that station’s report page', async () => {
    const [espace] = await f.app.db
      .insert(espaces)
      .values({
        nom: 'Hôtel Corniche',
        ville: 'Bizerte',
        gouvernorat: 'Bizerte',
        activite: 'Hôtel',
      })
      .returning();
    await f.app.db.insert(stations).values({ reference: 'NB-3434', espaceId: espace!.id });
    const known = await chat({ message: 'la borne nb-3434 ne charge plus, j’ai payé pour rien' });
    expect(known.json()).toMatchObject({
      kind: 'incident',
      language: 'fr',
      complaintUrl: '/reclamation-qr?station=NB-3434',
    });
    expect(known.json().response).toContain(
      'Désolé pour ce problème sur la station NB-3434 (Hôtel Corniche, Bizerte).',
    );
    // An unknown reference: how to find the station's QR code, and the general form.
    const unknown = await chat({ message: 'the kiosk XZ-999 is not charging' });
    expect(unknown.json()).toMatchObject({ kind: 'incident', complaintUrl: '/reclamation-qr' });
    expect(unknown.json().response).toContain('scan the QR code stuck on the station');
  });

  it('answers a problem report with the urgent path, and a derja question on the English page in English', async () => {
    const report = await chat({ message: 'my phone is stuck in your locker at the mall' });
    expect(report.json()).toMatchObject({
      kind: 'incident',
      complaintUrl: '/reclamation-qr',
      handoff: true,
    });
    const derja = await postChat(
      f.app,
      { message: 'garantie 9adeh ?' },
      {},
      { headers: { 'accept-language': 'en' }, remoteAddress: visitor() },
    );
    expect(derja.json()).toMatchObject({
      kind: 'answer',
      language: 'en',
      response: 'All our stations come with a 1-year warranty.',
    });
  });
});
