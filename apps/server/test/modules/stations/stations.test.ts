import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { espaces, stations } from '../../../src/db/schema';
import { adminCrudRouteList, expectStaffOnly, useAdminFixture } from '../../helpers/fixtures';

const f = useAdminFixture({
  client: { companyName: 'Café Sfax' },
  otherClient: { companyName: 'Mall of Sousse' },
  espace: {
    nom: 'Mall of Sfax',
    ville: 'Sfax',
    gouvernorat: 'Sfax',
    activite: 'Centre commercial',
  },
});
const inject = (options: InjectOptions) => f.inject(options);
const valid = () => ({
  reference: 'NB-0001',
  espaceId: f.espaceId,
  clientId: f.client.id,
  model: 'Nano Box',
  status: 'rented',
  fabrication: '2025-01-15',
  entretien: '2025-06-01',
  finLocation: '2026-12-31',
});
const countStations = async () => (await f.app.db.select().from(stations)).length;

describe('authorization', () => {
  it.each(adminCrudRouteList('/api/admin/stations', {}))(
    '$method $url: anonymous 401, clients 403',
    async (route) => {
      await expectStaffOnly(f.app, route, [f.client.token, f.otherClient.token]);
    },
  );
});

describe('stations CRUD', () => {
  it('creates a station in a space with every column filled from data', async () => {
    const res = await inject({ method: 'POST', url: '/api/admin/stations', payload: valid() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      reference: 'NB-0001',
      espacePublic: 'Mall of Sfax',
      secteur: 'Centre commercial',
      gouvernorat: 'Sfax',
      ville: 'Sfax',
      client: 'Café Sfax',
      model: 'Nano Box',
      fabrication: '2025-01-15',
      entretien: '2025-06-01',
      finLocation: '2026-12-31',
      status: 'rented',
    });
  });

  it('refuses a duplicate reference with 409 and a field message', async () => {
    const res = await inject({ method: 'POST', url: '/api/admin/stations', payload: valid() });
    expect(res.statusCode).toBe(409);
    expect(res.json().fieldErrors.reference).toBe('Cette référence de station existe déjà.');
  });

  it('enforces the rules: space exists, rented needs a client, dates in order, enums', async () => {
    const before = await countStations();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ espaceId: 99999 }, 'espaceId', 'Cet espace public n’existe pas.'],
      [{ espaceId: '' }, 'espaceId', 'Choisissez l’espace public de la station.'],
      [{ clientId: null }, 'clientId', 'Une station louée doit avoir un client.'],
      [
        { entretien: '2024-01-01' },
        'entretien',
        'L’entretien ne peut pas précéder la fabrication.',
      ],
      [
        { finLocation: '2024-01-01' },
        'finLocation',
        'La fin de location ne peut pas précéder la fabrication.',
      ],
      [
        { model: 'Giga Box' },
        'model',
        'Choisissez un modèle : Nano Box, Multi Boxes ou Mega Charger.',
      ],
      [{ status: 'stolen' }, 'status', 'Choisissez un statut.'],
      [{ fabrication: '15/01/2025' }, 'fabrication', 'Veuillez saisir une date valide.'],
      [{ reference: '' }, 'reference', 'Ce champ est requis.'],
      [{ clientId: 99999 }, 'clientId', 'Ce client n’existe pas ou n’est plus actif.'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await inject({
        method: 'POST',
        url: '/api/admin/stations',
        payload: { ...valid(), reference: 'NB-RULES', ...patch },
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fieldErrors[field], field).toBe(message);
    }
    const huge = await inject({
      method: 'POST',
      url: '/api/admin/stations',
      payload: { ...valid(), reference: 'x'.repeat(1024 * 1024) },
    });
    expect([400, 413]).toContain(huge.statusCode);
    expect(await countStations()).toBe(before);
  });

  it('an available station needs no client; edit and delete work and are audited', async () => {
    const created = await inject({
      method: 'POST',
      url: '/api/admin/stations',
      payload: {
        ...valid(),
        reference: 'MB-0002',
        model: 'Multi Boxes',
        status: 'available',
        clientId: '',
        entretien: '',
        finLocation: null,
      },
    });
    expect(created.statusCode).toBe(201);
    const station = created.json();
    expect(station).toMatchObject({
      clientId: null,
      client: null,
      entretien: null,
      finLocation: null,
    });

    const edited = await inject({
      method: 'PUT',
      url: `/api/admin/stations/${station.id}`,
      payload: { ...valid(), reference: 'MB-0002', status: 'maintenance', model: 'Mega Charger' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      status: 'maintenance',
      model: 'Mega Charger',
      client: 'Café Sfax',
    });
    const clash = await inject({
      method: 'PUT',
      url: `/api/admin/stations/${station.id}`,
      payload: valid(),
    });
    expect(clash.statusCode).toBe(409);

    await f.expectAuditedDelete(`/api/admin/stations/${station.id}`, 'station', station.id);
    expect(
      (await inject({ method: 'PUT', url: `/api/admin/stations/${station.id}`, payload: valid() }))
        .statusCode,
    ).toBe(404);
  });

  it('pages and searches by reference, space, city or client with X-Total-Count', async () => {
    for (let i = 0; i < 9; i++) {
      await inject({
        method: 'POST',
        url: '/api/admin/stations',
        payload: { ...valid(), reference: `PG-${i}`, status: 'available', clientId: null },
      });
    }
    const page = await inject({ method: 'GET', url: '/api/admin/stations?page=2&limit=8&q=pg-' });
    expect(page.headers['x-total-count']).toBe('9');
    expect(page.json()).toHaveLength(1);
    const byClient = await inject({ method: 'GET', url: '/api/admin/stations?q=caf%C3%A9%20sfax' });
    expect(byClient.json().map((s: { reference: string }) => s.reference)).toEqual(['NB-0001']);
    const all = await inject({ method: 'GET', url: '/api/admin/stations?q=mall%20of%20sfax' });
    expect(all.headers['x-total-count']).toBe('10');
    const csv = await inject({ method: 'GET', url: '/api/admin/stations/export?q=pg-' });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.trim().split('\r\n')).toHaveLength(10);
  });

  it('searches in SQL on every listed column (model, sector, governorate) and keeps the page order', async () => {
    const [other] = await f.app.db
      .insert(espaces)
      .values({
        nom: 'Hôtel Riadh',
        ville: 'Sousse',
        gouvernorat: 'Sousse',
        activite: 'Hôtellerie',
      })
      .returning();
    for (const [reference, model] of [
      ['SRC-1', 'Mega Charger'],
      ['SRC-2', 'Multi Boxes'],
      ['SRC-3', 'Mega Charger'],
    ] as const) {
      const res = await inject({
        method: 'POST',
        url: '/api/admin/stations',
        payload: {
          ...valid(),
          reference,
          model,
          espaceId: other!.id,
          status: 'available',
          clientId: null,
        },
      });
      expect(res.statusCode).toBe(201);
    }
    const refs = async (q: string) => {
      const res = await inject({
        method: 'GET',
        url: `/api/admin/stations?q=${encodeURIComponent(q)}`,
      });
      expect(res.statusCode).toBe(200);
      return {
        total: res.headers['x-total-count'],
        refs: res.json().map((s: { reference: string }) => s.reference),
      };
    };
    // Newest first, every column of the row filled from its space.
    expect(await refs('mega')).toEqual({ total: '2', refs: ['SRC-3', 'SRC-1'] });
    expect(await refs('HÔTELLERIE')).toEqual({ total: '3', refs: ['SRC-3', 'SRC-2', 'SRC-1'] });
    expect((await refs('sousse')).refs).toEqual(['SRC-3', 'SRC-2', 'SRC-1']);
    const row = (await inject({ method: 'GET', url: '/api/admin/stations?q=SRC-2' })).json()[0];
    expect(row).toMatchObject({
      espacePublic: 'Hôtel Riadh',
      secteur: 'Hôtellerie',
      gouvernorat: 'Sousse',
      ville: 'Sousse',
      model: 'Multi Boxes',
    });
    // LIKE wildcards are literal characters, not patterns.
    expect(await refs('%')).toEqual({ total: '0', refs: [] });
    expect(await refs('SRC_')).toEqual({ total: '0', refs: [] });
  });
});

