import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';
import { IconTile } from '@/components/ui/IconTile';
import TriangleAlert from '~icons/lucide/triangle-alert';

/** A page that fails to render offers a reload instead of a blank screen. */
export function RouteErrorBoundary({
  resetKey,
  children,
}: {
  resetKey: string;
  children: ReactNode;
}) {
  return (
    <ErrorBoundary area="Page" resetKey={resetKey} fallback={<PageError />}>
      {children}
    </ErrorBoundary>
  );
}

function PageError() {
  const { t } = useTranslation('common');
  return (
    <main id="main" className="grid min-h-dvh place-items-center px-6 py-16">
      <div role="alert" className="max-w-md text-center">
        <IconTile className="mx-auto mb-5 grid size-14 place-items-center rounded-2xl bg-red-50 text-red-700">
          <TriangleAlert className="size-7" />
        </IconTile>
        <h1 className="font-bold text-2xl text-ink-950">{t('errors.pageTitle')}</h1>
        <p className="mt-3 text-ink-600">{t('errors.pageDescription')}</p>
        <Button className="mt-8" onClick={() => window.location.reload()}>
          {t('actions.reload')}
        </Button>
      </div>
    </main>
  );
}
