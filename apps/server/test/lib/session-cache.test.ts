import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { admins, clients } from '../../src/db/schema';
import { bearer, createAdminAccount, createClientAccount } from '../helpers/app';
import { useTestApp } from '../helpers/fixtures';

// plugins/application/auth.ts keeps each account's token version in memory: these prove that every way a
// session can end still ends it, whichever connection made the change.
const t = useTestApp();

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
const adminList = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/demandes?page=1', headers: bearer(token) });

/** Runs SQL as another instance or a script would: on a connection of its own (PostgreSQL). */
async function elsewhere(statement: string, params: unknown[]) {
  const url = t.app.database.url;
  if (!url) {
    // Embedded PGlite has one connection, owned by this process.
    await t.app.db.execute(sql.raw(statement.replace('$1', String(Number(params[0])))));
    return;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement, params);
  } finally {
    await client.end();
  }
}

/** The notification of a change made on another connection arrives within milliseconds. */
async function statusWithin(request: () => Promise<{ statusCode: number }>, expected: number) {
  const deadline = Date.now() + 2000;
  let status = (await request()).statusCode;
  while (status !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    status = (await request()).statusCode;
  }
  return status;
}

describe('token versions held in memory', () => {
  it('ends a signed-out session on the very next request', async () => {
    const client = await createClientAccount(t.app);
    expect((await me(client.token)).statusCode).toBe(200);
    expect((await me(client.token)).statusCode).toBe(200);
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/signout',
      headers: bearer(client.token),
    });
    expect(signOut.statusCode).toBeLessThan(300);
    expect((await me(client.token)).statusCode).toBe(401);
  });

  it('ends an admin session revoked by another connection (instance or script)', async () => {
    const admin = await createAdminAccount(t.app);
    expect((await adminList(admin.token)).statusCode).toBe(200);
    expect((await adminList(admin.token)).statusCode).toBe(200);
    await elsewhere('update admins set token_version = token_version + 1 where id = $1', [
      admin.id,
    ]);
    expect(await statusWithin(() => adminList(admin.token), 401)).toBe(401);
    const [row] = await t.app.db.select().from(admins).where(eq(admins.id, admin.id));
    expect(row?.tokenVersion).toBe(1);
  });

  it('ends the sessions of a client archived by another connection', async () => {
    const client = await createClientAccount(t.app);
    expect((await me(client.token)).statusCode).toBe(200);
    await elsewhere("update clients set status = 'archived' where id = $1", [client.id]);
    expect(await statusWithin(() => me(client.token), 401)).toBe(401);
  });

  it('ends the sessions of a client deleted by another connection', async () => {
    const client = await createClientAccount(t.app);
    expect((await me(client.token)).statusCode).toBe(200);
    await elsewhere('delete from clients where id = $1', [client.id]);
    expect(await statusWithin(() => me(client.token), 401)).toBe(401);
  });

  it('lets a restored client in again', async () => {
    const client = await createClientAccount(t.app);
    await t.app.db.update(clients).set({ status: 'archived' }).where(eq(clients.id, client.id));
    expect((await me(client.token)).statusCode).toBe(401);
    await elsewhere("update clients set status = 'active' where id = $1", [client.id]);
    expect((await me(client.token)).statusCode).toBe(200);
  });
});
