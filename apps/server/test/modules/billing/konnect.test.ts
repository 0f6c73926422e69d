import { companyToday } from '@app/contracts/sales';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicePayments, stations } from '../../../src/db/schema';
import { bearer, createClientAccount, createTestApp } from '../../helpers/app';
import { useAccounts, useTestApp } from '../../helpers/fixtures';
import { type KonnectStandIn, startKonnectStandIn } from '../../helpers/konnect-stand-in';

let konnect: KonnectStandIn;
// Registered first: the stand-in starts before the app and closes after it.
beforeAll(async () => {
  konnect = await startKonnectStandIn();
});
afterAll(() => konnect.close());

const t = useTestApp(() =>
  Promise.resolve({
    PUBLIC_URL: 'https://portail.example.tn',
    KONNECT_API_URL: konnect.url,
    KONNECT_API_KEY: konnect.apiKey,
    KONNECT_WALLET_ID: konnect.walletId,
  }),
);
const { admin } = useAccounts(t, { admin: 'admin' });

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${counter++}`;

/** A client with a 100.000 TND month (TTC 120.000) invoiced for the period. */
async function invoicedClient(period: string) {
  const client = await createClientAccount(t.app);
  const [station] = await t.app.db
    .insert(stations)
    .values({ reference: unique('KB'), clientId: client.id })
    .returning({ id: stations.id });
  const [y, m] = period.split('-').map(Number) as [number, number];
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/contracts',
    headers: bearer(admin.token),
    payload: {
      clientId: client.id,
      stationIds: [station!.id],
      startDate: `${period}-01`,
      endDate: new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10),
      monthlyFeeMillimes: 100_000,
    },
  });
  expect(created.statusCode).toBe(201);
  await t.app.inject({
    method: 'POST',
    url: '/api/admin/invoices/run',
    headers: bearer(admin.token),
    payload: { period },
  });
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/invoices',
    headers: bearer(client.token),
  });
  const [invoice] = list.json();
  return { client, invoice: invoice as { id: number; number: string; ttcMillimes: number } };
}

const pay = (id: number, token: string) =>
  t.app.inject({ method: 'POST', url: `/api/invoices/${id}/pay`, headers: bearer(token) });
const webhook = (ref: string) =>
  t.app.inject({ method: 'GET', url: `/api/payments/konnect/webhook?payment_ref=${ref}` });
const invoiceOf = async (id: number) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/invoices/${id}`, headers: bearer(admin.token) })
  ).json();

