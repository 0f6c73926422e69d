import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { companyToday } from '@app/contracts/sales';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/db/client';
import { invoiceReminders, invoices, stations } from '../../../src/db/schema';
import { issuePeriod } from '../../../src/modules/billing/invoices';
import { bearer, createClientAccount, createTestApp, xsrf } from '../../helpers/app';
import { usingPostgres } from '../../helpers/database';
import { useAdminFixture } from '../../helpers/fixtures';
import { pdfText as readPdf } from '../../helpers/images';

const _run = promisify(execFile);

const f = useAdminFixture();

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${counter++}`;
const year = Number(companyToday().slice(0, 4));

async function station(clientId?: number) {
  const [row] = await f.app.db
    .insert(stations)
    .values({ reference: unique('NB'), clientId: clientId ?? null })
    .returning({ id: stations.id, reference: stations.reference });
  return row!;
}

async function contract(body: Record<string, unknown>, token = f.admin.token) {
  return f.app.inject({
    method: 'POST',
    url: '/api/admin/contracts',
    headers: bearer(token),
    payload: body,
  });
}

async function runPeriod(period: string, token = f.admin.token) {
  return f.app.inject({
    method: 'POST',
    url: '/api/admin/invoices/run',
    headers: bearer(token),
    payload: { period },
  });
}

async function invoicesOf(clientId: number, query = '') {
  const response = await adminGet(`/api/admin/invoices?clientId=${clientId}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as Array<Record<string, unknown> & { id: number; number: string }>;
}

const lastDay = (period: string) => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/** A new station of the client, rented to it from `startDate` to `endDate` (201 checked). */
async function rentedStation(
  clientId: number,
  startDate: string,
  endDate: string,
  monthlyFeeMillimes: number,
  terms: { paymentTermsDays?: number } = {},
) {
  const s = await station(clientId);
  const created = await contract({
    clientId,
    stationIds: [s.id],
    startDate,
    endDate,
    monthlyFeeMillimes,
    ...terms,
  });
  expect(created.statusCode).toBe(201);
  return { station: s, contractId: created.json().id as number };
}

/** A client with one contract on one new station, and its invoice for the period. */
async function invoicedClient(
  period: string,
  fee: number,
  values: Parameters<typeof createClientAccount>[1] = {},
) {
  const client = await createClientAccount(f.app, values);
  const rented = await rentedStation(client.id, `${period}-01`, lastDay(period), fee);
  expect((await runPeriod(period)).statusCode).toBe(200);
  const [invoice] = await invoicesOf(client.id, `&period=${period}`);
  return { client, ...rented, invoice: invoice! };
}

/** Staff's reads, an invoice's reads and writes, a contract's end. */
const adminGet = (url: string) => f.inject({ method: 'GET', url });
const endContract = (id: number, endDate: string) =>
  f.inject({ method: 'POST', url: `/api/admin/contracts/${id}/end`, payload: { endDate } });
const invoiceDetail = (id: number) => adminGet(`/api/admin/invoices/${id}`);
const pay = (id: number, payload: Record<string, unknown>) =>
  f.inject({ method: 'POST', url: `/api/admin/invoices/${id}/payments`, payload });
const cancelInvoice = (id: number, reason: string) =>
  f.inject({ method: 'POST', url: `/api/admin/invoices/${id}/cancel`, payload: { reason } });

