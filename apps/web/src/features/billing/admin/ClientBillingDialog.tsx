import { LANGUAGES } from '@app/contracts';
import { billingColumnLength, clientBillingInputSchema } from '@app/contracts/billing';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/Field';
import { FormDialog } from '@/components/ui/FormDialog';
import { LoadError } from '@/components/ui/LoadError';
import { Select } from '@/components/ui/Select';
import { useClientBilling, useSaveClientBilling } from '@/features/billing/api/billing';
import { useRowForm } from '@/lib/use-row-form';

/** The client whose invoicing details are edited: its id and the name the row shows. */
export interface BilledClient {
  id: number;
  name: string;
}

/**
 * What the client's invoices print: its tax number (matricule fiscal) and the invoice language
 * (the PDF and the reminder e-mails in French or English). Applies to invoices issued from now on.
 */
export function ClientBillingDialog({
  client,
  onClose,
}: {
  client: BilledClient | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('billing');
  const current = useClientBilling(client?.id ?? null);
  const save = useSaveClientBilling();
  const loaded = client !== null && current.data?.id === client.id ? current.data : undefined;
  const form = useRowForm(client, clientBillingInputSchema, {
    defaultValues: { taxNumber: '', invoiceLanguage: 'fr' as const },
    save: ({ id }, body) => save.mutateAsync({ id, body }),
    savedText: ({ name }) => t('clientBilling.saved', { client: name }),
    onClose,
    failureText: t('errors.generic'),
    refusal: () => (loaded ? undefined : t('clientBilling.loading')),
  });
  // The client's settings come after the dialog opens: the form takes them once they are here.
  const { reset } = form.form;
  useEffect(() => {
    if (loaded) {
      reset({ taxNumber: loaded.taxNumber ?? '', invoiceLanguage: loaded.invoiceLanguage });
    }
  }, [loaded, reset]);

  return (
    <FormDialog
      open={client !== null}
      onClose={onClose}
      title={t('clientBilling.title', { client: client?.name ?? '' })}
      description={t('clientBilling.description')}
      form={form}
      submitDisabled={!loaded}
      cancelLabel={t('actions.close')}
      submitLabel={t('clientBilling.save')}
      backOffice
    >
      <LoadError error={current.error} fallback={t('errors.load')} look="box" />
      <Field
        label={t('clientBilling.taxNumber')}
        hint={t('clientBilling.taxNumberHint')}
        maxLength={billingColumnLength.taxNumber}
        autoComplete="off"
        {...form.field('taxNumber')}
      />
      <Select
        label={t('clientBilling.language')}
        hint={t('clientBilling.languageHint')}
        required
        options={LANGUAGES.map((value) => ({
          value,
          label: t(`clientBilling.languages.${value}`),
        }))}
        {...form.field('invoiceLanguage')}
      />
    </FormDialog>
  );
}
