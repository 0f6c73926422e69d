import type {
  newsletterBodySchema,
  QuoteRequest,
  quoteRequestBodySchema,
  Reservation,
  reservationBodySchema,
} from '@app/contracts/sales';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { demandes, newsletterSubscribers, reservations } from '../../db/schema';
import { toDemande } from './demande-record';

/** Bodies as the shared schemas output them (trimmed, email lower-cased, phone normalised). */
type QuoteInput = z.output<typeof quoteRequestBodySchema>;
type ReservationInput = z.output<typeof reservationBodySchema>;
type NewsletterInput = z.output<typeof newsletterBodySchema>;

/** Stores a quote request from the landing page; it starts 'pending' from a prospective client. */
export async function createQuoteRequest(
  db: Db,
  { Gouvernorat, ...fields }: QuoteInput,
): Promise<QuoteRequest> {
  const [row] = await db
    .insert(demandes)
    .values({ ...fields, gouvernorat: Gouvernorat, statut: 'pending', type: 'client' })
    .returning();
  return toDemande(row!);
}

function toReservation(row: typeof reservations.$inferSelect): Reservation {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    date: row.demoDate,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Stores a demo booking (the date was read as Tunisia's day and checked by the schema). The same
 * person (email) booking the same day again gets the existing booking back, `created: false`, and
 * nothing is stored twice.
 */
export async function createReservation(
  db: Db,
  input: ReservationInput,
): Promise<{ reservation: Reservation; created: boolean }> {
  const [row] = await db
    .insert(reservations)
    .values({ name: input.name, email: input.email, phone: input.phone, demoDate: input.date })
    // The unique (email, demo_date) index turns a double booking into a no-op, race-free.
    .onConflictDoNothing()
    .returning();
  if (row) return { reservation: toReservation(row), created: true };
  const [existing] = await db
    .select({ id: reservations.id, createdAt: reservations.createdAt })
    .from(reservations)
    .where(and(eq(reservations.email, input.email), eq(reservations.demoDate, input.date)));
  // The booking's id and day, with the caller's own details: an anonymous caller who knows an
  // email must not read the name and phone stored with it.
  const reservation: Reservation = {
    id: existing!.id,
    name: input.name,
    email: input.email,
    phone: input.phone,
    date: input.date,
    createdAt: existing!.createdAt.toISOString(),
  };
  return { reservation, created: false };
}

/**
 * Subscribes an address once: a second call with the same email (any case) changes nothing and
 * says so, so the box can be submitted twice without an error or a duplicate row.
 */
export async function subscribeNewsletter(db: Db, input: NewsletterInput) {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email: input.email, language: input.language })
    // The only unique index is lower(email): a conflict means 'already subscribed'.
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  return { email: input.email, created: inserted.length > 0 };
}
