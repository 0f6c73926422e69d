import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { useToast } from '@/components/ui/Toast';
import { useAddFaq } from '@/features/chat/api/faq';
import { useLang } from '@/lib/i18n';
import Plus from '~icons/lucide/plus';
import { FaqDraftFields } from './FaqDraftFields';
import { useFaqDraftForm } from './use-faq-draft-form';

/** The staff screen's add form: question, answers text (split on '|'), language. */
export function FaqAddForm({ headingLevel }: { headingLevel: 'h2' | 'h3' }) {
  const { t } = useTranslation('chat');
  const { lang } = useLang();
  const toast = useToast();
  const add = useAddFaq();
  const { form, failure, onSubmit } = useFaqDraftForm(
    { question: '', answersText: '', language: lang },
    {
      save: async (input) => {
        await add.mutateAsync(input);
        toast.success(t('faq.add.added'));
        form.reset({ question: '', answersText: '', language: form.getValues('language') });
      },
      fallback: t('faq.loadError'),
    },
  );

  return (
    <Card title={t('faq.add.title')} titleAs={headingLevel}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 lg:grid-cols-[1fr_1.4fr_auto]">
        <FaqDraftFields
          form={form}
          answersRows={2}
          failure={failure}
          alertClassName="text-red-700 text-sm lg:col-span-3"
        />
        <div className="lg:col-span-3">
          <Button
            type="submit"
            loading={add.isPending}
            icon={<Plus aria-hidden className="size-4" />}
          >
            {t('faq.add.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
