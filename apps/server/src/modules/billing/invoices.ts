import type { Language } from '@app/contracts';
import {
  DEFAULT_PAYMENT_TERMS_DAYS,
  type Invoice,
  type InvoiceDetail,
  type InvoiceKind,
  type InvoiceLineKind,
  type InvoiceRunResult,
  type InvoiceStatus,
  type InvoiceTotals,
  type PaymentMethod,
  type RevenueMonth,
} from '@app/contracts/billing';
import { addDays, companyToday } from '@app/contracts/sales';
import { and, asc, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  clients,
  contractStations,
  contracts,
  invoiceCounters,
  invoiceLines,
  invoicePayments,
  invoiceReminders,
  invoices,
  stations,
} from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { badRequest, conflict, firstOrNotFound } from '../../lib/errors';
import { monthsEndingWith } from '../../lib/months';
import { pageAndCount } from '../../lib/paged';
import { containsPattern } from '../../lib/search';
import {
  type BillableCampaign,
  billableCampaigns,
  campaignClients,
  campaignLineLabel,
  pairedScreens,
} from './campaign-billing';
import type { PairedScreen } from './campaign-rules';
import { monthLabel } from './labels';
import {
  creditNoteTotals,
  documentNumber,
  invoiceTotals,
  periodBounds,
  prorate,
  rentedDays,
} from './rules';

/** Invoices and credit notes: issuing a month, reading, payments, cancellation, the journal. */

export interface BillingRates {
  tvaRateBp: number;
  stampMillimes: number;
}

/** The month (`YYYY-MM`) it is in Tunisia. */
export const currentPeriod = (now = new Date()) => companyToday(now).slice(0, 7);

/** Clients per issuing transaction: bounded statements, and the event loop breathes between. */
const ISSUE_BATCH = 200;
/** Rows per multi-row insert (PostgreSQL takes at most 65,535 parameters a statement). */
const INSERT_CHUNK = 2000;

/** What the lists show: `overdue` is an unpaid invoice past its due date, computed on read. */
function statusSql(today: string) {
  return sql<InvoiceStatus>`case when ${invoices.kind} = 'invoice'
    and ${invoices.status} in ('issued', 'partially_paid') and ${invoices.dueDate} < ${today}
    then 'overdue' else ${invoices.status} end`;
}

const relatedInvoice = sql`related`;

function invoiceColumns(today: string) {
  return {
    id: invoices.id,
    kind: invoices.kind,
    number: invoices.number,
    clientId: invoices.clientId,
    client: invoices.clientName,
    clientTaxNumber: invoices.clientTaxNumber,
    language: invoices.language,
    period: invoices.period,
    issuedAt: invoices.issuedAt,
    dueDate: invoices.dueDate,
    htMillimes: invoices.htMillimes,
    tvaRateBp: invoices.tvaRateBp,
    tvaMillimes: invoices.tvaMillimes,
    stampMillimes: invoices.stampMillimes,
    ttcMillimes: invoices.ttcMillimes,
    paidMillimes: invoices.paidMillimes,
    status: statusSql(today),
    relatedId: invoices.relatedId,
    // Qualified by hand: drizzle leaves a one-table query's columns unqualified, and inside this
    // subquery an unqualified related_id would be the alias's own.
    relatedNumber: sql<
      string | null
    >`(select ${relatedInvoice}.number from ${invoices} as ${relatedInvoice}
      where ${relatedInvoice}.id = ${sql.raw('"invoices"."related_id"')})`,
    cancelReason: invoices.cancelReason,
  };
}

type InvoiceRow = {
  id: number;
  kind: InvoiceKind;
  number: string;
  clientId: number;
  client: string;
  clientTaxNumber: string | null;
  language: Language;
  period: string;
  issuedAt: Date;
  dueDate: string;
  htMillimes: number;
  tvaRateBp: number;
  tvaMillimes: number;
  stampMillimes: number;
  ttcMillimes: number;
  paidMillimes: number;
  status: InvoiceStatus;
  relatedId: number | null;
  relatedNumber: string | null;
  cancelReason: string | null;
};

/** An invoice as the API answers it, plus what the PDF needs. */
export type FullInvoice = Invoice & { clientTaxNumber: string | null; language: Language };

