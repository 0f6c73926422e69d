import { LANGUAGES, type Language } from '@app/contracts/common';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Field } from '@/components/ui/Field';
import { Plus } from '@/components/ui/icons';
import { Select } from '@/components/ui/Select';
import { useToast } from '@/components/ui/Toast';
import { useAddFaq } from '@/features/chat/api/faq';
import { isApiError } from '@/lib/api-client';
import { useLang } from '@/lib/i18n';
import { draftErrorsOf, type FaqDraft, type FaqDraftErrors, readFaqDraft } from './faq-draft';

/** The staff screen's add form: question, answers text (split on '|'), language. */
export function FaqAddForm({ headingLevel }: { headingLevel: 'h2' | 'h3' }) {
  const { t } = useTranslation('chat');
  const { lang } = useLang();
  const toast = useToast();
  const add = useAddFaq();
  const empty: FaqDraft = { question: '', answersText: '', language: lang };
  const [draft, setDraft] = useState<FaqDraft>(empty);
  const [errors, setErrors] = useState<FaqDraftErrors>({});
  const [failure, setFailure] = useState<string>();

  const change = (patch: Partial<FaqDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => ({
      ...current,
      ...('question' in patch ? { question: undefined } : {}),
      ...('answersText' in patch ? { answersText: undefined } : {}),
    }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const read = readFaqDraft(draft, lang);
    if (read.errors) {
      setErrors(read.errors);
      return;
    }
    try {
      await add.mutateAsync(read.input);
      toast.success(t('faq.add.added'));
      setDraft({ ...empty, language: draft.language });
      setErrors({});
    } catch (error) {
      if (isApiError(error)) {
        setErrors(draftErrorsOf(error.fieldErrors));
        setFailure(error.message);
      } else setFailure(t('faq.loadError'));
    }
  };

  return (
    <Card title={t('faq.add.title')} titleAs={headingLevel}>
      <form noValidate onSubmit={submit} className="grid gap-4 lg:grid-cols-[1fr_1.4fr_auto]">
        <Field
          label={t('faq.add.question')}
          required
          value={draft.question}
          onChange={(event) => change({ question: event.target.value })}
          error={errors.question}
        />
        <Field
          multiline
          rows={2}
          label={t('faq.add.answers')}
          hint={t('faq.add.answersHint')}
          required
          value={draft.answersText}
          onChange={(event) => change({ answersText: event.target.value })}
          error={errors.answersText}
        />
        <Select
          label={t('faq.add.language')}
          value={draft.language}
          onChange={(event) => change({ language: event.target.value as Language })}
          options={LANGUAGES.map((value) => ({ value, label: t(`faq.languages.${value}`) }))}
        />
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
