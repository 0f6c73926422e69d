import type { QuestionnaireStatus } from '@app/contracts/questionnaires';
import type { BadgeTone } from '@/components/ui/Badge';

/** En Cours = warning badge, Terminé = success badge. */
export const QUESTIONNAIRE_STATUS_TONES: Record<QuestionnaireStatus, BadgeTone> = {
  'En Cours': 'warning',
  Terminé: 'success',
};

/** The 'questionnaires' translation key of a status. */
export const questionnaireStatusKey = (status: QuestionnaireStatus) =>
  status === 'Terminé' ? 'status.done' : 'status.inProgress';
