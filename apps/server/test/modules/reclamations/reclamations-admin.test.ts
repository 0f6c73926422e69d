import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { espaces, reclamations, stations } from '../../../src/db/schema';
import {
  bearer,
  createAdminAccount,
  createClientAccount,
  type TestAccount,
} from '../../helpers/app';
import { expectStaffOnly, useAccounts, useTestApp } from '../../helpers/fixtures';
import { pdfText } from '../../helpers/images';

const _run = promisify(execFile);

describe('staff handling of client reclamations', () => {
  let aliceReclamationId: number;

  const list = (query = '', token = adminAccount.token) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/reclamations${query}`,
      headers: bearer(token),
    });
  const answer = (id: number | string, payload: unknown, token = adminAccount.token) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/reclamations/${id}`,
      payload: payload as Record<string, unknown>,
      headers: bearer(token),
    });

  const t = useTestApp();
  const { adminAccount, alice, bob } = useAccounts(t, {
    adminAccount: 'admin',
    alice: { client: { fullName: 'Alice Trabelsi', companyName: 'Café Alice' } },
    bob: { client: { fullName: 'Bob Jaziri', companyName: 'Hôtel Bob' } },
  });
  beforeAll(async () => {
    const rows = [];
    for (let i = 0; i < 12; i++) {
      rows.push({
        clientId: i % 2 === 0 ? alice.id : bob.id,
        categorie: i % 3 === 0 ? 'Maintenance' : 'Facturation',
        description: `Réclamation numéro ${i}`,
        createdAt: new Date(Date.UTC(2026, 10, 1 + i)),
      });
    }
    const inserted = await t.app.db.insert(reclamations).values(rows).returning();
    aliceReclamationId = inserted[0]!.id;
  });

  it('is admin-only: anonymous 401, client 403 (list, categories, answer)', async () => {
    await expectStaffOnly(t.app, { method: 'GET', url: '/api/admin/reclamations' }, [alice.token]);
    const categories = { method: 'GET', url: '/api/admin/reclamations/categories' } as const;
    await expectStaffOnly(t.app, categories, [bob.token]);
    // Bob may not answer (or close) Alice's reclamation.
    await expectStaffOnly(
      t.app,
      {
        method: 'PATCH',
        url: `/api/admin/reclamations/${aliceReclamationId}`,
        payload: { status: 'Answered', reponse: 'ok' },
      },
      [bob.token],
    );
    const [row] = await t.app.db
      .select()
      .from(reclamations)
      .where(eq(reclamations.id, aliceReclamationId));
    expect(row!.status).toBe('Problem');
  });

  it('lists every client reclamation by pages of 10, newest first', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const items = response.json();
    expect(items).toHaveLength(10);
    expect(response.headers['x-total-count']).toBe('12');
    expect(items[0]).toMatchObject({
      user: 'Bob Jaziri (Hôtel Bob)',
      categorie: 'Facturation',
      description: 'Réclamation numéro 11',
      status: 'Problem',
      reponse: null,
    });
    const second = await list('?page=2');
    expect(second.json()).toHaveLength(2);
  });

  it('filters by category (case-insensitive) and searches', async () => {
    const byCategory = await list('?categorie=maintenance');
    expect(byCategory.headers['x-total-count']).toBe('4');
    for (const item of byCategory.json()) expect(item.categorie).toBe('Maintenance');
    const search = await list(`?q=${encodeURIComponent('café alice')}`);
    expect(search.headers['x-total-count']).toBe('6');
    const categories = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reclamations/categories',
      headers: bearer(adminAccount.token),
    });
    expect(categories.json()).toEqual(['Facturation', 'Maintenance']);
  });

  it('answers a reclamation; the client then sees status and reply', async () => {
    const response = await answer(aliceReclamationId, {
      status: 'Answered',
      reponse: '  Un technicien passe demain.  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'Answered',
      reponse: 'Un technicien passe demain.',
    });
    const [row] = await t.app.db
      .select()
      .from(reclamations)
      .where(eq(reclamations.id, aliceReclamationId));
    expect(row).toMatchObject({
      status: 'Answered',
      reponse: 'Un technicien passe demain.',
      clientId: alice.id,
    });

    // The answer reaches Alice through her own API, and only her.
    const aliceList = await t.app.inject({
      method: 'GET',
      url: '/api/reclamations?limit=100',
      headers: bearer(alice.token),
    });
    const answered = aliceList
      .json()
      .find((item: { id: number }) => item.id === aliceReclamationId);
    expect(answered).toMatchObject({ status: 'Answered', reponse: 'Un technicien passe demain.' });
    const bobList = await t.app.inject({
      method: 'GET',
      url: '/api/reclamations?limit=100',
      headers: bearer(bob.token),
    });
    const bobItems = bobList.json() as Array<{ id: number; reponse: string | null }>;
    expect(bobItems.length).toBeGreaterThan(0);
    expect(bobItems.some((item) => item.id === aliceReclamationId)).toBe(false);
    expect(bobItems.some((item) => item.reponse === 'Un technicien passe demain.')).toBe(false);
    const aliceBell = await t.app.inject({
      method: 'GET',
      url: '/api/me/notifications',
      headers: bearer(alice.token),
    });
    expect(aliceBell.json()).toContainEqual(
      expect.objectContaining({ id: aliceReclamationId, status: 'Answered', answered: true }),
    );
    const bobBell = await t.app.inject({
      method: 'GET',
      url: '/api/me/notifications',
      headers: bearer(bob.token),
    });
    expect(bobBell.json().map((item: { id: number }) => item.id)).not.toContain(aliceReclamationId);

    const pending = await answer(aliceReclamationId, { status: 'Pending' });
    expect(pending.json()).toMatchObject({ status: 'Pending', reponse: null });
  });

  it('refuses Answered without a reply, bad statuses, huge replies and unknown ids', async () => {
    const noReply = await answer(
      aliceReclamationId,
      { status: 'Answered', reponse: '   ' },
      undefined,
    );
    expect(noReply.statusCode).toBe(400);
    expect(noReply.json().fieldErrors.reponse).toBe(
      'Écrivez une réponse pour marquer la réclamation comme traitée.',
    );
    for (const payload of [
      { status: 'Done' },
      { status: 1 },
      {},
      { status: 'Pending', reponse: 'x'.repeat(4000) },
    ]) {
      expect((await answer(aliceReclamationId, payload)).statusCode, JSON.stringify(payload)).toBe(
        400,
      );
    }
    expect((await answer('x', { status: 'Pending' })).statusCode).toBe(400);
    expect((await answer(999999, { status: 'Pending' })).statusCode).toBe(404);
  });
});

