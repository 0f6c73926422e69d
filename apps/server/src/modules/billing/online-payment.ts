import { companyToday } from '@app/contracts/sales';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { konnectPayments } from '../../db/schema';
import { AppError, conflict, firstOrNotFound, notFound } from '../../lib/errors';
import { findInvoice, recordPayment } from './invoices';
import { fetchKonnectPayment, initKonnectPayment } from './konnect';

type App = Pick<FastifyInstance, 'db' | 'config' | 'log'>;

/** Where the client's browser comes back to after paying (the portal's Payment section). */
const PORTAL_PAYMENT_PATH = '/compte-client?section=payment';

/**
 * "Payer en ligne": asks Konnect for a payment of what is still due on the client's own invoice,
 * with the invoice number as `orderId`, and remembers the payment reference it answers so the
 * webhook can tie a notification to this invoice and amount.
 */
export async function startOnlinePayment(
  app: App,
  invoiceId: number,
  clientId: number,
): Promise<{ payUrl: string }> {
  const konnect = app.config.billing.konnect;
  if (!konnect) throw conflict('billing.onlinePaymentOff');
  const invoice = await findInvoice(app.db, invoiceId, clientId);
  if (invoice.kind !== 'invoice') throw conflict('billing.creditNoteNotPayable');
  if (invoice.status === 'cancelled') throw conflict('billing.invoiceCancelled');
  if (invoice.dueMillimes <= 0) throw conflict('billing.nothingDue');
  const back = `${app.config.publicUrl}${PORTAL_PAYMENT_PATH}`;
  const { payUrl, paymentRef } = await initKonnectPayment(konnect, {
    amountMillimes: invoice.dueMillimes,
    orderId: invoice.number,
    webhook: `${app.config.publicUrl}/api/payments/konnect/webhook`,
    description: invoice.number,
    successUrl: back,
    failUrl: back,
  });
  await app.db
    .insert(konnectPayments)
    .values({ paymentRef, invoiceId: invoice.id, amountMillimes: invoice.dueMillimes })
    .onConflictDoNothing();
  return { payUrl };
}

export type WebhookOutcome = 'recorded' | 'already_recorded' | 'pending' | 'rejected';

/**
 * A Konnect notification: a reference we never started is not found (forged); otherwise the
 * payment is fetched from Konnect and recorded only when it is `completed` for the amount we asked,
 * in TND, for this invoice's number. The provider reference makes replays record nothing more.
 */
export async function confirmKonnectPayment(app: App, paymentRef: string): Promise<WebhookOutcome> {
  const konnect = app.config.billing.konnect;
  if (!konnect) throw notFound();
  const started = await firstOrNotFound(
    app.db.select().from(konnectPayments).where(eq(konnectPayments.paymentRef, paymentRef)),
  );
  const payment = await fetchKonnectPayment(konnect, paymentRef);
  if (payment.status !== 'completed') return 'pending';
  const invoice = await findInvoice(app.db, started.invoiceId);
  const matches =
    payment.amount === started.amountMillimes &&
    (payment.token === undefined || payment.token === 'TND') &&
    (payment.orderId === undefined || payment.orderId === invoice.number);
  if (!matches) {
    app.log.warn(
      {
        paymentRef,
        invoiceId: invoice.id,
        amount: payment.amount,
        expected: started.amountMillimes,
      },
      'konnect payment refused: it does not match the payment started',
    );
    return 'rejected';
  }
  try {
    const { recorded } = await recordPayment(app.db, invoice.id, {
      amountMillimes: payment.amount,
      method: 'konnect',
      paidAt: companyToday(),
      reference: paymentRef,
      providerRef: paymentRef,
    });
    return recorded ? 'recorded' : 'already_recorded';
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 409) throw error;
    // Paid meanwhile by another way, or cancelled: the money arrived all the same, staff must act.
    app.log.error(
      { paymentRef, invoiceId: invoice.id, amount: payment.amount, code: error.code },
      'konnect payment completed but not recordable on its invoice: refund or allocate it by hand',
    );
    return 'rejected';
  }
}
