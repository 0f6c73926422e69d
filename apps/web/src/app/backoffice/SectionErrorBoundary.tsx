import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';
import { IconTile } from '@/components/ui/IconTile';
import TriangleAlert from '~icons/lucide/triangle-alert';

/** A failing section leaves the sidebar and header of the back-office usable. */
export function SectionErrorBoundary({
  resetKey,
  children,
}: {
  resetKey: string;
  children: ReactNode;
}) {
  return (
    <ErrorBoundary area="Back-office section" resetKey={resetKey} fallback={<SectionError />}>
      {children}
    </ErrorBoundary>
  );
}

function SectionError() {
  const { t } = useTranslation(['app', 'common']);
  return (
    <div
      role="alert"
      className="mx-auto my-10 max-w-md rounded-xl border border-ink-200 bg-white p-8 text-center shadow-card"
    >
      <IconTile className="mx-auto mb-4 grid size-12 place-items-center rounded-xl bg-red-50 text-red-700">
        <TriangleAlert className="size-6" />
      </IconTile>
      <h2 className="font-semibold text-ink-950 text-lg">{t('backoffice.sectionError.title')}</h2>
      <p className="mt-2 text-ink-600 text-sm">{t('backoffice.sectionError.description')}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t('common:actions.reload')}
      </Button>
    </div>
  );
}
