import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, clients, espaces } from '../../../src/db/schema';
import { bearer, createClientAccount } from '../../helpers/app';
import { expectStaffOnly, useAdminFixture } from '../../helpers/fixtures';

const f = useAdminFixture({
  client: { fullName: 'Amine Ben Salah' },
  otherClient: { fullName: 'Leila Gharbi', companyName: 'Mall Sousse' },
});

const me = (token: string) =>
  f.app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) });
const statusOf = async (id: number) =>
  (await f.app.db.select().from(clients).where(eq(clients.id, id)))[0];
/** Whether a client token still authenticates (any admin route answers 403 to a live client token). */
const tokenStillValid = async (token: string) => (await me(token)).statusCode === 403;

const validEdit = {
  fullName: 'Amine Ben Salah',
  email: 'amine@cafe-sfax.tn',
  phone: '22 123 456',
  phone2: '',
  companyName: 'Café Sfax',
  job: 'Gérant',
};

describe('authorization', () => {
  const routes = [
    { method: 'GET', url: '/api/users' },
    { method: 'GET', url: '/api/users/export' },
    { method: 'PUT', url: '/api/users/1', payload: validEdit },
    { method: 'DELETE', url: '/api/users/1' },
    { method: 'POST', url: '/api/users/bulk-delete', payload: { ids: [1] } },
    { method: 'POST', url: '/api/users/1/archive' },
    { method: 'POST', url: '/api/users/1/restore' },
    { method: 'DELETE', url: '/api/users/1/permanent' },
  ] as const;

  it.each(routes)('$method $url: anonymous 401, client 403', async (route) => {
    const [asClient] = await expectStaffOnly(f.app, route, [f.client.token]);
    expect(asClient!.json().message).toBe('Accès refusé.');
  });

  it('a client cannot edit or trash another client through these routes', async () => {
    const res = await f.app.inject({
      method: 'DELETE',
      url: `/api/users/${f.otherClient.id}`,
      headers: bearer(f.client.token),
    });
    expect(res.statusCode).toBe(403);
    expect((await statusOf(f.otherClient.id))?.status).toBe('active');
  });
});

