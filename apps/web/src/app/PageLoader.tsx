import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/Spinner';

/** Suspense fallback while a page's code or translations load. */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <div className="grid min-h-dvh place-items-center text-brand-700">
      <Spinner size="lg" label={t('actions.loading')} />
    </div>
  );
}
