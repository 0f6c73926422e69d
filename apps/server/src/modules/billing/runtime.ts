import type { Language } from '@app/contracts';
import type { InvoiceRunResult } from '@app/contracts/billing';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { currentPeriod, issuePeriod } from './invoices';
import type { Seller } from './pdf';
import { sendDueReminders } from './reminders';

interface BillingRuntime {
  /** The company as the published Site settings name it, for PDFs and the transfer details. */
  seller(language: Language): Promise<Seller>;
  /** Called after every issue run (button or schedule): logs and counts it. */
  issued(result: InvoiceRunResult): void;
  /** One pass of the schedule: the month's issue on the 1st, then the reminders (tests call it). */
  tick(now?: Date): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    billing: BillingRuntime;
  }
}

/** The schedule looks every quarter of an hour; the work it finds is idempotent. */
const TICK_MS = 15 * 60_000;

/**
 * Billing's schedule inside the server: on the 1st of each month (Africa/Tunis) the month is
 * issued, and every pass sends the reminders that are due. Every instance runs it: issuing is
 * idempotent per client and month under the counter's lock, and a reminder is claimed by its log
 * row, so two instances never double anything.
 */
export default fp(
  async function billingRuntime(app: FastifyInstance) {
    const { config } = app;
    const invoicesIssued = app.metrics.counter('invoices_issued_total', 'Invoices issued');

    const runtime: BillingRuntime = {
      async seller(language) {
        const { content } = (await app.site.published()).body;
        return {
          legalName: content.legalName,
          brandName: content.brandName,
          taxNumber: content.taxNumber ?? '',
          rib: content.rib ?? '',
          address: content.address[language],
        };
      },
      issued(result) {
        app.log.info(result, 'invoices issued');
        invoicesIssued.inc(result.issued);
      },
      async tick(now = new Date()) {
        const today = now.toLocaleDateString('sv-SE', { timeZone: 'Africa/Tunis' });
        if (today.endsWith('-01')) {
          runtime.issued(await issuePeriod(app.db, currentPeriod(now), config.billing, now));
        }
        const sent = await sendDueReminders(app, now);
        if (sent > 0) app.log.info({ sent }, 'invoice reminders sent');
      },
    };
    app.decorate('billing', runtime);

    // Only a listening server runs the schedule (not scripts that build the app, nor tests).
    // Shutdown stops it in an onClose hook, which Fastify runs before the database plugin's (hooks
    // close in reverse order of registration, and this plugin registers after the database): no
    // pass starts once closing began (not even one whose listen finished after close() was
    // called), and the pass in flight is awaited, so no tick ever meets a closed pool.
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    let running: Promise<void> | undefined;
    const pass = () => {
      // One pass at a time: a pass longer than the interval is not doubled by the next.
      if (stopped || running) return;
      running = runtime
        .tick()
        .catch((error) => app.log.error({ err: error }, 'billing schedule failed'))
        .finally(() => {
          running = undefined;
        });
    };
    app.addHook('onListen', async () => {
      if (!config.billing.schedule || stopped) return;
      pass();
      timer = setInterval(pass, TICK_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: 'billing', dependencies: ['database', 'site'] },
);
