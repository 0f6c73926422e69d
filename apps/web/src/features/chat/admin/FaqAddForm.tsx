import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { useToast } from '@/components/ui/Toast';
import { useAddFaq } from '@/features/chat/api/faq';
import { focusFirstInvalid } from '@/lib/form-focus';
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
  const { form, failure, setFailure, fail } = useFaqDraftForm({
    question: '',
    answersText: '',
    language: lang,
  });

  const submit = form.handleSubmit(async (input) => {
    try {
      await add.mutateAsync(input);
      toast.success(t('faq.add.added'));
      form.reset({ question: '', answersText: '', language: form.getValues('language') });
    } catch (error) {
      fail(error, t('faq.loadError'));
    }
  }, focusFirstInvalid);

  return (
    <Card title={t('faq.add.title')} titleAs={headingLevel}>
      <form
        noValidate
        onSubmit={(event) => {
          setFailure(undefined);
          void submit(event);
        }}
        className="grid gap-4 lg:grid-cols-[1fr_1.4fr_auto]"
      >
        <FaqDraftFields form={form} answersRows={2} />
        {failure ? (
          <p role="alert" className="text-red-700 text-sm lg:col-span-3">
            {failure}
          </p>
        ) : null}
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
