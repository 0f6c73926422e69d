import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { stationLive, stations } from '../../src/db/schema';
import { tablesWritten } from '../../src/lib/table-changes';
import { bearer, createAdminAccount, createClientAccount, type TestAccount } from '../helpers/app';
import { readUntil, runElsewhere } from '../helpers/database';
import { useTestApp } from '../helpers/fixtures';

// The authenticated reads served from memory (lib/answer-cache.ts): the profiles and the lists. These
// prove that a write reaches them whoever makes it: this instance through its services, this process
// through any SQL (the database layer tells the caches), another instance or a script through the
// database's NOTIFY; and that what time alone changes (a station going silent) is not held.
const OFFLINE_AFTER_S = 1;
const t = useTestApp({}, undefined, { stationOfflineAfterS: OFFLINE_AFTER_S });
let client: TestAccount;
let admin: TestAccount;
beforeAll(async () => {
  client = await createClientAccount(t.app);
  admin = await createAdminAccount(t.app);
});

const get = async (url: string, token: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response;
};
const me = async () => (await get('/api/me', client.token)).json().user as { fullName: string };

const elsewhere = (statement: string) => runElsewhere(t.app, statement);

const marker = () => `Cache${randomUUID().slice(0, 8)}`;

describe('the signed-in profiles held in memory', () => {
  it("shows the client's own profile edit on the very next read", async () => {
    await me();
    await me();
    const name = marker();
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: bearer(client.token),
      payload: {
        fullName: name,
        phone: '22123456',
        job: 'Gérant',
        companyName: 'Café Sfax',
        governorate: 'Sfax',
        city: 'Sfax',
      },
    });
    expect(put.statusCode).toBe(200);
    expect((await me()).fullName).toBe(name);
  });

  it('shows a write this process makes in plain SQL on the very next read', async () => {
    await me();
    const name = marker();
    // No service, no cache call: the database layer sees the statement.
    await t.app.db.execute(sql`update clients set full_name = ${name} where id = ${client.id}`);
    expect((await me()).fullName).toBe(name);
  });

  it('shows a profile changed by another connection (instance or script)', async () => {
    await me();
    const name = marker();
    await elsewhere(`update clients set full_name = '${name}' where id = ${client.id}`);
    expect((await readUntil(me, (user) => user.fullName === name)).fullName).toBe(name);
  });

  it("shows the staff member's profile changed by another connection", async () => {
    const profile = async () =>
      (await get('/api/admin/me', admin.token)).json() as { prenom: string };
    await profile();
    const name = marker();
    await elsewhere(`update admins set prenom = '${name}' where id = ${admin.id}`);
    expect((await readUntil(profile, (row) => row.prenom === name)).prenom).toBe(name);
  });

  it('ends the session of a client archived by another connection, profile included', async () => {
    const other = await createClientAccount(t.app);
    const read = () =>
      t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(other.token) });
    expect((await read()).statusCode).toBe(200);
    await elsewhere(`update clients set status = 'archived' where id = ${other.id}`);
    const after = await readUntil(read, (response) => response.statusCode === 401);
    expect(after.statusCode).toBe(401);
  });
});

describe('the lists held in memory', () => {
  it('shows a client account added by another connection in the back-office list', async () => {
    const name = marker();
    const users = async () =>
      Number((await get(`/api/users?q=${name}`, admin.token)).headers['x-total-count']);
    expect(await users()).toBe(0);
    expect(await users()).toBe(0);
    await elsewhere(
      `insert into clients (company_name, full_name, job, governorate, city, email, phone, password_hash)
       values ('Café', '${name}', 'Gérant', 'Sfax', 'Sfax', '${name.toLowerCase()}@example.tn', '22123456', 'x')`,
    );
    expect(await readUntil(users, (total) => total === 1)).toBe(1);
  });

  it("counts a station added to a space on the space list's very next read", async () => {
    const name = marker();
    const space = async () =>
      (await get(`/api/admin/espaces?q=${name}`, admin.token)).json()[0] as {
        id: number;
        stationCount: number;
      };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/espaces',
      headers: bearer(admin.token),
      payload: { nom: name, ville: 'Sfax', gouvernorat: 'Sfax', activite: 'Café' },
    });
    expect(created.statusCode).toBe(201);
    const { id } = await space();
    expect((await space()).stationCount).toBe(0);
    // A write to another table than the list's own: the count reads `stations`.
    await t.app.db.insert(stations).values({ reference: name, espaceId: id });
    expect((await space()).stationCount).toBe(1);
  });

  it('shows a station going offline once its silence passes the threshold, with no write', async () => {
    const reference = marker();
    const [station] = await t.app.db
      .insert(stations)
      .values({ reference, clientId: client.id })
      .returning();
    await t.app.db.insert(stationLive).values({
      stationId: station!.id,
      status: 'available',
      portsInUse: 1,
      portsTotal: 4,
      lastSeenAt: new Date(),
    });
    const live = async () =>
      (
        (await get(`/api/stations?q=${reference}`, client.token)).json()[0] as {
          live: { online: boolean };
        }
      ).live.online;
    expect(await live()).toBe(true);
    expect(await live()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, OFFLINE_AFTER_S * 1000 + 100));
    expect(await live()).toBe(false);
  });
});

describe('the tables a statement writes', () => {
  it('finds them in what drizzle and hand-written SQL send', () => {
    expect(tablesWritten('insert into "clients" ("full_name") values ($1) returning "id"')).toEqual(
      ['clients'],
    );
    expect(tablesWritten('update "public"."stations" set "status" = $1 where "id" = $2')).toEqual([
      'stations',
    ]);
    expect(tablesWritten('DELETE FROM espaces WHERE id = 1')).toEqual(['espaces']);
    expect(tablesWritten('truncate table station_live')).toEqual(['station_live']);
    expect(
      tablesWritten(
        'with moved as (update "stations" set "espace_id" = null returning "id") insert into "audit_log" select 1',
      ),
    ).toEqual(['stations', 'audit_log']);
  });

  it('does not take a row lock or an upsert for a write of another table', () => {
    expect(tablesWritten('select "id" from "clients" where "id" = $1 for update')).toEqual([]);
    expect(tablesWritten('select 1 from "clients" for no key update of "clients"')).toEqual([]);
    expect(
      tablesWritten(
        'insert into "station_live" ("station_id") values ($1) on conflict ("station_id") do update set "status" = excluded."status"',
      ),
    ).toEqual(['station_live']);
  });
});
