import type { Language } from '@app/contracts';
import { formatMillimes, REMINDER_DAYS } from '@app/contracts/billing';
import { addDays, companyToday } from '@app/contracts/sales';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clients, invoiceReminders, invoices } from '../../db/schema';

const TEXT = {
  fr: {
    subject: (number: string) => `Rappel : facture ${number} échue`,
    body: (number: string, due: string, amount: string, brand: string) =>
      [
        'Bonjour,',
        '',
        `Sauf erreur de notre part, la facture ${number}, échue le ${due}, reste impayée :`,
        `montant restant dû ${amount}.`,
        '',
        'Vous pouvez la consulter et la régler dans votre espace client, rubrique Paiement.',
        'Si vous l’avez réglée entre-temps, merci de ne pas tenir compte de ce message.',
        '',
        `L’équipe ${brand}`,
      ].join('\n'),
  },
  en: {
    subject: (number: string) => `Reminder: invoice ${number} is overdue`,
    body: (number: string, due: string, amount: string, brand: string) =>
      [
        'Hello,',
        '',
        `Unless we are mistaken, invoice ${number}, due on ${due}, is still unpaid:`,
        `amount still due ${amount}.`,
        '',
        'You can view and pay it in your client area, Payment section.',
        'If you have paid it in the meantime, please disregard this message.',
        '',
        `The ${brand} team`,
      ].join('\n'),
  },
} as const;

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * Reminder e-mails at D+3 and D+15 after the due date for every invoice still unpaid. Each one is
 * claimed by inserting its log row first (the primary key makes one instance win), then mailed;
 * a failed mail gives the claim back so the next pass tries again. A stage whose next stage is
 * already due is skipped (a server down for two weeks sends one reminder, not two at once).
 */
export async function sendDueReminders(
  app: Pick<FastifyInstance, 'db' | 'config' | 'log' | 'site' | 'mail'>,
  now = new Date(),
): Promise<number> {
  const today = companyToday(now);
  let sent = 0;
  for (const [index, stage] of REMINDER_DAYS.entries()) {
    const next = REMINDER_DAYS[index + 1];
    const dueOnOrBefore = addDays(today, -stage);
    const dueAfter = next === undefined ? undefined : addDays(today, -next);
    const rows = await app.db
      .select({
        id: invoices.id,
        number: invoices.number,
        dueDate: invoices.dueDate,
        ttcMillimes: invoices.ttcMillimes,
        paidMillimes: invoices.paidMillimes,
        language: invoices.language,
        email: clients.email,
      })
      .from(invoices)
      .innerJoin(clients, eq(clients.id, invoices.clientId))
      .where(
        and(
          eq(invoices.kind, 'invoice'),
          inArray(invoices.status, ['issued', 'partially_paid']),
          sql`${invoices.dueDate} <= ${dueOnOrBefore}`,
          dueAfter === undefined ? undefined : sql`${invoices.dueDate} > ${dueAfter}`,
          sql`not exists (select 1 from ${invoiceReminders} where ${invoiceReminders.invoiceId} = ${invoices.id}
            and ${invoiceReminders.stage} >= ${stage})`,
        ),
      )
      .limit(1000);
    for (const row of rows) {
      const [claimed] = await app.db
        .insert(invoiceReminders)
        .values({ invoiceId: row.id, stage, email: row.email })
        .onConflictDoNothing()
        .returning({ stage: invoiceReminders.stage });
      if (!claimed) continue;
      const language = row.language as Language;
      const text = TEXT[language];
      try {
        await app.mail.send({
          from: app.site.mailFrom(),
          to: row.email,
          subject: text.subject(row.number),
          text: text.body(
            row.number,
            dmy(row.dueDate),
            formatMillimes(row.ttcMillimes - row.paidMillimes, language),
            app.site.brandName(),
          ),
        });
        sent++;
      } catch (error) {
        app.log.error({ err: error, invoiceId: row.id, stage }, 'invoice reminder mail failed');
        await app.db
          .delete(invoiceReminders)
          .where(and(eq(invoiceReminders.invoiceId, row.id), eq(invoiceReminders.stage, stage)));
      }
    }
  }
  return sent;
}
