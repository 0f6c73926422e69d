import { useTranslation } from 'react-i18next';
import { Card, EmptyState } from '@/components/ui';
import { CreditCard } from '@/components/ui/icons';

/** No payment data exists yet: say so plainly instead of a blank panel. */
export function PaymentSection() {
  const { t } = useTranslation('users');
  return (
    <Card title={t('payment.title')}>
      <EmptyState
        icon={<CreditCard aria-hidden="true" className="size-8" />}
        title={t('payment.emptyTitle')}
        description={t('payment.emptyDescription')}
      />
    </Card>
  );
}
