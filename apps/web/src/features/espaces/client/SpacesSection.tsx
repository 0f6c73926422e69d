import { CLIENT_ESPACES_PAGE_SIZE, type ClientEspace } from '@app/contracts/portal';
import { useTranslation } from 'react-i18next';
import type { Column } from '@/components/ui';
import { ListCard } from '@/components/ui/ListCard';
import { useEspaces } from '@/features/espaces/api/client';
import { AddSpaceDialog } from './AddSpaceDialog';

/** The client's spaces (venues), 5 per page, with the add popup. */
export function SpacesSection() {
  const { t } = useTranslation('espaces');

  const columns: Column<ClientEspace>[] = [
    { key: 'nom', header: t('client.nom'), rowHeader: true },
    { key: 'ville', header: t('client.ville') },
    { key: 'gouvernorat', header: t('client.gouvernorat') },
    { key: 'activite', header: t('client.activite') },
    { key: 'stations', header: t('client.stations'), align: 'right' },
  ];

  return (
    <ListCard
      section="espaces"
      limit={CLIENT_ESPACES_PAGE_SIZE}
      useRows={useEspaces}
      columns={columns}
      addDialog={(dialog) => <AddSpaceDialog {...dialog} />}
    />
  );
}
