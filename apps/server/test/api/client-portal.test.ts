import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { espaces, reclamations, stations } from '../../src/db/schema';
import { lastTwelveMonths } from '../../src/lib/months';
import { createClientAccount } from '../helpers/app';
import { useAccounts, useTestApp, xsrfCaller } from '../helpers/fixtures';

describe('client portal: own stations, spaces and reclamations', () => {
  const t = useTestApp();
  const { alice, bob, admin } = useAccounts(t, { alice: 'client', bob: 'client', admin: 'admin' });

  const call = xsrfCaller(() => t.app);

  const espaceBody = {
    nom: 'Café Central',
    ville: 'Sfax',
    gouvernorat: 'Sfax',
    activite: 'Café',
    stations: 2,
  };

  async function aliceEspaceId() {
    const res = await call('POST', '/api/espaces', alice.token, espaceBody);
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  }

  describe('espaces', () => {
    it('creates a space for the caller and lists only the caller’s, with X-Total-Count', async () => {
      const res = await call('POST', '/api/espaces', alice.token, {
        ...espaceBody,
        stations: '3',
        // A forged owner in the body is ignored: the owner is the token's.
        clientId: bob.id,
        user_id: bob.id,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ nom: 'Café Central', stations: 3 });
      const [row] = await t.app.db.select().from(espaces).where(eq(espaces.id, res.json().id));
      expect(row?.clientId).toBe(alice.id);

      const mine = await call('GET', '/api/espaces?limit=5', alice.token);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['x-total-count']).toBe('1');
      const theirs = await call('GET', '/api/espaces', bob.token);
      expect(theirs.json()).toEqual([]);
      expect(theirs.headers['x-total-count']).toBe('0');
    });

    it('pages and searches in SQL', async () => {
      for (const nom of ['Mall Tunis', 'Hôtel Sousse', 'Gare Sfax']) {
        await call('POST', '/api/espaces', bob.token, { ...espaceBody, nom });
      }
      const page2 = await call('GET', '/api/espaces?limit=2&page=2', bob.token);
      expect(page2.json()).toHaveLength(1);
      expect(page2.headers['x-total-count']).toBe('3');
      const found = await call('GET', '/api/espaces?q=h%C3%B4tel', bob.token);
      expect(found.json().map((e: { nom: string }) => e.nom)).toEqual(['Hôtel Sousse']);
      const wildcard = await call('GET', '/api/espaces?q=%25', bob.token);
      expect(wildcard.json()).toEqual([]);
    });

    it('answers each field rule with its message and stores nothing', async () => {
      const before = (await t.app.db.select().from(espaces)).length;
      const res = await call(
        'POST',
        '/api/espaces',
        alice.token,
        { nom: '', ville: ' ', gouvernorat: 'Paris', activite: '', stations: -1 },
        'en',
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({
        nom: 'The space name is required.',
        ville: 'City is required.',
        gouvernorat: 'Unknown governorate: give one of the 24 governorates of Tunisia.',
        activite: 'The business sector is required.',
        stations: 'The number of stations must be a whole number of at least 0.',
      });
      const notNumber = await call('POST', '/api/espaces', alice.token, {
        ...espaceBody,
        stations: 'beaucoup',
      });
      expect(notNumber.statusCode).toBe(400);
      // Wrong types are refused, not coerced (true → 1, '' or null → 0).
      for (const stations of [true, '', null, '1.5', [2], { n: 2 }]) {
        const res = await call('POST', '/api/espaces', alice.token, { ...espaceBody, stations });
        expect(res.statusCode, JSON.stringify(stations)).toBe(400);
        expect(res.json().fieldErrors.stations).toBe(
          'Le nombre de stations doit être un nombre entier supérieur ou égal à 0.',
        );
      }
      const huge = await call('POST', '/api/espaces', alice.token, {
        ...espaceBody,
        nom: 'x'.repeat(1_000_000),
      });
      expect([400, 413]).toContain(huge.statusCode);
      expect((await t.app.db.select().from(espaces)).length).toBe(before);
    });
  });

  describe('stations', () => {
    it('adds a station in one of the caller’s spaces; shows it only to the caller', async () => {
      const espaceId = await aliceEspaceId();
      const res = await call('POST', '/api/stations', alice.token, {
        reference: 'NB-0001',
        espace: espaceId,
        adresse: 'Route de Tunis km 4',
        date_installation: '2026-03-15',
        user_id: bob.id,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        reference: 'NB-0001',
        espace: 'Café Central',
        espace_id: espaceId,
        date_installation: '2026-03-15',
      });
      const [row] = await t.app.db.select().from(stations).where(eq(stations.reference, 'NB-0001'));
      expect(row?.clientId).toBe(alice.id);

      const mine = await call('GET', '/api/stations', alice.token);
      expect(mine.json().map((s: { reference: string }) => s.reference)).toEqual(['NB-0001']);
      expect((await call('GET', '/api/stations', bob.token)).json()).toEqual([]);
    });

    it('answers missing fields with "Tous les champs sont requis"', async () => {
      const res = await call('POST', '/api/stations', alice.token, { reference: 'NB-9' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toMatchObject({
        espace: 'Tous les champs sont requis',
        adresse: 'Tous les champs sont requis',
        date_installation: 'Tous les champs sont requis',
      });
      const badDate = await call('POST', '/api/stations', alice.token, {
        reference: 'NB-9',
        espace: 1,
        adresse: 'x',
        date_installation: '31/12/2026',
      });
      expect(badDate.statusCode).toBe(400);
      // Text is a typed place, digits included (see the spec-client test); these are neither a
      // valid id nor text.
      for (const espace of [true, '', '  ', null, 0, -3, 1.5, 2_147_483_648, { id: 1 }]) {
        const res = await call('POST', '/api/stations', alice.token, {
          reference: 'NB-10',
          espace,
          adresse: 'x',
          date_installation: '2026-01-01',
        });
        expect(res.statusCode, JSON.stringify(espace)).toBe(400);
        expect(res.json().fieldErrors.espace).toBe('Tous les champs sont requis');
      }
    });

    it('refuses another client’s space and a taken reference, storing nothing', async () => {
      const bobSpace = await call('POST', '/api/espaces', bob.token, espaceBody);
      const before = (await t.app.db.select().from(stations)).length;
      const foreign = await call('POST', '/api/stations', alice.token, {
        reference: 'NB-0002',
        espace: bobSpace.json().id,
        adresse: 'x',
        date_installation: '2026-01-01',
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().fieldErrors.espace).toBe('Choisissez un de vos espaces.');
      const espaceId = await aliceEspaceId();
      const taken = await call('POST', '/api/stations', alice.token, {
        reference: 'NB-0001',
        espace: espaceId,
        adresse: 'x',
        date_installation: '2026-01-01',
      });
      expect(taken.statusCode).toBe(409);
      expect((await t.app.db.select().from(stations)).length).toBe(before);
    });
  });

  describe('reclamations', () => {
    it('files a reclamation with status Problem; newest first; only the caller sees it', async () => {
      await call('POST', '/api/reclamations', alice.token, {
        categorie: 'Maintenance',
        description: 'Écran éteint',
      });
      const res = await call('POST', '/api/reclamations', alice.token, {
        categorie: 'Station en panne',
        description: 'La station ne charge plus',
        status: 'Answered',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ status: 'Problem', reponse: null });
      const list = await call('GET', '/api/reclamations?limit=4', alice.token);
      expect(list.json()[0].categorie).toBe('Station en panne');
      expect((await call('GET', '/api/reclamations', bob.token)).json()).toEqual([]);
    });

    it('shows the staff answer and status, and the bell lists the change', async () => {
      const created = await call('POST', '/api/reclamations', alice.token, {
        categorie: 'Facturation',
        description: 'Facture en double',
      });
      await t.app.db
        .update(reclamations)
        .set({ status: 'Answered', reponse: 'Avoir émis.', updatedAt: new Date() })
        .where(eq(reclamations.id, created.json().id));
      const list = await call('GET', '/api/reclamations?q=facture', alice.token);
      expect(list.json()[0]).toMatchObject({ status: 'Answered', reponse: 'Avoir émis.' });
      const bell = await call('GET', '/api/me/notifications', alice.token);
      expect(bell.json()[0]).toMatchObject({ categorie: 'Facturation', status: 'Answered' });
      expect((await call('GET', '/api/me/notifications', bob.token)).json()).toEqual([]);
    });

    it('emails an acknowledgement only when the client’s setting is on', async () => {
      const outbox = path.join(t.dataDir, 'outbox');
      const mails = async () => {
        const files = await readdir(outbox).catch(() => [] as string[]);
        return Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8')));
      };
      const quiet = await createClientAccount(t.app);
      await call('PUT', '/api/me/settings', quiet.token, { emailOnReclamation: false });
      await call('POST', '/api/reclamations', quiet.token, {
        categorie: 'Autre',
        description: 'Pas de mail pour moi',
      });
      const loud = await createClientAccount(t.app);
      // On by default for a new account.
      const created = await call('POST', '/api/reclamations', loud.token, {
        categorie: 'Maintenance',
        description: 'Écran de la Nano Box éteint',
      });
      expect(created.statusCode).toBe(201);
      await vi.waitFor(async () => {
        const found = (await mails()).filter((mail) => mail.includes(loud.email));
        expect(found).toHaveLength(1);
      });
      const [mail] = (await mails()).filter((text) => text.includes(loud.email));
      expect(mail).toContain(`To: ${loud.email}`);
      expect(mail).toContain(`${created.json().id}`);
      // A fixed text: nothing the client typed (see reclamation-abuse.test.ts).
      expect(mail).not.toContain('Nano Box');
      expect((await mails()).some((text) => text.includes(quiet.email))).toBe(false);
    });

    it('requires a bounded description', async () => {
      const before = (await t.app.db.select().from(reclamations)).length;
      const empty = await call(
        'POST',
        '/api/reclamations',
        alice.token,
        { categorie: 'Autre', description: '   ' },
        'en',
      );
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fieldErrors.description).toBe('The description is required.');
      const long = await call('POST', '/api/reclamations', alice.token, {
        categorie: 'Autre',
        description: 'x'.repeat(2001),
      });
      expect(long.statusCode).toBe(400);
      const wrongType = await call('POST', '/api/reclamations', alice.token, {
        categorie: 1,
        description: { a: 1 },
      });
      expect(wrongType.statusCode).toBe(400);
      expect((await t.app.db.select().from(reclamations)).length).toBe(before);
    });
  });

  describe('authorization on every client route', () => {
    const routes: ['GET' | 'POST', string][] = [
      ['GET', '/api/stations'],
      ['POST', '/api/stations'],
      ['GET', '/api/espaces'],
      ['POST', '/api/espaces'],
      ['GET', '/api/reclamations'],
      ['POST', '/api/reclamations'],
      ['GET', '/api/me/dashboard'],
      ['GET', '/api/me/notifications'],
    ];
    it.each(routes)('%s %s: 401 anonymous, 403 admin', async (method, url) => {
      expect((await call(method, url, undefined, {})).statusCode).toBe(401);
      expect((await call(method, url, admin.token, {})).statusCode).toBe(403);
    });
  });

  describe('another client', () => {
    it('finds none of the other client’s rows by search, and none count in its figures', async () => {
      const dave = await createClientAccount(t.app);
      const eve = await createClientAccount(t.app);
      const space = await call('POST', '/api/espaces', dave.token, {
        ...espaceBody,
        nom: 'Dar Dave',
      });
      await call('POST', '/api/stations', dave.token, {
        reference: 'DAVE-1',
        espace: space.json().id,
        adresse: 'Rue de Dave',
        date_installation: '2026-02-02',
      });
      await call('POST', '/api/reclamations', dave.token, {
        categorie: 'Autre',
        description: 'Réclamation de Dave',
      });
      for (const url of [
        '/api/espaces?q=Dave',
        '/api/stations?q=DAVE',
        '/api/reclamations?q=Dave',
      ]) {
        const res = await call('GET', url, eve.token);
        expect(res.json(), url).toEqual([]);
        expect(res.headers['x-total-count']).toBe('0');
        expect((await call('GET', url, dave.token)).json()).toHaveLength(1);
      }
      const figures = await call('GET', '/api/me/dashboard', eve.token);
      expect(figures.json()).toMatchObject({ stations: 0, espaces: 0, reclamations: { total: 0 } });
    });
  });

  describe('dashboard figures', () => {
    it('counts the caller’s own rows and spreads its stations over the last 12 months', async () => {
      const carol = await createClientAccount(t.app);
      const empty = await call('GET', '/api/me/dashboard', carol.token);
      expect(empty.json()).toMatchObject({
        stations: 0,
        espaces: 0,
        declaredStations: 0,
        reclamations: { total: 0 },
      });
      expect(empty.json().months).toHaveLength(12);

      const space = await call('POST', '/api/espaces', carol.token, { ...espaceBody, stations: 4 });
      const thisMonth = new Date().toISOString().slice(0, 10);
      await call('POST', '/api/stations', carol.token, {
        reference: 'MB-77',
        espace: space.json().id,
        adresse: 'Avenue Habib Bourguiba',
        date_installation: thisMonth,
      });
      await call('POST', '/api/reclamations', carol.token, {
        categorie: 'Autre',
        description: 'x',
      });
      const res = await call('GET', '/api/me/dashboard', carol.token);
      const body = res.json();
      expect(body).toMatchObject({
        stations: 1,
        espaces: 1,
        declaredStations: 4,
        reclamations: { total: 1, Problem: 1, Answered: 0, Pending: 0 },
      });
      // Stations per month feed the fleet's line chart; the monthly bar chart counts the sessions
      // stations report (GET /api/me/usage), never typed rows.
      expect(body.months.at(-1)).toEqual({ month: thisMonth.slice(0, 7), stations: 1 });
    });

    it('lastTwelveMonths crosses the year boundary', () => {
      const months = lastTwelveMonths(new Date(Date.UTC(2026, 1, 10)));
      expect(months[0]).toBe('2025-03');
      expect(months.at(-1)).toBe('2026-02');
    });
  });
});
