import type { FastifyInstance } from 'fastify';
import { demandePdfName, type PrintableDemande, renderDemandePdf } from './pdf';

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
  app: Pick<FastifyInstance, 'config' | 'log' | 'cpu' | 'site' | 'mail'>,
  demande: PrintableDemande,
): Promise<void> {
  try {
    const pdf = await renderDemandePdf(app.cpu, demande, 'fr', app.site.brandName());
    const { location } = await app.mail.send({
      from: app.site.mailFrom(),
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
