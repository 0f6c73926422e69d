import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { WorkOrder, WorkOrderDetail, WorkOrderReportRow } from '@app/contracts/operations';
import type { CaseFollowUp } from '@app/contracts/reclamations';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  espaces,
  reclamationQrReplies,
  reclamationsQr,
  stationAlerts,
  stations,
  workOrders,
} from '../../../src/db/schema';
import {
  claimOverdue,
  deadlineFor,
  mayMove,
  openWorkOrder,
} from '../../../src/modules/operations/work-orders';
import {
  bearer,
  createAdminAccount,
  createClientAccount,
  createTechnicianAccount,
  type TestAccount,
  xsrf,
} from '../../helpers/app';
import { useTestApp } from '../../helpers/fixtures';
import { jpeg, multipart } from '../../helpers/images';

let admin: TestAccount;
let technician: TestAccount;
let client: TestAccount;
let seq = 0;
let ip = 0;
const MINUTES = { urgentMinutes: 30, faultMinutes: 240, staffMinutes: 1440 };

const t = useTestApp({ OPERATIONS_MAILBOX: 'astreinte@example.tn' });
beforeAll(async () => {
  admin = await createAdminAccount(t.app, { prenom: 'Sana', nom: 'Trabelsi' });
  technician = await createTechnicianAccount(t.app, {
    prenom: 'Karim',
    nom: 'Jaziri',
    email: `karim-${process.pid}-${Date.now()}@example.tn`,
  });
  client = await createClientAccount(t.app);
});

async function station() {
  const reference = `WO-${process.pid}-${++seq}`;
  const [espace] = await t.app.db
    .insert(espaces)
    .values({ nom: 'Mall of Sfax', ville: 'Sfax', gouvernorat: 'Sfax', activite: 'Commerce' })
    .returning();
  const [row] = await t.app.db
    .insert(stations)
    .values({ reference, espaceId: espace!.id })
    .returning();
  return row!;
}

