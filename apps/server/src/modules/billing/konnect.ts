import { z } from 'zod';
import { AppError } from '../../lib/errors';

/**
 * Konnect, the Tunisian payment gateway (wallet, bank card, e-DINAR). From its public API
 * documentation (Gateway API v2): `POST {api}/payments/init-payment` with the organisation's
 * `x-api-key` header and `receiverWalletId`, `amount` (millimes for TND), `token`, `orderId` and
 * `webhook` answers `{ payUrl, paymentRef }`; Konnect then calls the webhook as
 * `GET <webhook>?payment_ref=<ref>`, and `GET {api}/payments/<ref>` answers
 * `{ payment: { status, amount, orderId, … } }`, `status` being `completed` once paid (else
 * `pending`). The notification itself proves nothing: only that confirmation does.
 */

export interface KonnectConfig {
  apiUrl: string;
  apiKey: string;
  walletId: string;
}

/** How long a call to Konnect may take before the payment is reported unavailable. */
const TIMEOUT_MS = 10_000;

const initAnswerSchema = z.object({
  payUrl: z.string().url(),
  paymentRef: z.string().min(1).max(100),
});
const paymentAnswerSchema = z.object({
  payment: z.object({
    status: z.string(),
    amount: z.number(),
    token: z.string().optional(),
    orderId: z.string().optional(),
  }),
});
export type KonnectPayment = z.infer<typeof paymentAnswerSchema>['payment'];

const providerFailed = () => new AppError(502, 'billing.providerFailed');

async function call(url: string, init: RequestInit, apiKey: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey, ...init.headers },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw providerFailed();
  }
  if (!response.ok) {
    // Drained so the connection is reused; its text is not trusted into logs or answers.
    await response.body?.cancel();
    throw providerFailed();
  }
  try {
    return await response.json();
  } catch {
    throw providerFailed();
  }
}

export async function initKonnectPayment(
  config: KonnectConfig,
  payment: {
    amountMillimes: number;
    orderId: string;
    webhook: string;
    description: string;
    successUrl: string;
    failUrl: string;
  },
): Promise<{ payUrl: string; paymentRef: string }> {
  const answer = await call(
    `${config.apiUrl}/payments/init-payment`,
    {
      method: 'POST',
      body: JSON.stringify({
        receiverWalletId: config.walletId,
        token: 'TND',
        amount: payment.amountMillimes,
        type: 'immediate',
        description: payment.description,
        acceptedPaymentMethods: ['wallet', 'bank_card', 'e-DINAR'],
        orderId: payment.orderId,
        webhook: payment.webhook,
        // With a webhook, Konnect sends the browser back only when the webhook is "silent".
        silentWebhook: true,
        successUrl: payment.successUrl,
        failUrl: payment.failUrl,
      }),
    },
    config.apiKey,
  );
  const parsed = initAnswerSchema.safeParse(answer);
  if (!parsed.success) throw providerFailed();
  return parsed.data;
}

/** The payment as Konnect knows it; an unknown reference or a failure is `billing.providerFailed`. */
export async function fetchKonnectPayment(
  config: KonnectConfig,
  paymentRef: string,
): Promise<KonnectPayment> {
  const answer = await call(
    `${config.apiUrl}/payments/${encodeURIComponent(paymentRef)}`,
    { method: 'GET' },
    config.apiKey,
  );
  const parsed = paymentAnswerSchema.safeParse(answer);
  if (!parsed.success) throw providerFailed();
  return parsed.data.payment;
}
