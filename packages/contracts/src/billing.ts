import { z } from 'zod';
import {
  blankToNull,
  idSchema,
  isoDate,
  LANGUAGES,
  listQuerySchema,
  requiredId,
  requiredText,
} from './common';

/**
 * Billing (issue 31): rental contracts, monthly invoices and credit notes in integer millimes
 * (1 TND = 1,000 millimes), payments and online payment through Konnect.
 */

/** Stored statuses; `overdue` is computed (issued or partially paid past its due date). */
export const STORED_INVOICE_STATUSES = ['issued', 'partially_paid', 'paid', 'cancelled'] as const;
export const INVOICE_STATUSES = [
  'issued',
  'partially_paid',
  'paid',
  'overdue',
  'cancelled',
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** A document is an invoice (FAC-YYYY-NNNNN) or a credit note (AV-YYYY-NNNNN). */
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** Where an invoice line comes from: a rental contract now, other sources (ad campaigns) later. */
export const INVOICE_LINE_KINDS = ['contract', 'ad_campaign'] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

/**
 * How staff price an accepted campaign (issue 33): per screen-day (a day a paired screen was
 * scheduled to show it) or per thousand plays recorded in the month.
 */
export const AD_PRICING_BASES = ['screen_day', 'per_mille'] as const;
export type AdPricingBasis = (typeof AD_PRICING_BASES)[number];

/**
 * A venue partner's commission on the ad revenue of their stations, per contract, in basis points
 * (1 % = 100 bp, 12.5 % = 1250 bp; 10,000 bp = 100 %), like the TVA rate.
 */
export const MAX_COMMISSION_BP = 10_000;
/** Largest campaign unit price (per screen-day or per thousand plays): 100,000 TND. */
export const MAX_AD_PRICE_MILLIMES = 100_000_000;

/** Methods staff record; `konnect` is recorded by the confirmed online payment only. */
export const STAFF_PAYMENT_METHODS = ['transfer', 'cheque', 'cash', 'card'] as const;
export const PAYMENT_METHODS = [...STAFF_PAYMENT_METHODS, 'konnect'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const CONTRACT_STATUSES = ['upcoming', 'active', 'ended'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Default payment terms: due 15 days after issue. */
export const DEFAULT_PAYMENT_TERMS_DAYS = 15;
/** Reminder e-mails go this many days after the due date. */
export const REMINDER_DAYS = [3, 15] as const;
/** Back-office invoices list page size. */
export const INVOICES_PAGE_SIZE = 20;

/** Column lengths of the billing tables (db/schema/billing.ts reads them). */
export const billingColumnLength = {
  number: 20,
  label: 300,
  reference: 120,
  reason: 500,
  taxNumber: 40,
  providerRef: 100,
} as const;

/** Largest monthly fee accepted (10 million TND): keeps every sum far inside int64 and doubles. */
export const MAX_FEE_MILLIMES = 10_000_000_000;
const MAX_AMOUNT_MILLIMES = 1_000_000_000_000;

/** `YYYY-MM`, a calendar month between 2000 and 2999. */
export const periodSchema = z
  .string({ error: 'billing.periodInvalid' })
  .regex(/^2\d{3}-(0[1-9]|1[0-2])$/, { error: 'billing.periodInvalid' });

const millimes = (message: string, max = MAX_AMOUNT_MILLIMES) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(max, { error: message });

/** A commission in basis points (0–10,000), or null (none). */
const commissionSchema = z
  .number({ error: 'billing.commissionInvalid' })
  .int({ error: 'billing.commissionInvalid' })
  .min(0, { error: 'billing.commissionInvalid' })
  .max(MAX_COMMISSION_BP, { error: 'billing.commissionInvalid' })
  .nullable()
  .optional()
  .transform((value) => value ?? null);

// --- contracts --------------------------------------------------------------------------------

export const contractInputSchema = z
  .object({
    clientId: requiredId('billing.clientRequired'),
    stationIds: z
      .array(requiredId('billing.stationsRequired'), { error: 'billing.stationsRequired' })
      .min(1, { error: 'billing.stationsRequired' })
      .max(200, { error: 'billing.stationsRequired' }),
    startDate: isoDate(),
    endDate: blankToNull(isoDate()),
    monthlyFeeMillimes: millimes('billing.feeInvalid', MAX_FEE_MILLIMES),
    paymentTermsDays: z
      .number({ error: 'billing.termsInvalid' })
      .int({ error: 'billing.termsInvalid' })
      .min(0, { error: 'billing.termsInvalid' })
      .max(120, { error: 'billing.termsInvalid' })
      .default(DEFAULT_PAYMENT_TERMS_DAYS),
    commissionBp: commissionSchema,
  })
  .superRefine((value, ctx) => {
    if (value.endDate && value.endDate < value.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'billing.endBeforeStart' });
    }
  });
export type ContractInput = z.input<typeof contractInputSchema>;

/** `POST /api/admin/contracts/:id/end`: the last day of the rental. */
export const contractEndSchema = z.object({ endDate: isoDate() });

/** `POST /api/admin/contracts/:id/renew`: a new contract from the day after the old one ends. */
export const contractRenewSchema = z.object({
  endDate: blankToNull(isoDate()),
  monthlyFeeMillimes: millimes('billing.feeInvalid', MAX_FEE_MILLIMES).optional(),
});

/** `PUT /api/admin/contracts/:id/commission`: the partner's commission, basis points or null. */
export const contractCommissionSchema = z.object({ commissionBp: commissionSchema });

export const contractSchema = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  client: z.string(),
  stationIds: z.array(z.number().int()),
  stations: z.array(z.object({ id: z.number().int(), reference: z.string() })),
  startDate: z.string(),
  endDate: z.string().nullable(),
  monthlyFeeMillimes: z.number().int(),
  paymentTermsDays: z.number().int(),
  /** The venue partner's commission on the ad revenue of these stations, basis points; null = none. */
  commissionBp: z.number().int().nullable(),
  status: z.enum(CONTRACT_STATUSES),
  renewedFromId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Contract = z.infer<typeof contractSchema>;

export const contractListQuerySchema = listQuerySchema.extend({
  clientId: idSchema.optional(),
});

// --- invoices ---------------------------------------------------------------------------------

export const invoiceLineSchema = z.object({
  /** The contract billed by this line; null for a line from another source (`kind`). */
  contractId: z.number().int().nullable(),
  kind: z.enum(INVOICE_LINE_KINDS),
  /** The campaign (ad request) billed by an `ad_campaign` line, else null. */
  adId: z.number().int().nullable(),
  label: z.string(),
  amountMillimes: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceSchema = z.object({
  id: z.number().int(),
  kind: z.enum(INVOICE_KINDS),
  number: z.string(),
  clientId: z.number().int(),
  client: z.string(),
  period: z.string(),
  issuedAt: z.string(),
  dueDate: z.string(),
  lines: z.array(invoiceLineSchema),
  htMillimes: z.number().int(),
  /** TVA rate in basis points (1900 = 19 %), fixed at issue. */
  tvaRateBp: z.number().int(),
  tvaMillimes: z.number().int(),
  stampMillimes: z.number().int(),
  ttcMillimes: z.number().int(),
  paidMillimes: z.number().int(),
  /** What is still owed (0 once paid or cancelled). */
  dueMillimes: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  /** The credit note that cancelled this invoice, or the invoice a credit note cancels. */
  related: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  cancelReason: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListQuerySchema = listQuerySchema.extend({
  period: periodSchema.optional(),
  clientId: idSchema.optional(),
  status: z.enum(INVOICE_STATUSES, { error: 'billing.statusInvalid' }).optional(),
  kind: z.enum(INVOICE_KINDS).optional(),
});

export const invoiceRunSchema = z.object({ period: periodSchema });
export const invoiceRunResultSchema = z.object({
  period: z.string(),
  /** Invoices issued by this run. */
  issued: z.number().int(),
  /** Clients of the period that already had their invoice. */
  alreadyIssued: z.number().int(),
});
export type InvoiceRunResult = z.infer<typeof invoiceRunResultSchema>;

export const invoiceTotalsSchema = z.object({
  billedMillimes: z.number().int(),
  collectedMillimes: z.number().int(),
  outstandingMillimes: z.number().int(),
  overdueMillimes: z.number().int(),
});
export type InvoiceTotals = z.infer<typeof invoiceTotalsSchema>;

export const invoiceExportQuerySchema = z.object({ period: periodSchema });

export const paymentInputSchema = z.object({
  amountMillimes: millimes('billing.amountInvalid'),
  method: z.enum(STAFF_PAYMENT_METHODS, { error: 'billing.methodInvalid' }),
  paidAt: isoDate(),
  reference: z
    .string({ error: 'validation.tooLong' })
    .trim()
    .max(billingColumnLength.reference, { error: 'validation.tooLong' })
    .default(''),
});
export type PaymentInput = z.input<typeof paymentInputSchema>;

export const paymentSchema = z.object({
  id: z.number().int(),
  amountMillimes: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  paidAt: z.string(),
  reference: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const reminderSchema = z.object({
  stage: z.number().int(),
  sentAt: z.string(),
  email: z.string(),
});

/** `GET /api/admin/invoices/:id`: the invoice with its history (payments, reminders, credit note). */
export const invoiceDetailSchema = invoiceSchema.extend({
  payments: z.array(paymentSchema),
  reminders: z.array(reminderSchema),
  /** The credit note that cancelled this invoice; null while it stands (and for a credit note). */
  creditNote: z
    .object({
      id: z.number().int(),
      number: z.string(),
      issuedAt: z.string(),
      ttcMillimes: z.number().int(),
    })
    .nullable(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const invoiceCancelSchema = z.object({
  reason: requiredText(billingColumnLength.reason, 'billing.reasonRequired'),
});
export const invoiceCancelResultSchema = z.object({
  invoice: invoiceSchema,
  creditNote: invoiceSchema,
});

export const payResultSchema = z.object({ payUrl: z.string() });

/** `GET /api/billing/payment-options`: online payment, or the bank details to pay by transfer. */
export const paymentOptionsSchema = z.object({
  online: z.boolean(),
  legalName: z.string(),
  rib: z.string(),
});
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;

/** `GET /api/admin/billing/revenue`: billed and collected per month (the admin dashboard). */
export const revenueMonthSchema = z.object({
  period: z.string(),
  billedMillimes: z.number().int(),
  collectedMillimes: z.number().int(),
});
export type RevenueMonth = z.infer<typeof revenueMonthSchema>;

/** `PUT /api/admin/billing/clients/:id`: what invoices print about a client. */
export const clientBillingInputSchema = z.object({
  taxNumber: z
    .string({ error: 'validation.tooLong' })
    .trim()
    .max(billingColumnLength.taxNumber, { error: 'validation.tooLong' })
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
  invoiceLanguage: z.enum(LANGUAGES, { error: 'validation.invalid' }),
});
export const clientBillingSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  taxNumber: z.string().nullable(),
  invoiceLanguage: z.enum(LANGUAGES),
});
export type ClientBilling = z.infer<typeof clientBillingSchema>;

// --- campaigns and venue partners (issue 33) --------------------------------------------------

/** A campaign's price as staff set it: both null (not billed) or both set. */
export const adPricingSchema = z.object({
  basis: z.enum(AD_PRICING_BASES).nullable(),
  priceMillimes: z.number().int().nullable(),
});
export type AdPricing = z.infer<typeof adPricingSchema>;

/** `PUT /api/publicites/:id/pricing`: price per screen-day or per thousand plays, or none. */
export const adPricingInputSchema = z
  .object({
    basis: z.enum(AD_PRICING_BASES, { error: 'billing.pricingBasisInvalid' }).nullable(),
    priceMillimes: millimes('billing.priceInvalid', MAX_AD_PRICE_MILLIMES).nullable(),
  })
  .superRefine((value, ctx) => {
    if ((value.basis === null) !== (value.priceMillimes === null)) {
      ctx.addIssue({
        code: 'custom',
        path: [value.basis === null ? 'basis' : 'priceMillimes'],
        message: value.basis === null ? 'billing.pricingBasisInvalid' : 'billing.priceInvalid',
      });
    }
  });
export type AdPricingInput = z.input<typeof adPricingInputSchema>;

export const partnerStatementQuerySchema = z.object({ period: periodSchema });

/** One campaign's plays on a contract's stations and the ad revenue they bring. */
export const partnerCampaignSchema = z.object({
  adId: z.number().int(),
  /** Where the campaign runs, as its name shows it: its space's name, else its city. */
  place: z.string(),
  plays: z.number().int(),
  /** The share of the campaign's invoiced HT amount of the month these plays carry. */
  revenueMillimes: z.number().int(),
  /** Whether the campaign's line of the month is on an issued invoice (else no revenue yet). */
  invoiced: z.boolean(),
});

/**
 * `GET /api/admin/partners/:clientId/statement`, `GET /api/partner-statement`: a venue partner's
 * month, per rental contract: plays on its stations (days the contract covers), per campaign, the
 * revenue attributed to them and the commission owed.
 */
export const partnerStatementSchema = z.object({
  clientId: z.number().int(),
  client: z.string(),
  period: z.string(),
  contracts: z.array(
    z.object({
      contractId: z.number().int(),
      stations: z.array(z.object({ id: z.number().int(), reference: z.string() })),
      from: z.string(),
      to: z.string(),
      commissionBp: z.number().int().nullable(),
      campaigns: z.array(partnerCampaignSchema),
      plays: z.number().int(),
      revenueMillimes: z.number().int(),
      commissionMillimes: z.number().int(),
    }),
  ),
  plays: z.number().int(),
  revenueMillimes: z.number().int(),
  commissionMillimes: z.number().int(),
});
export type PartnerStatement = z.infer<typeof partnerStatementSchema>;

/** `1250` bp → `12,5 %` (French) or `12.5%` (English). */
export function formatBasisPoints(bp: number, language: 'fr' | 'en' = 'fr'): string {
  const text = (bp / 100).toLocaleString(language === 'fr' ? 'fr-FR' : 'en-GB', {
    maximumFractionDigits: 2,
  });
  return language === 'fr' ? `${text} %` : `${text}%`;
}

export const konnectWebhookQuerySchema = z.object({
  payment_ref: z.string({ error: 'billing.paymentRefInvalid' }).trim().min(1).max(100),
});

/** Millimes as `1 234,567 TND` (French) or `1,234.567 TND` (English): three decimals, always. */
export function formatMillimes(value: number, language: 'fr' | 'en' = 'fr'): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const dinars = Math.floor(abs / 1000);
  const rest = String(abs % 1000).padStart(3, '0');
  const grouped = dinars.toString().replace(/\B(?=(\d{3})+(?!\d))/g, language === 'fr' ? ' ' : ',');
  return `${sign}${grouped}${language === 'fr' ? ',' : '.'}${rest} TND`;
}

/** Whole TND typed by staff (`120.5`, `120,500`) → millimes, or undefined when not an amount. */
export function parseTnd(text: string): number | undefined {
  const match = /^\s*(\d{1,10})(?:[.,](\d{1,3}))?\s*$/.exec(text.replace(/[\s\u202f]/g, ''));
  if (!match) return undefined;
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
}
