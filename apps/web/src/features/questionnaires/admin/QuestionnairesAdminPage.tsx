import type { StaffQuestionnaireRow } from '@app/contracts/questionnaires';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, type Column, LanguageSwitch, QueryTable } from '@/components/ui';
import { CardPager } from '@/components/ui/CardPager';
import { paths } from '@/config/paths';
import { useStaffQuestionnaires } from '@/features/questionnaires/api/questionnaires-api';
import { typeAndStatusColumns } from '@/features/questionnaires/columns';
import { formatDate } from '@/lib/format';
import { useListController } from '@/lib/use-list-controller';
import { QuestionnaireForm } from './QuestionnaireForm';

const PAGE_SIZE = 10;

/** /admin/questionnaires: the minimal staff form plus the questionnaires already sent. */
export function QuestionnairesAdminPage() {
  const { t } = useTranslation('questionnaires');
  const { page, pager } = useListController({ limit: PAGE_SIZE });
  const list = useStaffQuestionnaires(page, PAGE_SIZE);
  useEffect(() => {
    document.title = t('staff.pageTitle');
  }, [t]);

  const columns: Column<StaffQuestionnaireRow>[] = [
    { key: 'title', header: t('columns.title'), rowHeader: true },
    { key: 'entreprise', header: t('columns.entreprise') },
    { key: 'client', header: t('columns.client') },
    ...typeAndStatusColumns<StaffQuestionnaireRow>(t),
    {
      key: 'progress',
      header: t('columns.answers'),
      cell: (row) => `${row.answers} / ${row.questions}`,
    },
    { key: 'created_at', header: t('columns.date'), cell: (row) => formatDate(row.created_at) },
  ];
  const total = list.data?.total ?? 0;

  return (
    <div className="min-h-dvh bg-ink-50">
      <header className="flex items-center justify-between gap-3 border-ink-100 border-b bg-white px-4 py-3 sm:px-6">
        <Link
          to={paths.backoffice}
          className="font-medium text-brand-800 text-sm underline-offset-4 hover:underline"
        >
          {t('staff.back')}
        </Link>
        <LanguageSwitch />
      </header>
      <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6">
        <h1 className="font-bold text-2xl text-ink-950">{t('staff.pageTitle')}</h1>
        <QuestionnaireForm />
        <Card title={t('staff.listTitle')} flush>
          <QueryTable
            caption={t('staff.listTitle')}
            columns={columns}
            query={list}
            emptyText={list.isError ? list.error.message : t('staff.empty')}
            stackBelow="md"
          />
          <CardPager {...pager(total)} label={t('pagination')} />
        </Card>
      </main>
    </div>
  );
}
