import type { ReclamationStatus } from '@app/contracts/reclamation-options';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '.';

const TONE: Record<ReclamationStatus, BadgeTone> = {
  Answered: 'success',
  Pending: 'warning',
  Problem: 'danger',
};

/** Reclamation status: Answered green, Pending amber, Problem red (the word carries the meaning). */
export function StatusBadge({ status }: { status: ReclamationStatus }) {
  const { t } = useTranslation('clientPortal');
  return <Badge tone={TONE[status]}>{t(`status.${status}`)}</Badge>;
}
