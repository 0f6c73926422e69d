import { GOVERNORATES } from '@app/contracts/common';
import { type QuoteRequestBody, quoteRequestBodySchema } from '@app/contracts/sales';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/Field';
import { Select } from '@/components/ui/Select';
import { SubmitDialog } from '@/components/ui/SubmitDialog';
import { useToast } from '@/components/ui/Toast';
import { useSendQuoteRequest } from '@/features/sales/api/public';
import { useMessage } from '@/lib/use-message';
import { useSubmitFailure } from './use-submit-failure';

export interface QuoteDialogProps {
  onClose: () => void;
  /** Prefilled message, e.g. the product the visitor asked about. */
  initialMessage?: string;
}

/** The contact form (~1000×700, full screen on a phone): stores a quote request and confirms it. */
export default function QuoteDialog({ onClose, initialMessage = '' }: QuoteDialogProps) {
  const { t } = useTranslation('sales');
  const message = useMessage();
  const toast = useToast();
  const send = useSendQuoteRequest();
  const form = useForm<QuoteRequestBody>({
    resolver: zodResolver(quoteRequestBodySchema),
    mode: 'onTouched',
    defaultValues: {
      nom: '',
      nomentreprise: '',
      fonction: '',
      tel: '',
      email: '',
      Gouvernorat: '' as QuoteRequestBody['Gouvernorat'],
      message: initialMessage,
    },
  });
  const { errors } = form.formState;
  const refused = useSubmitFailure(form, t('landing.forms.quote.failed'));

  const submit = form.handleSubmit(async (values) => {
    refused.clear();
    try {
      await send.mutateAsync(values);
      toast.success(t('landing.forms.quote.success'));
      onClose();
    } catch (error) {
      refused.report(error);
    }
  });

  return (
    <SubmitDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('landing.forms.quote.title')}
      description={t('landing.forms.quote.description')}
      size="xl"
      cancelLabel={t('actions.cancel', { ns: 'common' })}
      submitLabel={t('landing.forms.quote.submit')}
      saving={send.isPending}
      failure={refused.failure}
      onSubmit={submit}
      className="grid gap-4 sm:grid-cols-2"
    >
      <Field
        label={t('landing.forms.quote.nom')}
        autoComplete="name"
        required
        error={message(errors.nom?.message)}
        {...form.register('nom')}
      />
      <Field
        label={t('landing.forms.quote.nomentreprise')}
        autoComplete="organization"
        required
        error={message(errors.nomentreprise?.message)}
        {...form.register('nomentreprise')}
      />
      <Field
        label={t('landing.forms.quote.fonction')}
        autoComplete="organization-title"
        required
        error={message(errors.fonction?.message)}
        {...form.register('fonction')}
      />
      <Field
        label={t('landing.forms.quote.tel')}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        hint={t('landing.forms.quote.telHint')}
        required
        error={message(errors.tel?.message)}
        {...form.register('tel')}
      />
      <Field
        label={t('landing.forms.quote.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={message(errors.email?.message)}
        {...form.register('email')}
      />
      <Select
        label={t('landing.forms.quote.gouvernorat')}
        placeholder={t('landing.forms.quote.gouvernoratPlaceholder')}
        options={GOVERNORATES}
        required
        error={message(errors.Gouvernorat?.message)}
        {...form.register('Gouvernorat')}
      />
      <Field
        multiline
        rows={5}
        label={t('landing.forms.quote.message')}
        required
        className="sm:col-span-2"
        error={message(errors.message?.message)}
        {...form.register('message')}
      />
    </SubmitDialog>
  );
}