const nextIp = () => `10.32.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

function urgent(body: Record<string, unknown>, lang = 'fr') {
  return t.app.inject({
    method: 'POST',
    url: '/api/reclamations/qr/urgent',
    payload: body,
    remoteAddress: nextIp(),
    headers: { ...xsrf.headers, 'accept-language': lang },
    cookies: xsrf.cookies,
  });
}

function follow(caseNumber: string, secret: string | undefined, lang = 'fr') {
  return t.app.inject({
    method: 'GET',
    url: `/api/reclamations/qr/follow/${encodeURIComponent(caseNumber)}`,
    remoteAddress: nextIp(),
    headers: { 'accept-language': lang, ...(secret ? { 'x-follow-secret': secret } : {}) },
  });
}

const staffCall = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  token: string,
  payload?: Record<string, unknown>,
) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });

describe('work order rules', () => {
  it('sets deadlines from the cause: urgent 30 min, fault 4 h, staff 24 h (configurable)', () => {
    const now = new Date('2026-11-27T08:00:00Z');
    expect(deadlineFor('urgent', MINUTES, now).toISOString()).toBe('2026-11-27T08:30:00.000Z');
    expect(deadlineFor('fault', MINUTES, now).toISOString()).toBe('2026-11-27T12:00:00.000Z');
    expect(deadlineFor('staff', MINUTES, now).toISOString()).toBe('2026-11-28T08:00:00.000Z');
    expect(deadlineFor('urgent', { ...MINUTES, urgentMinutes: 15 }, now).toISOString()).toBe(
      '2026-11-27T08:15:00.000Z',
    );
  });

  it('moves forward through ouvert → assigné → en cours → résolu, and reopens only to en cours', () => {
    expect(mayMove('ouvert', 'assigné')).toBe(true);
    expect(mayMove('ouvert', 'en cours')).toBe(true);
    expect(mayMove('assigné', 'résolu')).toBe(true);
    expect(mayMove('en cours', 'assigné')).toBe(false);
    expect(mayMove('assigné', 'ouvert')).toBe(false);
    expect(mayMove('résolu', 'en cours')).toBe(true);
    expect(mayMove('résolu', 'ouvert')).toBe(false);
  });
});

describe('escalation past the deadline (fake clock)', () => {
  const outbox = async () => {
    const dir = path.join(t.dataDir, 'outbox');
    const files = await readdir(dir).catch(() => [] as string[]);
    return Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')));
  };

  it('mails the operations mailbox and the assignee once, whichever instance sweeps', async () => {
    const s = await station();
    const opened = new Date('2030-01-01T10:00:00Z');
    const id = await openWorkOrder(
      t.app.db,
      {
        stationId: s.id,
        cause: 'urgent',
        description: 'Téléphone bloqué',
        assigneeId: technician.id,
      },
      MINUTES,
      opened,
    );
    const mentions = async () =>
      (await outbox()).filter(
        (mail) => mail.includes(`n=C2=B0${id} `) || mail.includes(`n°${id} `),
      );
    // 29 minutes in: not yet due.
    await t.app.operations.sweep(new Date('2030-01-01T10:29:00Z'));
    await t.app.operations.settled();
    expect(await mentions()).toHaveLength(0);
    // Two instances sweeping at the same instant past the deadline: one claims it.
    const late = new Date('2030-01-01T10:31:00Z');
    const [a, b] = await Promise.all([claimOverdue(t.app.db, late), claimOverdue(t.app.db, late)]);
    expect([...a, ...b].filter((order) => order.id === id)).toHaveLength(1);
    // Reset the claim, then let the runtime's sweep mail it.
    await t.app.db.update(workOrders).set({ escalatedAt: null }).where(eq(workOrders.id, id!));
    await t.app.operations.sweep(late);
    await t.app.operations.settled();
    await t.app.operations.sweep(new Date('2030-01-01T11:00:00Z'));
    await t.app.operations.settled();
    const mails = await mentions();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('astreinte@example.tn');
    expect(mails[0]).toContain(technician.email);
    expect(mails[0]).toContain(s.reference);
    const [row] = await t.app.db.select().from(workOrders).where(eq(workOrders.id, id!));
    expect(row!.escalatedAt?.toISOString()).toBe(late.toISOString());
  });

  it('never escalates a work order resolved in time', async () => {
    const s = await station();
    const id = await openWorkOrder(
      t.app.db,
      { stationId: s.id, cause: 'fault', description: 'Port 2' },
      MINUTES,
      new Date('2030-02-01T10:00:00Z'),
    );
    await t.app.db
      .update(workOrders)
      .set({ status: 'résolu', resolvedAt: new Date('2030-02-01T11:00:00Z') })
      .where(eq(workOrders.id, id!));
    const claimed = await claimOverdue(t.app.db, new Date('2030-02-02T10:00:00Z'));
    expect(claimed.map((order) => order.id)).not.toContain(id);
  });
});

describe('the urgent path and the follow-up page', () => {
  it('files a one-tap stuck-phone report with an urgent work order, followed live by the visitor', async () => {
    const s = await station();
    const response = await urgent({
      station: s.reference.toLowerCase(),
      kind: 'phone_locked',
      locker: 3,
      telephone: '22 123 456',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json() as {
      caseNumber: string;
      followSecret: string;
      followUrl: string;
    };
    expect(created.caseNumber).toMatch(/^RQ-\d{8}-[2-9A-HJ-NP-Z]{6}$/);
    expect(created.followUrl).toBe(
      `/reclamation-qr/suivi/${created.caseNumber}#${created.followSecret}`,
    );
    // Only the hash of the secret is stored.
    const [stored] = await t.app.db
      .select()
      .from(reclamationsQr)
      .where(eq(reclamationsQr.caseNumber, created.caseNumber));
    expect(stored!.followSecretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(created.followSecret);
    expect(stored).toMatchObject({
      urgentKind: 'phone_locked',
      locker: 3,
      telephone: '22 123 456',
      typeRetour: 'Problème technique',
      description: 'Mon téléphone est bloqué dans le casier n°3',
    });
    // Staff screens tell it in their own language from its kind and locker.
    const search = await staffCall(
      'GET',
      `/api/reclamations-qr?q=${created.caseNumber}`,
      admin.token,
    );
    expect(search.json()).toEqual([
      expect.objectContaining({ urgentKind: 'phone_locked', locker: 3 }),
    ]);

    const list = await staffCall(
      'GET',
      `/api/admin/work-orders?stationId=${s.id}`,
      technician.token,
    );
    const [order] = list.json() as WorkOrder[];
    expect(order).toMatchObject({
      cause: 'urgent',
      priority: 'urgente',
      status: 'ouvert',
      caseNumber: created.caseNumber,
      callbackPhone: '22 123 456',
      urgentKind: 'phone_locked',
      locker: 3,
      reference: s.reference,
      lieu: 'Mall of Sfax, Sfax',
    });
    expect(Date.parse(order!.deadlineAt) - Date.parse(order!.createdAt)).toBe(30 * 60_000);

    let page = (await follow(created.caseNumber, created.followSecret)).json() as CaseFollowUp;
    expect(page).toMatchObject({
      statut: 'new',
      urgentKind: 'phone_locked',
      locker: 3,
      replies: [],
    });

    // A technician takes it, then staff reply: the visitor sees both.
    const taken = await staffCall(
      'PATCH',
      `/api/admin/work-orders/${order!.id}`,
      technician.token,
      {
        status: 'en cours',
      },
    );
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({
      status: 'en cours',
      assignee: { id: technician.id, name: 'Karim Jaziri' },
    });
    const replied = await staffCall(
      'POST',
      `/api/reclamations-qr/${stored!.id}/replies`,
      admin.token,
      {
        text: 'Un technicien arrive dans 10 minutes.',
      },
    );
    expect(replied.statusCode).toBe(201);
    page = (await follow(created.caseNumber, created.followSecret)).json() as CaseFollowUp;
    expect(page.statut).toBe('in_progress');
    expect(page.replies.map((r) => r.text)).toEqual(['Un technicien arrive dans 10 minutes.']);

    // Resolving the work order tells the visitor.
    const resolved = await staffCall(
      'PATCH',
      `/api/admin/work-orders/${order!.id}`,
      technician.token,
      {
        status: 'résolu',
      },
    );
    expect(resolved.json()).toMatchObject({ status: 'résolu', overdue: false });
    page = (await follow(created.caseNumber, created.followSecret)).json() as CaseFollowUp;
    expect(page.statut).toBe('resolved');
    expect(page.statusChangedAt).not.toBeNull();
  });

  it('asks only for a phone when the station does not charge, and refuses bad reports in FR and EN', async () => {
    const s = await station();
    const ok = await urgent({
      station: s.reference,
      kind: 'not_charging',
      telephone: '+216 22 123 456',
    });
    expect(ok.statusCode).toBe(201);
    const before = await t.app.db.select({ n: count() }).from(reclamationsQr);
    const noLocker = await urgent({
      station: s.reference,
      kind: 'phone_locked',
      telephone: '22123456',
    });
    expect(noLocker.statusCode).toBe(400);
    expect(noLocker.json().fieldErrors).toEqual({
      locker: 'Indiquez le numéro du casier (1 à 64).',
    });
    const english = await urgent(
      { station: s.reference, kind: 'phone_locked', locker: 2, telephone: '12' },
      'en',
    );
    expect(english.statusCode).toBe(400);
    expect(english.json().code).toBe('error.validation');
    expect(Object.keys(english.json().fieldErrors)).toEqual(['telephone']);
    const unknown = await urgent({
      station: 'NOPE-0',
      kind: 'not_charging',
      telephone: '22123456',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({
      station: 'Cette station est introuvable. Indiquez le lieu vous-même.',
    });
    const after = await t.app.db.select({ n: count() }).from(reclamationsQr);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('answers 404 to a wrong secret, a missing one and an unknown case, with the same message', async () => {
    const s = await station();
    const { caseNumber, followSecret } = (
      await urgent({ station: s.reference, kind: 'not_charging', telephone: '22123456' })
    ).json() as { caseNumber: string; followSecret: string };
    for (const [number, secret] of [
      // Another last character (a fixed one would be the right secret one time in 64).
      [caseNumber, `${followSecret.slice(0, -1)}${followSecret.endsWith('x') ? 'y' : 'x'}`],
      [caseNumber, undefined],
      ['RQ-20300101-ZZZZZZ', followSecret],
    ] as const) {
      const response = await follow(number, secret, 'en');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'reclamations.follow.notFound',
        message: 'This follow-up link is not valid. Check the address you received.',
      });
    }
    expect((await follow(caseNumber, followSecret)).statusCode).toBe(200);
  });

  it('gives the full form a follow-up link too', async () => {
    const body = multipart({
      nom: 'Ben Ali',
      prenom: 'Meriem',
      email: 'meriem@example.tn',
      telephone: '22123456',
      type_retour: "Suggestion d'amélioration",
      lieu: 'Tunis',
      date_probleme: '2026-11-20',
      heure_probleme: '10:30',
      usage_nano_box: 'Autre',
      description: 'Plus de câbles USB-C, svp.',
      souhaite_retour: 'Oui, par email',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/reclamations/qr',
      payload: body.payload,
      remoteAddress: nextIp(),
      headers: { ...body.headers, ...xsrf.headers },
      cookies: xsrf.cookies,
    });
    expect(response.statusCode).toBe(201);
    const { caseNumber, followSecret } = response.json() as {
      caseNumber: string;
      followSecret: string;
    };
    const page = (await follow(caseNumber, followSecret)).json() as CaseFollowUp;
    expect(page).toMatchObject({
      statut: 'new',
      urgentKind: null,
      type_retour: "Suggestion d'amélioration",
    });
  });
});

