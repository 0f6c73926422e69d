import {
  type CreateQuestionnaireInput,
  createQuestionnaireSchema,
  MAX_QUESTIONS,
  QUESTIONNAIRE_LIMITS,
  QUESTIONNAIRE_TYPES,
  questionnaireColumnLength,
} from '@app/contracts/questionnaires';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button, Card, Field, IconButton, Select, useToast } from '@/components/ui';
import { FormFailure } from '@/components/ui/FormFailure';
import {
  useCreateQuestionnaire,
  useRecipients,
} from '@/features/questionnaires/api/questionnaires-api';
import { applyFieldErrors } from '@/lib/form-failure';
import { focusFirstInvalid } from '@/lib/form-focus';
import { useDebounced } from '@/lib/use-debounced';
import { useMessage } from '@/lib/use-message';
import Plus from '~icons/lucide/plus';
import Trash2 from '~icons/lucide/trash-2';

/**
 * The staff form's fields: the client as the select's text, each question's QCM choices as one
 * text, one choice a line; turned into the API body, then checked with the server's schema.
 */
const questionnaireFormSchema = z
  .object({
    clientId: z.string(),
    title: z.string(),
    type: z.enum(QUESTIONNAIRE_TYPES),
    questions: z.array(z.object({ text: z.string(), options: z.string() })),
  })
  .transform(
    ({ clientId, title, type, questions }): CreateQuestionnaireInput => ({
      clientId,
      title,
      type,
      questions: questions.map((question) => ({
        text: question.text,
        options:
          type === 'qcm'
            ? question.options
                .split('\n')
                .map((option) => option.trim())
                .filter(Boolean)
            : [],
      })),
    }),
  )
  .pipe(createQuestionnaireSchema);

const blankQuestion = () => ({ text: '', options: '' });

/** Staff: address a Yes/No or QCM questionnaire to one client. */
export function QuestionnaireForm() {
  const { t } = useTranslation('questionnaires');
  const message = useMessage();
  const toast = useToast();
  const create = useCreateQuestionnaire();
  const [search, setSearch] = useState('');
  const recipients = useRecipients(useDebounced(search.trim()));
  const form = useForm({
    resolver: zodResolver(questionnaireFormSchema),
    defaultValues: {
      clientId: '',
      title: '',
      type: 'yesno' as const,
      questions: [blankQuestion()],
    },
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const type = form.watch('type');
  // The schema's word on the list itself (a field array keeps it under `root`), or the server's.
  const questionsError = errors.questions?.root?.message ?? errors.questions?.message;
  const [failure, setFailure] = useState<string>();

  const submit = form.handleSubmit(async (body) => {
    try {
      const created = await create.mutateAsync(body);
      toast.success(t('staff.created', { client: created.entreprise }));
      form.reset({ ...form.getValues(), title: '', questions: [blankQuestion()] });
    } catch (error) {
      const fields = questions.fields.flatMap((_, index) => [
        `questions.${index}.text` as const,
        `questions.${index}.options` as const,
      ]);
      applyFieldErrors(error, ['clientId', 'title', 'questions', ...fields], (field, text) =>
        form.setError(field, { message: text }),
      );
      setFailure(error instanceof Error ? error.message : String(error));
    }
  }, focusFirstInvalid);

  const options = (recipients.data ?? []).map((r) => ({
    value: String(r.id),
    label: `${r.companyName} — ${r.fullName} (${r.email})`,
  }));

  return (
    <Card title={t('staff.formTitle')} description={t('staff.formDescription')}>
      <form
        noValidate
        onSubmit={(event) => {
          setFailure(undefined);
          void submit(event);
        }}
        className="flex flex-col gap-4"
      >
        <div className="grid gap-4 md:grid-cols-2">
          <Field
            label={t('staff.clientSearch')}
            type="search"
            hint={t('staff.clientSearchHint')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Select
            label={t('staff.client')}
            required
            placeholder={options.length ? t('staff.clientPlaceholder') : t('staff.noClient')}
            options={options}
            error={message(errors.clientId?.message)}
            {...form.register('clientId')}
          />
          <Field
            label={t('staff.titleField')}
            required
            maxLength={questionnaireColumnLength.title}
            error={message(errors.title?.message)}
            {...form.register('title')}
          />
          <Select
            label={t('staff.type')}
            required
            options={QUESTIONNAIRE_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
            {...form.register('type')}
          />
        </div>
        <ol className="flex flex-col gap-4">
          {questions.fields.map((question, index) => (
            <li key={question.id} className="rounded-xl border border-ink-200 p-4">
              <div className="flex items-start gap-2">
                <Field
                  className="flex-1"
                  label={t('staff.question', { n: index + 1 })}
                  required
                  maxLength={QUESTIONNAIRE_LIMITS.question}
                  error={message(errors.questions?.[index]?.text?.message)}
                  {...form.register(`questions.${index}.text`)}
                />
                {questions.fields.length > 1 ? (
                  <IconButton
                    className="mt-7"
                    aria-label={t('staff.removeQuestion', { n: index + 1 })}
                    icon={<Trash2 className="size-4" />}
                    onClick={() => questions.remove(index)}
                  />
                ) : null}
              </div>
              {type === 'qcm' ? (
                <Field
                  className="mt-3"
                  multiline
                  rows={3}
                  label={t('staff.options')}
                  hint={t('staff.optionsHint')}
                  required
                  error={message(errors.questions?.[index]?.options?.message)}
                  {...form.register(`questions.${index}.options`)}
                />
              ) : null}
            </li>
          ))}
        </ol>
        {questionsError ? (
          <p role="alert" className="text-red-800 text-sm">
            {message(questionsError)}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            icon={<Plus aria-hidden="true" className="size-4" />}
            disabled={questions.fields.length >= MAX_QUESTIONS}
            onClick={() => questions.append(blankQuestion())}
          >
            {t('staff.addQuestion')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('staff.submit')}
          </Button>
        </div>
        <FormFailure>{failure}</FormFailure>
      </form>
    </Card>
  );
}
