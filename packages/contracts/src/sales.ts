import { z } from 'zod';
import {
  emailSchema,
  governorateSchema,
  isoDateSchema,
  LANGUAGES,
  LIMITS,
  requiredText,
  STORED_LENGTH,
  storedStrings,
  tunisianPhoneSchema,
} from './common';

/**
 * Public side of sales on the landing page: the quote request ("formulaire"), the demo
 * booking ("reservation") and the newsletter box. The landing forms and the server share these
 * schemas; every message is a key of messages.ts.
 */

/** Longest message a visitor may type in the quote form (a generous paragraph or two). */
export const QUOTE_MESSAGE_MAX = 2000;
/** How far ahead a demo can be booked: the sales team plans about a quarter ahead. */
export const DEMO_MAX_DAYS_AHEAD = 180;
/** Demo dates are calendar days in Tunisia, whatever the visitor's or server's clock zone. */
export const COMPANY_TIME_ZONE = 'Africa/Tunis';

// The sv-SE locale formats dates as ISO `YYYY-MM-DD`. One formatter for every call: building one
// (what `toLocaleDateString` does each time) costs some 20 times its use (bench/PROFILE.md).
const companyDate = new Intl.DateTimeFormat('sv-SE', { timeZone: COMPANY_TIME_ZONE });

/** Today's date in Tunisia as `YYYY-MM-DD`. */
export function companyToday(now: Date = new Date()): string {
  return companyDate.format(now);
}

/** `YYYY-MM-DD` plus a number of days (calendar arithmetic in UTC, no clock-zone drift). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Length of each varchar column of the `demandes` table (db/schema/sales.ts reads it). */
export const demandeColumnLength = {
  nom: LIMITS.shortText,
  email: LIMITS.email,
  nomentreprise: LIMITS.shortText,
  fonction: LIMITS.shortText,
  tel: STORED_LENGTH.phone,
  gouvernorat: STORED_LENGTH.governorate,
} as const;

/**
 * A quote request's fields (the French names clients send), defined once: the landing body, the
 * stored record, the staff list and edit schemas derive from it, and each text field fits its
 * column. A new field is a line here, its column in db/schema/sales.ts and a migration.
 */
export const quoteRequestFieldsSchema = z.object({
  nom: requiredText(demandeColumnLength.nom),
  email: emailSchema,
  nomentreprise: requiredText(demandeColumnLength.nomentreprise),
  fonction: requiredText(demandeColumnLength.fonction),
  tel: tunisianPhoneSchema,
  Gouvernorat: governorateSchema,
  message: requiredText(QUOTE_MESSAGE_MAX),
});

// The landing form, and so the documented body and 201 record, ask for the email last.
const { email: emailField, ...quoteFieldsButEmail } = quoteRequestFieldsSchema.shape;
const landingFields = { ...quoteFieldsButEmail, email: emailField };

/** `POST /api/formulaire`: the contact form of the landing page. */
export const quoteRequestBodySchema = z.object(landingFields);
export type QuoteRequestBody = z.input<typeof quoteRequestBodySchema>;

/** The stored quote request, answered with 201. */
export const quoteRequestSchema = z.object({
  id: z.number().int(),
  ...storedStrings(landingFields),
  statut: z.string(),
  type: z.string(),
  createdAt: z.string(),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/**
 * A demo date: a valid ISO day, not before today in Tunisia and at most DEMO_MAX_DAYS_AHEAD ahead.
 * Evaluated at parse time, so the browser and the server apply the same rule.
 */
export const demoDateSchema = isoDateSchema
  .refine((value) => value >= companyToday(), { error: 'sales.demo.dateInPast' })
  .refine((value) => value <= addDays(companyToday(), DEMO_MAX_DAYS_AHEAD), {
    error: 'sales.demo.dateTooFar',
  });

/**
 * The day a demo date names in Tunisia. A date picker serialises its value as an ISO date-time
 * (`2026-06-15T00:00:00.000Z`, or local midnight in UTC: `2026-06-14T23:00:00.000Z`): an instant is
 * read as Tunisia's day, a date-time without a zone by its own date. `YYYY-MM-DD` passes unchanged;
 * anything else is left for isoDateSchema to refuse.
 */
export function demoDay(value: string): string {
  const match =
    /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i.exec(
      value.trim(),
    );
  if (!match) return value;
  const instant = new Date(match[2] ? value.trim() : `${value.trim()}Z`);
  if (Number.isNaN(instant.getTime())) return value;
  return match[2] ? companyToday(instant) : match[1]!;
}

/** Length of the varchar columns of `reservations` and `newsletter_subscribers`. */
export const reservationColumnLength = {
  name: LIMITS.shortText,
  email: LIMITS.email,
  phone: STORED_LENGTH.phone,
} as const;
export const newsletterColumnLength = { email: LIMITS.email, language: 2 } as const;

/** `POST /api/reservation`: the demo form (all fields required, valid email). */
export const reservationBodySchema = z.object({
  name: requiredText(reservationColumnLength.name),
  email: emailSchema,
  phone: tunisianPhoneSchema,
  date: z.string({ error: 'validation.date' }).transform(demoDay).pipe(demoDateSchema),
});
export type ReservationBody = z.input<typeof reservationBodySchema>;

export const reservationSchema = z.object({
  id: z.number().int(),
  ...storedStrings(reservationBodySchema.shape),
  createdAt: z.string(),
});
export type Reservation = z.infer<typeof reservationSchema>;

/** `POST /api/newsletter`: idempotent per email (case-insensitive). */
export const newsletterBodySchema = z.object({
  email: emailSchema,
  language: z.enum(LANGUAGES).default('fr'),
});
export type NewsletterBody = z.input<typeof newsletterBodySchema>;

export const newsletterResponseSchema = z.object({
  email: z.string(),
  /** false when the address was already subscribed (the call changes nothing). */
  created: z.boolean(),
});
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;
