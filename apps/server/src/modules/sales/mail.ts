import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { Metrics } from '../../plugins/infrastructure/metrics';
import { demandePdfName, type PrintableDemande, renderDemandePdf } from './pdf';

/** Where the sales notifications go: SMTP when configured, else one .eml file per mail. */
export interface MailSender {
  send(message: Mail.Options): Promise<{ location: string }>;
}

/**
 * The sender for a configuration; with `metrics`, every mail counts in `mails_sent_total` or
 * `mails_failed_total` (by transport: smtp or outbox).
 */
export function createMailSender(
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
 * Mails come from the sales mailbox under the published brand name (BRAND_NAME until the company
 * publishes its site; nodemailer encodes the name).
 */
export function brandedSender(app: Pick<FastifyInstance, 'config' | 'site'>) {
  return { name: app.site.brandName(), address: app.config.salesMailbox };
}

// One sender per configuration, so an SMTP transport (and its connection pool) is reused.
const senders = new WeakMap<object, MailSender>();
function senderFor(app: Pick<FastifyInstance, 'config' | 'metrics'>): MailSender {
  let sender = senders.get(app.metrics);
  if (!sender) {
    sender = createMailSender(app.config, app.metrics);
    senders.set(app.metrics, sender);
  }
  return sender;
}

function demandeText(demande: PrintableDemande): string {
  return [
    `Nouvelle demande de devis n°${demande.id}`,
    '',
    `Nom : ${demande.nom}`,
    `Email : ${demande.email}`,
    `Nom d'Entreprise : ${demande.nomentreprise}`,
    `Fonction : ${demande.fonction}`,
    `Téléphone : ${demande.tel}`,
    `Gouvernorat : ${demande.Gouvernorat}`,
    '',
    'Message :',
    demande.message,
  ].join('\n');
}

/**
 * Tells the sales mailbox about a new quote request, with its PDF attached. Never throws: the
 * visitor's request is already saved, so a mail failure is logged for operators and nothing more.
 */
export async function notifyNewDemande(
  app: Pick<FastifyInstance, 'config' | 'log' | 'cpu' | 'site' | 'metrics'>,
  demande: PrintableDemande,
): Promise<void> {
  try {
    const sender = senderFor(app);
    const pdf = await renderDemandePdf(app.cpu, demande, 'fr', app.site.brandName());
    const { location } = await sender.send({
      from: brandedSender(app),
      to: app.config.salesMailbox,
      replyTo: demande.email,
      subject: `Nouvelle demande de devis n°${demande.id} – ${demande.nomentreprise}`,
      text: demandeText(demande),
      attachments: [
        { filename: demandePdfName(demande.id), content: pdf, contentType: 'application/pdf' },
      ],
    });
    app.log.info({ demandeId: demande.id, location }, 'sales mailbox notified');
  } catch (error) {
    app.log.error({ err: error, demandeId: demande.id }, 'sales mailbox notification failed');
  }
}
