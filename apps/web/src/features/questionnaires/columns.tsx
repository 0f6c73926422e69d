import type { QuestionnaireStatus, QuestionnaireType } from '@app/contracts/questionnaires';
import type { TFunction } from 'i18next';
import type { Column } from '@/components/ui';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { QUESTIONNAIRE_STATUS_TONES, questionnaireStatusKey } from './status';

/** The type and status columns of a questionnaire list (staff's and client's): text and badge. */
export function typeAndStatusColumns<
  Row extends { type: QuestionnaireType; status: QuestionnaireStatus },
>(t: TFunction<'questionnaires'>): Column<Row>[] {
  return [
    { key: 'type', header: t('columns.type'), cell: (row) => t(`types.${row.type}`) },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (row) => (
        <StatusBadge
          status={row.status}
          tones={QUESTIONNAIRE_STATUS_TONES}
          label={t(questionnaireStatusKey(row.status))}
        />
      ),
    },
  ];
}
