import {
  addDays,
  companyToday,
  DEMO_MAX_DAYS_AHEAD,
  type ReservationBody,
  reservationBodySchema,
} from '@app/contracts/sales';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/Field';
import { SubmitDialog } from '@/components/ui/SubmitDialog';
import { useToast } from '@/components/ui/Toast';
import { useBookDemo } from '@/features/sales/api/public';
import { formatDate } from '@/lib/format';
import { useMessage } from '@/lib/use-message';
import { useSubmitFailure } from './use-submit-failure';

/** The demo booking: all fields required, valid email, submit disabled while invalid (SPEC §5). */
export default function DemoDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('sales');
  const message = useMessage();
  const toast = useToast();
  const book = useBookDemo();
  const today = companyToday();
  const form = useForm<ReservationBody>({
    resolver: zodResolver(reservationBodySchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', phone: '', date: '' },
  });
  const { errors, isValid } = form.formState;
  const refused = useSubmitFailure(form, t('landing.forms.demo.failed'));

  const submit = form.handleSubmit(async (values) => {
    refused.clear();
    try {
      const booked = await book.mutateAsync(values);
      toast.success(t('landing.forms.demo.success', { date: formatDate(booked.date) }));
      onClose();
    } catch (error) {
      refused.report(error);
    }
  });

  return (
    <SubmitDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('landing.forms.demo.title')}
      description={t('landing.forms.demo.description')}
      cancelLabel={t('actions.cancel', { ns: 'common' })}
      submitLabel={t('landing.forms.demo.submit')}
      saving={book.isPending}
      submitDisabled={!isValid}
      failure={refused.failure}
      onSubmit={submit}
      className="flex flex-col gap-4"
    >
      <Field
        label={t('landing.forms.demo.name')}
        autoComplete="name"
        required
        error={message(errors.name?.message)}
        {...form.register('name')}
      />
      <Field
        label={t('landing.forms.demo.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={message(errors.email?.message)}
        {...form.register('email')}
      />
      <Field
        label={t('landing.forms.demo.phone')}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        hint={t('landing.forms.quote.telHint')}
        required
        error={message(errors.phone?.message)}
        {...form.register('phone')}
      />
      <Field
        label={t('landing.forms.demo.date')}
        type="date"
        min={today}
        max={addDays(today, DEMO_MAX_DAYS_AHEAD)}
        required
        error={message(errors.date?.message)}
        {...form.register('date')}
      />
    </SubmitDialog>
  );
}
