import { GOVERNORATES } from '@app/contracts/common';
import { quoteRequestFieldsSchema } from '@app/contracts/sales';
import {
  type StaffDemande,
  type UpdateDemandeInput,
  updateDemandeSchema,
} from '@app/contracts/sales-staff';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogClose, Field, Select, useToast } from '@/components/ui';
import { useUpdateDemande } from '@/features/sales/api/staff';
import { errorText } from '@/lib/error-text';
import { applyFieldErrors } from '@/lib/form-failure';
import { focusFirstInvalid } from '@/lib/form-focus';
import { useMessage } from '@/lib/use-message';

/** The edit body's fields, the governorate under the form's lower-case `gouvernorat`. */
type FormValues = Required<Omit<UpdateDemandeInput, 'Gouvernorat'>>;

/** Where server field messages go: the request's fields, as the form names them. */
const FIELDS = [
  ...Object.keys(quoteRequestFieldsSchema.shape).filter((key) => key !== 'Gouvernorat'),
  'gouvernorat',
] as Array<keyof FormValues>;

function toForm({ id, statut, type, createdAt, Gouvernorat, ...fields }: StaffDemande): FormValues {
  return { ...fields, gouvernorat: Gouvernorat };
}

export interface DemandeEditDialogProps {
  /** The row being edited (the form works on a copy); null keeps the dialog closed. */
  demande: StaffDemande | null;
  onClose: () => void;
  /** Where focus goes on closing when the edited row left the list (see useRowFocus). */
  returnFocus?: () => HTMLElement | null | undefined;
}

/** 'Modifier la demande': seven required fields, 'Enregistrer' → PUT, list reloaded, form closed. */
export function DemandeEditDialog({ demande, onClose, returnFocus }: DemandeEditDialogProps) {
  const { t } = useTranslation('sales');
  const toast = useToast();
  const fieldError = useMessage();
  const update = useUpdateDemande();
  const form = useForm<FormValues>({
    shouldFocusError: false,
    resolver: zodResolver(updateDemandeSchema) as never,
    defaultValues: demande ? toForm(demande) : undefined,
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = form;

  useEffect(() => {
    if (demande) reset(toForm(demande));
  }, [demande, reset]);

  const submit = handleSubmit(async (values) => {
    if (!demande) return;
    try {
      await update.mutateAsync({ id: demande.id, values: values as UpdateDemandeInput });
      toast.success(t('staff.saved'));
      onClose();
    } catch (error) {
      applyFieldErrors(error, FIELDS, (field, message) => setError(field, { message }), {
        Gouvernorat: 'gouvernorat',
      });
      toast.error(errorText(error, t('staff.loadError')));
    }
  }, focusFirstInvalid);

  const formId = 'demande-edit-form';
  return (
    <Dialog
      returnFocus={returnFocus}
      open={demande !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('staff.editTitle')}
      description={demande ? t('staff.editOf', { id: demande.id }) : undefined}
      size="md"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('actions.cancel')}</Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={update.isPending}>
            {t('actions.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('columns.nom')}
          required
          autoComplete="name"
          error={fieldError(errors.nom?.message)}
          {...register('nom')}
        />
        <Field
          label={t('columns.email')}
          type="email"
          required
          autoComplete="email"
          error={fieldError(errors.email?.message)}
          {...register('email')}
        />
        <Field
          label={t('columns.nomentreprise')}
          required
          autoComplete="organization"
          error={fieldError(errors.nomentreprise?.message)}
          {...register('nomentreprise')}
        />
        <Field
          label={t('columns.fonction')}
          required
          autoComplete="organization-title"
          error={fieldError(errors.fonction?.message)}
          {...register('fonction')}
        />
        <Field
          label={t('columns.tel')}
          type="tel"
          required
          autoComplete="tel"
          inputMode="tel"
          error={fieldError(errors.tel?.message)}
          {...register('tel')}
        />
        <Select
          label={t('columns.gouvernorat')}
          required
          options={GOVERNORATES}
          error={fieldError(errors.gouvernorat?.message)}
          {...register('gouvernorat')}
        />
        <Field
          label={t('columns.message')}
          multiline
          required
          rows={4}
          className="sm:col-span-2"
          error={fieldError(errors.message?.message)}
          {...register('message')}
        />
      </form>
    </Dialog>
  );
}
