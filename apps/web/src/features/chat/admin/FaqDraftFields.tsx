import type { FaqInput } from '@app/contracts/chat';
import { LANGUAGES } from '@app/contracts/common';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/Field';
import { Select } from '@/components/ui/Select';
import type { FaqDraft } from './faq-draft';

/**
 * A new FAQ entry's fields: question, answers text (split on '|'), language; then the refused
 * save's `failure`, if any, in an alert (`alertClassName` places it in the form's grid).
 */
export function FaqDraftFields({
  form,
  answersRows,
  failure,
  alertClassName = 'text-red-700 text-sm',
}: {
  form: UseFormReturn<FaqDraft, unknown, FaqInput>;
  answersRows: number;
  failure: string | undefined;
  alertClassName?: string;
}) {
  const { t } = useTranslation('chat');
  const { errors } = form.formState;
  return (
    <>
      <Field
        label={t('faq.add.question')}
        required
        error={errors.question?.message}
        {...form.register('question')}
      />
      <Field
        multiline
        rows={answersRows}
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
        <p role="alert" className={alertClassName}>
          {failure}
        </p>
      ) : null}
    </>
  );
}
