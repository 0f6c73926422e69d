import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui';
import { usePartnerStatement } from '@/features/billing/api/billing';
import { thisMonth } from '@/features/billing/shared/invoice-display';
import { MonthField } from '@/features/billing/shared/MonthField';
import {
  PartnerStatementLoad,
  StatementCsvButton,
} from '@/features/billing/shared/PartnerStatementParts';
import { ClientSelect } from '@/features/users';

/**
 * Back-office "Facturation": a venue partner's monthly statement — pick the client and the month,
 * read the plays in their venue per campaign and the commission owed, download it as CSV.
 */
export function PartnerStatementCard() {
  const { t } = useTranslation('billing');
  const [clientId, setClientId] = useState<number | null>(null);
  const [period, setPeriod] = useState(thisMonth());
  const statement = usePartnerStatement(clientId, period);

  return (
    <Card
      title={t('statement.adminTitle')}
      aria-label={t('statement.adminTitle')}
      titleAs="h3"
      description={t('statement.adminDescription')}
    >
      <div className="grid gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-64 flex-1">
            <ClientSelect label={t('statement.partner')} value={clientId} onChange={setClientId} />
          </div>
          <MonthField label={t('statement.period')} value={period} onChange={setPeriod} />
          <StatementCsvButton
            period={period}
            clientId={clientId}
            disabled={clientId === null || !period}
          />
        </div>
        {clientId === null ? (
          <p className="text-ink-700 text-sm">{t('statement.pickPartner')}</p>
        ) : (
          <PartnerStatementLoad statement={statement} />
        )}
      </div>
    </Card>
  );
}