describe('contracts', () => {
  it('creates a contract (201 with id), lists it for staff and for its client only', async () => {
    const client = await createClientAccount(f.app);
    const other = await createClientAccount(f.app);
    const s = await station();
    const created = await contract({
      clientId: client.id,
      stationIds: [s.id],
      startDate: '2025-01-10',
      endDate: null,
      monthlyFeeMillimes: 150_000,
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      id: expect.any(Number),
      clientId: client.id,
      stationIds: [s.id],
      startDate: '2025-01-10',
      endDate: null,
      monthlyFeeMillimes: 150_000,
      paymentTermsDays: 15,
      status: 'active',
    });

    const own = await f.app.inject({
      method: 'GET',
      url: '/api/contracts',
      headers: bearer(client.token),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().map((c: { id: number }) => c.id)).toEqual([body.id]);
    expect(own.headers['x-total-count']).toBe('1');
    const others = await f.app.inject({
      method: 'GET',
      url: '/api/contracts',
      headers: bearer(other.token),
    });
    expect(others.json()).toEqual([]);

    const staff = await adminGet(`/api/admin/contracts?clientId=${client.id}`);
    expect(staff.json()).toHaveLength(1);

    // The stations list's "Fin location" is the current contract's end (open-ended: none yet).
    const ended = await endContract(body.id, '2099-06-30');
    expect(ended.statusCode).toBe(200);
    expect(ended.json().endDate).toBe('2099-06-30');
    const list = await adminGet(`/api/admin/stations?q=${s.reference}`);
    expect(list.json()[0]).toMatchObject({ reference: s.reference, finLocation: '2099-06-30' });
  });

  it('refuses bad contracts with localized messages and stores nothing', async () => {
    const client = await createClientAccount(f.app);
    const s = await station();
    const terms = { clientId: client.id, stationIds: [s.id], monthlyFeeMillimes: 1000 };
    const endBefore = await contract({ ...terms, startDate: '2025-03-10', endDate: '2025-03-01' });
    expect(endBefore.statusCode).toBe(400);
    expect(endBefore.json().fieldErrors.endDate).toBe(
      'La date de fin ne peut pas précéder la date de début.',
    );
    const badFee = await f.app.inject({
      method: 'POST',
      url: '/api/admin/contracts',
      headers: { ...bearer(f.admin.token), 'accept-language': 'en' },
      payload: { ...terms, startDate: '2025-03-01', monthlyFeeMillimes: 12.5 },
    });
    expect(badFee.statusCode).toBe(400);
    expect(badFee.json().fieldErrors.monthlyFeeMillimes).toBe(
      'The monthly fee excluding tax is a positive amount in millimes.',
    );
    const noStation = await contract({ ...terms, stationIds: [999_999], startDate: '2025-03-01' });
    expect(noStation.statusCode).toBe(400);
    expect(noStation.json().code).toBe('billing.stationNotFound');

    const first = await contract({ ...terms, startDate: '2025-03-01', endDate: '2025-06-30' });
    expect(first.statusCode).toBe(201);
    const overlapping = await contract({ ...terms, startDate: '2025-06-30' });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json()).toMatchObject({
      code: 'billing.stationAlreadyRented',
      message: 'Une des stations est déjà louée par un autre contrat sur cette période.',
    });
    const list = await adminGet(`/api/admin/contracts?clientId=${client.id}`);
    expect(list.json()).toHaveLength(1);

    // Renewal starts the day after the end, same stations.
    const renewed = await f.inject({
      method: 'POST',
      url: `/api/admin/contracts/${first.json().id}/renew`,
      payload: { endDate: '2025-12-31', monthlyFeeMillimes: 2000 },
    });
    expect(renewed.statusCode).toBe(201);
    expect(renewed.json()).toMatchObject({
      startDate: '2025-07-01',
      endDate: '2025-12-31',
      monthlyFeeMillimes: 2000,
      stationIds: [s.id],
      renewedFromId: first.json().id,
    });
  });

  it('keeps contracts to staff: anonymous 401, client 403', async () => {
    const client = await createClientAccount(f.app);
    const anonymous = await f.app.inject({
      method: 'POST',
      url: '/api/admin/contracts',
      payload: {},
      ...xsrf,
    });
    expect(anonymous.statusCode).toBe(401);
    const asClient = await contract({ clientId: client.id }, client.token);
    expect(asClient.statusCode).toBe(403);
    expect((await runPeriod('2025-01', client.token)).statusCode).toBe(403);
  });
});

