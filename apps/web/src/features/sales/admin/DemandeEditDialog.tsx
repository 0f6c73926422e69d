import { GOVERNORATES } from '@app/contracts/common';
import {
  type StaffDemande,
  type UpdateDemandeInput,
  updateDemandeSchema,
} from '@app/contracts/sales-staff';
import { useTranslation } from 'react-i18next';
import { Field, Select, useToast } from '@/components/ui';
import { FormDialog } from '@/components/ui/FormDialog';
import { useUpdateDemande } from '@/features/sales/api/staff';
import { useRowForm } from '@/lib/use-row-form';

/** The edit body's fields, the governorate under the form's lower-case `gouvernorat`. */
type FormValues = Required<Omit<UpdateDemandeInput, 'Gouvernorat'>>;

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
  const update = useUpdateDemande();
  const form = useRowForm(demande, updateDemandeSchema, {
    defaultValues: {},
    save: ({ id }, values) => update.mutateAsync({ id, values }),
    savedText: () => t('staff.saved'),
    onClose,
    failureText: t('staff.loadError'),
    showFailure: toast.error,
    aliases: { Gouvernorat: 'gouvernorat' },
  });
  const text = (name: Exclude<keyof FormValues, 'gouvernorat'>, extra: object) =>
    form.required(name, t(`columns.${name}`), extra);

  return (
    <FormDialog
      returnFocus={returnFocus}
      open={demande !== null}
      onClose={onClose}
      title={t('staff.editTitle')}
      description={demande ? t('staff.editOf', { id: demande.id }) : undefined}
      size="md"
      form={form}
      values={demande ? toForm(demande) : undefined}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('actions.save')}
      backOffice
      className="grid gap-4 sm:grid-cols-2"
    >
      <Field {...text('nom', { autoComplete: 'name' })} />
      <Field {...text('email', { type: 'email', autoComplete: 'email' })} />
      <Field {...text('nomentreprise', { autoComplete: 'organization' })} />
      <Field {...text('fonction', { autoComplete: 'organization-title' })} />
      <Field {...text('tel', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })} />
      <Select
        label={t('columns.gouvernorat')}
        required
        options={GOVERNORATES}
        {...form.field('gouvernorat')}
      />
      <Field {...text('message', { multiline: true, rows: 4, className: 'sm:col-span-2' })} />
    </FormDialog>
  );
}
