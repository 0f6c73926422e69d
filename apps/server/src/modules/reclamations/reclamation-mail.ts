import type { Language } from '@app/contracts';
import type { ClientReclamation } from '@app/contracts/portal';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clients } from '../../db/schema';
import { getSettings } from '../notifications/service';

/**
 * The acknowledgement carries no text the client typed (not the description, category or name):
 * the sign-up address was never proven to be the client's, so anyone could otherwise have us mail
 * their words to any address, from our domain, once per reclamation (see docs/decisions/0017-abuse-and-event-loop.md).
 */
const TEXT = {
  fr: {
    subject: (id: number) => `Réclamation n°${id} bien reçue`,
    body: (id: number, brand: string) =>
      [
        'Bonjour,',
        '',
        `Nous avons bien reçu votre réclamation n°${id}.`,
        'Notre équipe vous répondra dans votre espace client, rubrique Réclamation.',
        '',
        'Vous recevez cet email car l’option « M’envoyer un email lors d’une nouvelle réclamation »',
        'est activée dans les paramètres de votre espace client.',
        '',
        `L’équipe ${brand}`,
      ].join('\n'),
  },
  en: {
    subject: (id: number) => `Complaint no. ${id} received`,
    body: (id: number, brand: string) =>
      [
        'Hello,',
        '',
        `We have received your complaint no. ${id}.`,
        'Our team will answer in your client area, Complaint section.',
        '',
        'You receive this email because "Email me on a new complaint" is on in the settings of',
        'your client area.',
        '',
        `The ${brand} team`,
      ].join('\n'),
  },
} as const;

/**
 * The "email me on a new reclamation" setting: acknowledges the reclamation to the client's address
 * when the toggle is on. Never throws — the reclamation is already saved; a mail failure is logged.
 */
export async function acknowledgeReclamation(
  app: Pick<FastifyInstance, 'db' | 'config' | 'log' | 'site' | 'mail'>,
  clientId: number,
  reclamation: ClientReclamation,
  lang: Language,
): Promise<void> {
  try {
    const settings = await getSettings(app.db, clientId);
    if (!settings.emailOnReclamation) return;
    const [client] = await app.db
      .select({ email: clients.email })
      .from(clients)
      .where(eq(clients.id, clientId));
    if (!client) return;
    const text = TEXT[lang];
    const { location } = await app.mail.send({
      from: app.site.mailFrom(),
      to: client.email,
      subject: text.subject(reclamation.id),
      text: text.body(reclamation.id, app.site.brandName()),
    });
    app.log.info({ reclamationId: reclamation.id, location }, 'reclamation acknowledged by email');
  } catch (error) {
    app.log.error({ err: error, reclamationId: reclamation.id }, 'reclamation email failed');
  }
}
