import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandName } from '@/features/site/api/site-content';

/** Keys of `titles.*` in common.json: one per route. */
export type PageTitleKey =
  | 'landing'
  | 'auth'
  | 'forgotPassword'
  | 'resetPassword'
  | 'confirmEmail'
  | 'clientDashboard'
  | 'admin'
  | 'backoffice'
  | 'adminLogin'
  | 'adminRegister'
  | 'adminProfile'
  | 'faceVerification'
  | 'usersList'
  | 'espaces'
  | 'stations'
  | 'faq'
  | 'qrComplaint'
  | 'caseFollowUp'
  | 'salesRequests'
  | 'fleet'
  | 'stationTelemetry'
  | 'player'
  | 'notFound';

/**
 * The document title for a route: "<page> · <brand>", in the current language. The landing
 * page's title is complete on its own (brand first, what it offers next): it is what search
 * results show, and the prerendered HTML uses the same text.
 */
export function pageTitle(t: TFunction<'common'>, key: PageTitleKey, brand: string): string {
  return key === 'landing' ? t('titles.landing', { brand }) : `${t(`titles.${key}`)} · ${brand}`;
}

/**
 * Sets `document.title` for the current page and keeps it in step with the language. The router
 * already calls it for every route; call it again from a page only for a more specific title.
 */
export function usePageTitle(key: PageTitleKey): void {
  const { t, i18n } = useTranslation('common');
  const brand = useBrandName();
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the language changes
  useEffect(() => {
    document.title = pageTitle(t, key, brand);
  }, [t, key, brand, i18n.language]);
}
