import type { UrgentKind } from '@app/contracts/reclamation-options';
import { useTranslation } from 'react-i18next';

/**
 * What a visitor's one-tap urgent report says, in the screen's language, told from its kind and
 * locker: its stored description is the French text the back-office searches. The QR complaints
 * dialog, the work orders and the visitor's follow-up page all read it from here.
 */
export function useUrgentReportText() {
  const { t } = useTranslation('reclamations');
  return (report: { urgentKind: UrgentKind; locker: number | null }) =>
    `${t(`urgent.kinds.${report.urgentKind}`)}${report.locker ? t('follow.lockerSuffix', { locker: report.locker }) : ''}`;
}