describe('work orders API', () => {
  it('lets staff open one, filter by status, assignee and overdue, and add a note with a photo', async () => {
    const s = await station();
    const created = await staffCall('POST', '/api/admin/work-orders', admin.token, {
      stationId: s.id,
      description: 'Vitre du casier 2 fissurée',
      assigneeId: technician.id,
    });
    expect(created.statusCode).toBe(201);
    const order = created.json() as WorkOrderDetail;
    expect(order).toMatchObject({
      cause: 'staff',
      priority: 'normale',
      status: 'assigné',
      assignee: { id: technician.id },
      notes: [],
      commands: [],
    });

    const mine = await staffCall(
      'GET',
      '/api/admin/work-orders?assignee=me&status=assigne',
      technician.token,
    );
    expect((mine.json() as WorkOrder[]).map((o) => o.id)).toContain(order.id);
    expect(mine.headers['x-total-count']).toBeDefined();
    const overdue = await staffCall(
      'GET',
      `/api/admin/work-orders?overdue=true&stationId=${s.id}`,
      admin.token,
    );
    expect(overdue.json()).toEqual([]);
    // Past its deadline, it is overdue.
    await t.app.db
      .update(workOrders)
      .set({ deadlineAt: new Date(Date.now() - 60_000) })
      .where(eq(workOrders.id, order.id));
    const late = await staffCall(
      'GET',
      `/api/admin/work-orders?overdue=true&stationId=${s.id}`,
      admin.token,
    );
    expect((late.json() as WorkOrder[]).map((o) => [o.id, o.overdue])).toEqual([[order.id, true]]);

    const photo = multipart(
      { text: 'Vitre remplacée.' },
      { photo: { data: await jpeg(), filename: 'vitre.jpg', contentType: 'image/jpeg' } },
    );
    const noted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/work-orders/${order.id}/notes`,
      payload: photo.payload,
      headers: { ...photo.headers, ...bearer(technician.token) },
    });
    expect(noted.statusCode).toBe(201);
    const detail = noted.json() as WorkOrderDetail;
    expect(detail.notes).toHaveLength(1);
    expect(detail.notes[0]).toMatchObject({
      text: 'Vitre remplacée.',
      author: { name: 'Karim Jaziri' },
    });
    expect(detail.notes[0]!.photoUrl).toMatch(/^\/uploads\/.+\.(jpg|jpeg|webp)$/);
  });

  it('lets a technician reply to the visitor from the urgent work order, and nobody else', async () => {
    const s = await station();
    const created = (
      await urgent({ station: s.reference, kind: 'not_charging', telephone: '22 456 789' })
    ).json() as { caseNumber: string; followSecret: string };
    const [order] = (
      await staffCall('GET', `/api/admin/work-orders?stationId=${s.id}`, technician.token)
    ).json() as WorkOrder[];
    const url = `/api/admin/work-orders/${order!.id}/replies`;
    const replied = await staffCall('POST', url, technician.token, {
      text: '  Je suis en route, 15 minutes.  ',
    });
    expect(replied.statusCode).toBe(201);
    const detail = replied.json() as WorkOrderDetail;
    expect(detail.replies).toEqual([
      expect.objectContaining({ text: 'Je suis en route, 15 minutes.', author: 'Karim Jaziri' }),
    ]);
    const page = (await follow(created.caseNumber, created.followSecret)).json() as CaseFollowUp;
    expect(page.replies.map((r) => r.text)).toEqual(['Je suis en route, 15 minutes.']);
    // The same replies, whichever screen wrote them (the QR complaints list is the admin's).
    const [stored] = await t.app.db
      .select()
      .from(reclamationsQr)
      .where(eq(reclamationsQr.caseNumber, created.caseNumber));
    await staffCall('POST', `/api/reclamations-qr/${stored!.id}/replies`, admin.token, {
      text: 'Merci de votre patience.',
    });
    const again = (
      await staffCall('GET', `/api/admin/work-orders/${order!.id}`, technician.token)
    ).json() as WorkOrderDetail;
    expect(again.replies.map((r) => [r.text, r.author])).toEqual([
      ['Je suis en route, 15 minutes.', 'Karim Jaziri'],
      ['Merci de votre patience.', 'Sana Trabelsi'],
    ]);
    expect(
      (
        await staffCall('POST', `/api/reclamations-qr/${stored!.id}/replies`, technician.token, {
          text: 'x',
        })
      ).statusCode,
    ).toBe(403);

    const repliesOf = async () =>
      (
        await t.app.db
          .select({ n: count() })
          .from(reclamationQrReplies)
          .where(eq(reclamationQrReplies.reclamationId, stored!.id))
      )[0]!.n;
    // Empty, a client, anonymous, an unknown order: refused, nothing stored.
    const empty = await staffCall('POST', url, technician.token, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({
      text: 'La réponse ne peut pas être vide (2 000 caractères maximum).',
    });
    expect((await staffCall('POST', url, client.token, { text: 'x' })).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url, payload: { text: 'x' }, ...xsrf });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await staffCall('POST', '/api/admin/work-orders/999999/replies', admin.token, { text: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(await repliesOf()).toBe(2);

    // A work order staff opened has no visitor to answer.
    const own = (
      await staffCall('POST', '/api/admin/work-orders', admin.token, {
        stationId: s.id,
        description: 'Contrôle',
      })
    ).json() as WorkOrderDetail;
    expect(own.replies).toEqual([]);
    const none = await staffCall('POST', `/api/admin/work-orders/${own.id}/replies`, admin.token, {
      text: 'x',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors).toEqual({
      text: 'Cette intervention ne vient pas d’un signalement de visiteur : personne à qui répondre.',
    });
  });

  it('refuses a backwards move, an unknown status and an unknown assignee with localized 400s', async () => {
    const s = await station();
    const { id } = (
      await staffCall('POST', '/api/admin/work-orders', admin.token, {
        stationId: s.id,
        description: 'Contrôle',
      })
    ).json() as WorkOrderDetail;
    await staffCall('PATCH', `/api/admin/work-orders/${id}`, admin.token, { status: 'en cours' });
    const back = await staffCall('PATCH', `/api/admin/work-orders/${id}`, admin.token, {
      status: 'ouvert',
    });
    expect(back.statusCode).toBe(400);
    expect(back.json().fieldErrors).toEqual({
      status: 'Ce changement de statut n’est pas permis : ouvert → assigné → en cours → résolu.',
    });
    const unknown = await staffCall('PATCH', `/api/admin/work-orders/${id}`, admin.token, {
      status: 'fini',
    });
    expect(unknown.statusCode).toBe(400);
    const nobody = await staffCall('PATCH', `/api/admin/work-orders/${id}`, admin.token, {
      assigneeId: 999_999,
    });
    expect(nobody.json().fieldErrors).toEqual({
      assigneeId: 'Ce membre de l’équipe n’existe pas.',
    });
    const noStation = await staffCall('POST', '/api/admin/work-orders', admin.token, {
      stationId: 999_999,
      description: 'x',
    });
    expect(noStation.json().fieldErrors).toEqual({ stationId: 'Cette station n’existe pas.' });
    expect((await staffCall('GET', `/api/admin/work-orders/${id}`, client.token)).statusCode).toBe(
      403,
    );
    expect((await staffCall('GET', '/api/admin/work-orders/999999', admin.token)).statusCode).toBe(
      404,
    );
  });

  it('opens one work order per telemetry fault alert, with the 4 h deadline', async () => {
    const s = await station();
    t.app.telemetry.ingestor.accept(
      s.reference,
      Buffer.from(
        JSON.stringify({
          status: 'fault',
          portsInUse: 0,
          portsTotal: 4,
          sessions: 0,
          fault: 'Port 2 overheating',
        }),
      ),
    );
    await t.app.telemetry.settled();
    await t.app.operations.settled();
    const [alert] = await t.app.db
      .select()
      .from(stationAlerts)
      .where(eq(stationAlerts.stationId, s.id));
    const orders = await t.app.db.select().from(workOrders).where(eq(workOrders.stationId, s.id));
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      cause: 'fault',
      priority: 'haute',
      alertId: alert!.id,
      description: 'Panne signalée : Port 2 overheating',
    });
    expect(orders[0]!.deadlineAt.getTime() - orders[0]!.createdAt.getTime()).toBe(240 * 60_000);
    // Screens tell it in their own language from the station's fault code.
    const detail = await staffCall('GET', `/api/admin/work-orders/${orders[0]!.id}`, admin.token);
    expect(detail.json()).toMatchObject({ cause: 'fault', faultCode: 'Port 2 overheating' });
  });

  it('computes the month by hand: opened, resolved, median and mean minutes, share within deadline (Tunis months)', async () => {
    const s = await station();
    // A month twenty months back (Tunis time, UTC+1): only this test writes there.
    const tunisNow = new Date(Date.now() + 3_600_000);
    const first = new Date(Date.UTC(tunisNow.getUTCFullYear(), tunisNow.getUTCMonth() - 20, 1));
    const month = (date: Date) =>
      `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
    const day = (n: number, time: string) =>
      new Date(`${month(first)}-${String(n).padStart(2, '0')}T${time}Z`);
    const minutes = (date: Date, n: number) => new Date(date.getTime() + n * 60_000);
    const order = (createdAt: Date, deadlineMinutes: number, resolvedAfter: number | null) => ({
      stationId: s.id,
      cause: 'staff' as const,
      description: 'Rapport',
      priority: 'normale' as const,
      status: resolvedAfter === null ? ('ouvert' as const) : ('résolu' as const),
      createdAt,
      deadlineAt: minutes(createdAt, deadlineMinutes),
      resolvedAt: resolvedAfter === null ? null : minutes(createdAt, resolvedAfter),
    });
    // The previous month's last day at 23:30 in Tunis (22:30 UTC), resolved at 00:10 Tunis time:
    // opened in the previous month, resolved in this one, 40 minutes, past its 30-minute deadline.
    const lastEvening = new Date(first.getTime() - 90 * 60_000);
    await t.app.db.insert(workOrders).values([
      order(day(10, '10:00:00'), 30, 20), // 20 min, within
      order(day(11, '10:00:00'), 240, 300), // 300 min, late
      order(day(12, '10:00:00'), 30, 40), // 40 min, late
      order(day(13, '10:00:00'), 30, null), // still open
      order(lastEvening, 30, 40), // 40 min, late
    ]);
    const response = await staffCall('GET', '/api/admin/work-orders/report?months=24', admin.token);
    const rows = response.json() as WorkOrderReportRow[];
    // Resolved this month: 20, 40, 40, 300 → median 40, mean 400 / 4 = 100, 1 of 4 within.
    expect(rows.find((row) => row.month === month(first))).toEqual({
      month: month(first),
      opened: 4,
      resolved: 4,
      medianMinutesToResolve: 40,
      averageMinutesToResolve: 100,
      withinDeadlineShare: 0.25,
    });
    const previous = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() - 1, 1));
    expect(rows.find((row) => row.month === month(previous))).toEqual({
      month: month(previous),
      opened: 1,
      resolved: 0,
      medianMinutesToResolve: null,
      averageMinutesToResolve: null,
      withinDeadlineShare: null,
    });
    // Newest month first, the current one included.
    expect(rows[0]!.month).toBe(month(tunisNow));
    expect(rows).toHaveLength(24);
  });

  it('reports time to resolve and the share within deadline per month', async () => {
    const response = await staffCall(
      'GET',
      '/api/admin/work-orders/report?months=3',
      technician.token,
    );
    expect(response.statusCode).toBe(200);
    const rows = response.json() as {
      month: string;
      resolved: number;
      withinDeadlineShare: number | null;
    }[];
    expect(rows).toHaveLength(3);
    // The current month holds this file's resolved urgent order (resolved within deadline).
    expect(rows[0]!.resolved).toBeGreaterThanOrEqual(1);
    expect(rows[0]!.withinDeadlineShare).toBeGreaterThan(0);
  });
});
