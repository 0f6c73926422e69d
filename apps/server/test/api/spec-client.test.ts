import { addDays, companyToday } from '@app/contracts/sales';
import { count, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients, demandes, espaces, reservations, stations } from '../../src/db/schema';
import { bearer, xsrf } from '../helpers/app';
import { useAccounts, useTestApp } from '../helpers/fixtures';

/**
 * The customer's original front end, run as a real client: each call below is sent exactly as it
 * sends it (JSON bodies with its field names, its bearer header or its XSRF cookie echo) and the
 * answer is read the way it reads it.
 */

let addressCounter = 1;
const freshAddress = () =>
  `10.20.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;
let personCounter = 0;
const uniqueEmail = (who: string) => `${who}-${++personCounter}-${Date.now()}@example.tn`;

describe('the original front end against our API', () => {
  const t = useTestApp();
  const { alice, bob, admin } = useAccounts(t, {
    alice: { client: { fullName: 'Alice Ben Ali', governorate: 'Béja' } },
    bob: 'client',
    admin: 'admin',
  });

  /** As the original Angular HttpClient sends JSON: a bearer when signed in, else the XSRF echo. */
  const send = (
    method: 'GET' | 'POST',
    url: string,
    options: { token?: string; body?: Record<string, unknown>; lang?: string } = {},
  ) =>
    t.app.inject({
      method,
      url,
      remoteAddress: freshAddress(),
      ...(options.body ? { payload: JSON.stringify(options.body) } : {}),
      cookies: options.token ? {} : xsrf.cookies,
      headers: {
        ...(options.body ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? bearer(options.token) : xsrf.headers),
        'accept-language': options.lang ?? 'fr',
      },
    });

  const countOf = async (table: typeof reservations | typeof demandes | typeof stations) =>
    (await t.app.db.select({ n: count() }).from(table))[0]!.n;

  describe('GET /api/me', () => {
    it('answers { user: { id, fullName, email, phone, governorate } } as the dashboard reads it', async () => {
      const response = await send('GET', '/api/me', { token: alice.token });
      expect(response.statusCode).toBe(200);
      const { user } = response.json();
      expect(user).toMatchObject({
        id: alice.id,
        fullName: 'Alice Ben Ali',
        email: alice.email,
        phone: '22123456',
        governorate: 'Béja',
      });
      // Nothing at the top level but `user`: a client reading `response.user` loads everything.
      expect(Object.keys(response.json())).toEqual(['user']);
    });

    it('is the caller’s own profile and needs a client token', async () => {
      const other = await send('GET', '/api/me', { token: bob.token });
      expect(other.json().user.id).toBe(bob.id);
      expect((await t.app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
      expect((await send('GET', '/api/me', { token: admin.token })).statusCode).toBe(403);
    });
  });

  describe('POST /api/stations', () => {
    let cafeId: number;
    beforeAll(async () => {
      const [cafe] = await t.app.db
        .insert(espaces)
        .values({
          nom: 'Café des Arts',
          ville: 'Béja',
          gouvernorat: 'Béja',
          activite: 'Café',
          clientId: alice.id,
        })
        .returning();
      cafeId = cafe!.id;
      await t.app.db.insert(espaces).values({
        nom: 'Hôtel Bob',
        ville: 'Sfax',
        gouvernorat: 'Sfax',
        activite: 'Hôtel',
        clientId: bob.id,
      });
    });

    const popup = (reference: string, espace: unknown) => ({
      reference,
      espace,
      adresse: 'Rue de la République, Béja',
      date_installation: '2026-03-01',
      user_id: alice.id,
    });

    it('links the typed space to the client’s own space of that name, case- and accent-insensitively', async () => {
      const response = await send('POST', '/api/stations', {
        token: alice.token,
        body: popup('CMP-ARTS-1', '  CAFE   des arts '),
      });
      expect(response.statusCode).toBe(201);
      // The popup reads the answer as text: it is the stored station.
      expect(JSON.parse(response.body)).toMatchObject({
        reference: 'CMP-ARTS-1',
        espace: 'Café des Arts',
        espace_id: cafeId,
        adresse: 'Rue de la République, Béja',
        date_installation: '2026-03-01',
      });
      const listed = await send('GET', '/api/stations?q=CMP-ARTS-1', { token: alice.token });
      expect(listed.json()).toMatchObject([
        { reference: 'CMP-ARTS-1', espace: 'Café des Arts', adresse: 'Rue de la République, Béja' },
      ]);
    });

    it('keeps a place that names none of the client’s spaces as typed, listed back to client and staff', async () => {
      const response = await send('POST', '/api/stations', {
        token: alice.token,
        body: popup('CMP-KIOSK-1', 'Kiosque du Lac 2'),
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ espace: 'Kiosque du Lac 2', espace_id: null });
      const listed = await send('GET', '/api/stations?q=Kiosque', { token: alice.token });
      expect(listed.json()).toMatchObject([
        {
          reference: 'CMP-KIOSK-1',
          espace: 'Kiosque du Lac 2',
          adresse: 'Rue de la République, Béja',
        },
      ]);
      const staff = await send('GET', '/api/admin/stations?q=CMP-KIOSK-1', { token: admin.token });
      expect(staff.json()).toMatchObject([
        { reference: 'CMP-KIOSK-1', espacePublic: 'Kiosque du Lac 2' },
      ]);
    });

    it('never links another client’s space by its name', async () => {
      const response = await send('POST', '/api/stations', {
        token: alice.token,
        body: popup('CMP-BOB-1', 'hotel bob'),
      });
      expect(response.statusCode).toBe(201);
      const [row] = await t.app.db
        .select()
        .from(stations)
        .where(eq(stations.reference, 'CMP-BOB-1'));
      expect(row).toMatchObject({ espaceId: null, espaceNom: 'hotel bob', clientId: alice.id });
    });

    it('still takes a space id (number or digits) and refuses another client’s id', async () => {
      const byId = await send('POST', '/api/stations', {
        token: alice.token,
        body: popup('CMP-ID-1', String(cafeId)),
      });
      expect(byId.statusCode).toBe(201);
      expect(byId.json()).toMatchObject({ espace: 'Café des Arts', espace_id: cafeId });
      const [bobSpace] = await t.app.db.select().from(espaces).where(eq(espaces.clientId, bob.id));
      const before = await countOf(stations);
      const foreign = await send('POST', '/api/stations', {
        token: alice.token,
        body: popup('CMP-ID-2', bobSpace!.id),
      });
      expect(foreign.statusCode).toBe(400);
      expect(await countOf(stations)).toBe(before);
    });

    it('keeps a place named only with digits as text when it is none of the client’s space ids', async () => {
      const [bobSpace] = await t.app.db.select().from(espaces).where(eq(espaces.clientId, bob.id));
      const [highest] = await t.app.db
        .select({ id: espaces.id })
        .from(espaces)
        .orderBy(desc(espaces.id))
        .limit(1);
      // A number no space has, another client's id, and a number past any int4 id.
      for (const [reference, typed] of [
        ['CMP-NUM-1', String(highest!.id + 1000)],
        ['CMP-NUM-2', ` ${bobSpace!.id} `],
        ['CMP-NUM-3', '99999999999'],
      ] as const) {
        const response = await send('POST', '/api/stations', {
          token: alice.token,
          body: popup(reference, typed),
        });
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json()).toMatchObject({ espace: typed.trim(), espace_id: null });
        const [row] = await t.app.db
          .select()
          .from(stations)
          .where(eq(stations.reference, reference));
        expect(row).toMatchObject({ espaceId: null, espaceNom: typed.trim(), clientId: alice.id });
        const listed = await send('GET', `/api/stations?q=${reference}`, { token: alice.token });
        expect(listed.json()).toMatchObject([{ reference, espace: typed.trim() }]);
      }
    });

    it('ignores the body’s user_id: the station is the token’s client’s', async () => {
      const response = await send('POST', '/api/stations', {
        token: alice.token,
        body: { ...popup('CMP-UID-1', 'Kiosque Gare'), user_id: bob.id },
      });
      expect(response.statusCode).toBe(201);
      const [row] = await t.app.db
        .select()
        .from(stations)
        .where(eq(stations.reference, 'CMP-UID-1'));
      expect(row?.clientId).toBe(alice.id);
      expect((await send('GET', '/api/stations?q=CMP-UID', { token: bob.token })).json()).toEqual(
        [],
      );
    });

    it('refuses a missing or over-long place with the required message and stores nothing', async () => {
      const before = await countOf(stations);
      for (const espace of ['', '   ', 'x'.repeat(121)]) {
        const response = await send('POST', '/api/stations', {
          token: alice.token,
          body: popup('CMP-BAD-1', espace),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().fieldErrors.espace).toMatch(/Tous les champs sont requis|trop long/);
      }
      expect(await countOf(stations)).toBe(before);
      expect(
        (await send('POST', '/api/stations', { body: popup('CMP-ANON', 'Kiosque') })).statusCode,
      ).toBe(401);
      expect(
        (await send('POST', '/api/stations', { token: admin.token, body: popup('CMP-ADM', 'K') }))
          .statusCode,
      ).toBe(403);
    });
  });

  describe('POST /api/reservation', () => {
    const demo = (email: string, date: string) => ({
      name: 'Sana Trabelsi',
      email,
      phone: '98765432',
      date,
    });

    it('accepts the date picker’s ISO date-time and stores the day in Tunisia', async () => {
      const day = addDays(companyToday(), 5);
      const utcMidnight = await send('POST', '/api/reservation', {
        body: demo(uniqueEmail('utc'), `${day}T00:00:00.000Z`),
      });
      expect(utcMidnight.statusCode).toBe(201);
      expect(utcMidnight.json().date).toBe(day);
      // A picker in Tunis (UTC+1) serialises local midnight as 23:00 the evening before.
      const localMidnight = await send('POST', '/api/reservation', {
        body: demo(uniqueEmail('tunis'), `${addDays(day, -1)}T23:00:00.000Z`),
      });
      expect(localMidnight.statusCode).toBe(201);
      const [row] = await t.app.db
        .select()
        .from(reservations)
        .where(eq(reservations.id, localMidnight.json().id));
      expect(row?.demoDate).toBe(day);
      // The plain calendar day still works.
      const plain = await send('POST', '/api/reservation', { body: demo(uniqueEmail('day'), day) });
      expect(plain.statusCode).toBe(201);
    });

    it('refuses a past date-time with a clear message, in the request’s language', async () => {
      const before = await countOf(reservations);
      const yesterday = `${addDays(companyToday(), -1)}T09:00:00.000Z`;
      const fr = await send('POST', '/api/reservation', {
        body: demo(uniqueEmail('p'), yesterday),
      });
      expect(fr.statusCode).toBe(400);
      expect(fr.json().fieldErrors.date).toBe(
        'Choisissez une date de démo à partir d’aujourd’hui.',
      );
      const en = await send('POST', '/api/reservation', {
        body: demo(uniqueEmail('p'), yesterday),
        lang: 'en',
      });
      expect(en.json().fieldErrors.date).toBe('Choose a demo date from today onwards.');
      const garbage = await send('POST', '/api/reservation', {
        body: demo(uniqueEmail('p'), '2026-06-15T25:61:00Z'),
      });
      expect(garbage.statusCode).toBe(400);
      expect(await countOf(reservations)).toBe(before);
    });

    it('gives the same person booking the same day the existing booking, not a second row', async () => {
      const email = uniqueEmail('twice');
      const day = addDays(companyToday(), 7);
      const first = await send('POST', '/api/reservation', {
        body: demo(email, `${day}T00:00:00.000Z`),
      });
      expect(first.statusCode).toBe(201);
      const before = await countOf(reservations);
      // Same person (email in another case), same Tunisian day, sent as a plain date this time.
      const again = await send('POST', '/api/reservation', {
        body: demo(email.toUpperCase(), day),
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ id: first.json().id, date: day });
      expect(await countOf(reservations)).toBe(before);
      // Another day is another booking.
      const other = await send('POST', '/api/reservation', { body: demo(email, addDays(day, 1)) });
      expect(other.statusCode).toBe(201);
    });

    it('does not reveal the details stored with an email someone else booked', async () => {
      const email = uniqueEmail('victim');
      const day = addDays(companyToday(), 9);
      await send('POST', '/api/reservation', {
        body: { name: 'Victime Privée', email, phone: '55111222', date: day },
      });
      const probe = await send('POST', '/api/reservation', {
        body: { name: 'Curieux', email, phone: '20000000', date: day },
      });
      expect(probe.statusCode).toBe(200);
      expect(probe.body).not.toContain('Victime');
      expect(probe.body).not.toContain('55111222');
    });
  });

  describe('POST /api/formulaire', () => {
    const quote = (Gouvernorat: unknown) => ({
      nom: 'Amine Ben Salah',
      nomentreprise: 'Café des Arts',
      fonction: 'Gérant',
      tel: '22123456',
      Gouvernorat,
      message: 'Deux Nano Box, svp.',
      email: uniqueEmail('quote'),
    });

    it.each([
      ['Beja', 'Béja'],
      ['Gabes', 'Gabès'],
      ['Medenine', 'Médenine'],
      ['Bizerte', 'Bizerte'],
      ['Kef', 'Le Kef'],
      ['le kef', 'Le Kef'],
      ['SIDI BOUZID', 'Sidi Bouzid'],
      ['ben-arous', 'Ben Arous'],
    ])('accepts %j as typed and stores %s', async (typed, canonical) => {
      const response = await send('POST', '/api/formulaire', { body: quote(typed) });
      expect(response.statusCode).toBe(201);
      expect(response.json().Gouvernorat).toBe(canonical);
      const [row] = await t.app.db
        .select({ gouvernorat: demandes.gouvernorat })
        .from(demandes)
        .where(eq(demandes.id, response.json().id));
      expect(row?.gouvernorat).toBe(canonical);
    });

    it('still refuses an unknown governorate with a clear 400 and stores nothing', async () => {
      const before = await countOf(demandes);
      const fr = await send('POST', '/api/formulaire', { body: quote('Lyon') });
      expect(fr.statusCode).toBe(400);
      expect(fr.json().fieldErrors.Gouvernorat).toBe(
        'Gouvernorat inconnu : indiquez un des 24 gouvernorats de Tunisie.',
      );
      const en = await send('POST', '/api/formulaire', { body: quote('Lyon'), lang: 'en' });
      expect(en.json().fieldErrors.Gouvernorat).toBe(
        'Unknown governorate: give one of the 24 governorates of Tunisia.',
      );
      expect((await send('POST', '/api/formulaire', { body: quote(7) })).statusCode).toBe(400);
      expect(await countOf(demandes)).toBe(before);
    });
  });

  describe('every other governorate field reads typed spellings the same way', () => {
    it('sign-up, a client space, a staff space and a staff quote edit store the canonical name', async () => {
      const email = uniqueEmail('signup');
      const signup = await send('POST', '/api/signup', {
        body: {
          companyName: 'Gabès Café',
          fullName: 'Nour Gabsi',
          job: 'Gérante',
          governorate: 'gabes',
          city: 'Gabès',
          email,
          phone: '22334455',
          password: 'secret1',
        },
      });
      expect(signup.statusCode).toBe(201);
      const [client] = await t.app.db.select().from(clients).where(eq(clients.email, email));
      expect(client?.governorate).toBe('Gabès');

      const own = await send('POST', '/api/espaces', {
        token: alice.token,
        body: {
          nom: 'Kiosque Kef',
          ville: 'Le Kef',
          gouvernorat: 'Kef',
          activite: 'Kiosque',
          stations: 1,
        },
      });
      expect(own.statusCode).toBe(201);
      expect(own.json().gouvernorat).toBe('Le Kef');

      const staff = await send('POST', '/api/admin/espaces', {
        token: admin.token,
        body: {
          nom: 'Mall Medenine',
          ville: 'Médenine',
          gouvernorat: 'MEDENINE',
          activite: 'Mall',
        },
      });
      expect(staff.statusCode).toBe(201);
      expect(staff.json().gouvernorat).toBe('Médenine');

      const created = await send('POST', '/api/formulaire', {
        body: {
          nom: 'Edit Me',
          nomentreprise: 'X',
          fonction: 'Y',
          tel: '22123456',
          Gouvernorat: 'Tunis',
          message: 'm',
          email: uniqueEmail('edit'),
        },
      });
      const edited = await t.app.inject({
        method: 'PUT',
        url: `/api/demandes/${created.json().id}`,
        headers: bearer(admin.token),
        payload: {
          nom: 'Edit Me',
          email: uniqueEmail('edit'),
          nomentreprise: 'X',
          fonction: 'Y',
          tel: '22123456',
          gouvernorat: 'bizerte',
          message: 'm',
        },
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().Gouvernorat).toBe('Bizerte');
    });
  });
});
