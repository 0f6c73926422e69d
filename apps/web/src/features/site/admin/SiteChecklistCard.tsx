import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import { useAdminSite } from '@/features/site/api/site';
import ArrowRight from '~icons/lucide/arrow-right';
import ClipboardList from '~icons/lucide/clipboard-list';

/**
 * First-run checklist on the dashboard: what the site's draft still lacks (contact e-mail, phone,
 * address…), with the way to the Site section. Gone once nothing is missing.
 */
export function SiteChecklistCard() {
  const { t } = useTranslation('site');
  const site = useAdminSite();
  const missing = site.data?.checklist ?? [];
  if (missing.length === 0) return null;
  const items = missing.map((item) => t(`admin.checklist.items.${item}`)).join(', ');
  return (
    <section
      aria-labelledby="site-checklist-title"
      className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-amber-200 bg-amber-50 px-5 py-4"
    >
      <div className="flex items-start gap-3">
        <ClipboardList className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden="true" />
        <div>
          <h3 id="site-checklist-title" className="font-semibold text-amber-950">
            {t('admin.checklist.title')}
          </h3>
          <p className="text-amber-900 text-sm">{t('admin.checklist.lead', { items })}</p>
        </div>
      </div>
      <Link
        to={`${paths.backoffice}?section=site`}
        className={buttonClasses({ variant: 'secondary', size: 'sm' })}
      >
        {t('admin.checklist.link')}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </section>
  );
}
