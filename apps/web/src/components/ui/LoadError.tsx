import { useTranslation } from 'react-i18next';
import { Button } from '.';

/** A failed load says so and offers a retry, instead of an empty table that looks like "no data". */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="flex flex-col items-start gap-2 px-5 py-6 text-ink-700 text-sm">
      <p>{t('errors.loadData')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </div>
  );
}
