import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMessages, faqEntries } from '../../../src/db/schema';
import { bearer, xsrf } from '../../helpers/app';
import { postChat, useAdminFixture } from '../../helpers/fixtures';
import { jpeg, type multipart } from '../../helpers/images';

/** The loop that teaches the assistant: unanswered questions → FAQ entries or phrasings. */
describe('chat unanswered questions', () => {
  const f = useAdminFixture({ otherClient: {} });

  const chat = (message: string, files: Parameters<typeof multipart>[1] = {}) =>
    postChat(f.app, { message }, files);
  const list = (token?: string, query = '', headers: Record<string, string> = {}) =>
    f.app.inject({
      method: 'GET',
      url: `/api/chat/unanswered${query}`,
      headers: { ...(token ? bearer(token) : {}), ...headers },
    });
  const resolve = (token: string | undefined, payload: unknown, headers = {}) =>
    f.app.inject({
      method: 'POST',
      url: '/api/chat/unanswered/resolve',
      payload: payload as object,
      headers: { ...(token ? bearer(token) : xsrf.headers), ...headers },
      cookies: token ? undefined : xsrf.cookies,
    });
  /** A question no FAQ entry answers, unique to the test (a made-up place name). */
  const unknownPlace = () =>
    `Zq${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 8)}`;
  const groupOf = async (word: string) => {
    const response = await list(f.admin.token, `?q=${encodeURIComponent(word)}`);
    expect(response.statusCode).toBe(200);
    return response.json() as {
      key: string;
      question: string;
      examples: string[];
      count: number;
      language: string;
      first_at: string;
      last_at: string;
    }[];
  };

  it('groups the same unanswered question asked in other spellings, with counts and dates', async () => {
    const place = unknownPlace();
    for (const message of [
      `Vous livrez à ${place} ?`,
      `vous livrez a ${place.toLowerCase()}`,
      `Livrez-vous en ${place.toUpperCase()} ??`,
    ]) {
      expect((await chat(message)).json().kind).toBe('unknown');
    }
    const groups = await groupOf(place);
    expect(groups).toHaveLength(1);
    const [group] = groups;
    expect(group).toMatchObject({
      count: 3,
      question: `Livrez-vous en ${place.toUpperCase()} ??`,
      language: 'fr',
    });
    expect(group?.examples).toHaveLength(3);
    expect(Date.parse(group!.first_at)).toBeLessThanOrEqual(Date.parse(group!.last_at));
  });

  it('does not list answered questions, nor photos, and pages with a total', async () => {
    await chat('Quelle est la garantie de vos stations ?');
    await chat(`Voici la borne de ${unknownPlace()}`, {
      image: { data: await jpeg(), filename: 'a.jpg', contentType: 'image/jpeg' },
    });
    const all = await list(f.admin.token, '?limit=1');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toHaveLength(1);
    const total = Number(all.headers['x-total-count']);
    const everything = await list(f.admin.token, '?limit=100');
    expect(everything.json()).toHaveLength(total);
    const questions = everything.json().flatMap((group: { examples: string[] }) => group.examples);
    expect(questions).not.toContain('Quelle est la garantie de vos stations ?');
    expect(questions.some((question: string) => question.startsWith('Voici la borne'))).toBe(false);
  });

  it('is for staff only: anonymous 401, clients 403', async () => {
    expect((await list()).statusCode).toBe(401);
    expect((await list(f.client.token)).statusCode).toBe(403);
    expect((await list(f.otherClient.token)).statusCode).toBe(403);
    const place = unknownPlace();
    await chat(`Vous livrez à ${place} ?`);
    const [group] = await groupOf(place);
    const body = { action: 'phrasing', key: group!.key, faqId: 1 };
    expect((await resolve(undefined, body)).statusCode).toBe(401);
    expect((await resolve(f.client.token, body)).statusCode).toBe(403);
    expect((await resolve(f.otherClient.token, body)).statusCode).toBe(403);
    // Nothing was resolved by the refused calls.
    expect(await groupOf(place)).toHaveLength(1);
  });

  it('turns a group into a new FAQ entry in one action: the next identical question is answered', async () => {
    const place = unknownPlace();
    await chat(`Vous livrez à ${place} ?`);
    await chat(`vous livrez a ${place} ??`);
    const [group] = await groupOf(place);
    const response = await resolve(f.admin.token, {
      action: 'create',
      key: group!.key,
      question: `Livrez-vous à ${place} ?`,
      answers: [`Oui, nous livrons à ${place} sous 48 heures.`],
      language: 'fr',
    });
    expect(response.statusCode).toBe(200);
    const { entry, resolved } = response.json();
    expect(resolved).toBe(2);
    expect(entry.phrasings).toEqual([`vous livrez a ${place} ??`, `Vous livrez à ${place} ?`]);
    expect(await groupOf(place)).toHaveLength(0);

    const next = (await chat(`Vous livrez à ${place} ?`)).json();
    expect(next).toMatchObject({
      kind: 'answer',
      faqId: entry.id,
      response: `Oui, nous livrons à ${place} sous 48 heures.`,
    });
    const stored = await f.app.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.resolvedFaqId, entry.id));
    expect(stored).toHaveLength(2);
  });

  it('adds a group as phrasings of an existing entry, which then answers it', async () => {
    // "Is there a cashback?" is not in the FAQ; staff decide the revenue entry answers it.
    const word = unknownPlace();
    const question = `Y a-t-il un ${word} pour le gérant ?`;
    expect((await chat(question)).json().kind).toBe('unknown');
    const [group] = await groupOf(word);
    const [earn] = await f.app.db
      .select()
      .from(faqEntries)
      .where(eq(faqEntries.question, 'Comment gagner de l’argent avec les Nano Box ?'));
    const before = earn!.phrasings.length;
    const response = await resolve(f.admin.token, {
      action: 'phrasing',
      key: group!.key,
      faqId: earn!.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().entry.phrasings).toHaveLength(before + 1);
    expect(response.json().entry.phrasings).toContain(question);
    expect((await chat(question)).json()).toMatchObject({ kind: 'answer', faqId: earn!.id });

    // Handled once: the same group cannot be resolved again.
    const again = await resolve(f.admin.token, {
      action: 'phrasing',
      key: group!.key,
      faqId: earn!.id,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      code: 'chat.unanswered.notFound',
      message: 'Ces questions ont déjà été traitées ou n’existent pas.',
    });
  });

  it('refuses bad input with localized messages and changes nothing', async () => {
    const place = unknownPlace();
    await chat(`Vous livrez à ${place} ?`);
    const [group] = await groupOf(place);
    const entriesBefore = (await f.app.db.select().from(faqEntries)).length;

    const missing = await resolve(f.admin.token, { action: 'create', key: group!.key });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toMatchObject({
      question: 'La question est requise.',
      answers: 'Au moins une réponse est requise.',
    });
    const english = await resolve(
      f.admin.token,
      { action: 'phrasing', key: group!.key, faqId: 'abc' },
      { 'accept-language': 'en' },
    );
    expect(english.statusCode).toBe(400);
    expect(english.json().fieldErrors.faqId).toBe('Choose the FAQ entry to extend.');
    expect((await resolve(f.admin.token, { action: 'delete', key: group!.key })).statusCode).toBe(
      400,
    );
    expect((await resolve(f.admin.token, { action: 'phrasing', faqId: 1 })).statusCode).toBe(400);
    expect(
      (await resolve(f.admin.token, { action: 'phrasing', key: 'x'.repeat(1_000_000), faqId: 1 }))
        .statusCode,
    ).toBe(400);
    const text = await resolve(f.admin.token, 'not json', { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toEqual(expect.any(String));
    const unknownEntry = await resolve(f.admin.token, {
      action: 'phrasing',
      key: group!.key,
      faqId: 999_999,
    });
    expect(unknownEntry.statusCode).toBe(404);
    expect(unknownEntry.json().message).toBe('Cette entrée de FAQ n’existe pas.');
    const unknownGroup = await resolve(f.admin.token, {
      action: 'phrasing',
      key: `nothing ${place}`,
      faqId: 1,
    });
    expect(unknownGroup.statusCode).toBe(404);
    expect(unknownGroup.json().message).toBe(
      'Ces questions ont déjà été traitées ou n’existent pas.',
    );
    expect((await list(f.admin.token, '?limit=0')).statusCode).toBe(400);
    expect((await list(f.admin.token, '?page=-1')).statusCode).toBe(400);

    expect((await f.app.db.select().from(faqEntries)).length).toBe(entriesBefore);
    expect(await groupOf(place)).toHaveLength(1);
  });

  it('keeps staff-edited phrasings on the FAQ screen and validates them', async () => {
    const place = unknownPlace();
    const write = (method: 'POST' | 'PUT', url: string, payload: unknown, headers = {}) =>
      f.app.inject({
        method,
        url,
        payload: payload as object,
        headers: { ...bearer(f.admin.token), ...headers },
      });
    const added = await write('POST', '/api/faq/add', {
      question: `Livrez-vous à ${place} ?`,
      answers: ['Oui.'],
      phrasings: [`Vous allez jusqu'à ${place} ?`, `  vous allez jusqu'à ${place} ?  `],
    });
    expect(added.statusCode).toBe(201);
    const entry = added.json();
    expect(entry.phrasings).toEqual([`Vous allez jusqu'à ${place} ?`]);
    // An update without phrasings (an older screen) keeps them.
    const kept = await write('PUT', `/api/faq/update/${entry.id}`, {
      question: entry.question,
      answers: ['Oui, en 48 heures.'],
    });
    expect(kept.json().phrasings).toEqual(entry.phrasings);
    const emptied = await write('PUT', `/api/faq/update/${entry.id}`, {
      question: entry.question,
      answers: ['Oui.'],
      phrasings: [],
    });
    expect(emptied.json().phrasings).toEqual([]);
    const bad = await write(
      'PUT',
      `/api/faq/update/${entry.id}`,
      { question: entry.question, answers: ['Oui.'], phrasings: ['  '] },
      { 'accept-language': 'en' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors['phrasings.0']).toBe('Each phrasing must be a non-empty text.');
    const tooMany = await write('PUT', `/api/faq/update/${entry.id}`, {
      question: entry.question,
      answers: ['Oui.'],
      phrasings: Array.from({ length: 51 }, (_, index) => `Formulation ${index}`),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fieldErrors.phrasings).toBe('Cinquante formulations au maximum.');
  });

  it('answers a photo with a question: the pointer to the complaint form, then the answer', async () => {
    const response = await chat('Quelle est la garantie de vos stations ?', {
      image: { data: await jpeg(), filename: 'a.jpg', contentType: 'image/jpeg' },
    });
    expect(response.json()).toMatchObject({
      kind: 'answer',
      complaintUrl: '/reclamation-qr',
      response: expect.stringMatching(/formulaire de réclamation[\s\S]*garanties 1 an/),
    });
  });

  it('points any other photo to the QR complaint form in the visitor language, derja in French', async () => {
    const photo = { data: await jpeg(), filename: 'station.jpg', contentType: 'image/jpeg' };
    const english = await chat('The screen of this station is broken', { image: photo });
    expect(english.json()).toMatchObject({
      language: 'en',
      complaintUrl: '/reclamation-qr',
      response: expect.stringContaining('open the complaint form'),
    });
    const derja = await chat('el borne hedhi ma tchargich', { image: photo });
    expect(derja.json()).toMatchObject({
      language: 'fr',
      complaintUrl: '/reclamation-qr',
      response: expect.stringContaining('formulaire de réclamation'),
    });
  });
});
