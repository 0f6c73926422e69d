import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { espaces, stations } from '../../../src/db/schema';
import { bearer } from '../../helpers/app';
import { adminCrudRouteList, expectStaffOnly, useAdminFixture } from '../../helpers/fixtures';

const f = useAdminFixture({
  client: { companyName: 'Café Sfax' },
  otherClient: { companyName: 'Mall of Sousse' },
});
const inject = (options: InjectOptions) => f.inject(options);
const valid = {
  nom: 'Mall of Sfax',
  gouvernorat: 'Sfax',
  ville: 'Sfax',
  activite: 'Centre commercial',
};
const countEspaces = async () => (await f.app.db.select().from(espaces)).length;

describe('authorization', () => {
  it.each(adminCrudRouteList('/api/admin/espaces', valid))(
    '$method $url: anonymous 401, client 403',
    async (route) => {
      await expectStaffOnly(f.app, route, [f.client.token, f.otherClient.token]);
    },
  );
});

describe('public spaces CRUD', () => {
  it('creates, lists with client name and station count, edits and deletes with an audit entry', async () => {
    const created = await inject({
      method: 'POST',
      url: '/api/admin/espaces',
      payload: { ...valid, clientId: f.client.id },
    });
    expect(created.statusCode).toBe(201);
    const espace = created.json();
    expect(espace).toMatchObject({
      ...valid,
      clientId: f.client.id,
      client: 'Café Sfax',
      stationCount: 0,
    });

    const list = await inject({ method: 'GET', url: '/api/admin/espaces?limit=10&q=caf%C3%A9' });
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()[0].id).toBe(espace.id);

    const edited = await inject({
      method: 'PUT',
      url: `/api/admin/espaces/${espace.id}`,
      payload: { ...valid, ville: 'Sakiet Ezzit', clientId: '' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ ville: 'Sakiet Ezzit', clientId: null, client: null });

    await f.expectAuditedDelete(`/api/admin/espaces/${espace.id}`, 'espace', espace.id);
    expect(await f.app.db.select().from(espaces).where(eq(espaces.id, espace.id))).toEqual([]);
  });

  it('refuses to delete a space that still holds stations', async () => {
    const espace = (
      await inject({ method: 'POST', url: '/api/admin/espaces', payload: valid })
    ).json();
    await f.app.db.insert(stations).values({ reference: 'NB-HOLD-1', espaceId: espace.id });
    const res = await inject({
      method: 'DELETE',
      url: `/api/admin/espaces/${espace.id}`,
      headers: { ...bearer(f.admin.token), 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This space still holds stations or lockers: move or delete them first.',
    );
    expect(
      (await inject({ method: 'GET', url: '/api/admin/espaces?q=mall%20of%20sfax' })).json()[0]
        .stationCount,
    ).toBe(1);
  });

  it('pages with X-Total-Count', async () => {
    for (let i = 0; i < 12; i++) {
      await inject({
        method: 'POST',
        url: '/api/admin/espaces',
        payload: { ...valid, nom: `Pager ${i}` },
      });
    }
    const page2 = await inject({
      method: 'GET',
      url: '/api/admin/espaces?q=pager&page=2&limit=10',
    });
    expect(page2.headers['x-total-count']).toBe('12');
    expect(page2.json()).toHaveLength(2);
  });

  it('searches in SQL by name, city, governorate, sector or client; wildcards are literal', async () => {
    const make = (payload: Record<string, unknown>) =>
      inject({ method: 'POST', url: '/api/admin/espaces', payload: { ...valid, ...payload } });
    expect(
      (
        await make({
          nom: 'Clinique Zitouna',
          ville: 'Gafsa',
          gouvernorat: 'Gafsa',
          activite: 'Santé',
        })
      ).statusCode,
    ).toBe(201);
    expect((await make({ nom: 'Kiosque 100%', clientId: f.otherClient.id })).statusCode).toBe(201);
    const names = async (q: string) => {
      const res = await inject({
        method: 'GET',
        url: `/api/admin/espaces?q=${encodeURIComponent(q)}`,
      });
      expect(res.statusCode).toBe(200);
      const rows = res.json() as { nom: string }[];
      expect(res.headers['x-total-count']).toBe(String(rows.length));
      return rows.map((row) => row.nom);
    };
    expect(await names('zitouna')).toEqual(['Clinique Zitouna']);
    expect(await names('GAFSA')).toEqual(['Clinique Zitouna']);
    expect(await names('santé')).toEqual(['Clinique Zitouna']);
    expect(await names('mall of sousse')).toEqual(['Kiosque 100%']);
    expect(await names('100%')).toEqual(['Kiosque 100%']);
    expect(await names('%')).toEqual(['Kiosque 100%']);
    expect(await names('_')).toEqual([]);
    expect(await names('nothing like this')).toEqual([]);
  });

  it('rejects bad input with localized field messages and stores nothing', async () => {
    const before = await countEspaces();
    const bad = [
      {},
      { ...valid, nom: '   ' },
      { ...valid, gouvernorat: 'Paris' },
      { ...valid, ville: 12 },
      { ...valid, clientId: 'abc' },
      { ...valid, activite: 'x'.repeat(1024 * 1024 - 200) },
    ];
    for (const payload of bad) {
      const res = await inject({ method: 'POST', url: '/api/admin/espaces', payload });
      expect([400, 413]).toContain(res.statusCode);
    }
    const res = await inject({
      method: 'POST',
      url: '/api/admin/espaces',
      payload: { ...valid, gouvernorat: 'Paris' },
    });
    expect(res.json().fieldErrors.gouvernorat).toBe(
      'Gouvernorat inconnu : indiquez un des 24 gouvernorats de Tunisie.',
    );
    const unknownClient = await inject({
      method: 'POST',
      url: '/api/admin/espaces',
      payload: { ...valid, clientId: 99999 },
    });
    expect(unknownClient.statusCode).toBe(400);
    expect(unknownClient.json().fieldErrors.clientId).toBe(
      'Ce client n’existe pas ou n’est plus actif.',
    );
    expect(await countEspaces()).toBe(before);
    expect(
      (await inject({ method: 'PUT', url: '/api/admin/espaces/99999', payload: valid })).statusCode,
    ).toBe(404);
  });

  it('exports the filtered spaces as CSV', async () => {
    const res = await inject({ method: 'GET', url: '/api/admin/espaces/export?q=pager' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.trim().split('\r\n')).toHaveLength(13);
  });
});