async function withLines(db: Db | Tx, rows: InvoiceRow[]): Promise<FullInvoice[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      invoiceId: invoiceLines.invoiceId,
      contractId: invoiceLines.contractId,
      kind: invoiceLines.kind,
      adId: invoiceLines.adId,
      label: invoiceLines.label,
      amountMillimes: invoiceLines.amountMillimes,
    })
    .from(invoiceLines)
    .where(
      inArray(
        invoiceLines.invoiceId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
  return rows.map(({ relatedId, relatedNumber, ...row }) => ({
    ...row,
    issuedAt: row.issuedAt.toISOString(),
    lines: lines
      .filter((line) => line.invoiceId === row.id)
      .map(({ invoiceId: _invoiceId, ...line }) => line),
    dueMillimes:
      row.kind === 'invoice' && row.status !== 'cancelled' ? row.ttcMillimes - row.paidMillimes : 0,
    related:
      relatedId !== null && relatedNumber !== null
        ? { id: relatedId, number: relatedNumber }
        : null,
  }));
}

/** The API's shape of an invoice: what is only for the PDF stays out. */
export function publicInvoice({
  clientTaxNumber: _t,
  language: _l,
  ...invoice
}: FullInvoice): Invoice {
  return invoice;
}

export interface InvoiceQuery {
  period?: string;
  clientId?: number;
  status?: InvoiceStatus;
  kind?: InvoiceKind;
  q?: string;
  page: number;
  limit: number;
}

function invoiceFilter(query: Omit<InvoiceQuery, 'page' | 'limit'>, today: string) {
  const conditions: (SQL | undefined)[] = [
    query.period === undefined ? undefined : eq(invoices.period, query.period),
    query.clientId === undefined ? undefined : eq(invoices.clientId, query.clientId),
    query.kind === undefined ? undefined : eq(invoices.kind, query.kind),
    query.status === undefined ? undefined : sql`${statusSql(today)} = ${query.status}`,
  ];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(sql`${invoices.number} ilike ${pattern}`, sql`${invoices.clientName} ilike ${pattern}`),
    );
  }
  return and(...conditions);
}

export async function listInvoices(
  db: Db,
  query: InvoiceQuery,
): Promise<{ items: Invoice[]; total: number }> {
  const today = companyToday();
  const where = invoiceFilter(query, today);
  const { rows, total } = await pageAndCount(
    query,
    db
      .select(invoiceColumns(today))
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.id)),
    db.select({ total: sql<number>`count(*)::int` }).from(invoices).where(where),
  );
  return {
    items: (await withLines(db, rows as InvoiceRow[])).map(publicInvoice),
    total,
  };
}

/** One invoice; a client's own only when `clientId` is given (another's is not found). */
export async function findInvoice(
  db: Db | Tx,
  id: number,
  clientId?: number,
): Promise<FullInvoice> {
  const rows = await db
    .select(invoiceColumns(companyToday()))
    .from(invoices)
    .where(
      and(
        eq(invoices.id, id),
        clientId === undefined ? undefined : eq(invoices.clientId, clientId),
      ),
    );
  const invoice = await firstOrNotFound(withLines(db, rows as InvoiceRow[]));
  return invoice;
}

export async function invoiceDetail(db: Db, id: number, clientId?: number): Promise<InvoiceDetail> {
  const invoice = await findInvoice(db, id, clientId);
  const [payments, reminders, creditNotes] = await Promise.all([
    db
      .select({
        id: invoicePayments.id,
        amountMillimes: invoicePayments.amountMillimes,
        method: invoicePayments.method,
        paidAt: invoicePayments.paidAt,
        reference: invoicePayments.reference,
      })
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, id))
      .orderBy(asc(invoicePayments.paidAt), asc(invoicePayments.id)),
    db
      .select({
        stage: invoiceReminders.stage,
        sentAt: invoiceReminders.sentAt,
        email: invoiceReminders.email,
      })
      .from(invoiceReminders)
      .where(eq(invoiceReminders.invoiceId, id))
      .orderBy(asc(invoiceReminders.stage)),
    // The credit note that cancelled an invoice (a credit note's `related` is its invoice).
    invoice.kind === 'invoice' && invoice.related
      ? db
          .select({
            id: invoices.id,
            number: invoices.number,
            issuedAt: invoices.issuedAt,
            ttcMillimes: invoices.ttcMillimes,
          })
          .from(invoices)
          .where(eq(invoices.id, invoice.related.id))
      : [],
  ]);
  const [creditNote] = creditNotes;
  return {
    ...publicInvoice(invoice),
    payments,
    reminders: reminders.map((reminder) => ({
      ...reminder,
      sentAt: reminder.sentAt.toISOString(),
    })),
    creditNote: creditNote ? { ...creditNote, issuedAt: creditNote.issuedAt.toISOString() } : null,
  };
}

