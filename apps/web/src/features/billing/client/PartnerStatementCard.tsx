import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, useToast } from '@/components/ui';
import { LoadError } from '@/components/ui/LoadError';
import { downloadPartnerStatement, useMyPartnerStatement } from '@/features/billing/api/billing';
import { thisMonth } from '@/features/billing/shared/invoice-display';
import { MonthField } from '@/features/billing/shared/MonthField';
import { PartnerStatementView } from '@/features/billing/shared/PartnerStatementView';
import { errorText } from '@/lib/error-text';
import Download from '~icons/lucide/download';

/**
 * The portal's venue-partner statement, next to the contracts: for a month, the plays of the
 * advertising campaigns on the client's rented stations and the commission owed to them.
 */
export function PartnerStatementCard() {
  const { t } = useTranslation('billing');
  const toast = useToast();
  const [period, setPeriod] = useState(thisMonth());
  const statement = useMyPartnerStatement(period);

  const download = async () => {
    try {
      await downloadPartnerStatement(period);
    } catch (error) {
      toast.error(errorText(error, t('errors.generic')));
    }
  };

  return (
    <Card
      title={t('statement.portalTitle')}
      aria-label={t('statement.portalTitle')}
      description={t('statement.portalDescription')}
    >
      <div className="grid gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <MonthField label={t('statement.period')} value={period} onChange={setPeriod} />
          <Button
            variant="secondary"
            icon={<Download aria-hidden="true" className="size-4" />}
            disabled={!period}
            onClick={() => void download()}
          >
            {t('statement.csv')}
          </Button>
        </div>
        {statement.isError ? (
          <LoadError
            error={statement.error}
            fallback={t('errors.load')}
            className="rounded-md bg-red-50 px-3 py-2 text-red-800 text-sm"
          />
        ) : statement.data ? (
          <PartnerStatementView statement={statement.data} />
        ) : (
          <p className="text-ink-600 text-sm">{t('statement.loading')}</p>
        )}
      </div>
    </Card>
  );
}
