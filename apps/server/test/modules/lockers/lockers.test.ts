import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { lockers } from '../../../src/db/schema';
import { adminCrudRouteList, expectStaffOnly, useAdminFixture } from '../../helpers/fixtures';

const f = useAdminFixture({
  espace: { nom: 'Gare de Sousse', ville: 'Sousse', gouvernorat: 'Sousse', activite: 'Transport' },
});
const inject = (options: InjectOptions) => f.inject(options);
const valid = () => ({ numero: 1, reference: 'CS-001', espaceId: f.espaceId });

describe('authorization', () => {
  it.each(adminCrudRouteList('/api/admin/lockers', {}))(
    '$method $url: anonymous 401, client 403',
    async (route) => {
      await expectStaffOnly(f.app, route, [f.client.token]);
    },
  );
});

describe('lockers CRUD', () => {
  it('creates, lists with its space, edits, exports and deletes with an audit entry', async () => {
    const created = await inject({ method: 'POST', url: '/api/admin/lockers', payload: valid() });
    expect(created.statusCode).toBe(201);
    const locker = created.json();
    expect(locker).toMatchObject({
      numero: 1,
      reference: 'CS-001',
      espacePublic: 'Gare de Sousse',
      secteur: 'Transport',
      gouvernorat: 'Sousse',
      ville: 'Sousse',
    });

    const list = await inject({ method: 'GET', url: '/api/admin/lockers?q=gare' });
    expect(list.headers['x-total-count']).toBe('1');
    const byNumber = await inject({ method: 'GET', url: '/api/admin/lockers?q=1' });
    expect(byNumber.json().map((l: { id: number }) => l.id)).toContain(locker.id);

    const edited = await inject({
      method: 'PUT',
      url: `/api/admin/lockers/${locker.id}`,
      payload: { ...valid(), numero: '7' },
    });
    expect(edited.json()).toMatchObject({ numero: 7 });

    const csv = await inject({ method: 'GET', url: '/api/admin/lockers/export' });
    expect(csv.body).toContain('CS-001');

    await f.expectAuditedDelete(`/api/admin/lockers/${locker.id}`, 'locker', locker.id);
  });

  it('pages with X-Total-Count, ordered by locker number, and searches by reference', async () => {
    for (let numero = 12; numero >= 1; numero--) {
      const res = await inject({
        method: 'POST',
        url: '/api/admin/lockers',
        payload: {
          numero,
          reference: `PG-${String(numero).padStart(2, '0')}`,
          espaceId: f.espaceId,
        },
      });
      expect(res.statusCode).toBe(201);
    }
    const page2 = await inject({ method: 'GET', url: '/api/admin/lockers?q=pg-&page=2&limit=10' });
    expect(page2.headers['x-total-count']).toBe('12');
    expect(page2.json().map((l: { numero: number }) => l.numero)).toEqual([11, 12]);
    const one = await inject({ method: 'GET', url: '/api/admin/lockers?q=PG-07' });
    expect(one.json().map((l: { reference: string }) => l.reference)).toEqual(['PG-07']);
    const bad = await inject({ method: 'GET', url: '/api/admin/lockers?page=0&limit=abc' });
    expect(bad.statusCode).toBe(400);
    const all = await f.app.db.select().from(lockers);
    for (const locker of all) {
      await inject({ method: 'DELETE', url: `/api/admin/lockers/${locker.id}` });
    }
  });

  it('rejects bad input and duplicates; nothing stored', async () => {
    await inject({
      method: 'POST',
      url: '/api/admin/lockers',
      payload: { ...valid(), reference: 'CS-DUP' },
    });
    const before = (await f.app.db.select().from(lockers)).length;
    const dup = await inject({
      method: 'POST',
      url: '/api/admin/lockers',
      payload: { ...valid(), reference: 'CS-DUP' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().fieldErrors.reference).toBe('Cette référence de casier existe déjà.');
    const numero = 'Le numéro de casier est un entier entre 1 et 9999.';
    const cases: [Record<string, unknown>, string, string][] = [
      [{ numero: 0 }, 'numero', numero],
      [{ numero: 'abc' }, 'numero', numero],
      [{ numero: 1.5 }, 'numero', numero],
      [{ espaceId: null }, 'espaceId', 'Choisissez l’espace public du casier.'],
      [{ espaceId: 99999 }, 'espaceId', 'Cet espace public n’existe pas.'],
      [{ reference: '' }, 'reference', 'Ce champ est requis.'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await inject({
        method: 'POST',
        url: '/api/admin/lockers',
        payload: { ...valid(), reference: 'CS-BAD', ...patch },
      });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().fieldErrors[field], JSON.stringify(patch)).toBe(message);
    }
    const huge = await inject({
      method: 'POST',
      url: '/api/admin/lockers',
      payload: { ...valid(), reference: 'x'.repeat(1024 * 1024) },
    });
    expect([400, 413]).toContain(huge.statusCode);
    expect((await f.app.db.select().from(lockers)).length).toBe(before);
  });
});