describe('GET /api/users', () => {
  it('pages active clients, newest first, with X-Total-Count and no secrets', async () => {
    const res = await f.inject({
      method: 'GET',
      url: '/api/users?page=1&limit=1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    const body = res.json();
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ id: f.otherClient.id, role: 'client', status: 'active' });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|password_hash|tokenVersion/);
  });

  it('searches in SQL (name, email, company), LIKE wildcards taken literally', async () => {
    const res = await f.inject({ method: 'GET', url: '/api/users?q=mall%20sou' });
    expect(res.json().map((u: { id: number }) => u.id)).toEqual([f.otherClient.id]);
    expect(res.headers['x-total-count']).toBe('1');
    const wildcard = await f.inject({ method: 'GET', url: '/api/users?q=%25' });
    expect(wildcard.json()).toEqual([]);
  });

  it('rejects bad list parameters with a localized 400', async () => {
    for (const url of [
      '/api/users?page=0',
      '/api/users?limit=abc',
      '/api/users?status=gone',
      `/api/users?q=${'x'.repeat(300)}`,
    ]) {
      const res = await f.app.inject({
        method: 'GET',
        url,
        headers: { ...bearer(f.admin.token), 'accept-language': 'en' },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('error.validation');
    }
  });
});

describe('PUT /api/users/:id', () => {
  it('updates the client and normalizes email and phone', async () => {
    const res = await f.inject({
      method: 'PUT',
      url: `/api/users/${f.client.id}`,
      payload: { ...validEdit, email: 'Amine@Cafe-Sfax.tn', id: 999, role: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: f.client.id,
      email: 'amine@cafe-sfax.tn',
      phone: '22123456',
      phone2: null,
    });
  });

  it('refuses an email used by another account (409, field message)', async () => {
    const res = await f.inject({
      method: 'PUT',
      url: `/api/users/${f.otherClient.id}`,
      payload: { ...validEdit, email: 'AMINE@cafe-sfax.tn' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().fieldErrors.email).toBe('Cet email est déjà utilisé par un autre compte.');
  });

  it('rejects missing fields, wrong types, bad phones and 1 MB strings; nothing changes', async () => {
    const before = await statusOf(f.otherClient.id);
    const bad = [
      {},
      { ...validEdit, fullName: '' },
      { ...validEdit, email: 'nope' },
      { ...validEdit, phone: '123' },
      { ...validEdit, phone2: 'abc' },
      { ...validEdit, job: 42 },
      { ...validEdit, companyName: 'x'.repeat(1024 * 1024 - 200) },
    ];
    for (const payload of bad) {
      const res = await f.inject({
        method: 'PUT',
        url: `/api/users/${f.otherClient.id}`,
        payload,
      });
      expect([400, 413]).toContain(res.statusCode);
    }
    const missing = await f.inject({
      method: 'PUT',
      url: `/api/users/${f.otherClient.id}`,
      payload: {},
    });
    expect(missing.json().fieldErrors).toMatchObject({ fullName: 'Ce champ est requis.' });
    expect(await statusOf(f.otherClient.id)).toEqual(before);
  });

  it('404 for an unknown id, 400 for a non-numeric one', async () => {
    expect(
      (
        await f.inject({
          method: 'PUT',
          url: '/api/users/99999',
          payload: validEdit,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await f.inject({
          method: 'PUT',
          url: '/api/users/abc',
          payload: validEdit,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('trash, restore and permanent delete', () => {
  it('DELETE moves the client to the trash, ends their sessions and audits it', async () => {
    const victim = await createClientAccount(f.app, { fullName: 'Karim Trash' });
    expect(await tokenStillValid(victim.token)).toBe(true);
    const res = await f.inject({
      method: 'DELETE',
      url: `/api/users/${victim.id}`,
    });
    expect(res.statusCode).toBe(204);
    expect((await statusOf(victim.id))?.status).toBe('deleted');
    expect((await me(victim.token)).statusCode).toBe(401);

    const trash = await f.inject({
      method: 'GET',
      url: '/api/users?status=deleted&q=karim',
    });
    expect(trash.json().map((u: { id: number }) => u.id)).toEqual([victim.id]);
    const active = await f.inject({ method: 'GET', url: '/api/users?q=karim' });
    expect(active.json()).toEqual([]);

    const audit = await f.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, victim.id), eq(auditLog.entity, 'client')));
    expect(audit).toMatchObject([{ action: 'trash', actorType: 'admin', actorId: f.admin.id }]);

    // Trashing twice is a conflict, not a silent success.
    expect((await f.inject({ method: 'DELETE', url: `/api/users/${victim.id}` })).statusCode).toBe(
      409,
    );
    // A trashed client cannot be edited until restored.
    expect(
      (
        await f.inject({
          method: 'PUT',
          url: `/api/users/${victim.id}`,
          payload: { ...validEdit, email: 'k@x.tn' },
        })
      ).statusCode,
    ).toBe(404);

    const restored = await f.inject({
      method: 'POST',
      url: `/api/users/${victim.id}/restore`,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ status: 'active', deletedAt: null });
    // The old token stays revoked; the client signs in again for a new one.
    expect((await me(victim.token)).statusCode).toBe(401);
    const audits = await f.app.db.select().from(auditLog).where(eq(auditLog.entityId, victim.id));
    expect(audits.map((a) => a.action)).toEqual(['trash', 'restore']);
    expect(
      (await f.inject({ method: 'POST', url: `/api/users/${victim.id}/restore` })).statusCode,
    ).toBe(409);
  });

  it('permanent delete only from the trash, removes the personal data, keeps spaces', async () => {
    const victim = await createClientAccount(f.app, {
      fullName: 'Sami Purge',
      email: 'sami@purge.tn',
    });
    const [espace] = await f.app.db
      .insert(espaces)
      .values({
        nom: 'Kiosque',
        ville: 'Sfax',
        gouvernorat: 'Sfax',
        activite: 'Café',
        clientId: victim.id,
      })
      .returning();
    const early = await f.inject({
      method: 'DELETE',
      url: `/api/users/${victim.id}/permanent`,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Seul un client dans la corbeille peut être supprimé définitivement.',
    );

    await f.inject({ method: 'DELETE', url: `/api/users/${victim.id}` });
    const res = await f.inject({
      method: 'DELETE',
      url: `/api/users/${victim.id}/permanent`,
    });
    expect(res.statusCode).toBe(204);
    expect(await statusOf(victim.id)).toBeUndefined();
    const [kept] = await f.app.db.select().from(espaces).where(eq(espaces.id, espace!.id));
    expect(kept?.clientId).toBeNull();
    const [purge] = await f.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, victim.id), eq(auditLog.action, 'purge')));
    expect(purge).toBeDefined();
    expect(JSON.stringify(purge)).not.toContain('sami@purge.tn');
    expect(
      (
        await f.inject({
          method: 'DELETE',
          url: `/api/users/${victim.id}/permanent`,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('bulk delete trashes the checked active clients only', async () => {
    const a = await createClientAccount(f.app);
    const b = await createClientAccount(f.app);
    const res = await f.inject({
      method: 'POST',
      url: '/api/users/bulk-delete',
      payload: { ids: [a.id, b.id, b.id, 99999] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 2 });
    expect((await statusOf(a.id))?.status).toBe('deleted');
    expect((await statusOf(b.id))?.status).toBe('deleted');
    for (const payload of [
      { ids: [] },
      { ids: 'all' },
      {},
      { ids: [-1] },
      { ids: Array.from({ length: 501 }, (_, i) => i + 1) },
    ]) {
      expect(
        (
          await f.inject({
            method: 'POST',
            url: '/api/users/bulk-delete',
            payload,
          })
        ).statusCode,
      ).toBe(400);
    }
    const empty = await f.inject({
      method: 'POST',
      url: '/api/users/bulk-delete',
      payload: { ids: [] },
    });
    expect(empty.json().fieldErrors.ids).toBe('Sélectionnez au moins un utilisateur.');
  });
});

describe('archive', () => {
  it('archives (sign-in stops), lists, edits and restores an archived client', async () => {
    const archived = await createClientAccount(f.app, { fullName: 'Hela Archive' });
    const res = await f.inject({
      method: 'POST',
      url: `/api/users/${archived.id}/archive`,
    });
    expect(res.statusCode).toBe(204);
    expect((await me(archived.token)).statusCode).toBe(401);
    const list = await f.inject({
      method: 'GET',
      url: '/api/users?status=archived',
    });
    expect(list.json().map((u: { id: number }) => u.id)).toContain(archived.id);
    const edit = await f.inject({
      method: 'PUT',
      url: `/api/users/${archived.id}`,
      payload: { ...validEdit, email: 'hela@archive.tn', fullName: 'Hela Ben Archive' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ status: 'archived', fullName: 'Hela Ben Archive' });
    expect(
      (
        await f.inject({
          method: 'POST',
          url: `/api/users/${archived.id}/archive`,
        })
      ).statusCode,
    ).toBe(409);
    const restore = await f.inject({
      method: 'POST',
      url: `/api/users/${archived.id}/restore`,
    });
    expect(restore.json()).toMatchObject({ status: 'active', archivedAt: null });
    const actions = (
      await f.app.db.select().from(auditLog).where(eq(auditLog.entityId, archived.id))
    ).map((a) => a.action);
    expect(actions).toEqual(['archive', 'restore']);
  });
});

describe('GET /api/users/export', () => {
  it('exports the current filter as CSV with formula cells neutralised', async () => {
    await createClientAccount(f.app, { fullName: '=HYPERLINK("x")', companyName: 'Export Co' });
    const res = await f.inject({
      method: 'GET',
      url: '/api/users/export?q=export%20co',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="clients-active-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'ID;Nom complet;Email;Téléphone 1;Téléphone 2;Société;Poste;Gouvernorat;Ville;Rôle;Statut;Inscrit le',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`;"'=HYPERLINK(""x"")";`);
    expect(lines[1]).toContain(';Export Co;');
    expect(lines[1]).toMatch(/;Client;Actif;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

    const english = await f.app.inject({
      method: 'GET',
      url: '/api/users/export?q=export%20co',
      headers: { ...bearer(f.admin.token), 'accept-language': 'en' },
    });
    const [title, row] = english.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(title).toBe(
      'ID,Full name,Email,Phone 1,Phone 2,Company,Job title,Governorate,City,Role,Status,Signed up',
    );
    expect(row).toMatch(/,Client,Active,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });
});