// --- issuing ----------------------------------------------------------------------------------

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** "Location NB-001, NB-002 — mars 2026 (du 10/03/2026 au 31/03/2026, 22/31 jours)". */
function contractLineLabel(
  language: Language,
  references: readonly string[],
  period: string,
  span: { days: number; from: string; to: string },
  monthDays: number,
): string {
  const month = monthLabel(language, period);
  let what = references.join(', ');
  if (what.length > 160) {
    what = language === 'fr' ? `${references.length} stations` : `${references.length} stations`;
  }
  const head = language === 'fr' ? `Location ${what} — ${month}` : `Rental ${what} — ${month}`;
  if (span.days >= monthDays) return head;
  return language === 'fr'
    ? `${head} (du ${dmy(span.from)} au ${dmy(span.to)}, ${span.days}/${monthDays} jours)`
    : `${head} (${dmy(span.from)} to ${dmy(span.to)}, ${span.days}/${monthDays} days)`;
}

interface BillableContract {
  contractId: number;
  clientId: number;
  clientName: string;
  clientTaxNumber: string | null;
  language: Language;
  startDate: string;
  endDate: string | null;
  monthlyFeeMillimes: number;
  paymentTermsDays: number;
  references: string[];
}

/** Contracts running during the period, of clients not deleted. */
function runningIn(period: string) {
  const { first, last } = periodBounds(period);
  return and(
    sql`${contracts.startDate} <= ${last}`,
    sql`(${contracts.endDate} is null or ${contracts.endDate} >= ${first})`,
    ne(clients.status, 'deleted'),
  );
}

/** The clients with a contract or a priced campaign running during the period, in id order. */
async function billableClients(db: Db, period: string): Promise<number[]> {
  const [rows, advertisers] = await Promise.all([
    db
      .selectDistinct({ clientId: contracts.clientId })
      .from(contracts)
      .innerJoin(clients, eq(clients.id, contracts.clientId))
      .where(runningIn(period)),
    campaignClients(db, period),
  ]);
  return [...new Set([...rows.map((row) => row.clientId), ...advertisers])].sort((a, b) => a - b);
}

/** The running contracts of some clients, by client. */
async function billableContracts(
  db: Db,
  period: string,
  clientIds: number[],
): Promise<Map<number, BillableContract[]>> {
  const rows = await db
    .select({
      contractId: contracts.id,
      clientId: contracts.clientId,
      clientName: clients.companyName,
      clientTaxNumber: clients.taxNumber,
      language: clients.invoiceLanguage,
      startDate: contracts.startDate,
      endDate: contracts.endDate,
      monthlyFeeMillimes: contracts.monthlyFeeMillimes,
      paymentTermsDays: contracts.paymentTermsDays,
      references: sql<
        string[]
      >`coalesce((select array_agg(${stations.reference} order by ${stations.reference})
        from ${contractStations} join ${stations} on ${stations.id} = ${contractStations.stationId}
        where ${contractStations.contractId} = ${contracts.id}), '{}')`,
    })
    .from(contracts)
    .innerJoin(clients, eq(clients.id, contracts.clientId))
    .where(and(runningIn(period), inArray(contracts.clientId, clientIds)))
    .orderBy(asc(contracts.clientId), asc(contracts.startDate), asc(contracts.id));
  const byClient = new Map<number, BillableContract[]>();
  for (const row of rows) {
    const list = byClient.get(row.clientId) ?? [];
    list.push(row as BillableContract);
    byClient.set(row.clientId, list);
  }
  return byClient;
}

/**
 * Takes the next `count` numbers of a kind and year. The upsert locks the counter row until the
 * transaction ends: issuers queue there, and a rollback gives the numbers back (no gap).
 */
