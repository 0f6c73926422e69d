import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Konnect's documented Gateway API v2 (no internet in tests): `POST
 * /payments/init-payment` (x-api-key, receiverWalletId, amount, token, orderId, webhook →
 * `{ payUrl, paymentRef }`) and `GET /payments/<ref>` (→ `{ payment: { status, amount, token,
 * orderId } }`). Its `payUrl` is a small checkout page: paying there completes the payment, calls
 * the merchant's webhook as `GET <webhook>?payment_ref=<ref>` the way Konnect does, and sends the
 * browser to `successUrl`. Tests can also change a payment behind the merchant's back.
 */

interface StandInPayment {
  ref: string;
  status: 'pending' | 'completed';
  amount: number;
  token: string;
  orderId: string;
  webhook: string;
  successUrl?: string;
  receiverWalletId: string;
}

export interface KonnectStandIn {
  url: string;
  apiKey: string;
  walletId: string;
  payments: Map<string, StandInPayment>;
  /** Every init-payment body received, in order. */
  initRequests: Record<string, unknown>[];
  /** While true, every API call answers 503 (the provider down). */
  failing: boolean;
  /** Marks a payment completed (optionally for another amount), without calling the webhook. */
  complete(ref: string, amount?: number): void;
  close(): Promise<void>;
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const readBody = (req: http.IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

export async function startKonnectStandIn(
  options: { apiKey?: string; walletId?: string; port?: number } = {},
): Promise<KonnectStandIn> {
  const apiKey = options.apiKey ?? `key-${randomBytes(6).toString('hex')}`;
  const walletId = options.walletId ?? randomBytes(12).toString('hex');
  const payments = new Map<string, StandInPayment>();
  const initRequests: Record<string, unknown>[] = [];
  let base = '';
  const standIn = { failing: false } as KonnectStandIn;

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', base);
      if (url.pathname === '/health') return json(res, 200, { ok: true });
      const api = url.pathname.startsWith('/api/v2/') ? url.pathname.slice('/api/v2'.length) : null;
      if (api !== null && standIn.failing) return json(res, 503, { errors: [{ message: 'Down' }] });
      if (api !== null && req.headers['x-api-key'] !== apiKey) {
        return json(res, 401, { errors: [{ message: 'Unauthorized' }] });
      }
      if (api === '/payments/init-payment' && req.method === 'POST') {
        const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
        initRequests.push(body);
        if (body.receiverWalletId !== walletId || typeof body.amount !== 'number') {
          return json(res, 422, { errors: [{ message: 'Invalid request' }] });
        }
        const ref = randomBytes(12).toString('hex');
        payments.set(ref, {
          ref,
          status: 'pending',
          amount: body.amount,
          token: String(body.token ?? 'TND'),
          orderId: String(body.orderId ?? ''),
          webhook: String(body.webhook ?? ''),
          successUrl: typeof body.successUrl === 'string' ? body.successUrl : undefined,
          receiverWalletId: walletId,
        });
        return json(res, 200, { payUrl: `${base}/pay/${ref}`, paymentRef: ref });
      }
      const paymentMatch = api?.match(/^\/payments\/([^/]+)$/);
      if (paymentMatch && req.method === 'GET') {
        const payment = payments.get(decodeURIComponent(paymentMatch[1]!));
        if (!payment) return json(res, 404, { errors: [{ message: 'Payment not found' }] });
        const { ref, webhook, successUrl: _s, receiverWalletId: _w, ...rest } = payment;
        return json(res, 200, { payment: { id: ref, ...rest, webhook } });
      }
      const pageMatch = url.pathname.match(/^\/pay\/([a-f0-9]+)$/);
      const payment = pageMatch ? payments.get(pageMatch[1]!) : undefined;
      if (pageMatch && payment && req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(`<!doctype html><html lang="fr"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width"><title>Konnect (stand-in)</title></head>
<body><main><h1>Konnect (stand-in)</h1><p>Commande ${escapeHtml(payment.orderId)} :
<span data-testid="amount">${payment.amount}</span> millimes</p>
<form method="post"><button type="submit">Confirmer le paiement</button></form></main></body></html>`);
      }
      if (pageMatch && payment && req.method === 'POST') {
        payment.status = 'completed';
        // Konnect notifies the merchant, then sends the payer back.
        await fetch(`${payment.webhook}?payment_ref=${payment.ref}`).catch(() => undefined);
        res.writeHead(303, { location: payment.successUrl ?? '/' });
        return res.end();
      }
      json(res, 404, { errors: [{ message: 'Not found' }] });
    } catch {
      json(res, 400, { errors: [{ message: 'Bad request' }] });
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(standIn, {
    url: `${base}/api/v2`,
    apiKey,
    walletId,
    payments,
    initRequests,
    complete(ref: string, amount?: number) {
      const payment = payments.get(ref);
      if (!payment) throw new Error(`no stand-in payment ${ref}`);
      payment.status = 'completed';
      if (amount !== undefined) payment.amount = amount;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
  return standIn;
}