describe('issuing a month', () => {
  it('prorates partial months by calendar days, totals by Tunisian rules, one invoice per client', async () => {
    const client = await createClientAccount(f.app, { companyName: 'Café du Port' });
    // March 2025 has 31 days: 150.000 for 10 → 31 (22 days) = 106.452; 100.000 whole month.
    const a = (await rentedStation(client.id, '2023-03-10', '2023-03-31', 150_000)).station;
    const b = (
      await rentedStation(client.id, '2023-02-01', '2023-03-31', 100_000, { paymentTermsDays: 30 })
    ).station;
    const result = await runPeriod('2023-03');
    expect(result.statusCode).toBe(200);
    expect(result.json()).toMatchObject({ period: '2023-03', issued: 1, alreadyIssued: 0 });

    const [invoice] = await invoicesOf(client.id);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number: expect.stringMatching(new RegExp(`^FAC-${year}-\\d{5}$`)),
      clientId: client.id,
      client: 'Café du Port',
      period: '2023-03',
      htMillimes: 206_452,
      tvaRateBp: 1900,
      // 206452 × 19 % = 39225.88 → 39226
      tvaMillimes: 39_226,
      stampMillimes: 1000,
      ttcMillimes: 246_678,
      paidMillimes: 0,
      dueMillimes: 246_678,
      dueDate: expect.any(String),
    });
    expect(invoice!.lines).toEqual([
      {
        contractId: expect.any(Number),
        kind: 'contract',
        adId: null,
        label: `Location ${b.reference} — mars 2023`,
        amountMillimes: 100_000,
      },
      {
        contractId: expect.any(Number),
        kind: 'contract',
        adId: null,
        label: `Location ${a.reference} — mars 2023 (du 10/03/2023 au 31/03/2023, 22/31 jours)`,
        amountMillimes: 106_452,
      },
    ]);
    // Due 15 days after issue (the shortest terms of the client's contracts).
    const issued = companyToday(new Date(invoice!.issuedAt as string));
    const due = new Date(`${issued}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 15);
    expect(invoice!.dueDate).toBe(due.toISOString().slice(0, 10));

    // Idempotent: the same month again issues nothing more.
    const again = await runPeriod('2023-03');
    expect(again.json()).toMatchObject({ issued: 0 });
    expect(await invoicesOf(client.id)).toHaveLength(1);
  });

  it('counts the invoices a run issued in invoices_issued_total', async () => {
    const issuedTotal = async () =>
      (await f.app.metrics.registry.getSingleMetric('invoices_issued_total')?.get())?.values[0]
        ?.value ?? 0;
    const client = await createClientAccount(f.app);
    await rentedStation(client.id, '2024-02-10', '2024-02-29', 90_000);
    const before = await issuedTotal();
    const first = await runPeriod('2024-02');
    expect(first.json().issued).toBeGreaterThanOrEqual(1);
    expect(await issuedTotal()).toBe(before + first.json().issued);
    const again = await runPeriod('2024-02');
    expect(again.json().issued).toBe(0);
    expect(await issuedTotal()).toBe(before + first.json().issued);
  });

  it('refuses a future month and a malformed period', async () => {
    const [y, m] = companyToday().split('-').map(Number) as [number, number];
    const next = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 7);
    const future = await runPeriod(next);
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({
      code: 'billing.futurePeriod',
      message: 'Un mois à venir ne peut pas être facturé.',
    });
    const malformed = await runPeriod('2025-13');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors.period).toBe('Indiquez un mois au format AAAA-MM.');
  });

  it('numbers invoices without gap or duplicate when runs overlap', async () => {
    const period = '2024-05';
    for (let index = 0; index < 12; index++) {
      const client = await createClientAccount(f.app);
      await rentedStation(client.id, '2024-05-01', '2024-05-31', 50_000);
    }
    // Three runs at once (the button twice and the schedule): each client once, numbers contiguous.
    const results = await Promise.all([
      issuePeriod(f.app.db, period, f.app.config.billing),
      issuePeriod(f.app.db, period, f.app.config.billing),
      runPeriod(period).then((response) => response.json()),
    ]);
    expect(results.reduce((sum, result) => sum + result.issued, 0)).toBe(12);
    await expectGaplessNumbers();
  });
});

/** Every invoice number of the year is FAC-YYYY-00001 … N, each once. */
async function expectGaplessNumbers() {
  const rows = await f.app.db
    .select({ number: invoices.number, clientId: invoices.clientId, period: invoices.period })
    .from(invoices)
    .where(like(invoices.number, `FAC-${year}-%`));
  const sequence = rows.map((row) => Number(row.number.slice(9))).sort((x, y) => x - y);
  expect(sequence).toEqual(sequence.map((_value, index) => index + 1));
  const perClientPeriod = new Set(rows.map((row) => `${row.clientId}/${row.period}`));
  expect(perClientPeriod.size).toBe(rows.length);
}

describe('reading invoices', () => {
  it('lets a client read its own invoice and PDF, never another client’s; staff read any', async () => {
    const { client, invoice } = await invoicedClient('2024-01', 120_000);
    const other = await createClientAccount(f.app);

    const list = await f.app.inject({
      method: 'GET',
      url: '/api/invoices',
      headers: bearer(client.token),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((i: { id: number }) => i.id)).toEqual([invoice.id]);
    expect(
      (
        await f.app.inject({ method: 'GET', url: '/api/invoices', headers: bearer(other.token) })
      ).json(),
    ).toEqual([]);

    for (const url of [`/api/invoices/${invoice.id}`, `/api/invoices/${invoice.id}/pdf`]) {
      expect((await f.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect(
        (await f.app.inject({ method: 'GET', url, headers: bearer(client.token) })).statusCode,
      ).toBe(200);
      const foreign = await f.app.inject({ method: 'GET', url, headers: bearer(other.token) });
      expect(foreign.statusCode).toBe(404);
      expect((await f.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    const own = await f.app.inject({
      method: 'GET',
      url: `/api/invoices/${invoice.id}`,
      headers: bearer(client.token),
    });
    expect(own.json()).toMatchObject({
      id: invoice.id,
      number: invoice.number,
      clientId: client.id,
      period: '2024-01',
      htMillimes: 120_000,
      tvaMillimes: 22_800,
      stampMillimes: 1000,
      ttcMillimes: 143_800,
      paidMillimes: 0,
      status: expect.stringMatching(/^(issued|overdue)$/),
    });
  });

  it('filters by period, status and client and searches by number or client name', async () => {
    const { client, invoice } = await invoicedClient('2024-02', 10_000, {
      companyName: unique('Salon Zitouna'),
    });
    const byNumber = await adminGet(`/api/admin/invoices?q=${invoice.number}`);
    expect(byNumber.json().map((i: { id: number }) => i.id)).toEqual([invoice.id]);
    expect(byNumber.headers['x-total-count']).toBe('1');
    const byName = await adminGet(
      `/api/admin/invoices?q=${encodeURIComponent(invoice.client as string)}`,
    );
    expect(byName.json().map((i: { id: number }) => i.id)).toEqual([invoice.id]);
    // Issued today with 15 days' terms: not overdue yet.
    expect(await invoicesOf(client.id, '&status=issued')).toHaveLength(1);
    expect(await invoicesOf(client.id, '&status=overdue')).toHaveLength(0);
    expect(await invoicesOf(client.id, '&period=2024-03')).toHaveLength(0);
    const badStatus = await adminGet('/api/admin/invoices?status=lost');
    expect(badStatus.statusCode).toBe(400);
  });
});

describe('payments', () => {
  it('moves issued → partially_paid → paid, refuses overpayment, reads overdue past the due date', async () => {
    const { invoice } = await invoicedClient('2024-03', 100_000);
    // 100.000 + 19.000 + 1.000 = 120.000 TTC
    expect(invoice.ttcMillimes).toBe(120_000);
    const today = companyToday();
    const first = await pay(invoice.id, {
      amountMillimes: 50_000,
      method: 'transfer',
      paidAt: today,
      reference: 'VIR-1',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      status: 'partially_paid',
      paidMillimes: 50_000,
      dueMillimes: 70_000,
    });

    const over = await pay(invoice.id, { amountMillimes: 70_001, method: 'cash', paidAt: today });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'billing.overpayment',
      message: 'Ce paiement dépasse le montant restant dû sur la facture.',
    });
    const badMethod = await pay(invoice.id, {
      amountMillimes: 1,
      method: 'bitcoin',
      paidAt: today,
    });
    expect(badMethod.statusCode).toBe(400);
    expect(badMethod.json().fieldErrors.method).toBe(
      'Choisissez le mode de paiement : virement, chèque, espèces ou carte.',
    );

    // Past its due date and still partly unpaid: overdue.
    await f.app.db
      .update(invoices)
      .set({ dueDate: '2024-04-01' })
      .where(eq(invoices.id, invoice.id));
    expect((await invoiceDetail(invoice.id)).json().status).toBe('overdue');

    const last = await pay(invoice.id, {
      amountMillimes: 70_000,
      method: 'cheque',
      paidAt: today,
      reference: 'CHQ 1234',
    });
    expect(last.json()).toMatchObject({ status: 'paid', paidMillimes: 120_000, dueMillimes: 0 });
    expect(last.json().payments.map((p: { method: string }) => p.method)).toEqual([
      'transfer',
      'cheque',
    ]);
    const nothing = await pay(invoice.id, { amountMillimes: 1, method: 'cash', paidAt: today });
    expect(nothing.json().code).toBe('billing.nothingDue');
  });

  it('cancels with a credit note of negative amounts, stamp included, on its own sequence', async () => {
    const { client, invoice } = await invoicedClient('2024-04', 100_000);
    const cancel = await cancelInvoice(invoice.id, 'Loyer erroné');
    expect(cancel.statusCode).toBe(200);
    const { creditNote, invoice: cancelled } = cancel.json();
    expect(creditNote).toMatchObject({
      kind: 'credit_note',
      number: expect.stringMatching(new RegExp(`^AV-${year}-\\d{5}$`)),
      clientId: client.id,
      htMillimes: -100_000,
      tvaMillimes: -19_000,
      stampMillimes: -1000,
      ttcMillimes: -120_000,
      related: { id: invoice.id, number: invoice.number },
      lines: [expect.objectContaining({ amountMillimes: -100_000 })],
    });
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      dueMillimes: 0,
      related: { number: creditNote.number },
    });
    const twice = await cancelInvoice(invoice.id, 'encore');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('billing.invoiceCancelled');
    expect((await cancelInvoice(creditNote.id, ' ')).statusCode).toBe(400);

    // The PDF of the cancelled invoice reads "Annulée".
    const text = await pdfText(`/api/invoices/${invoice.id}/pdf`);
    expect(text).toContain(`Annulée par l’avoir ${creditNote.number}`.replace('’', "'"));
  });
});

describe('an invoice’s history', () => {
  it('answers its payments, reminders and the credit note that cancelled it, to staff only', async () => {
    const { client, invoice } = await invoicedClient('2024-05', 100_000);
    const standing = await invoiceDetail(invoice.id);
    expect(standing.json()).toMatchObject({ payments: [], reminders: [], creditNote: null });

    const paid = await pay(invoice.id, {
      amountMillimes: 20_000,
      method: 'cheque',
      paidAt: '2024-06-03',
      reference: 'CHQ 77',
    });
    expect(paid.json().creditNote).toBeNull();
    expect((await invoiceDetail(invoice.id)).json().payments).toEqual([
      {
        id: expect.any(Number),
        amountMillimes: 20_000,
        method: 'cheque',
        paidAt: '2024-06-03',
        reference: 'CHQ 77',
      },
    ]);

    // A second invoice, cancelled: its history names the credit note (number, date, amount).
    const other = await invoicedClient('2024-05', 50_000);
    const cancel = await cancelInvoice(other.invoice.id, 'Station jamais livrée');
    const { creditNote } = cancel.json();
    const cancelled = (await invoiceDetail(other.invoice.id)).json();
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Station jamais livrée',
      creditNote: {
        id: creditNote.id,
        number: creditNote.number,
        issuedAt: creditNote.issuedAt,
        ttcMillimes: -(other.invoice.ttcMillimes as number),
      },
    });
    // The credit note itself points to its invoice through `related`, and has no credit note.
    expect((await invoiceDetail(creditNote.id)).json()).toMatchObject({
      related: { id: other.invoice.id },
      creditNote: null,
    });
    // Staff only: the client (even its own) is refused, anonymous is not signed in.
    const url = `/api/admin/invoices/${invoice.id}`;
    const asClient = await f.app.inject({ method: 'GET', url, headers: bearer(client.token) });
    expect(asClient.statusCode).toBe(403);
    expect((await f.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

async function pdfText(url: string): Promise<string> {
  const response = await f.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return (await readPdf(response.rawPayload)).replace(/’/g, "'").replace(/[ \t]+/g, ' ');
}

describe('the invoice PDF and the sales journal', () => {
  it('prints the company, the client, the lines, totals, due date and the amount in words', async () => {
    const draft = await adminGet('/api/admin/site');
    const content = {
      ...draft.json().draft,
      legalName: 'ChargeBox Tunisie SARL',
      taxNumber: '1234567/A/M/000',
      rib: '08 006 0123456789012 34',
    };
    expect(
      (
        await f.inject({
          method: 'PUT',
          url: '/api/admin/site',
          payload: content,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await f.inject({
          method: 'POST',
          url: '/api/admin/site/publish',
        })
      ).statusCode,
    ).toBe(201);

    const client = await createClientAccount(f.app, { companyName: 'Pharmacie El Amen' });
    const billingInfo = await f.inject({
      method: 'PUT',
      url: `/api/admin/billing/clients/${client.id}`,
      payload: { taxNumber: '7654321/B/A/000', invoiceLanguage: 'fr' },
    });
    expect(billingInfo.json()).toMatchObject({
      taxNumber: '7654321/B/A/000',
      invoiceLanguage: 'fr',
    });
    const { station: s } = await rentedStation(client.id, '2024-06-01', '2024-06-30', 150_000);
    await runPeriod('2024-06');
    const [invoice] = await invoicesOf(client.id);
    const text = await pdfText(`/api/invoices/${invoice!.id}/pdf`);
    for (const expected of [
      'ChargeBox Tunisie SARL',
      'Matricule fiscal : 1234567/A/M/000',
      'RIB : 08 006 0123456789012 34',
      'Pharmacie El Amen',
      'Matricule fiscal : 7654321/B/A/000',
      `Facture ${invoice!.number}`,
      `Location ${s.reference} — juin 2024`.replace('—', '—'),
      'Total HT 150,000 TND',
      'TVA 19 % 28,500 TND',
      'Droit de timbre 1,000 TND',
      'Total TTC 179,500 TND',
      'Échéance',
      'Arrêtée la présente facture à la somme de cent soixante-dix-neuf dinars et cinq cents',
    ]) {
      expect(text).toContain(expected);
    }

    // An English-speaking client gets the English PDF; the amount in words stays French.
    const english = await createClientAccount(f.app, { companyName: 'Sunrise Hotel' });
    await f.inject({
      method: 'PUT',
      url: `/api/admin/billing/clients/${english.id}`,
      payload: { invoiceLanguage: 'en' },
    });
    const { station: es } = await rentedStation(english.id, '2024-06-16', '2024-06-30', 150_000);
    await runPeriod('2024-06');
    const [enInvoice] = await invoicesOf(english.id);
    // 150.000 × 15/30 = 75.000; TVA 14.250; TTC 90.250
    expect(enInvoice).toMatchObject({
      htMillimes: 75_000,
      tvaMillimes: 14_250,
      ttcMillimes: 90_250,
    });
    const enText = await pdfText(`/api/invoices/${enInvoice!.id}/pdf`);
    for (const expected of [
      `Invoice ${enInvoice!.number}`,
      `Rental ${es.reference} — June 2024 (16/06/2024 to 30/06/2024, 15/30 days)`,
      'Total excl. tax 75.000 TND',
      'VAT 19% 14.250 TND',
      'Stamp duty 1.000 TND',
      'Total incl. tax 90.250 TND',
      'Arrêtée la présente facture à la somme de quatre-vingt-dix dinars et deux cent cinquante',
    ]) {
      expect(enText).toContain(expected);
    }
  });

  it('exports the month’s sales journal for a French Excel: BOM, ;, decimal comma, French titles', async () => {
    const { invoice } = await invoicedClient('2024-07', 100_000, {
      companyName: 'Boulangerie; "Le Blé"',
    });
    const response = await adminGet(
      `/api/admin/invoices/export?period=${companyToday().slice(0, 7)}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const body = response.body;
    expect(body.startsWith('\uFEFF')).toBe(true);
    const lines = body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Date;Numéro;Type;Client;Matricule fiscal;Période;Total HT;TVA;Droit de timbre;Total TTC;Échéance;Désignation',
    );
    const line = lines.find((row) => row.includes(invoice.number))!;
    expect(line).toContain(
      `;${invoice.number};Facture;"Boulangerie; ""Le Blé""";;2024-07;100,000;19,000;1,000;120,000;`,
    );
    const missing = await adminGet('/api/admin/invoices/export');
    expect(missing.statusCode).toBe(400);
  });
});