describe('paying online through Konnect (local stand-in of its documented API)', () => {
  it('starts a payment of what is due, then records it once when Konnect confirms it', async () => {
    const { client, invoice } = await invoicedClient('2024-01');
    const started = await pay(invoice.id, client.token);
    expect(started.statusCode).toBe(200);
    const { payUrl } = started.json();
    const request = konnect.initRequests.at(-1)!;
    expect(request).toMatchObject({
      receiverWalletId: konnect.walletId,
      amount: 120_000,
      token: 'TND',
      orderId: invoice.number,
      webhook: 'https://portail.example.tn/api/payments/konnect/webhook',
    });
    const ref = [...konnect.payments.values()].find((p) => p.orderId === invoice.number)!.ref;
    expect(payUrl).toBe(`${konnect.url.replace('/api/v2', '')}/pay/${ref}`);

    // Notified before the payer paid: Konnect says pending, nothing is recorded.
    expect((await webhook(ref)).json()).toEqual({ status: 'pending' });
    expect((await invoiceOf(invoice.id)).paidMillimes).toBe(0);

    konnect.complete(ref);
    expect((await webhook(ref)).json()).toEqual({ status: 'recorded' });
    // Retries and replays record nothing more, even at once.
    const replays = await Promise.all([webhook(ref), webhook(ref), webhook(ref)]);
    expect(replays.map((r) => r.json().status)).toEqual([
      'already_recorded',
      'already_recorded',
      'already_recorded',
    ]);
    const paid = await invoiceOf(invoice.id);
    expect(paid).toMatchObject({ status: 'paid', paidMillimes: 120_000, dueMillimes: 0 });
    const payments = await t.app.db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, invoice.id));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      method: 'konnect',
      reference: ref,
      paidAt: companyToday(),
    });

    // Nothing left to pay.
    const again = await pay(invoice.id, client.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('billing.nothingDue');
  });

  it('asks only for what is still due after a partial payment', async () => {
    const { client, invoice } = await invoicedClient('2024-02');
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${invoice.id}/payments`,
      headers: bearer(admin.token),
      payload: {
        amountMillimes: 20_000,
        method: 'transfer',
        paidAt: companyToday(),
        reference: 'V1',
      },
    });
    expect((await pay(invoice.id, client.token)).statusCode).toBe(200);
    expect(konnect.initRequests.at(-1)).toMatchObject({ amount: 100_000, orderId: invoice.number });
  });

  it('ignores forged notifications and refuses a completed payment of another amount', async () => {
    const { client, invoice } = await invoicedClient('2024-03');
    // A reference nobody started here: not found, Konnect not even asked.
    const forged = await webhook('5f7a209aeb3f76490ac4a3d1');
    expect(forged.statusCode).toBe(404);
    const missing = await t.app.inject({ method: 'GET', url: '/api/payments/konnect/webhook' });
    expect(missing.statusCode).toBe(400);

    await pay(invoice.id, client.token);
    const ref = [...konnect.payments.values()].find((p) => p.orderId === invoice.number)!.ref;
    // Completed, but for 1 millime: refused, nothing recorded.
    konnect.complete(ref, 1);
    expect((await webhook(ref)).json()).toEqual({ status: 'rejected' });
    expect((await invoiceOf(invoice.id)).paidMillimes).toBe(0);
  });

  it("lets a client pay only its own invoice; staff and anonymous callers can't start one", async () => {
    const { invoice } = await invoicedClient('2024-04');
    const other = await createClientAccount(t.app);
    const foreign = await pay(invoice.id, other.token);
    expect(foreign.statusCode).toBe(404);
    expect((await pay(invoice.id, admin.token)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/pay`,
      cookies: { 'XSRF-TOKEN': 'x' },
      headers: { 'x-xsrf-token': 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    const options = await t.app.inject({
      method: 'GET',
      url: '/api/billing/payment-options',
      headers: bearer(other.token),
    });
    expect(options.json()).toMatchObject({ online: true });
  });

  it('answers the provider being down with a clear message and records nothing', async () => {
    const { client, invoice } = await invoicedClient('2024-05');
    konnect.failing = true;
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/invoices/${invoice.id}/pay`,
        headers: { ...bearer(client.token), 'accept-language': 'en' },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({
        code: 'billing.providerFailed',
        message:
          'The online payment service is not answering. Try again later or pay by bank transfer.',
      });
    } finally {
      konnect.failing = false;
    }
    expect((await invoiceOf(invoice.id)).paidMillimes).toBe(0);
  });
});

describe('without Konnect configured', () => {
  it('offers the bank transfer details instead and refuses online payment', async () => {
    const plain = await createTestApp();
    try {
      const client = await createClientAccount(plain.app);
      const options = await plain.app.inject({
        method: 'GET',
        url: '/api/billing/payment-options',
        headers: bearer(client.token),
      });
      expect(options.json()).toEqual({ online: false, legalName: 'ChargeBox', rib: '' });
      const refused = await plain.app.inject({
        method: 'POST',
        url: '/api/invoices/1/pay',
        headers: bearer(client.token),
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'billing.onlinePaymentOff',
        message: 'Le paiement en ligne n’est pas disponible : réglez par virement bancaire.',
      });
      const hook = await plain.app.inject({
        method: 'GET',
        url: '/api/payments/konnect/webhook?payment_ref=abc',
      });
      expect(hook.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
