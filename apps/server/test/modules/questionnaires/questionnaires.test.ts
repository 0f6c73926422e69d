import { describe, expect, it } from 'vitest';
import { questionnaireQuestions, questionnaires } from '../../../src/db/schema';
import { useAccounts, useTestApp, xsrfCaller } from '../../helpers/fixtures';

describe('questionnaires: staff create, client answers', () => {
  const t = useTestApp();
  const { alice, bob, admin } = useAccounts(t, {
    alice: { client: { companyName: 'Café Alice' } },
    bob: { client: { companyName: 'Hôtel Bob' } },
    admin: 'admin',
  });

  const call = xsrfCaller(() => t.app);

  const yesNo = (clientId: number) => ({
    clientId,
    title: 'Satisfaction Nano Box',
    type: 'yesno',
    questions: [
      { text: 'La station est-elle propre ?' },
      { text: 'La recharge est-elle rapide ?' },
    ],
  });

  const count = async () => (await t.app.db.select().from(questionnaires)).length;

  it('staff create a Yes/No questionnaire for a client; only that client sees it', async () => {
    const res = await call('POST', '/api/admin/questionnaires', admin.token, yesNo(alice.id));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      entreprise: 'Café Alice',
      type: 'yesno',
      status: 'En Cours',
      questions: 2,
      answers: 0,
    });
    const mine = await call('GET', '/api/questionnaires', alice.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['x-total-count']).toBe('1');
    expect(mine.json()[0]).toMatchObject({ title: 'Satisfaction Nano Box', status: 'En Cours' });
    expect((await call('GET', '/api/questionnaires', bob.token)).json()).toEqual([]);
    const foreign = await call('GET', `/api/questionnaires/${res.json().id}`, bob.token);
    expect(foreign.statusCode).toBe(404);
  });

  it('the client answers; counts follow and the status becomes Terminé', async () => {
    const created = await call('POST', '/api/admin/questionnaires', admin.token, yesNo(alice.id));
    const id = created.json().id;
    const detail = await call('GET', `/api/questionnaires/${id}`, alice.token);
    const [q1, q2] = detail.json().items;
    const partial = await call('PUT', `/api/questionnaires/${id}/answers`, alice.token, {
      answers: [{ questionId: q1.id, answer: 'yes' }],
    });
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({ answers: 1, questions: 2, status: 'En Cours' });
    const done = await call('PUT', `/api/questionnaires/${id}/answers`, alice.token, {
      answers: [{ questionId: q2.id, answer: 'no' }],
    });
    expect(done.json()).toMatchObject({ answers: 2, status: 'Terminé' });
    const list = await call('GET', `/api/questionnaires?q=satisfaction`, alice.token);
    expect(list.json().find((row: { id: number }) => row.id === id).status).toBe('Terminé');
  });

  it('refuses answers outside the choices, foreign questions and another client', async () => {
    const created = await call('POST', '/api/admin/questionnaires', admin.token, {
      clientId: alice.id,
      title: 'Emplacement',
      type: 'qcm',
      questions: [{ text: 'Meilleur emplacement ?', options: ['Entrée', 'Caisse', 'Terrasse'] }],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const [question] = (await call('GET', `/api/questionnaires/${id}`, alice.token)).json().items;
    expect(question.options).toEqual(['Entrée', 'Caisse', 'Terrasse']);
    const invalid = await call(
      'PUT',
      `/api/questionnaires/${id}/answers`,
      alice.token,
      { answers: [{ questionId: question.id, answer: 'Parking' }] },
      'en',
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('This answer is not one of the offered choices.');
    const foreignQuestion = await call('PUT', `/api/questionnaires/${id}/answers`, alice.token, {
      answers: [{ questionId: 999_999, answer: 'Entrée' }],
    });
    expect(foreignQuestion.statusCode).toBe(400);
    const otherClient = await call('PUT', `/api/questionnaires/${id}/answers`, bob.token, {
      answers: [{ questionId: question.id, answer: 'Entrée' }],
    });
    expect(otherClient.statusCode).toBe(404);
    const ok = await call('PUT', `/api/questionnaires/${id}/answers`, alice.token, {
      answers: [{ questionId: question.id, answer: 'Caisse' }],
    });
    expect(ok.json()).toMatchObject({ status: 'Terminé', answers: 1 });
  });

  it('validates the staff form and stores nothing on bad input', async () => {
    const before = await count();
    const questionsBefore = (await t.app.db.select().from(questionnaireQuestions)).length;
    const empty = await call('POST', '/api/admin/questionnaires', admin.token, {}, 'en');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toMatchObject({
      clientId: 'Choose the client this questionnaire is for.',
      title: 'The title is required.',
      type: 'Choose the type: Yes/No or QCM.',
    });
    const noQuestions = await call('POST', '/api/admin/questionnaires', admin.token, {
      ...yesNo(alice.id),
      questions: [],
    });
    expect(noQuestions.statusCode).toBe(400);
    const qcmOneOption = await call('POST', '/api/admin/questionnaires', admin.token, {
      clientId: alice.id,
      title: 'x',
      type: 'qcm',
      questions: [{ text: 'Q', options: ['A', 'A'] }],
    });
    expect(qcmOneOption.statusCode).toBe(400);
    const unknownClient = await call(
      'POST',
      '/api/admin/questionnaires',
      admin.token,
      yesNo(999_999),
    );
    expect(unknownClient.statusCode).toBe(400);
    const huge = await call('POST', '/api/admin/questionnaires', admin.token, {
      ...yesNo(alice.id),
      title: 'x'.repeat(1_000_000),
    });
    expect([400, 413]).toContain(huge.statusCode);
    expect(await count()).toBe(before);
    expect((await t.app.db.select().from(questionnaireQuestions)).length).toBe(questionsBefore);
  });

  it('guards the staff routes: 401 anonymous, 403 client', async () => {
    for (const [method, url] of [
      ['POST', '/api/admin/questionnaires'],
      ['GET', '/api/admin/questionnaires'],
      ['GET', '/api/admin/questionnaires/recipients'],
    ] as const) {
      expect((await call(method, url, undefined, yesNo(alice.id))).statusCode).toBe(401);
      expect((await call(method, url, alice.token, yesNo(alice.id))).statusCode).toBe(403);
    }
  });

  it('guards the client routes: 401 anonymous, 403 admin', async () => {
    expect((await call('GET', '/api/questionnaires')).statusCode).toBe(401);
    expect((await call('GET', '/api/questionnaires', admin.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/questionnaires/1', admin.token)).statusCode).toBe(403);
  });

  it('staff list every questionnaire and find recipients by name', async () => {
    const list = await call('GET', '/api/admin/questionnaires?limit=2', admin.token);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(2);
    expect(Number(list.headers['x-total-count'])).toBeGreaterThanOrEqual(3);
    const found = await call(
      'GET',
      '/api/admin/questionnaires/recipients?q=h%C3%B4tel',
      admin.token,
    );
    expect(found.json()).toEqual([
      expect.objectContaining({ id: bob.id, companyName: 'Hôtel Bob' }),
    ]);
  });
});
