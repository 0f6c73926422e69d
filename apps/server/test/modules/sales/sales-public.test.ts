import { addDays, companyToday } from '@app/contracts/sales';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demandes, newsletterSubscribers, reservations } from '../../../src/db/schema';
import { QUOTE_RATE_LIMIT } from '../../../src/modules/sales/public-routes';
import { bearer, createAdminAccount, createClientAccount, xsrf } from '../../helpers/app';
import { useTestApp } from '../../helpers/fixtures';

// Each test posts from its own client address so the per-address rate limits stay out of the way
// except in the test that is about them.
let addressCounter = 1;
const freshAddress = () =>
  `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

const validQuote = {
  nom: 'Amine Ben Salah',
  nomentreprise: 'Café des Arts',
  fonction: 'Gérant',
  tel: '22 123 456',
  Gouvernorat: 'Sfax',
  message: 'Nous voulons deux Nano Box pour la terrasse.',
  email: 'Amine@Example.TN',
};

// One person per booking: the same email and day twice is one booking (see the test about it).
let bookingCounter = 0;
const validReservation = () => ({
  name: 'Sana Trabelsi',
  email: `sana-${++bookingCounter}@example.tn`,
  phone: '+216 98 765 432',
  date: addDays(companyToday(), 3),
});

describe('public sales forms', () => {
  const t = useTestApp();

  const post = (
    url: string,
    payload: unknown,
    options: { language?: string; auth?: string; address?: string; noXsrf?: boolean } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      remoteAddress: options.address ?? freshAddress(),
      cookies: options.noXsrf || options.auth ? {} : xsrf.cookies,
      headers: {
        ...(options.noXsrf || options.auth ? {} : xsrf.headers),
        ...(options.auth ? bearer(options.auth) : {}),
        'accept-language': options.language ?? 'fr',
      },
    });

  const countOf = async (
    table: typeof demandes | typeof reservations | typeof newsletterSubscribers,
  ) => {
    const [row] = await t.app.db.select({ n: count() }).from(table);
    return row!.n;
  };

  describe('POST /api/formulaire', () => {
    it('stores a quote request as pending from a client and answers 201 with the record', async () => {
      const response = await post('/api/formulaire', validQuote);
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({
        nom: 'Amine Ben Salah',
        nomentreprise: 'Café des Arts',
        fonction: 'Gérant',
        tel: '22123456',
        Gouvernorat: 'Sfax',
        email: 'amine@example.tn',
        statut: 'pending',
        type: 'client',
      });
      expect(body.id).toBeTypeOf('number');
      const [stored] = await t.app.db.select().from(demandes);
      expect(stored).toMatchObject({ id: body.id, gouvernorat: 'Sfax', statut: 'pending' });
    });

    it('shows in the cached admin quote list (lib/answer-cache.ts) on the very next read', async () => {
      const admin = await createAdminAccount(t.app);
      const nom = `Cache ${Date.now()}`;
      const total = async () => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/demandes?page=1&q=${encodeURIComponent(nom)}`,
          headers: { authorization: `Bearer ${admin.token}` },
        });
        expect(response.statusCode).toBe(200);
        return Number(response.headers['x-total-count']);
      };
      expect(await total()).toBe(0);
      expect(await total()).toBe(0);
      expect((await post('/api/formulaire', { ...validQuote, nom })).statusCode).toBe(201);
      expect(await total()).toBe(1);
    });

    it('is open to signed-in clients and admins too (their token is not required)', async () => {
      const client = await createClientAccount(t.app);
      const admin = await createAdminAccount(t.app);
      expect((await post('/api/formulaire', validQuote, { auth: client.token })).statusCode).toBe(
        201,
      );
      expect((await post('/api/formulaire', validQuote, { auth: admin.token })).statusCode).toBe(
        201,
      );
    });

    it('refuses an anonymous post without the XSRF token (403) and stores nothing', async () => {
      const before = await countOf(demandes);
      const response = await post('/api/formulaire', validQuote, { noXsrf: true });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('error.csrf');
      expect(await countOf(demandes)).toBe(before);
    });

    it('accepts only the 24 governorates', async () => {
      for (const Gouvernorat of ['Tunis', 'Tozeur', 'Le Kef', 'Sidi Bouzid']) {
        expect((await post('/api/formulaire', { ...validQuote, Gouvernorat })).statusCode).toBe(
          201,
        );
      }
      const response = await post('/api/formulaire', { ...validQuote, Gouvernorat: 'Paris' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.Gouvernorat).toBe(
        'Gouvernorat inconnu : indiquez un des 24 gouvernorats de Tunisie.',
      );
      const missing = await post('/api/formulaire', { ...validQuote, Gouvernorat: undefined });
      expect(missing.json().fieldErrors.Gouvernorat).toBe('Veuillez choisir un gouvernorat.');
    });

    it.each([
      ['missing name', { nom: undefined }, 'nom', 'Ce champ est requis.'],
      ['blank company', { nomentreprise: '   ' }, 'nomentreprise', 'Ce champ est requis.'],
      ['missing job', { fonction: undefined }, 'fonction', 'Ce champ est requis.'],
      ['bad email', { email: 'amine@' }, 'email', 'Veuillez saisir un email valide.'],
      [
        'short phone',
        { tel: '1234567' },
        'tel',
        'Veuillez saisir un numéro de téléphone valide (8 chiffres).',
      ],
      [
        'letters in phone',
        { tel: '22abc456' },
        'tel',
        'Veuillez saisir un numéro de téléphone valide (8 chiffres).',
      ],
      ['empty message', { message: '' }, 'message', 'Ce champ est requis.'],
      ['long message', { message: 'x'.repeat(2001) }, 'message', 'Ce texte est trop long.'],
      ['long name', { nom: 'x'.repeat(121) }, 'nom', 'Ce texte est trop long.'],
      ['number as name', { nom: 42 }, 'nom', 'Ce champ est requis.'],
      ['object as email', { email: { a: 1 } }, 'email', 'Veuillez saisir un email valide.'],
    ])(
      'refuses %s with a localized 400 and stores nothing',
      async (_label, change, field, text) => {
        const before = await countOf(demandes);
        const response = await post('/api/formulaire', { ...validQuote, ...change });
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('error.validation');
        expect(response.json().fieldErrors[field]).toBe(text);
        expect(await countOf(demandes)).toBe(before);
      },
    );

    it('answers in English when asked', async () => {
      const response = await post(
        '/api/formulaire',
        { ...validQuote, email: 'x' },
        { language: 'en' },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.email).toBe('Please enter a valid email.');
    });

    it('refuses a 1 MB body with 413 and a non-JSON body with a 4xx, storing nothing', async () => {
      const before = await countOf(demandes);
      const huge = await post('/api/formulaire', {
        ...validQuote,
        message: 'x'.repeat(1024 * 1024),
      });
      expect(huge.statusCode).toBe(413);
      expect(huge.json().code).toBe('error.payloadTooLarge');
      const notJson = await t.app.inject({
        method: 'POST',
        url: '/api/formulaire',
        remoteAddress: freshAddress(),
        cookies: xsrf.cookies,
        headers: { ...xsrf.headers, 'content-type': 'text/plain' },
        payload: 'nom=Amine',
      });
      // A body that is not JSON is no object: the validation refuses it as a whole.
      expect(notJson.statusCode).toBe(400);
      expect(notJson.json().code).toBe('error.validation');
      const array = await post('/api/formulaire', [validQuote]);
      expect(array.statusCode).toBe(400);
      expect(await countOf(demandes)).toBe(before);
    });

    it('is rate-limited per client address with a localized 429', async () => {
      const address = '192.0.2.77';
      for (let i = 0; i < QUOTE_RATE_LIMIT.max; i++) {
        expect((await post('/api/formulaire', validQuote, { address })).statusCode).toBe(201);
      }
      const before = await countOf(demandes);
      const limited = await post('/api/formulaire', validQuote, { address, language: 'en' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe('Too many attempts. Please try again in a moment.');
      expect(await countOf(demandes)).toBe(before);
      // Another visitor is not affected.
      expect((await post('/api/formulaire', validQuote)).statusCode).toBe(201);
    });
  });

  describe('POST /api/reservation', () => {
    it('stores a demo booking and answers 201 with the record', async () => {
      const body = validReservation();
      const response = await post('/api/reservation', body);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        name: 'Sana Trabelsi',
        email: body.email,
        phone: '98765432',
        date: body.date,
      });
      const rows = await t.app.db.select().from(reservations);
      expect(rows.at(-1)).toMatchObject({ id: response.json().id, demoDate: body.date });
    });

    it('accepts today (Tunisia time) and refuses yesterday with a clear message', async () => {
      const today = companyToday();
      expect(
        (await post('/api/reservation', { ...validReservation(), date: today })).statusCode,
      ).toBe(201);
      const before = await countOf(reservations);
      const past = await post('/api/reservation', {
        ...validReservation(),
        date: addDays(today, -1),
      });
      expect(past.statusCode).toBe(400);
      expect(past.json().fieldErrors.date).toBe(
        'Choisissez une date de démo à partir d’aujourd’hui.',
      );
      const pastEn = await post(
        '/api/reservation',
        { ...validReservation(), date: '2020-01-01' },
        { language: 'en' },
      );
      expect(pastEn.json().fieldErrors.date).toBe('Choose a demo date from today onwards.');
      expect(await countOf(reservations)).toBe(before);
    });

    it('refuses a date more than six months ahead', async () => {
      const response = await post('/api/reservation', {
        ...validReservation(),
        date: addDays(companyToday(), 181),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.date).toBe(
        'Choisissez une date de démo dans les six prochains mois.',
      );
    });

    it.each([
      ['missing name', { name: undefined }, 'name', 'Ce champ est requis.'],
      ['bad email', { email: 'sana.example.tn' }, 'email', 'Veuillez saisir un email valide.'],
      [
        'bad phone',
        { phone: '12' },
        'phone',
        'Veuillez saisir un numéro de téléphone valide (8 chiffres).',
      ],
      ['missing date', { date: undefined }, 'date', 'Veuillez saisir une date valide.'],
      ['not a date', { date: '2026-02-30' }, 'date', 'Veuillez saisir une date valide.'],
      ['date as number', { date: 20260101 }, 'date', 'Veuillez saisir une date valide.'],
      ['huge name', { name: 'x'.repeat(10_000) }, 'name', 'Ce texte est trop long.'],
    ])(
      'refuses %s with a localized 400 and stores nothing',
      async (_label, change, field, text) => {
        const before = await countOf(reservations);
        const response = await post('/api/reservation', { ...validReservation(), ...change });
        expect(response.statusCode).toBe(400);
        expect(response.json().fieldErrors[field]).toBe(text);
        expect(await countOf(reservations)).toBe(before);
      },
    );

    it('needs the XSRF token from anonymous visitors and is open to clients and admins', async () => {
      expect(
        (await post('/api/reservation', validReservation(), { noXsrf: true })).statusCode,
      ).toBe(403);
      const client = await createClientAccount(t.app);
      const admin = await createAdminAccount(t.app);
      expect(
        (await post('/api/reservation', validReservation(), { auth: client.token })).statusCode,
      ).toBe(201);
      expect(
        (await post('/api/reservation', validReservation(), { auth: admin.token })).statusCode,
      ).toBe(201);
    });
  });

  describe('POST /api/newsletter', () => {
    it('subscribes once per email, whatever the case, and says whether it was new', async () => {
      const first = await post('/api/newsletter', { email: 'News@Example.tn', language: 'en' });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({ email: 'news@example.tn', created: true });
      const again = await post('/api/newsletter', { email: 'NEWS@example.tn' });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ email: 'news@example.tn', created: false });
      const rows = await t.app.db.select().from(newsletterSubscribers);
      expect(rows.filter((row) => row.email === 'news@example.tn')).toHaveLength(1);
      expect(rows[0]?.language).toBe('en');
    });

    it('refuses a bad email or language with a localized 400 and stores nothing', async () => {
      const before = await countOf(newsletterSubscribers);
      const bad = await post('/api/newsletter', { email: 'not-an-email' }, { language: 'en' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fieldErrors.email).toBe('Please enter a valid email.');
      expect((await post('/api/newsletter', { email: 'a@b.tn', language: 'de' })).statusCode).toBe(
        400,
      );
      expect((await post('/api/newsletter', {})).statusCode).toBe(400);
      expect(
        (await post('/api/newsletter', { email: `${'x'.repeat(300)}@example.tn` })).statusCode,
      ).toBe(400);
      expect(await countOf(newsletterSubscribers)).toBe(before);
    });

    it('needs the XSRF token from anonymous visitors', async () => {
      expect(
        (await post('/api/newsletter', { email: 'c@example.tn' }, { noXsrf: true })).statusCode,
      ).toBe(403);
    });
  });
});
