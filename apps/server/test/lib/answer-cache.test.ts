import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAdminAccount, type TestAccount, xsrf } from '../helpers/app';
import { readUntil, runElsewhere } from '../helpers/database';
import { useTestApp } from '../helpers/fixtures';

// The admin quote list is served from memory until `demandes` changes (lib/answer-cache.ts): these
// prove that every write reaches it, whichever connection made it.
const t = useTestApp();
let admin: TestAccount;
beforeAll(async () => {
  admin = await createAdminAccount(t.app);
});

/** A search only this test's rows match, so each test reads an answer of its own. */
const list = async (marker: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/demandes?page=1&q=${marker}`,
    headers: bearer(admin.token),
  });
  expect(response.statusCode).toBe(200);
  return {
    total: Number(response.headers['x-total-count']),
    rows: response.json() as { nom: string; statut: string; id: number }[],
  };
};

const quote = (marker: string) => ({
  nom: `${marker} Ben Salah`,
  email: 'amine@example.tn',
  nomentreprise: 'Café des Arts',
  fonction: 'Gérant',
  tel: '22123456',
  Gouvernorat: 'Sfax',
  message: 'Deux Nano Box pour la terrasse.',
});

const elsewhere = (statement: string) => runElsewhere(t.app, statement);

const totalWithin = async (marker: string, expected: number) =>
  (
    await readUntil(
      () => list(marker),
      ({ total }) => total === expected,
    )
  ).total;

const marker = () => `Cache${randomUUID().slice(0, 8)}`;

describe('the admin quote list held in memory', () => {
  it('shows a quote request from the landing form on the very next read', async () => {
    const name = marker();
    expect((await list(name)).total).toBe(0);
    expect((await list(name)).total).toBe(0);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/formulaire',
      payload: quote(name),
      ...xsrf,
    });
    expect(sent.statusCode).toBe(201);
    const { total, rows } = await list(name);
    expect(total).toBe(1);
    expect(rows[0]?.nom).toBe(`${name} Ben Salah`);
  });

  it('shows a status change and a deletion by an admin on the very next read', async () => {
    const name = marker();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/formulaire',
      payload: quote(name),
      ...xsrf,
    });
    const { id } = sent.json() as { id: number };
    expect((await list(name)).rows[0]?.statut).toBe('pending');
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/demandes/${id}`,
      payload: { statut: 'validated' },
      headers: bearer(admin.token),
    });
    expect(patched.statusCode).toBe(200);
    expect((await list(name)).rows[0]?.statut).toBe('validated');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/demandes/${id}`,
      headers: bearer(admin.token),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await list(name)).total).toBe(0);
  });

  it('shows rows written by another connection (instance or script)', async () => {
    const name = marker();
    expect((await list(name)).total).toBe(0);
    expect((await list(name)).total).toBe(0);
    await elsewhere(
      `insert into demandes (nom, email, nomentreprise, fonction, tel, gouvernorat, message)
       values ('${name} A', 'a@example.tn', 'Café', 'Gérant', '22123456', 'Sfax', 'Bonjour'),
              ('${name} B', 'b@example.tn', 'Café', 'Gérant', '22123456', 'Sfax', 'Bonjour')`,
    );
    expect(await totalWithin(name, 2)).toBe(2);
    await elsewhere(`update demandes set statut = 'rejected' where nom = '${name} A'`);
    const deadline = Date.now() + 2000;
    let rows = (await list(name)).rows;
    while (!rows.some((row) => row.statut === 'rejected') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      rows = (await list(name)).rows;
    }
    expect(rows.find((row) => row.nom === `${name} A`)?.statut).toBe('rejected');
    await elsewhere(`delete from demandes where nom like '${name}%'`);
    expect(await totalWithin(name, 0)).toBe(0);
  });
});