describe('station QR stickers', () => {
  let adminAccount: TestAccount;
  let client: TestAccount;
  let stationId: number;
  const publicUrl = 'https://stations.example.tn';

  const t = useTestApp({ PUBLIC_URL: publicUrl });
  beforeAll(async () => {
    adminAccount = await createAdminAccount(t.app);
    client = await createClientAccount(t.app);
    const [espace] = await t.app.db
      .insert(espaces)
      .values({ nom: 'Tunisia Mall', ville: 'Tunis', gouvernorat: 'Tunis', activite: 'Commerce' })
      .returning();
    const [station] = await t.app.db
      .insert(stations)
      .values({ reference: 'NB TUN/007', espaceId: espace!.id })
      .returning();
    stationId = station!.id;
  });

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('is admin-only', async () => {
    for (const ext of ['svg', 'pdf']) {
      expect((await get(`/api/admin/stations/${stationId}/qr.${ext}`)).statusCode).toBe(401);
      expect(
        (await get(`/api/admin/stations/${stationId}/qr.${ext}`, client.token)).statusCode,
      ).toBe(403);
      expect(
        (await get(`/api/admin/stations/999999/qr.${ext}`, adminAccount.token)).statusCode,
      ).toBe(404);
      expect((await get(`/api/admin/stations/abc/qr.${ext}`, adminAccount.token)).statusCode).toBe(
        400,
      );
    }
  });

  it('SVG sticker: a scannable code that opens the station complaint form at PUBLIC_URL', async () => {
    const response = await get(`/api/admin/stations/${stationId}/qr.svg`, adminAccount.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="qr-NB_TUN_007.svg"',
    );
    expect(response.body).toContain('NB TUN/007');
    const { data, info } = await sharp(Buffer.from(response.body))
      .flatten({ background: '#ffffff' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const decoded = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(decoded?.data).toBe(`${publicUrl}/reclamation-qr?station=NB+TUN%2F007`);
    expect(new URL(decoded!.data).searchParams.get('station')).toBe('NB TUN/007');
  });

  it('PDF sticker: a real PDF that pdftotext can read', async () => {
    const response = await get(`/api/admin/stations/${stationId}/qr.pdf`, adminAccount.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const stdout = await pdfText(response.rawPayload);
    // Lines may wrap on the narrow sticker: compare the text with whitespace normalized.
    const text = stdout.replace(/\s+/g, ' ');
    expect(text).toContain('Un problème, un avis ? Scannez-moi');
    expect(text).toContain('A problem or feedback? Scan me');
    expect(text).toContain('NB TUN/007');
    // The URL is printed whole on one line, so someone can type it when the code won't scan.
    expect(stdout).toContain(`${publicUrl}/reclamation-qr?station=NB+TUN%2F007`);
  });
});
