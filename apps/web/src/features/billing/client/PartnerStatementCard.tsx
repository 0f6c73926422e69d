import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui';
import { useMyPartnerStatement } from '@/features/billing/api/billing';
import { thisMonth } from '@/features/billing/shared/invoice-display';
import { MonthField } from '@/features/billing/shared/MonthField';
import {
  PartnerStatementLoad,
  StatementCsvButton,
} from '@/features/billing/shared/PartnerStatementParts';

/**
 * The portal's venue-partner statement, next to the contracts: for a month, the plays of the
 * advertising campaigns on the client's rented stations and the commission owed to them.
 */
export function PartnerStatementCard() {
  const { t } = useTranslation('billing');
  const [period, setPeriod] = useState(thisMonth());
  const statement = useMyPartnerStatement(period);

  return (
    <Card
      title={t('statement.portalTitle')}
      aria-label={t('statement.portalTitle')}
      description={t('statement.portalDescription')}
    >
      <div className="grid gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <MonthField label={t('statement.period')} value={period} onChange={setPeriod} />
          <StatementCsvButton period={period} disabled={!period} />
        </div>
        <PartnerStatementLoad statement={statement} />
      </div>
    </Card>
  );
}
