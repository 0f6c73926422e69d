import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { Metrics } from './metrics';

/** Where the platform's mails go: SMTP when configured, else one .eml file per mail. */
interface MailSender {
  send(message: Mail.Options): Promise<{ location: string }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The one mail transport of the app (SMTP_URL, else DATA_DIR/outbox), counted in metrics. */
    mail: MailSender;
  }
}

/**
 * The sender for a configuration; with `metrics`, every mail counts in `mails_sent_total` or
 * `mails_failed_total` (by transport: smtp or outbox).
 */
function createMailSender(
  config: { smtpUrl?: string; dataDir: string },
  metrics?: Metrics,
): MailSender {
  const sender = transportSender(config);
  if (!metrics) return sender;
  const transport = config.smtpUrl ? 'smtp' : 'outbox';
  const sent = metrics.counter('mails_sent_total', 'Mails handed to the transport', ['transport']);
  const failed = metrics.counter('mails_failed_total', 'Mails the transport refused', [
    'transport',
  ]);
  return {
    async send(message) {
      try {
        const result = await sender.send(message);
        sent.inc({ transport });
        return result;
      } catch (error) {
        failed.inc({ transport });
        throw error;
      }
    },
  };
}

function transportSender(config: { smtpUrl?: string; dataDir: string }): MailSender {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail(message);
        return { location: `smtp:${info.messageId}` };
      },
    };
  }
  // No SMTP server on a fresh clone: build the exact RFC 822 message and keep it on disk, where an
  // operator (or a test) can open it with any mail client.
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail(message);
      await mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outbox, `${stamp}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer, { flag: 'wx' });
      return { location: file };
    },
  };
}

/**
 * `app.mail`: one sender for the whole app, so an SMTP transport (and its connection pool) is
 * shared by every module. Who a mail is from is the sender's business (`app.site.mailFrom()`).
 */
export default fp(
  async function mailPlugin(app: FastifyInstance) {
    app.decorate('mail', createMailSender(app.config, app.metrics));
  },
  { name: 'mail', dependencies: ['metrics'] },
);