describe('the schedule', () => {
  it('issues the month on the 1st in Africa/Tunis (UTC+1), once, and not on other days', async () => {
    const client = await createClientAccount(f.app);
    await rentedStation(client.id, '2023-12-01', '2023-12-31', 80_000);
    // 30 November 23:30 in Tunis (22:30 UTC): not the 1st yet.
    await f.app.billing.tick(new Date('2023-11-30T22:30:00Z'));
    expect(await invoicesOf(client.id)).toHaveLength(0);
    // 1 December 00:30 in Tunis is still 30 November in UTC: the month is issued.
    await f.app.billing.tick(new Date('2023-11-30T23:30:00Z'));
    const [issued, ...more] = await invoicesOf(client.id);
    expect(more).toHaveLength(0);
    expect(issued).toMatchObject({
      period: '2023-12',
      number: expect.stringMatching(/^FAC-2023-\d{5}$/),
      htMillimes: 80_000,
      ttcMillimes: 96_200, // 80.000 + 15.200 TVA + 1.000 stamp
    });
    // Later passes of the same day, and the next day: nothing more.
    await f.app.billing.tick(new Date('2023-12-01T10:00:00Z'));
    await f.app.billing.tick(new Date('2023-12-02T10:00:00Z'));
    expect(await invoicesOf(client.id)).toHaveLength(1);
  });
});

