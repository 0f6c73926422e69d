import { LANGUAGES, type Language } from '@app/contracts/common';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { ListPager } from '@/components/ui/ListPager';
import { LoadError } from '@/components/ui/LoadError';
import { SectionIntro } from '@/components/ui/SectionIntro';
import { Select } from '@/components/ui/Select';
import { useFaqEntries } from '@/features/chat/api/faq';
import { ChatHistory } from '@/features/chat/public/ChatHistory';
import { useListController } from '@/lib/use-list-controller';
import { ContactRequests } from './ContactRequests';
import { FaqAddForm } from './FaqAddForm';
import { FaqTable } from './FaqTable';
import { UnansweredQuestions } from './UnansweredQuestions';

const FAQ_PAGE_SIZE = 10;

export interface FaqSectionProps {
  /** h2 inside the back-office shell, h1 on the standalone `chatbot` page. */
  headingLevel?: 'h1' | 'h2';
}

/**
 * Back-office 'chatbot' (the chatbot FAQ): the visitors who asked for a person, with their
 * conversation; the FAQ entries the assistant answers from, in French and English (searched by the
 * shell's search box, filtered by language, paged), the add form, the questions it could not
 * answer (to turn into entries or phrasings), and the conversation history.
 */
export default function FaqSection({ headingLevel = 'h2' }: FaqSectionProps) {
  const { t } = useTranslation('chat');
  const subLevel = headingLevel === 'h1' ? 'h2' : 'h3';
  const { pager, rowLeft, params, filters, setFilter } = useListController({
    limit: FAQ_PAGE_SIZE,
    search: true,
    filters: { language: '' },
  });
  const language = filters.language as Language | '';
  const faq = useFaqEntries({ ...params, language: language || undefined });
  const total = faq.data?.total ?? 0;

  return (
    <div className="flex flex-col gap-5">
      <SectionIntro
        as={headingLevel}
        title={t('faq.title')}
        description={t('faq.description')}
        narrow
      />

      <ContactRequests headingLevel={subLevel} />

      <UnansweredQuestions headingLevel={subLevel} />

      <FaqAddForm headingLevel={subLevel} />

      <Card
        flush
        title={t('faq.caption')}
        titleAs={subLevel}
        actions={
          <Select
            label={t('faq.languageFilter')}
            labelHidden
            value={language}
            onChange={(event) => setFilter('language', event.target.value)}
            options={[
              { value: '', label: t('faq.allLanguages') },
              ...LANGUAGES.map((value) => ({ value, label: t(`faq.languages.${value}`) })),
            ]}
            selectClassName="h-9 py-1"
          />
        }
      >
        <LoadError error={faq.error} fallback={t('faq.loadError')} look="afterText" />
        <FaqTable
          entries={faq.data?.items ?? []}
          loading={faq.isPending}
          onLastRowDeleted={() => rowLeft(1)}
        />
        <ListPager {...pager(total)} />
      </Card>

      <ChatHistory headingLevel={subLevel} />
    </div>
  );
}
