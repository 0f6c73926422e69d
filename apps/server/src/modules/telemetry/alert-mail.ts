import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clients, stationAlerts } from '../../db/schema';
import { getSettings } from '../notifications/service';

export interface OpenedAlert {
  id: number;
  kind: 'fault' | 'offline';
  detail: string | null;
  reference: string;
  clientId: number | null;
}

// Clients have no stored language; the mail carries both, French first (the product's default).
function body(name: string, alert: OpenedAlert): string {
  const fr =
    alert.kind === 'fault'
      ? `La station ${alert.reference} signale une panne${alert.detail ? ` : ${alert.detail}` : '.'}`
      : `La station ${alert.reference} ne donne plus de nouvelles : elle est hors ligne.`;
  const en =
    alert.kind === 'fault'
      ? `Station ${alert.reference} reports a fault${alert.detail ? `: ${alert.detail}` : '.'}`
      : `Station ${alert.reference} stopped reporting: it is offline.`;
  return [
    `Bonjour ${name},`,
    '',
    fr,
    'Notre équipe de maintenance est prévenue. Vous recevrez un seul email par incident.',
    '',
    'Vous recevez cet email car l’option « station nécessitant une maintenance » est activée',
    'dans les paramètres de votre espace client.',
    '',
    '---',
    '',
    `Hello ${name},`,
    '',
    en,
    'Our maintenance team is informed. You receive one email per incident.',
    '',
    'You receive this email because "station needing maintenance" is on in your settings.',
  ].join('\n');
}

/**
 * Mails the station's client about a new incident when their "station needing maintenance"
 * setting is on. Called once per opened alert (the insert that opened it is the only caller), and
 * never throws: the alert is stored; a mail failure is logged.
 */
export async function mailAlert(
  app: Pick<FastifyInstance, 'db' | 'config' | 'log' | 'mail'>,
  alert: OpenedAlert,
): Promise<void> {
  if (alert.clientId === null) return;
  try {
    const settings = await getSettings(app.db, alert.clientId);
    if (!settings.emailOnMaintenance) return;
    const [client] = await app.db
      .select({ email: clients.email, fullName: clients.fullName })
      .from(clients)
      .where(eq(clients.id, alert.clientId));
    if (!client) return;
    const subject =
      alert.kind === 'fault'
        ? `Station ${alert.reference} : panne / fault`
        : `Station ${alert.reference} : hors ligne / offline`;
    const { location } = await app.mail.send({
      from: app.config.salesMailbox,
      to: client.email,
      subject,
      text: body(client.fullName, alert),
    });
    await app.db
      .update(stationAlerts)
      .set({ mailedAt: new Date() })
      .where(eq(stationAlerts.id, alert.id));
    app.log.info({ alertId: alert.id, location }, 'station alert mailed to the client');
  } catch (error) {
    app.log.error({ err: error, alertId: alert.id }, 'station alert email failed');
  }
}
