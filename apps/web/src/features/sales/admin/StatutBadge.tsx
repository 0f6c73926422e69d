import type { DemandeStatut } from '@app/contracts/sales-staff';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/ui';

const TONES: Record<DemandeStatut, BadgeTone> = {
  pending: 'warning',
  validated: 'success',
  rejected: 'danger',
};

export function StatutBadge({ statut }: { statut: DemandeStatut }) {
  const { t } = useTranslation('sales');
  return <Badge tone={TONES[statut]}>{t(`statut.${statut}`)}</Badge>;
}
