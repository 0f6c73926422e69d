import { GOVERNORATES } from '@app/contracts/common';
import { type QuoteRequestBody, quoteRequestBodySchema } from '@app/contracts/sales';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/Field';
import { FormDialog } from '@/components/ui/FormDialog';
import { Select } from '@/components/ui/Select';
import { useToast } from '@/components/ui/Toast';
import { useSendQuoteRequest } from '@/features/sales/api/public';
import { useSchemaForm } from '@/lib/use-schema-form';
import { ContactField } from './ContactField';
import { useRefusalText } from './use-refusal-text';

export interface QuoteDialogProps {
  onClose: () => void;
  /** Prefilled message, e.g. the product the visitor asked about. */
  initialMessage?: string;
}

/** The contact form (~1000×700, full screen on a phone): stores a quote request and confirms it. */
export default function QuoteDialog({ onClose, initialMessage = '' }: QuoteDialogProps) {
  const { t } = useTranslation('sales');
  const toast = useToast();
  const send = useSendQuoteRequest();
  const refusal = useRefusalText(t('landing.forms.quote.failed'));
  const form = useSchemaForm(quoteRequestBodySchema, {
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
    onSave: async (values) => {
      await send.mutateAsync(values);
      toast.success(t('landing.forms.quote.success'));
      onClose();
    },
    failureText: refusal,
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('landing.forms.quote.title')}
      description={t('landing.forms.quote.description')}
      size="xl"
      form={form}
      cancelLabel={t('actions.cancel', { ns: 'common' })}
      submitLabel={t('landing.forms.quote.submit')}
      className="grid gap-4 sm:grid-cols-2"
    >
      <ContactField form={form.form} name="nom" kind="name" label={t('landing.forms.quote.nom')} />
      <Field
        label={t('landing.forms.quote.nomentreprise')}
        autoComplete="organization"
        required
        {...form.field('nomentreprise')}
      />
      <Field
        label={t('landing.forms.quote.fonction')}
        autoComplete="organization-title"
        required
        {...form.field('fonction')}
      />
      <ContactField form={form.form} name="tel" kind="phone" label={t('landing.forms.quote.tel')} />
      <ContactField
        form={form.form}
        name="email"
        kind="email"
        label={t('landing.forms.quote.email')}
      />
      <Select
        label={t('landing.forms.quote.gouvernorat')}
        placeholder={t('landing.forms.quote.gouvernoratPlaceholder')}
        options={GOVERNORATES}
        required
        {...form.field('Gouvernorat')}
      />
      <Field
        multiline
        rows={5}
        label={t('landing.forms.quote.message')}
        required
        className="sm:col-span-2"
        {...form.field('message')}
      />
    </FormDialog>
  );
}