async function takeNumbers(
  tx: Tx,
  kind: InvoiceKind,
  year: number,
  count: number,
): Promise<number> {
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ kind, year, lastNumber: 0 })
    .onConflictDoUpdate({
      target: [invoiceCounters.kind, invoiceCounters.year],
      set: { lastNumber: sql`${invoiceCounters.lastNumber}` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  const first = counter!.lastNumber + 1;
  if (count > 0) {
    await tx
      .update(invoiceCounters)
      .set({ lastNumber: counter!.lastNumber + count })
      .where(and(eq(invoiceCounters.kind, kind), eq(invoiceCounters.year, year)));
  }
  return first;
}

async function insertChunked<T>(items: readonly T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += INSERT_CHUNK) {
    await insert(items.slice(start, start + INSERT_CHUNK));
  }
}

interface DraftInvoice {
  clientId: number;
  clientName: string;
  clientTaxNumber: string | null;
  language: Language;
  dueDate: string;
  lines: {
    kind: InvoiceLineKind;
    contractId: number | null;
    adId: number | null;
    label: string;
    amountMillimes: number;
  }[];
}

/**
 * One client's invoice for the period: a line per rental contract, then a line per priced
 * campaign; null when nothing bills anything.
 */
function draftInvoice(
  period: string,
  list: BillableContract[],
  campaigns: BillableCampaign[],
  issueDay: string,
): DraftInvoice | null {
  const { days: monthDays } = periodBounds(period);
  const first = list[0] ?? campaigns[0];
  if (!first) return null;
  const lines: DraftInvoice['lines'] = [];
  for (const contract of list) {
    const span = rentedDays(contract.startDate, contract.endDate, period);
    if (!span) continue;
    lines.push({
      kind: 'contract',
      contractId: contract.contractId,
      adId: null,
      label: contractLineLabel(first.language, contract.references, period, span, monthDays),
      amountMillimes: prorate(contract.monthlyFeeMillimes, span.days, monthDays),
    });
  }
  for (const campaign of campaigns) {
    lines.push({
      kind: 'ad_campaign',
      contractId: null,
      adId: campaign.adId,
      label: campaignLineLabel(first.language, campaign, period),
      amountMillimes: campaign.amountMillimes,
    });
  }
  if (lines.length === 0) return null;
  // Campaigns alone take the default terms; with contracts, the shortest contract terms.
  const terms =
    list.length > 0
      ? Math.min(...list.map((contract) => contract.paymentTermsDays))
      : DEFAULT_PAYMENT_TERMS_DAYS;
  return {
    clientId: first.clientId,
    clientName: first.clientName,
    clientTaxNumber: first.clientTaxNumber,
    language: first.language,
    dueDate: addDays(issueDay, terms),
    lines,
  };
}

/** Inserts one batch of invoices under the counter's lock; skips clients already invoiced. */
async function issueBatch(
  db: Db,
  period: string,
  drafts: DraftInvoice[],
  rates: BillingRates,
  now: Date,
): Promise<number> {
  const year = Number(companyToday(now).slice(0, 4));
  return db.transaction(async (tx) => {
    // The lock first: a run that waited here sees what the run before it committed.
    const firstNumber = await takeNumbers(tx, 'invoice', year, 0);
    const done = await tx
      .select({ clientId: invoices.clientId })
      .from(invoices)
      .where(
        and(
          eq(invoices.kind, 'invoice'),
          ne(invoices.status, 'cancelled'),
          eq(invoices.period, period),
          inArray(
            invoices.clientId,
            drafts.map((draft) => draft.clientId),
          ),
        ),
      );
    const invoiced = new Set(done.map((row) => row.clientId));
    const toIssue = drafts.filter((draft) => !invoiced.has(draft.clientId));
    if (toIssue.length === 0) return 0;
    await takeNumbers(tx, 'invoice', year, toIssue.length);
    const inserted: { id: number; clientId: number }[] = [];
    await insertChunked(
      toIssue.map((draft, index) => {
        const totals = invoiceTotals(
          draft.lines.map((line) => line.amountMillimes),
          rates.tvaRateBp,
          rates.stampMillimes,
        );
        return {
          kind: 'invoice' as const,
          number: documentNumber('invoice', year, firstNumber + index),
          clientId: draft.clientId,
          clientName: draft.clientName,
          clientTaxNumber: draft.clientTaxNumber,
          language: draft.language,
          period,
          issuedAt: now,
          dueDate: draft.dueDate,
          tvaRateBp: rates.tvaRateBp,
          ...totals,
        };
      }),
      async (chunk) => {
        inserted.push(
          ...(await tx
            .insert(invoices)
            .values(chunk)
            .returning({ id: invoices.id, clientId: invoices.clientId })),
        );
      },
    );
    const idOf = new Map(inserted.map((row) => [row.clientId, row.id]));
    await insertChunked(
      toIssue.flatMap((draft) =>
        draft.lines.map((line, position) => ({
          invoiceId: idOf.get(draft.clientId)!,
          position,
          ...line,
        })),
      ),
      (chunk) => tx.insert(invoiceLines).values(chunk),
    );
    return toIssue.length;
  });
}

/**
 * Issues the month's invoices: one per client with a contract or a priced campaign running in the
 * period, one line per contract, prorated by calendar days, and one per campaign
 * (campaign-billing.ts). Idempotent per client and month (a client already invoiced
 * is skipped), safe when runs overlap in one process or across instances, and refused for a month
 * to come. Works in batches of ISSUE_BATCH clients, one transaction each (bench/billing-issue.ts).
 */
export async function issuePeriod(
  db: Db,
  period: string,
  rates: BillingRates,
  now = new Date(),
): Promise<InvoiceRunResult> {
  if (period > currentPeriod(now)) {
    throw badRequest('billing.futurePeriod', { period: 'billing.futurePeriod' });
  }
  const issueDay = companyToday(now);
  const clientIds = await billableClients(db, period);
  // The paired screens, read once per run and only when a screen-day campaign needs them.
  let screens: Promise<PairedScreen[]> | undefined;
  const screensOnce = () => {
    screens ??= pairedScreens(db);
    return screens;
  };
  let issued = 0;
  let drafted = 0;
  // One batch of clients at a time, read, drafted and inserted: no step holds the event loop
  // for more than a batch's work, and the loop gets a turn between batches.
  for (let start = 0; start < clientIds.length; start += ISSUE_BATCH) {
    const batch = clientIds.slice(start, start + ISSUE_BATCH);
    const drafts: DraftInvoice[] = [];
    const [rentals, campaigns] = await Promise.all([
      billableContracts(db, period, batch),
      billableCampaigns(db, period, batch, screensOnce),
    ]);
    for (const clientId of batch) {
      const draft = draftInvoice(
        period,
        rentals.get(clientId) ?? [],
        campaigns.get(clientId) ?? [],
        issueDay,
      );
      if (draft) drafts.push(draft);
    }
    drafted += drafts.length;
    if (drafts.length > 0) issued += await issueBatch(db, period, drafts, rates, now);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { period, issued, alreadyIssued: drafted - issued };
}

// --- payments and cancellation ----------------------------------------------------------------

async function lockInvoice(tx: Tx, id: number) {
  const row = await firstOrNotFound(
    tx.select().from(invoices).where(eq(invoices.id, id)).for('update'),
  );
  return row;
}

/**
 * Records a payment: partial payments move the invoice to `partially_paid`, the last one to
 * `paid`; paying more than is still due is refused. `providerRef` (Konnect) is recorded once:
 * a replay finds it and records nothing.
 */
export async function recordPayment(
  db: Db,
  id: number,
  payment: {
    amountMillimes: number;
    method: PaymentMethod;
    paidAt: string;
    reference: string;
    providerRef?: string;
    recordedBy?: number;
  },
): Promise<{ recorded: boolean }> {
  if (payment.paidAt > companyToday()) {
    throw badRequest('billing.paidAtFuture', { paidAt: 'billing.paidAtFuture' });
  }
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    if (payment.providerRef) {
      const [seen] = await tx
        .select({ id: invoicePayments.id })
        .from(invoicePayments)
        .where(eq(invoicePayments.providerRef, payment.providerRef));
      if (seen) return { recorded: false };
    }
    if (invoice.kind !== 'invoice') throw conflict('billing.creditNoteNotPayable');
    if (invoice.status === 'cancelled') throw conflict('billing.invoiceCancelled');
    const due = invoice.ttcMillimes - invoice.paidMillimes;
    if (due <= 0) throw conflict('billing.nothingDue');
    if (payment.amountMillimes > due) {
      throw conflict('billing.overpayment', { amountMillimes: 'billing.overpayment' });
    }
    await tx.insert(invoicePayments).values({
      invoiceId: id,
      amountMillimes: payment.amountMillimes,
      method: payment.method,
      paidAt: payment.paidAt,
      reference: payment.reference,
      providerRef: payment.providerRef ?? null,
      recordedBy: payment.recordedBy ?? null,
    });
    const paid = invoice.paidMillimes + payment.amountMillimes;
    await tx
      .update(invoices)
      .set({ paidMillimes: paid, status: paid === invoice.ttcMillimes ? 'paid' : 'partially_paid' })
      .where(eq(invoices.id, id));
    if (payment.recordedBy !== undefined) {
      await recordAudit(tx, {
        actorType: 'admin',
        actorId: payment.recordedBy,
        action: 'payment',
        entity: 'invoice',
        entityId: id,
        details: { amountMillimes: payment.amountMillimes, method: payment.method },
      });
    }
    return { recorded: true };
  });
}

