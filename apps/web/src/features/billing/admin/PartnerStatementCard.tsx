import { type AdminUser, adminUserSchema } from '@app/contracts/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, useToast } from '@/components/ui';
import { LoadError } from '@/components/ui/LoadError';
import { RemoteSelect } from '@/components/ui/RemoteSelect';
import { downloadPartnerStatement, usePartnerStatement } from '@/features/billing/api/billing';
import { thisMonth } from '@/features/billing/shared/invoice-display';
import { MonthField } from '@/features/billing/shared/MonthField';
import { PartnerStatementView } from '@/features/billing/shared/PartnerStatementView';
import { errorText } from '@/lib/error-text';
import Download from '~icons/lucide/download';

/**
 * Back-office "Facturation": a venue partner's monthly statement — pick the client and the month,
 * read the plays in their venue per campaign and the commission owed, download it as CSV.
 */
export function PartnerStatementCard() {
  const { t } = useTranslation('billing');
  const toast = useToast();
  const [clientId, setClientId] = useState<number | null>(null);
  const [period, setPeriod] = useState(thisMonth());
  const statement = usePartnerStatement(clientId, period);

  const download = async () => {
    if (clientId === null) return;
    try {
      await downloadPartnerStatement(period, clientId);
    } catch (error) {
      toast.error(errorText(error, t('errors.generic')));
    }
  };

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
            <RemoteSelect<AdminUser>
              label={t('statement.partner')}
              path="/api/users"
              schema={adminUserSchema}
              toOption={(user) => ({
                value: user.id,
                label: `${user.companyName} — ${user.fullName}`,
              })}
              value={clientId}
              onChange={setClientId}
            />
          </div>
          <MonthField label={t('statement.period')} value={period} onChange={setPeriod} />
          <Button
            variant="secondary"
            icon={<Download aria-hidden="true" className="size-4" />}
            disabled={clientId === null || !period}
            onClick={() => void download()}
          >
            {t('statement.csv')}
          </Button>
        </div>
        {clientId === null ? (
          <p className="text-ink-700 text-sm">{t('statement.pickPartner')}</p>
        ) : statement.isError ? (
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
