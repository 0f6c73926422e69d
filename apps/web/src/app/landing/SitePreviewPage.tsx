import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/app/PageLoader';
import { LoadError } from '@/components/ui/LoadError';
import { useAdminSite } from '@/features/site/api/site';
import { SiteContentProvider } from '@/features/site/api/site-content';
import { LandingPage } from './LandingPage';

/**
 * `/admin/site/apercu` (admin): the landing page rendered from the saved draft instead of the
 * published content, in the language of `?lang=`. Framed by the back-office "Aperçu" dialog.
 */
export function SitePreviewPage() {
  const { t } = useTranslation('site');
  const site = useAdminSite();
  if (site.isError) {
    return (
      <LoadError
        error={site.error}
        fallback={t('admin.loadFailed')}
        only="refusal"
        className="m-6 rounded-md bg-red-50 px-3 py-2 text-red-800 text-sm"
      />
    );
  }
  if (!site.data) return <PageLoader />;
  return (
    <SiteContentProvider content={site.data.draft}>
      <LandingPage />
    </SiteContentProvider>
  );
}
