import type { AdStatus } from '@app/contracts/ads';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/ui';

const TONES: Record<AdStatus, BadgeTone> = {
  'En attente': 'warning',
  Accepté: 'success',
  Rejeté: 'danger',
  Terminé: 'neutral',
};

export function AdStatusBadge({ status }: { status: AdStatus }) {
  const { t } = useTranslation('ads');
  return <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>;
}
