import { describe, expect, it } from 'vitest';
import { admins } from '../../../src/db/schema';
import { bearer, createAdminAccount, createTechnicianAccount, xsrf } from '../../helpers/app';
import { useTestApp } from '../../helpers/fixtures';

/** Staff roles (issue 32): admins set them; a technician reaches field work and nothing else. */
const t = useTestApp();

const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    headers: xsrf.headers,
    cookies: xsrf.cookies,
  });

const setRole = (id: number, role: string, token: string, language = 'fr') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/staff/${id}/role`,
    payload: { role },
    headers: { ...bearer(token), 'accept-language': language },
  });

describe('staff roles', () => {
  it('lets an admin make a colleague a technician: signed out, then limited to field work', async () => {
    const boss = await createAdminAccount(t.app);
    const colleague = await createAdminAccount(t.app);
    const changed = await setRole(colleague.id, 'technicien', boss.token);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: colleague.id, role: 'technicien' });
    // The old session ended with the change.
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: bearer(colleague.token),
    });
    expect(old.statusCode).toBe(401);

    const signedIn = await login(colleague.email, colleague.password);
    expect(signedIn.json().admin.role).toBe('technicien');
    const token = signedIn.json().token as string;
    const call = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect((await call('/api/admin/me')).statusCode).toBe(200);
    expect((await call('/api/admin/work-orders')).statusCode).toBe(200);
    expect((await call('/api/admin/fleet')).statusCode).toBe(200);
    for (const url of [
      '/api/users',
      '/api/admin/stations',
      '/api/demandes',
      '/api/admin/staff-factors',
    ]) {
      const refused = await call(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().code).toBe('error.forbidden');
    }
    // A technician cannot change roles, nor register staff.
    expect((await setRole(boss.id, 'technicien', token)).statusCode).toBe(403);
    const staffList = await t.app.inject({
      method: 'GET',
      url: '/api/admin/staff-factors',
      headers: bearer(boss.token),
    });
    const row = (staffList.json() as { id: number; role: string }[]).find(
      (r) => r.id === colleague.id,
    );
    expect(row?.role).toBe('technicien');
  });

  it('keeps at least one admin, and refuses an unknown role in FR and EN', async () => {
    // This file's database: make every admin but one a technician.
    const last = await createAdminAccount(t.app);
    const everyone = await t.app.db.select({ id: admins.id, role: admins.role }).from(admins);
    for (const other of everyone) {
      if (other.id !== last.id && other.role === 'admin') {
        expect((await setRole(other.id, 'technicien', last.token)).statusCode).toBe(200);
      }
    }
    const demoted = await setRole(last.id, 'technicien', last.token, 'en');
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json()).toMatchObject({
      code: 'admins.lastAdmin',
      message: 'At least one administrator account must remain.',
    });
    const unknown = await setRole(last.id, 'superviseur', last.token);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ role: 'Rôle inconnu : admin ou technicien.' });
    const tech = await createTechnicianAccount(t.app);
    expect((await setRole(tech.id, 'admin', last.token)).json().role).toBe('admin');
    expect((await setRole(999_999, 'admin', last.token)).statusCode).toBe(404);
  });
});
