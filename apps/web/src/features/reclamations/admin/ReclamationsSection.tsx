import { useTranslation } from 'react-i18next';
import { ClientReclamationsTable } from './ClientReclamationsTable';
import { QrReclamationsTable } from './QrReclamationsTable';

/** Back-office section 'reclamations': clients' reclamations, then the public QR complaints. */
export default function ReclamationsSection() {
  const { t } = useTranslation('reclamations');
  return (
    <div className="flex flex-col gap-6">
      <h2 className="sr-only">{t('section.title')}</h2>
      <ClientReclamationsTable />
      <QrReclamationsTable />
    </div>
  );
}
