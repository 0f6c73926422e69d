import type { StaffDemande } from '@app/contracts/sales-staff';
import type { TFunction } from 'i18next';
import type { Column } from '@/components/ui';
import { EmailText } from '@/components/ui/EmailText';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { formatDate } from '@/lib/format';
import { STATUT_TONES } from './statut-tones';

type DemandeColumnKey =
  | 'id'
  | 'createdAt'
  | 'nom'
  | 'fonction'
  | 'email'
  | 'tel'
  | 'Gouvernorat'
  | 'nomentreprise'
  | 'message'
  | 'statut';

/**
 * The quote-request columns the back-office section and the staff screen both show, in the
 * order each lists them; `messageClassName` sizes the clamped message to the screen's table.
 */
export function demandeColumns(
  t: TFunction<'sales'>,
  keys: readonly DemandeColumnKey[],
  messageClassName: string,
): Column<StaffDemande>[] {
  const all: Record<DemandeColumnKey, Column<StaffDemande>> = {
    id: { key: 'id', header: t('columns.id'), rowHeader: true },
    createdAt: {
      key: 'createdAt',
      header: t('columns.date'),
      cell: (d) => formatDate(d.createdAt),
    },
    nom: { key: 'nom', header: t('columns.nom') },
    fonction: { key: 'fonction', header: t('columns.fonction') },
    email: { key: 'email', header: t('columns.email'), cell: (d) => <EmailText email={d.email} /> },
    tel: {
      key: 'tel',
      header: t('columns.tel'),
      cell: (d) => <span className="whitespace-nowrap">{d.tel}</span>,
    },
    Gouvernorat: { key: 'Gouvernorat', header: t('columns.gouvernorat') },
    nomentreprise: { key: 'nomentreprise', header: t('columns.nomentreprise') },
    message: {
      key: 'message',
      header: t('columns.message'),
      cell: (d) => <span className={messageClassName}>{d.message}</span>,
    },
    statut: {
      key: 'statut',
      header: t('columns.statut'),
      cell: (d) => (
        <StatusBadge status={d.statut} tones={STATUT_TONES} label={t(`statut.${d.statut}`)} />
      ),
    },
  };
  return keys.map((key) => all[key]);
}