describe('the Status column', () => {
  it('is computed from the data: state, client and rental end date', async () => {
    const { addDays, companyToday } = await import('@app/contracts/sales');
    const today = companyToday();
    const rows = [
      {
        reference: 'ST-RENTED',
        clientId: f.client.id,
        status: 'rented',
        finLocation: addDays(today, 30),
      },
      { reference: 'ST-OPEN', clientId: f.client.id, status: 'available', finLocation: null },
      { reference: 'ST-LAST-DAY', clientId: f.client.id, status: 'rented', finLocation: today },
      {
        reference: 'ST-ENDED',
        clientId: f.client.id,
        status: 'rented',
        finLocation: addDays(today, -1),
      },
      { reference: 'ST-FREE', clientId: null, status: 'rented', finLocation: null },
      { reference: 'ST-REPAIR', clientId: f.client.id, status: 'maintenance', finLocation: null },
      { reference: 'ST-BROKEN', clientId: null, status: 'out_of_service', finLocation: null },
    ] as const;
    for (const row of rows) {
      await f.app.db
        .insert(stations)
        .values({ ...row, espaceId: f.espaceId, dateFabrication: '2025-01-01' });
    }
    const list = await inject({ method: 'GET', url: '/api/admin/stations?q=ST-&limit=50' });
    const shown = Object.fromEntries(
      list
        .json()
        .map((s: { reference: string; displayStatus: string }) => [s.reference, s.displayStatus]),
    );
    expect(shown).toEqual({
      'ST-RENTED': 'rented',
      'ST-OPEN': 'rented',
      'ST-LAST-DAY': 'rented',
      'ST-ENDED': 'rental_ended',
      'ST-FREE': 'available',
      'ST-REPAIR': 'maintenance',
      'ST-BROKEN': 'out_of_service',
    });
    const csv = await inject({ method: 'GET', url: '/api/admin/stations/export?q=ST-ENDED' });
    expect(csv.body).toContain(';Location terminée;');
  });
});
