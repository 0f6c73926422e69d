import { CLIENT_RECLAMATIONS_PAGE_SIZE, type ClientReclamation } from '@app/contracts/portal';
import { useTranslation } from 'react-i18next';
import type { Column } from '@/components/ui';
import { ListCard } from '@/components/ui/ListCard';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { useReclamations } from '@/features/reclamations/api/client';
import { STATUS_TONES } from '@/features/reclamations/tones';
import { formatDate } from '@/lib/format';
import { AddReclamationDialog } from './AddReclamationDialog';

/** The client's reclamations, 4 per page, newest first, with status and the staff answer. */
export function ReclamationsSection() {
  const { t } = useTranslation('reclamations');

  const columns: Column<ClientReclamation>[] = [
    { key: 'date', header: t('client.date'), cell: (row) => formatDate(row.date) },
    {
      key: 'categorie',
      header: t('client.categorie'),
      rowHeader: true,
      cell: (row) => t(`categories.${row.categorie}`, { defaultValue: row.categorie }),
    },
    {
      key: 'description',
      header: t('client.description'),
      cell: (row) => (
        <div className="max-w-md">
          <p className="whitespace-pre-line break-words">{row.description}</p>
          {row.reponse ? (
            <p className="mt-2 rounded-lg bg-brand-50 px-2 py-1 text-brand-900 text-sm">
              <span className="font-semibold">{t('client.reponseLabel')} </span>
              {row.reponse}
            </p>
          ) : null}
        </div>
      ),
    },
    {
      key: 'status',
      header: t('client.status'),
      cell: (row) => (
        <StatusBadge status={row.status} tones={STATUS_TONES} label={t(`status.${row.status}`)} />
      ),
    },
  ];

  return (
    <ListCard
      section="reclamations"
      limit={CLIENT_RECLAMATIONS_PAGE_SIZE}
      useRows={useReclamations}
      columns={columns}
      addDialog={(dialog) => <AddReclamationDialog {...dialog} />}
    />
  );
}
