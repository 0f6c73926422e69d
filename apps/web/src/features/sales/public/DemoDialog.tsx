import {
  addDays,
  companyToday,
  DEMO_MAX_DAYS_AHEAD,
  reservationBodySchema,
} from '@app/contracts/sales';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/Field';
import { FormDialog } from '@/components/ui/FormDialog';
import { useToast } from '@/components/ui/Toast';
import { useBookDemo } from '@/features/sales/api/public';
import { formatDate } from '@/lib/format';
import { useSchemaForm } from '@/lib/use-schema-form';
import { ContactField } from './ContactField';
import { useRefusalText } from './use-refusal-text';

/**
 * The demo booking: all fields required, valid email. The submit stays operable: an
 * invalid one shows every message and focuses the first field to fix (issue 29).
 */
export default function DemoDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('sales');
  const toast = useToast();
  const book = useBookDemo();
  const today = companyToday();
  const refusal = useRefusalText(t('landing.forms.demo.failed'));
  const form = useSchemaForm(reservationBodySchema, {
    mode: 'onTouched',
    defaultValues: { name: '', email: '', phone: '', date: '' },
    onSave: async (values) => {
      const booked = await book.mutateAsync(values);
      toast.success(t('landing.forms.demo.success', { date: formatDate(booked.date) }));
      onClose();
    },
    failureText: refusal,
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('landing.forms.demo.title')}
      description={t('landing.forms.demo.description')}
      form={form}
      cancelLabel={t('actions.cancel', { ns: 'common' })}
      submitLabel={t('landing.forms.demo.submit')}
      className="flex flex-col gap-4"
    >
      <ContactField form={form.form} name="name" kind="name" label={t('landing.forms.demo.name')} />
      <ContactField
        form={form.form}
        name="email"
        kind="email"
        label={t('landing.forms.demo.email')}
      />
      <ContactField
        form={form.form}
        name="phone"
        kind="phone"
        label={t('landing.forms.demo.phone')}
      />
      <Field
        label={t('landing.forms.demo.date')}
        type="date"
        min={today}
        max={addDays(today, DEMO_MAX_DAYS_AHEAD)}
        required
        {...form.field('date')}
      />
    </FormDialog>
  );
}
