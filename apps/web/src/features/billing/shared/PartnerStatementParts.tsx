import type { PartnerStatement } from '@app/contracts/billing';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, useToast } from '@/components/ui';
import { LoadError } from '@/components/ui/LoadError';
import { downloadPartnerStatement } from '@/features/billing/api/billing';
import { errorText } from '@/lib/error-text';
import Download from '~icons/lucide/download';
import { PartnerStatementView } from './PartnerStatementView';

/**
 * The statement's CSV for the month: the staff's for `clientId`, else the signed-in partner's own;
 * a failed download says why in a toast. Nothing is asked without a client (`null`).
 */
export function StatementCsvButton({
  period,
  clientId,
  disabled,
}: {
  period: string;
  clientId?: number | null;
  disabled: boolean;
}) {
  const { t } = useTranslation('billing');
  const toast = useToast();
  const download = async () => {
    if (clientId === null) return;
    try {
      await downloadPartnerStatement(period, clientId);
    } catch (error) {
      toast.error(errorText(error, t('errors.generic')));
    }
  };
  return (
    <Button
      variant="secondary"
      icon={<Download aria-hidden="true" className="size-4" />}
      disabled={disabled}
      onClick={() => void download()}
    >
      {t('statement.csv')}
    </Button>
  );
}

/** The loaded statement, its load error, or the loading line. */
export function PartnerStatementLoad({
  statement,
}: {
  statement: UseQueryResult<PartnerStatement>;
}) {
  const { t } = useTranslation('billing');
  if (statement.isError)
    return <LoadError error={statement.error} fallback={t('errors.load')} look="box" />;
  if (statement.data) return <PartnerStatementView statement={statement.data} />;
  return <p className="text-ink-600 text-sm">{t('statement.loading')}</p>;
}
