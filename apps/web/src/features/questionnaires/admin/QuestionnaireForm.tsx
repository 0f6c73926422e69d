import {
  createQuestionnaireSchema,
  MAX_QUESTIONS,
  QUESTIONNAIRE_TYPES,
  type QuestionnaireType,
} from '@app/contracts/questionnaires';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Field, IconButton, Select, useToast } from '@/components/ui';
import { Plus, Trash2 } from '@/components/ui/icons';
import {
  useCreateQuestionnaire,
  useRecipients,
} from '@/features/questionnaires/api/questionnaires-api';
import { useDebounced } from '@/lib/use-debounced';
import { useMessage } from '@/lib/use-message';

interface Draft {
  key: number;
  text: string;
  options: string;
}

let nextKey = 1;
const blankQuestion = (): Draft => ({ key: nextKey++, text: '', options: '' });

/** Staff: address a Yes/No or QCM questionnaire to one client. */
export function QuestionnaireForm() {
  const { t } = useTranslation('questionnaires');
  const message = useMessage();
  const toast = useToast();
  const create = useCreateQuestionnaire();
  const [search, setSearch] = useState('');
  const recipients = useRecipients(useDebounced(search.trim()));
  const [clientId, setClientId] = useState('');
  const [title, setTitle] = useState('');
  const [type, setType] = useState<QuestionnaireType>('yesno');
  const [questions, setQuestions] = useState<Draft[]>(() => [blankQuestion()]);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string>();

  const update = (key: number, patch: Partial<Draft>) =>
    setQuestions((current) => current.map((q) => (q.key === key ? { ...q, ...patch } : q)));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const body = {
      clientId: clientId ? Number(clientId) : undefined,
      title,
      type,
      questions: questions.map((q) => ({
        text: q.text,
        options:
          type === 'qcm'
            ? q.options
                .split('\n')
                .map((option) => option.trim())
                .filter(Boolean)
            : [],
      })),
    };
    const parsed = createQuestionnaireSchema.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string | undefined> = {};
      for (const issue of parsed.error.issues) {
        next[issue.path.join('.')] ??= message(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const created = await create.mutateAsync(parsed.data);
      toast.success(t('staff.created', { client: created.entreprise }));
      setTitle('');
      setQuestions([blankQuestion()]);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  const options = (recipients.data ?? []).map((r) => ({
    value: String(r.id),
    label: `${r.companyName} — ${r.fullName} (${r.email})`,
  }));

  return (
    <Card title={t('staff.formTitle')} description={t('staff.formDescription')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
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
            value={clientId}
            onChange={(event) => setClientId(event.target.value)}
            error={errors.clientId}
          />
          <Field
            label={t('staff.titleField')}
            required
            maxLength={200}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            error={errors.title}
          />
          <Select
            label={t('staff.type')}
            required
            options={QUESTIONNAIRE_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
            value={type}
            onChange={(event) => setType(event.target.value as QuestionnaireType)}
          />
        </div>
        <ol className="flex flex-col gap-4">
          {questions.map((question, index) => (
            <li key={question.key} className="rounded-xl border border-ink-200 p-4">
              <div className="flex items-start gap-2">
                <Field
                  className="flex-1"
                  label={t('staff.question', { n: index + 1 })}
                  required
                  maxLength={500}
                  value={question.text}
                  onChange={(event) => update(question.key, { text: event.target.value })}
                  error={errors[`questions.${index}.text`]}
                />
                {questions.length > 1 ? (
                  <IconButton
                    className="mt-7"
                    aria-label={t('staff.removeQuestion', { n: index + 1 })}
                    icon={<Trash2 className="size-4" />}
                    onClick={() =>
                      setQuestions((current) => current.filter((q) => q.key !== question.key))
                    }
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
                  value={question.options}
                  onChange={(event) => update(question.key, { options: event.target.value })}
                  error={errors[`questions.${index}.options`]}
                />
              ) : null}
            </li>
          ))}
        </ol>
        {errors.questions ? (
          <p role="alert" className="text-red-800 text-sm">
            {errors.questions}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            icon={<Plus aria-hidden="true" className="size-4" />}
            disabled={questions.length >= MAX_QUESTIONS}
            onClick={() => setQuestions((current) => [...current, blankQuestion()])}
          >
            {t('staff.addQuestion')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('staff.submit')}
          </Button>
        </div>
        {failure ? (
          <p
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 font-medium text-red-800 text-sm"
          >
            {failure}
          </p>
        ) : null}
      </form>
    </Card>
  );
}
