import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demandes, espaces, reclamations, reclamationsQr, stations } from '../../../src/db/schema';
import {
  bearer,
  createAdminAccount,
  createClientAccount,
  createTestApp,
  type TestAccount,
  type TestApp,
} from '../../helpers/app';

let t: TestApp;
let admin: TestAccount;
let client: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdminAccount(t.app);
  client = await createClientAccount(t.app);
});
afterAll(() => t.close());

const stats = () =>
  t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: bearer(admin.token) });

describe('GET /api/admin/stats', () => {
  it('is admin only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/stats' })).statusCode).toBe(401);
    const asClient = await t.app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: bearer(client.token),
    });
    expect(asClient.statusCode).toBe(403);
  });

  it('counts real data and groups spaces and stations by governorate', async () => {
    const empty = (await stats()).json();
    expect(empty.counts).toEqual({
      clients: 1,
      espaces: 0,
      stations: 0,
      openComplaints: 0,
      pendingQuotes: 0,
    });
    expect(empty.espacesParGouvernorat).toEqual([]);

    const [sfax1, sfax2, tunis] = await t.app.db
      .insert(espaces)
      .values([
        { nom: 'Mall of Sfax', ville: 'Sfax', gouvernorat: 'Sfax', activite: 'Mall' },
        { nom: 'Café Thyna', ville: 'Thyna', gouvernorat: 'Sfax', activite: 'Café' },
        { nom: 'Tunisia Mall', ville: 'Les Berges du Lac', gouvernorat: 'Tunis', activite: 'Mall' },
      ])
      .returning();
    await t.app.db.insert(stations).values([
      { reference: 'S1', espaceId: tunis!.id },
      { reference: 'S2', espaceId: tunis!.id },
      { reference: 'S3', espaceId: tunis!.id },
      { reference: 'S4', espaceId: sfax1!.id },
      { reference: 'S5', espaceId: null },
    ]);
    await t.app.db.insert(reclamations).values([
      { clientId: client.id, categorie: 'Panne', description: 'x', status: 'Problem' },
      { clientId: client.id, categorie: 'Panne', description: 'x', status: 'Answered' },
    ]);
    await t.app.db.insert(reclamationsQr).values([
      {
        caseNumber: 'QR-1',
        nom: 'a',
        prenom: 'b',
        email: 'a@b.tn',
        telephone: '22123456',
        typeRetour: 'Feedback',
        lieu: 'x',
        usageNanoBox: 'Autre',
        description: 'x',
        souhaiteRetour: 'Oui, par email',
      },
      {
        caseNumber: 'QR-2',
        nom: 'a',
        prenom: 'b',
        email: 'a@b.tn',
        telephone: '22123456',
        typeRetour: 'Feedback',
        lieu: 'x',
        usageNanoBox: 'Autre',
        description: 'x',
        souhaiteRetour: 'Oui, par email',
        statut: 'resolved',
      },
    ]);
    await t.app.db.insert(demandes).values([
      {
        nom: 'a',
        email: 'a@b.tn',
        nomentreprise: 'x',
        fonction: 'x',
        tel: '22123456',
        gouvernorat: 'Sfax',
        message: 'x',
      },
      {
        nom: 'a',
        email: 'a@b.tn',
        nomentreprise: 'x',
        fonction: 'x',
        tel: '22123456',
        gouvernorat: 'Sfax',
        message: 'x',
        statut: 'validated',
      },
    ]);
    await createClientAccount(t.app, { status: 'deleted' });

    const body = (await stats()).json();
    expect(body.counts).toEqual({
      clients: 1,
      espaces: 3,
      stations: 5,
      openComplaints: 2,
      pendingQuotes: 1,
    });
    expect(body.espacesParGouvernorat).toEqual([
      { gouvernorat: 'Sfax', count: 2 },
      { gouvernorat: 'Tunis', count: 1 },
    ]);
    expect(body.stationsParGouvernorat).toEqual([
      { gouvernorat: 'Tunis', count: 3 },
      { gouvernorat: 'Sfax', count: 1 },
    ]);
    expect(body.espaces).toHaveLength(3);
    expect(body.espaces.find((e: { id: number }) => e.id === tunis!.id)).toMatchObject({
      ville: 'Les Berges du Lac',
      stationCount: 3,
    });
    expect(body.espaces.find((e: { id: number }) => e.id === sfax2!.id)?.stationCount).toBe(0);
  });
});
