import type { FaqInput } from '@app/contracts/chat';
import { LANGUAGES } from '@app/contracts/common';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Field } from '@/components/ui/Field';
import { Plus } from '@/components/ui/icons';
import { Select } from '@/components/ui/Select';
import { useToast } from '@/components/ui/Toast';
import { useAddFaq } from '@/features/chat/api/faq';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-failure';
import { useLang } from '@/lib/i18n';
import { FAQ_DRAFT_ALIASES, FAQ_DRAFT_FIELDS, type FaqDraft, faqDraftResolver } from './faq-draft';

/** The staff screen's add form: question, answers text (split on '|'), language. */
export function FaqAddForm({ headingLevel }: { headingLevel: 'h2' | 'h3' }) {
  const { t } = useTranslation('chat');
  const { lang } = useLang();
  const toast = useToast();
  const add = useAddFaq();
  const form = useForm<FaqDraft, unknown, FaqInput>({
    resolver: faqDraftResolver,
    defaultValues: { question: '', answersText: '', language: lang },
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string>();

  const submit = form.handleSubmit(async (input) => {
    try {
      await add.mutateAsync(input);
      toast.success(t('faq.add.added'));
      form.reset({ question: '', answersText: '', language: form.getValues('language') });
    } catch (error) {
      if (isApiError(error)) {
        applyFieldErrors(
          error,
          FAQ_DRAFT_FIELDS,
          (field, text) => form.setError(field, { message: text }),
          FAQ_DRAFT_ALIASES,
        );
        setFailure(error.message);
      } else setFailure(t('faq.loadError'));
    }
  });

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
        <Field
          label={t('faq.add.question')}
          required
          error={errors.question?.message}
          {...form.register('question')}
        />
        <Field
          multiline
          rows={2}
          label={t('faq.add.answers')}
          hint={t('faq.add.answersHint')}
          required
          error={errors.answersText?.message}
          {...form.register('answersText')}
        />
        <Select
          label={t('faq.add.language')}
          {...form.register('language')}
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
