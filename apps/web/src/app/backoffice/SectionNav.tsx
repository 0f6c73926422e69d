import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { SECTION_ICONS } from './section-icons';
import { BACKOFFICE_SECTIONS, type BackofficeSectionId } from './sections';
import { DEFAULT_SECTION, SECTION_PARAM } from './use-backoffice-section';

/**
 * The address of a section: `/adminn` for the dashboard, the fleet's own `/admin/flotte`,
 * `/adminn?section=<id>` otherwise.
 */
function sectionHref(section: BackofficeSectionId): string {
  if (section === DEFAULT_SECTION) return paths.backoffice;
  if (section === 'flotte') return paths.fleet;
  return `${paths.backoffice}?${SECTION_PARAM}=${section}`;
}

export interface SectionNavProps {
  current: BackofficeSectionId;
  /** The sections the signed-in role sees (all of them for an admin). */
  sections?: readonly BackofficeSectionId[];
  /** Called after a section link is followed (the drawer closes itself with it). */
  onNavigate?: (section: BackofficeSectionId) => void;
}

/**
 * The 12 sections in their fixed order. Real links (the section is in the URL), so they can be
 * opened in a new tab; the current one carries aria-current="page".
 */
export function SectionNav({
  current,
  sections = BACKOFFICE_SECTIONS,
  onNavigate,
}: SectionNavProps) {
  const { t } = useTranslation('app');
  return (
    <nav aria-label={t('backoffice.sectionsLabel')}>
      <ul className="grid gap-0.5">
        {sections.map((section) => {
          const Icon = SECTION_ICONS[section];
          const active = section === current;
          return (
            <li key={section}>
              <Link
                to={sectionHref(section)}
                aria-current={active ? 'page' : undefined}
                onClick={() => onNavigate?.(section)}
                className={cn(
                  'group flex min-h-10 items-center gap-3 rounded-lg px-3 py-2 font-medium text-sm transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-brand-400 focus-visible:-outline-offset-2',
                  active
                    ? 'bg-brand-700 text-white shadow-sm'
                    : 'text-ink-200 hover:bg-white/10 hover:text-white',
                )}
              >
                <Icon
                  aria-hidden
                  className={cn(
                    'size-[1.125rem] shrink-0',
                    active ? 'text-brand-100' : 'text-ink-400 group-hover:text-ink-200',
                  )}
                />
                <span className="truncate">{t(`backoffice.sections.${section}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
