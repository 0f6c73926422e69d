import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, demandes, reservations } from '../../../src/db/schema';
import { bearer, createTestApp, xsrf } from '../../helpers/app';
import { demandeValues, useAdminFixture } from '../../helpers/fixtures';
import { pdfText } from '../../helpers/images';

const f = useAdminFixture({ otherClient: {} });

async function insertDemande(overrides: Partial<typeof demandes.$inferInsert> = {}) {
  const [row] = await f.app.db.insert(demandes).values(demandeValues(overrides)).returning();
  return row!;
}

const edit = {
  nom: 'Amine B. Salah',
  email: 'Direction@Cafe-Sfax.tn',
  nomentreprise: 'Café Sfax SARL',
  fonction: 'Directeur',
  tel: '98 765 432',
  gouvernorat: 'Sousse',
  message: 'Trois Nano Box finalement.',
};

beforeEach(async () => {
  await f.app.db.delete(demandes);
  await f.app.db.delete(reservations);
});

describe('who may call the staff sales endpoints', () => {
  const calls = (id: number) =>
    [
      { method: 'GET', url: '/api/demandes?page=1' },
      { method: 'PUT', url: `/api/demandes/${id}`, payload: edit },
      { method: 'PATCH', url: `/api/demandes/${id}`, payload: { statut: 'validated' } },
      { method: 'DELETE', url: `/api/demandes/${id}` },
      { method: 'GET', url: `/api/demandes/${id}/pdf` },
      { method: 'GET', url: '/api/reservations' },
    ] as const;

  it('refuses anonymous callers (401), even with the XSRF pair, and changes nothing', async () => {
    const row = await insertDemande();
    for (const call of calls(row.id)) {
      const response = await f.app.inject({ ...call, ...xsrf });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
    const [after] = await f.app.db.select().from(demandes).where(eq(demandes.id, row.id));
    expect(after).toMatchObject({ nom: row.nom, statut: 'pending' });
  });

  it('refuses clients, whoever they are (403), and changes nothing', async () => {
    const row = await insertDemande();
    for (const account of [f.client, f.otherClient]) {
      for (const call of calls(row.id)) {
        const response = await f.app.inject({ ...call, headers: bearer(account.token) });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      }
    }
    const [after] = await f.app.db.select().from(demandes).where(eq(demandes.id, row.id));
    expect(after).toMatchObject({ nom: row.nom, statut: 'pending' });
  });
});

describe('GET /api/demandes', () => {
  it('pages on the server (10 per page), newest first, with X-Total-Count', async () => {
    for (let i = 1; i <= 23; i++)
      await insertDemande({ nom: `Demande ${i}`, tel: `2200${String(i).padStart(4, '0')}` });
    const first = await f.inject({
      url: '/api/demandes?page=1',
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('23');
    const rows = first.json();
    expect(rows).toHaveLength(10);
    expect(rows[0]).toMatchObject({ nom: 'Demande 23', Gouvernorat: 'Sfax', statut: 'pending' });
    const third = await f.inject({
      url: '/api/demandes?page=3',
    });
    expect(third.json()).toHaveLength(3);
    const beyond = await f.inject({
      url: '/api/demandes?page=9',
    });
    expect(beyond.json()).toEqual([]);
  });

  it('searches tel by case-insensitive substring, q across fields, and filters by type', async () => {
    await insertDemande({ tel: '22123456', nom: 'Sami' });
    await insertDemande({ tel: '98000111', nom: 'Leila', type: 'publicitaire' });
    await insertDemande({ tel: '55%00000', nom: 'Literal percent' });
    const byTel = await f.inject({
      url: '/api/demandes?tel=2345',
    });
    expect(byTel.json().map((d: { nom: string }) => d.nom)).toEqual(['Sami']);
    const literal = await f.inject({
      url: '/api/demandes?tel=%25',
    });
    expect(literal.json().map((d: { nom: string }) => d.nom)).toEqual(['Literal percent']);
    const byQ = await f.inject({ url: '/api/demandes?q=LEIL' });
    expect(byQ.json().map((d: { nom: string }) => d.nom)).toEqual(['Leila']);
    const ads = await f.inject({
      url: '/api/demandes?type=publicitaire',
    });
    expect(ads.headers['x-total-count']).toBe('1');
    const clients = await f.inject({
      url: '/api/demandes?type=client',
    });
    expect(clients.headers['x-total-count']).toBe('2');
  });

  it('answers 400 with a localized message for bad query values', async () => {
    for (const [query, fieldErrors] of [
      ['page=0', { page: 'Too small: expected number to be >=1' }],
      ['page=abc', { page: 'Invalid input: expected number, received NaN' }],
      ['type=vip', { type: 'Invalid option: expected one of "client"|"publicitaire"' }],
      [`tel=${'9'.repeat(500)}`, { tel: 'Too big: expected string to have <=40 characters' }],
    ] as const) {
      const response = await f.app.inject({
        url: `/api/demandes?${query}`,
        headers: { ...bearer(f.admin.token), 'accept-language': 'en' },
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({
        message: 'Some fields are invalid.',
        code: 'error.validation',
        fieldErrors,
      });
    }
  });
});

describe('PUT /api/demandes/:id', () => {
  it('saves the seven fields (lower-case gouvernorat) and normalises them', async () => {
    const row = await insertDemande();
    const response = await f.inject({
      method: 'PUT',
      url: `/api/demandes/${row.id}`,
      payload: { ...edit, id: row.id, statut: 'validated' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: row.id,
      nom: 'Amine B. Salah',
      email: 'direction@cafe-sfax.tn',
      tel: '98765432',
      Gouvernorat: 'Sousse',
      statut: 'pending', // the edit form does not carry the status
    });
    const audit = await f.app.db.select().from(auditLog).where(eq(auditLog.entityId, row.id));
    expect(audit.some((entry) => entry.entity === 'demande' && entry.action === 'update')).toBe(
      true,
    );
  });

  it('accepts the listed spelling Gouvernorat too', async () => {
    const row = await insertDemande();
    const { gouvernorat, ...rest } = edit;
    const response = await f.inject({
      method: 'PUT',
      url: `/api/demandes/${row.id}`,
      payload: { ...rest, Gouvernorat: gouvernorat },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().Gouvernorat).toBe('Sousse');
  });

  const required = 'Ce champ est requis.';
  it.each([
    ['missing nom', { nom: undefined }, 'nom', required],
    ['blank fonction', { fonction: '   ' }, 'fonction', required],
    ['bad email', { email: 'not-an-email' }, 'email', 'Veuillez saisir un email valide.'],
    [
      'bad phone',
      { tel: '12' },
      'tel',
      'Veuillez saisir un numéro de téléphone valide (8 chiffres).',
    ],
    [
      'unknown governorate',
      { gouvernorat: 'Paris' },
      'gouvernorat',
      'Gouvernorat inconnu : indiquez un des 24 gouvernorats de Tunisie.',
    ],
    ['wrong type', { message: 42 }, 'message', required],
    [
      '1 MB message',
      { message: 'x'.repeat(1024 * 1024 - 400) },
      'message',
      'Ce texte est trop long.',
    ],
  ])('refuses %s with 400 and stores nothing', async (_name, change, field, text) => {
    const row = await insertDemande();
    const response = await f.inject({
      method: 'PUT',
      url: `/api/demandes/${row.id}`,
      payload: { ...edit, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Certains champs sont invalides.',
      code: 'error.validation',
      fieldErrors: { [field]: text },
    });
    const [after] = await f.app.db.select().from(demandes).where(eq(demandes.id, row.id));
    expect(after?.nom).toBe(row.nom);
  });

  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    const missing = await f.inject({
      method: 'PUT',
      url: '/api/demandes/999999',
      payload: edit,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('sales.staff.demandeNotFound');
    const bad = await f.inject({
      method: 'PUT',
      url: '/api/demandes/abc',
      payload: edit,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PATCH /api/demandes/:id', () => {
  it('validates a request (statut) and reclassifies it (type)', async () => {
    const row = await insertDemande();
    const validated = await f.inject({
      method: 'PATCH',
      url: `/api/demandes/${row.id}`,
      payload: { statut: 'validated' },
    });
    expect(validated.statusCode).toBe(200);
    expect(validated.json()).toMatchObject({ statut: 'validated', type: 'client' });
    const typed = await f.inject({
      method: 'PATCH',
      url: `/api/demandes/${row.id}`,
      payload: { type: 'publicitaire' },
    });
    expect(typed.json()).toMatchObject({ statut: 'validated', type: 'publicitaire' });
  });

  it.each([[{}], [{ statut: 'done' }], [{ type: 'vip' }], [{ statut: 1 }]])(
    'refuses %j with 400',
    async (payload) => {
      const row = await insertDemande();
      const response = await f.app.inject({
        method: 'PATCH',
        url: `/api/demandes/${row.id}`,
        headers: { ...bearer(f.admin.token), 'accept-language': 'fr' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      const [after] = await f.app.db.select().from(demandes).where(eq(demandes.id, row.id));
      expect(after?.statut).toBe('pending');
    },
  );

  it('answers 404 for an unknown id', async () => {
    const response = await f.inject({
      method: 'PATCH',
      url: '/api/demandes/424242',
      payload: { statut: 'validated' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('DELETE /api/demandes/:id', () => {
  it('deletes the request and keeps its content in the audit log', async () => {
    const row = await insertDemande();
    const response = await f.inject({
      method: 'DELETE',
      url: `/api/demandes/${row.id}`,
    });
    expect(response.statusCode).toBe(204);
    expect(await f.app.db.select().from(demandes).where(eq(demandes.id, row.id))).toEqual([]);
    const audit = await f.app.db.select().from(auditLog).where(eq(auditLog.entityId, row.id));
    expect(audit.find((entry) => entry.action === 'delete')?.details).toMatchObject({
      nom: row.nom,
    });
    const again = await f.inject({
      method: 'DELETE',
      url: `/api/demandes/${row.id}`,
    });
    expect(again.statusCode).toBe(404);
  });
});

/**
 * The admin list is served from memory until `demandes` changes (lib/answer-cache.ts). Two signals
 * drop it: the database trigger's NOTIFY and the writer's own `writing('demandes', …)`. PGlite
 * delivers the NOTIFY before the write's query resolves, so a re-read alone cannot tell whether the
 * writer named the right table (a wrong name passed every test): each write's own signal is
 * recorded here, and the list re-read after it.
 */
describe('every staff write reaches the cached quote list', () => {
  const list = async () => {
    const response = await f.inject({
      method: 'GET',
      url: '/api/demandes?page=1',
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { id: number; nom: string; statut: string }[];
  };

  // Whichever way the write goes (lib/answer-cache.ts): the database layer on PostgreSQL, the
  // trigger's NOTIFY on PGlite. test/lib/read-caches.test.ts fails when either is removed.
  it('PUT, PATCH and DELETE each show on the very next read', async () => {
    const row = await insertDemande();
    expect((await list()).map((d) => d.nom)).toEqual(['Amine Ben Salah']);
    const put = () =>
      f.inject({
        method: 'PUT',
        url: `/api/demandes/${row.id}`,
        payload: edit,
      });
    expect((await put()).statusCode).toBe(200);
    expect((await list()).map((d) => d.nom)).toEqual(['Amine B. Salah']);
    const patch = () =>
      f.inject({
        method: 'PATCH',
        url: `/api/demandes/${row.id}`,
        payload: { statut: 'rejected' },
      });
    expect((await patch()).statusCode).toBe(200);
    expect((await list()).map((d) => d.statut)).toEqual(['rejected']);
    const remove = () =>
      f.inject({
        method: 'DELETE',
        url: `/api/demandes/${row.id}`,
      });
    expect((await remove()).statusCode).toBe(204);
    expect(await list()).toEqual([]);
  });
});

describe('GET /api/demandes/:id/pdf', () => {
  it('is a real PDF of the request, readable by pdftotext, in French by default', async () => {
    const row = await insertDemande({ message: 'Besoin d’une offre « location » à Sfax.' });
    const response = await f.inject({
      url: `/api/demandes/${row.id}/pdf`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="demande-${row.id}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Demande de devis');
    expect(text).toContain('Café Sfax');
    expect(text).toContain("Nom d'Entreprise");
    expect(text).toContain('Besoin d’une offre « location » à Sfax.');
    expect(text).toContain('En attente');
  });

  it('follows Accept-Language and replaces characters the font cannot print', async () => {
    const row = await insertDemande({ message: 'Merci 🙂 شكرا' });
    const response = await f.app.inject({
      url: `/api/demandes/${row.id}/pdf`,
      headers: { ...bearer(f.admin.token), 'accept-language': 'en' },
    });
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Quote request');
    expect(text).toContain('Company name');
    expect(text).toContain('Merci ?');
  });

  it('answers 404 as JSON for an unknown request', async () => {
    const response = await f.inject({
      url: '/api/demandes/99999/pdf',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('sales.staff.demandeNotFound');
  });
});

describe('GET /api/reservations', () => {
  it('lists demo bookings soonest first with the staff field names', async () => {
    await f.app.db.insert(reservations).values([
      { name: 'Nour', email: 'nour@example.tn', phone: '20111222', demoDate: '2030-05-02' },
      { name: 'Karim', email: 'karim@example.tn', phone: '20333444', demoDate: '2030-04-10' },
    ]);
    const response = await f.inject({
      url: '/api/reservations',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    expect(response.json()).toEqual([
      expect.objectContaining({ name: 'Karim', phone: '20333444', demo_date: '2030-04-10' }),
      expect.objectContaining({ name: 'Nour', email: 'nour@example.tn', demo_date: '2030-05-02' }),
    ]);
  });
});

describe('sales mailbox notification', () => {
  async function waitForOutbox(dataDir: string): Promise<string[]> {
    const outbox = path.join(dataDir, 'outbox');
    for (let attempt = 0; attempt < 100; attempt++) {
      const files = await readdir(outbox).catch(() => [] as string[]);
      if (files.length > 0) return files.map((file) => path.join(outbox, file));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return [];
  }

  it('writes the mail with the PDF attached to DATA_DIR/outbox when no SMTP is set', async () => {
    const response = await f.app.inject({
      method: 'POST',
      url: '/api/formulaire',
      ...xsrf,
      payload: {
        nom: 'Yasmine Trabelsi',
        nomentreprise: 'Mall Sousse',
        fonction: 'Directrice',
        tel: '50123456',
        Gouvernorat: 'Sousse',
        message: 'Une Mega Charger pour le parking.',
        email: 'yasmine@mall-sousse.tn',
      },
    });
    expect(response.statusCode).toBe(201);
    const [file] = await waitForOutbox(f.t.dataDir);
    expect(file).toBeDefined();
    const mail = await readFile(file!, 'utf8');
    expect(mail).toMatch(/^To: contact@example\.tn$/m);
    expect(mail).toMatch(/^Reply-To: yasmine@mall-sousse\.tn$/m);
    expect(mail).toContain('Content-Type: application/pdf');
    expect(mail).toContain(`demande-${response.json().id}.pdf`);
  });

  it('logs a failed SMTP delivery and still accepts the quote request', async () => {
    const broken = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const response = await broken.app.inject({
        method: 'POST',
        url: '/api/formulaire',
        ...xsrf,
        payload: {
          nom: 'Test',
          nomentreprise: 'Test SA',
          fonction: 'Test',
          tel: '50123456',
          Gouvernorat: 'Tunis',
          message: 'Test',
          email: 'test@example.tn',
        },
      });
      expect(response.statusCode).toBe(201);
      expect(await broken.app.db.select().from(demandes)).toHaveLength(1);
    } finally {
      await broken.close();
    }
  });
});
