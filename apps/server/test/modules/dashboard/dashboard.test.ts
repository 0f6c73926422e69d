import { describe, expect, it } from 'vitest';
import { demandes, espaces, reclamations, reclamationsQr, stations } from '../../../src/db/schema';
import { bearer, createClientAccount } from '../../helpers/app';
import { useAdminFixture } from '../../helpers/fixtures';

const f = useAdminFixture();

const stats = () => f.inject({ method: 'GET', url: '/api/admin/stats' });

/** A QR case and a quote request, open unless a status is given. */
const qrCase = (caseNumber: string, statut?: 'resolved') => ({
  caseNumber,
  nom: 'a',
  prenom: 'b',
  email: 'a@b.tn',
  telephone: '22123456',
  typeRetour: 'Feedback' as const,
  lieu: 'x',
  usageNanoBox: 'Autre',
  description: 'x',
  souhaiteRetour: 'Oui, par email',
  statut,
});
const quote = (statut?: 'validated') => ({
  nom: 'a',
  email: 'a@b.tn',
  nomentreprise: 'x',
  fonction: 'x',
  tel: '22123456',
  gouvernorat: 'Sfax',
  message: 'x',
  statut,
});

describe('GET /api/admin/stats', () => {
  it('is admin only', async () => {
    expect((await f.app.inject({ method: 'GET', url: '/api/admin/stats' })).statusCode).toBe(401);
    const asClient = await f.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: bearer(f.client.token),
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

    const [sfax1, sfax2, tunis] = await f.app.db
      .insert(espaces)
      .values([
        { nom: 'Mall of Sfax', ville: 'Sfax', gouvernorat: 'Sfax', activite: 'Mall' },
        { nom: 'Café Thyna', ville: 'Thyna', gouvernorat: 'Sfax', activite: 'Café' },
        { nom: 'Tunisia Mall', ville: 'Les Berges du Lac', gouvernorat: 'Tunis', activite: 'Mall' },
      ])
      .returning();
    await f.app.db.insert(stations).values([
      { reference: 'S1', espaceId: tunis!.id },
      { reference: 'S2', espaceId: tunis!.id },
      { reference: 'S3', espaceId: tunis!.id },
      { reference: 'S4', espaceId: sfax1!.id },
      { reference: 'S5', espaceId: null },
    ]);
    await f.app.db.insert(reclamations).values([
      { clientId: f.client.id, categorie: 'Panne', description: 'x', status: 'Problem' },
      { clientId: f.client.id, categorie: 'Panne', description: 'x', status: 'Answered' },
    ]);
    await f.app.db.insert(reclamationsQr).values([qrCase('QR-1'), qrCase('QR-2', 'resolved')]);
    await f.app.db.insert(demandes).values([quote(), quote('validated')]);
    await createClientAccount(f.app, { status: 'deleted' });

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