/**
 * Cancels an unpaid invoice with a credit note (`AV-YYYY-NNNNN`, its own sequence): the same lines
 * and totals negated, stamp duty included. The invoice then reads "Annulée"; the client and month
 * may be issued again (a corrected invoice).
 */
export async function cancelInvoice(
  db: Db,
  adminId: number,
  id: number,
  reason: string,
  now = new Date(),
): Promise<{ invoice: Invoice; creditNote: Invoice }> {
  const year = Number(companyToday(now).slice(0, 4));
  const creditNoteId = await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    if (invoice.kind !== 'invoice') throw conflict('billing.creditNoteNotPayable');
    if (invoice.status === 'cancelled') throw conflict('billing.invoiceCancelled');
    if (invoice.paidMillimes > 0) throw conflict('billing.invoiceHasPayments');
    const sequence = await takeNumbers(tx, 'credit_note', year, 1);
    const totals = creditNoteTotals(invoice);
    const [note] = await tx
      .insert(invoices)
      .values({
        kind: 'credit_note',
        number: documentNumber('credit_note', year, sequence),
        clientId: invoice.clientId,
        clientName: invoice.clientName,
        clientTaxNumber: invoice.clientTaxNumber,
        language: invoice.language,
        period: invoice.period,
        issuedAt: now,
        dueDate: companyToday(now),
        tvaRateBp: invoice.tvaRateBp,
        ...totals,
        relatedId: invoice.id,
        cancelReason: reason,
      })
      .returning({ id: invoices.id });
    const lines = await tx
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, id))
      .orderBy(asc(invoiceLines.position));
    if (lines.length > 0) {
      await tx.insert(invoiceLines).values(
        lines.map(({ id: _id, invoiceId: _invoiceId, amountMillimes, ...line }) => ({
          ...line,
          invoiceId: note!.id,
          amountMillimes: -amountMillimes,
        })),
      );
    }
    await tx
      .update(invoices)
      .set({ status: 'cancelled', relatedId: note!.id, cancelReason: reason })
      .where(eq(invoices.id, id));
    await recordAudit(tx, {
      actorType: 'admin',
      actorId: adminId,
      action: 'cancel',
      entity: 'invoice',
      entityId: id,
      details: { creditNoteId: note!.id, reason },
    });
    return note!.id;
  });
  const [invoice, creditNote] = await Promise.all([
    findInvoice(db, id),
    findInvoice(db, creditNoteId),
  ]);
  return { invoice: publicInvoice(invoice), creditNote: publicInvoice(creditNote) };
}