describe('ending a contract', () => {
  it('never changes an invoice already issued', async () => {
    const { invoice, contractId } = await invoicedClient('2024-06', 100_000);
    const ended = await endContract(contractId, '2024-06-10');
    expect(ended.statusCode).toBe(200);
    // Issuing the month again finds the client invoiced: nothing is re-prorated.
    expect((await runPeriod('2024-06')).json()).toMatchObject({ issued: 0 });
    const after = await invoiceDetail(invoice.id);
    const { payments: _p, reminders: _r, creditNote: _c, ...unchanged } = after.json();
    expect(unchanged).toEqual(invoice);
  });
});

describe('reminders', () => {
  it('mails the client at D+3 and D+15 after the due date, once each, logged on the invoice', async () => {
    const { client, invoice } = await invoicedClient('2024-08', 100_000);
    await f.app.db
      .update(invoices)
      .set({ dueDate: '2024-09-15' })
      .where(eq(invoices.id, invoice.id));
    const outbox = path.join(f.t.dataDir, 'outbox');
    const mailsTo = async () => {
      const files = await readdir(outbox).catch(() => [] as string[]);
      const texts = await Promise.all(
        files.map((file) => readFile(path.join(outbox, file), 'utf8')),
      );
      return texts.filter((text) => text.includes(client.email) && text.includes(invoice.number));
    };
    const at = (day: string) => new Date(`${day}T09:00:00+01:00`);
    await f.app.billing.tick(at('2024-09-17')); // D+2: nothing
    expect(await mailsTo()).toHaveLength(0);
    await f.app.billing.tick(at('2024-09-18')); // D+3
    await f.app.billing.tick(at('2024-09-19')); // again: nothing more
    expect(await mailsTo()).toHaveLength(1);
    await f.app.billing.tick(at('2024-09-30')); // D+15
    await f.app.billing.tick(at('2024-10-02'));
    const mails = await mailsTo();
    expect(mails).toHaveLength(2);
    expect(mails.join('\n')).toContain(`Sauf erreur de notre part, la facture ${invoice.number}`);
    const logged = await f.app.db
      .select({ stage: invoiceReminders.stage })
      .from(invoiceReminders)
      .where(eq(invoiceReminders.invoiceId, invoice.id));
    expect(logged.map((row) => row.stage).sort((x, y) => x - y)).toEqual([3, 15]);
    const detail = await invoiceDetail(invoice.id);
    expect(detail.json().reminders.map((r: { stage: number }) => r.stage)).toEqual([3, 15]);
  });
});

