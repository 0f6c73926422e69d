import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { reclamations } from '../../../src/db/schema';
import {
  RECLAMATIONS_PER_ACCOUNT,
  RECLAMATIONS_PER_ADDRESS,
} from '../../../src/modules/reclamations/client-routes';
import { bearer, createClientAccount, xsrf } from '../../helpers/app';
import { useTestApp } from '../../helpers/fixtures';

/**
 * Issue 13 §4: POST /api/reclamations had no limit and mailed the client's text to the unverified
 * sign-up address on every call, so anyone could send their words from our domain to any address.
 */
describe('client reclamations cannot be used to flood or to mail arbitrary text', () => {
  const t = useTestApp();

  const file = (token: string, remoteAddress: string, description = 'La borne ne charge plus') =>
    t.app.inject({
      method: 'POST',
      url: '/api/reclamations',
      remoteAddress,
      payload: { categorie: 'Maintenance', description },
      headers: { ...xsrf.headers, ...bearer(token), 'accept-language': 'en' },
      cookies: xsrf.cookies,
    });
  const rowsOf = async (clientId: number) =>
    (await t.app.db.select().from(reclamations).where(eq(reclamations.clientId, clientId))).length;

  it('limits one account, whatever address it comes from', async () => {
    const account = await createClientAccount(t.app);
    for (let i = 0; i < RECLAMATIONS_PER_ACCOUNT.max; i++) {
      expect((await file(account.token, `198.51.100.${i + 1}`)).statusCode).toBe(201);
    }
    const refused = await file(account.token, '198.51.100.200');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'error.rateLimited' });
    expect(refused.json().message).toMatch(/Too many attempts/);
    expect(await rowsOf(account.id)).toBe(RECLAMATIONS_PER_ACCOUNT.max);
  });

  it('limits one address, whatever accounts it uses', async () => {
    const address = '203.0.113.77';
    let sent = 0;
    while (sent < RECLAMATIONS_PER_ADDRESS.max) {
      const account = await createClientAccount(t.app);
      for (
        let i = 0;
        i < RECLAMATIONS_PER_ACCOUNT.max && sent < RECLAMATIONS_PER_ADDRESS.max;
        i++
      ) {
        expect((await file(account.token, address)).statusCode).toBe(201);
        sent++;
      }
    }
    const fresh = await createClientAccount(t.app);
    expect((await file(fresh.token, address)).statusCode).toBe(429);
    expect(await rowsOf(fresh.id)).toBe(0);
  });

  it('mails the unverified sign-up address a fixed text: none of the words the client typed', async () => {
    const victim = `victim-${Date.now()}@example.org`;
    const attacker = await createClientAccount(t.app, {
      email: victim,
      fullName: 'Gagnez un iPhone sur http://phishing.example',
    });
    const words = 'Votre compte bancaire est bloqué, cliquez sur http://phishing.example';
    const created = await file(attacker.token, '192.0.2.10', words);
    expect(created.statusCode).toBe(201);
    const outbox = path.join(t.dataDir, 'outbox');
    const mail = await vi.waitFor(async () => {
      const files = await readdir(outbox);
      const texts = await Promise.all(
        files.map((name) => readFile(path.join(outbox, name), 'utf8')),
      );
      const found = texts.find((text) => text.includes(victim));
      if (!found) throw new Error('no mail yet');
      return found;
    });
    expect(mail).toContain(`no. ${created.json().id}`);
    expect(mail).not.toContain('phishing');
    expect(mail).not.toContain('bancaire');
    expect(mail).not.toContain('Maintenance');
  });
});