// --- totals, revenue, journal -----------------------------------------------------------------

const sum = (value: SQL) => sql<number>`coalesce(sum(${value}), 0)::bigint`.mapWith(Number);

/** Billed (net of credit notes), collected, outstanding and overdue, for a month or overall. */
export async function invoiceTotalsOf(
  db: Db,
  query: { period?: string; clientId?: number },
): Promise<InvoiceTotals> {
  const today = companyToday();
  const open = sql`${invoices.kind} = 'invoice' and ${invoices.status} in ('issued', 'partially_paid')`;
  const [row] = await db
    .select({
      billedMillimes: sum(sql`${invoices.ttcMillimes}`),
      collectedMillimes: sum(sql`${invoices.paidMillimes}`),
      outstandingMillimes: sum(
        sql`case when ${open} then ${invoices.ttcMillimes} - ${invoices.paidMillimes} else 0 end`,
      ),
      overdueMillimes: sum(
        sql`case when ${open} and ${invoices.dueDate} < ${today} then ${invoices.ttcMillimes} - ${invoices.paidMillimes} else 0 end`,
      ),
    })
    .from(invoices)
    .where(
      and(
        query.period === undefined ? undefined : eq(invoices.period, query.period),
        query.clientId === undefined ? undefined : eq(invoices.clientId, query.clientId),
      ),
    );
  return row!;
}

