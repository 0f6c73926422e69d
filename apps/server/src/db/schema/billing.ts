import {
  billingColumnLength,
  INVOICE_KINDS,
  INVOICE_LINE_KINDS,
  PAYMENT_METHODS,
  STORED_INVOICE_STATUSES,
} from '@app/contracts/billing';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { admins, clients } from './accounts';
import { adRequests } from './ads';
import { instant } from './columns';
import { stations } from './places';

/** Amounts are integer millimes (1 TND = 1,000); bigint so no sum can overflow. */
const millimes = (name: string) => bigint(name, { mode: 'number' });

/** A rental: a client rents stations from a start date to an optional end date, for a monthly fee. */
export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    startDate: date('start_date').notNull(),
    /** Last day of the rental (inclusive); null while open-ended. */
    endDate: date('end_date'),
    monthlyFeeMillimes: millimes('monthly_fee_millimes').notNull(),
    paymentTermsDays: smallint('payment_terms_days').notNull().default(15),
    /** The venue partner's commission on the ad revenue of these stations, basis points; null = none. */
    commissionBp: integer('commission_bp'),
    /** The contract this one renews. */
    renewedFromId: integer('renewed_from_id'),
    createdBy: integer('created_by').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('contracts_client_idx').on(table.clientId)],
);

export const contractStations = pgTable(
  'contract_stations',
  {
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    stationId: integer('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.contractId, table.stationId] }),
    index('contract_stations_station_idx').on(table.stationId),
  ],
);

/**
 * The last number given per kind and calendar year. Issuing locks the row (upsert) in the same
 * transaction that inserts the documents, so numbers are gapless and never reused even when two
 * runs or two instances issue at once: a rolled-back issue gives its numbers back with it.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    kind: varchar('kind', { length: 16, enum: INVOICE_KINDS }).notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.year] })],
);

/**
 * Invoices and credit notes. Never changed once issued but for what payments and cancellation
 * record (`paid_millimes`, `status`, `cancel_*`). The client's name and tax number are copied at
 * issue, so a later edit of the client does not rewrite a legal document.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 16, enum: INVOICE_KINDS }).notNull(),
    number: varchar('number', { length: billingColumnLength.number }).notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    clientName: varchar('client_name', { length: 120 }).notNull(),
    clientTaxNumber: varchar('client_tax_number', { length: billingColumnLength.taxNumber }),
    language: varchar('language', { length: 2, enum: ['fr', 'en'] }).notNull(),
    period: varchar('period', { length: 7 }).notNull(),
    issuedAt: instant('issued_at').notNull().defaultNow(),
    dueDate: date('due_date').notNull(),
    htMillimes: millimes('ht_millimes').notNull(),
    tvaRateBp: integer('tva_rate_bp').notNull(),
    tvaMillimes: millimes('tva_millimes').notNull(),
    stampMillimes: millimes('stamp_millimes').notNull(),
    ttcMillimes: millimes('ttc_millimes').notNull(),
    paidMillimes: millimes('paid_millimes').notNull().default(0),
    status: varchar('status', { length: 16, enum: STORED_INVOICE_STATUSES })
      .notNull()
      .default('issued'),
    /** On a credit note: the invoice it cancels. On an invoice: its credit note once cancelled. */
    relatedId: integer('related_id'),
    cancelReason: varchar('cancel_reason', { length: billingColumnLength.reason }),
  },
  (table) => [
    uniqueIndex('invoices_number_idx').on(table.number),
    // One live invoice per client and month: issuing is idempotent, runs and instances alike.
    uniqueIndex('invoices_client_period_idx')
      .on(table.clientId, table.period)
      .where(sql`${table.kind} = 'invoice' and ${table.status} <> 'cancelled'`),
    index('invoices_period_idx').on(table.period),
    index('invoices_client_idx').on(table.clientId),
    index('invoices_due_idx').on(table.dueDate),
  ],
);

/** One line per contract, or per ad campaign (`ad_id`) and month, of the invoice's client. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    kind: varchar('kind', { length: 16, enum: INVOICE_LINE_KINDS }).notNull(),
    contractId: integer('contract_id').references(() => contracts.id, { onDelete: 'restrict' }),
    /** The campaign an `ad_campaign` line bills; a deleted ad leaves the issued line as it was. */
    adId: integer('ad_id').references(() => adRequests.id, { onDelete: 'set null' }),
    label: varchar('label', { length: billingColumnLength.label }).notNull(),
    amountMillimes: millimes('amount_millimes').notNull(),
  },
  (table) => [
    index('invoice_lines_invoice_idx').on(table.invoiceId),
    index('invoice_lines_contract_idx').on(table.contractId),
    index('invoice_lines_ad_idx').on(table.adId),
  ],
);

export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    amountMillimes: millimes('amount_millimes').notNull(),
    method: varchar('method', { length: 16, enum: PAYMENT_METHODS }).notNull(),
    paidAt: date('paid_at').notNull(),
    reference: varchar('reference', { length: billingColumnLength.reference }).notNull(),
    /** The provider's payment reference (Konnect): recorded once, whatever the replays. */
    providerRef: varchar('provider_ref', { length: billingColumnLength.providerRef }),
    recordedBy: integer('recorded_by').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('invoice_payments_invoice_idx').on(table.invoiceId),
    uniqueIndex('invoice_payments_provider_ref_idx').on(table.providerRef),
  ],
);

/** Online payments started through Konnect: what the webhook's reference must match. */
export const konnectPayments = pgTable(
  'konnect_payments',
  {
    paymentRef: varchar('payment_ref', { length: billingColumnLength.providerRef }).primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amountMillimes: millimes('amount_millimes').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('konnect_payments_invoice_idx').on(table.invoiceId)],
);

/** Reminder e-mails (D+3, D+15 after the due date), each sent once and logged on the invoice. */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    stage: smallint('stage').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.invoiceId, table.stage] })],
);
