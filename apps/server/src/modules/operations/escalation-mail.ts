import type { FastifyInstance } from 'fastify';
import type { OverdueOrder } from './work-orders';

const tunisTime = (date: Date) =>
  date.toLocaleString('fr-FR', {
    timeZone: 'Africa/Tunis',
    dateStyle: 'short',
    timeStyle: 'short',
  });

/**
 * Mails the operations mailbox (and the assignee, when there is one) about a work order past its
 * deadline. Never throws: the escalation is recorded; a mail failure is logged.
 */
export async function mailEscalation(
  app: Pick<FastifyInstance, 'config' | 'log' | 'mail'>,
  order: OverdueOrder,
): Promise<void> {
  const link = `${app.config.publicUrl}/adminn?section=interventions&id=${order.id}`;
  const to = [app.config.workOrders.mailbox, order.assigneeEmail].filter(Boolean).join(', ');
  try {
    await app.mail.send({
      from: app.config.salesMailbox,
      to,
      subject: `Intervention n°${order.id} en retard — station ${order.reference}`,
      text: [
        `L’intervention n°${order.id} sur la station ${order.reference} a dépassé son échéance`,
        `(${tunisTime(order.deadlineAt)}) sans être résolue.`,
        '',
        `Motif : ${order.description}`,
        '',
        `Ouvrir l’intervention : ${link}`,
      ].join('\n'),
    });
    app.log.info({ workOrderId: order.id }, 'overdue work order escalated by e-mail');
  } catch (error) {
    app.log.error({ err: error, workOrderId: order.id }, 'work order escalation e-mail failed');
  }
}