describe('totals and revenue', () => {
  it('sums billed, collected, outstanding and overdue for a month', async () => {
    const { invoice } = await invoicedClient('2024-09', 100_000);
    await pay(invoice.id, {
      amountMillimes: 20_000,
      method: 'card',
      paidAt: companyToday(),
      reference: '',
    });
    const totals = await adminGet('/api/admin/invoices/totals?period=2024-09');
    expect(totals.json()).toEqual({
      billedMillimes: 120_000,
      collectedMillimes: 20_000,
      outstandingMillimes: 100_000,
      overdueMillimes: 0,
    });
    const revenue = await adminGet('/api/admin/billing/revenue');
    const months = revenue.json();
    expect(months).toHaveLength(12);
    expect(months.at(-1)).toMatchObject({ period: companyToday().slice(0, 7) });
    expect(months.at(-1).collectedMillimes).toBeGreaterThanOrEqual(20_000);
  });
});

// Two instances share a database only on PostgreSQL: an in-memory PGlite belongs to one process.
if (usingPostgres) {
  describe('two instances issuing at the same moment (PostgreSQL)', () => {
    it('gives every client of the month one invoice and the numbers no gap, no duplicate', async () => {
      const other = await createTestApp(
        {},
        undefined,
        {},
        { database: await openDatabase({ url: f.app.database.url! }) },
      );
      try {
        const period = '2022-01';
        for (let index = 0; index < 40; index++) {
          const client = await createClientAccount(f.app);
          await rentedStation(client.id, '2022-01-01', '2022-01-31', 10_000 + index);
        }
        const results = await Promise.all([
          issuePeriod(f.app.db, period, f.app.config.billing),
          issuePeriod(other.app.db, period, other.app.config.billing),
          issuePeriod(other.app.db, period, other.app.config.billing),
          issuePeriod(f.app.db, period, f.app.config.billing),
        ]);
        expect(results.reduce((sum, result) => sum + result.issued, 0)).toBe(40);
        await expectGaplessNumbers();
      } finally {
        await other.close();
      }
    });
  });
}
