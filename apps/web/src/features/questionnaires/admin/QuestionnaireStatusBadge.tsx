import type { QuestionnaireStatus } from '@app/contracts/questionnaires';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui';

/** En Cours = warning badge, Terminé = success badge (SPEC §4). */
export function QuestionnaireStatusBadge({ status }: { status: QuestionnaireStatus }) {
  const { t } = useTranslation('questionnaires');
  return (
    <Badge tone={status === 'Terminé' ? 'success' : 'warning'}>
      {t(status === 'Terminé' ? 'status.done' : 'status.inProgress')}
    </Badge>
  );
}