/** Billed per invoiced month and collected per month of payment, over the last `months` months. */
export async function revenueByMonth(
  db: Db,
  months = 12,
  now = new Date(),
): Promise<RevenueMonth[]> {
  const periods = monthsEndingWith(currentPeriod(now), months);
  const from = periods[0]!;
  const [billed, collected] = await Promise.all([
    db
      .select({ period: invoices.period, total: sum(sql`${invoices.ttcMillimes}`) })
      .from(invoices)
      .where(sql`${invoices.period} >= ${from}`)
      .groupBy(invoices.period),
    db
      .select({
        period: sql<string>`to_char(${invoicePayments.paidAt}, 'YYYY-MM')`,
        total: sum(sql`${invoicePayments.amountMillimes}`),
      })
      .from(invoicePayments)
      .where(sql`${invoicePayments.paidAt} >= ${`${from}-01`}`)
      .groupBy(sql`to_char(${invoicePayments.paidAt}, 'YYYY-MM')`),
  ]);
  const billedBy = new Map(billed.map((row) => [row.period, row.total]));
  const collectedBy = new Map(collected.map((row) => [row.period, row.total]));
  return periods.map((period) => ({
    period,
    billedMillimes: billedBy.get(period) ?? 0,
    collectedMillimes: collectedBy.get(period) ?? 0,
  }));
}

/** The sales journal of a month: every invoice and credit note issued in it (Tunisian dates). */
export async function salesJournal(db: Db, period: string) {
  return db
    .select({
      issuedAt: invoices.issuedAt,
      number: invoices.number,
      kind: invoices.kind,
      client: invoices.clientName,
      clientTaxNumber: invoices.clientTaxNumber,
      period: invoices.period,
      htMillimes: invoices.htMillimes,
      tvaMillimes: invoices.tvaMillimes,
      stampMillimes: invoices.stampMillimes,
      ttcMillimes: invoices.ttcMillimes,
      dueDate: invoices.dueDate,
      // The lines' labels (rentals, then campaigns with their basis and quantity), in order.
      lines: sql<string>`coalesce((select string_agg(${invoiceLines.label}, ' | ' order by ${invoiceLines.position})
        from ${invoiceLines} where ${invoiceLines.invoiceId} = ${sql.raw('"invoices"."id"')}), '')`,
    })
    .from(invoices)
    .where(sql`to_char(${invoices.issuedAt} at time zone 'Africa/Tunis', 'YYYY-MM') = ${period}`)
    .orderBy(asc(invoices.kind), asc(invoices.number));
}

// --- client billing fields --------------------------------------------------------------------

export async function clientBilling(db: Db, clientId: number) {
  const row = await firstOrNotFound(
    db
      .select({
        id: clients.id,
        companyName: clients.companyName,
        taxNumber: clients.taxNumber,
        invoiceLanguage: clients.invoiceLanguage,
        email: clients.email,
      })
      .from(clients)
      .where(and(eq(clients.id, clientId), ne(clients.status, 'deleted'))),
  );
  return row;
}

export async function updateClientBilling(
  db: Db,
  clientId: number,
  input: { taxNumber: string | null; invoiceLanguage: Language },
) {
  await clientBilling(db, clientId);
  await db
    .update(clients)
    .set({
      taxNumber: input.taxNumber,
      invoiceLanguage: input.invoiceLanguage,
      updatedAt: new Date(),
    })
    .where(eq(clients.id, clientId));
  const { email: _email, ...row } = await clientBilling(db, clientId);
  return row;
}
