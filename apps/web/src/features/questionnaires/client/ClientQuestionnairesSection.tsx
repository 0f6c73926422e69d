import { QUESTIONNAIRES_PAGE_SIZE, type QuestionnaireRow } from '@app/contracts/questionnaires';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, type Column, EmptyState, QueryTable } from '@/components/ui';
import { CardPager } from '@/components/ui/CardPager';
import { useMyQuestionnaires } from '@/features/questionnaires/api/questionnaires-api';
import { typeAndStatusColumns } from '@/features/questionnaires/columns';
import { useListController } from '@/lib/use-list-controller';
import ClipboardList from '~icons/lucide/clipboard-list';
import { AnswerDialog } from './AnswerDialog';

/** Customer Reviews: questionnaires staff addressed to this client, 5 per page, answerable. */
export function ClientQuestionnairesSection() {
  const { t } = useTranslation('questionnaires');
  const { page, pager, q } = useListController({ limit: QUESTIONNAIRES_PAGE_SIZE, search: true });
  const [answering, setAnswering] = useState<number>();
  const list = useMyQuestionnaires(page, QUESTIONNAIRES_PAGE_SIZE, q);

  const columns: Column<QuestionnaireRow>[] = [
    {
      key: 'entreprise',
      header: t('columns.entreprise'),
      rowHeader: true,
      cell: (row) => (
        <span>
          <span className="block font-medium">{row.title}</span>
          <span className="text-ink-500 text-xs">{row.entreprise}</span>
        </span>
      ),
    },
    ...typeAndStatusColumns<QuestionnaireRow>(t),
    { key: 'questions', header: t('columns.questions'), align: 'right' },
    { key: 'answers', header: t('columns.answers'), align: 'right' },
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (row) => (
        <Button
          size="sm"
          variant={row.status === 'Terminé' ? 'secondary' : 'primary'}
          onClick={() => setAnswering(row.id)}
        >
          {row.status === 'Terminé' ? t('actions.review') : t('actions.answer')}
          <span className="sr-only"> — {row.title}</span>
        </Button>
      ),
    },
  ];
  const total = list.data?.total ?? 0;
  const empty = list.isSuccess && total === 0 && !q;

  return (
    <Card title={t('title')} description={t('description')} flush>
      {empty ? (
        <EmptyState
          icon={<ClipboardList aria-hidden="true" className="size-8" />}
          title={t('empty.title')}
          description={t('empty.description')}
        />
      ) : (
        <QueryTable
          caption={t('title')}
          columns={columns}
          query={list}
          loadingRows={QUESTIONNAIRES_PAGE_SIZE}
          emptyText={list.isError ? list.error.message : t('noMatch')}
          stackBelow="md"
        />
      )}
      <CardPager {...pager(total)} label={t('pagination')} />
      {answering !== undefined ? (
        <AnswerDialog id={answering} onClose={() => setAnswering(undefined)} />
      ) : null}
    </Card>
  );
}
