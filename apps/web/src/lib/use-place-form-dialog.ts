import { useEffect } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormDialogProps } from '@/components/ui/FormDialog';
import { useToast } from '@/components/ui/Toast';
import { type Place, type PlaceInput, type PlaceRow, useSavePlace } from './places-api';

export interface PlaceFormDialogProps<P extends Place> {
  /** null: closed; 'new': add; a row: edit. */
  target: PlaceRow<P> | 'new' | null;
  onClose: () => void;
  /** Where focus goes on closing when the edited row left the list (see useRowFocus). */
  returnFocus?: () => HTMLElement | null | undefined;
}

interface PlaceForm<P extends Place, Values extends FieldValues> {
  /** The contract schema's resolver. */
  resolver: Resolver<Values, unknown, PlaceInput<P>>;
  /** The form's values for the edited row, or for a new one (null). */
  valuesOf: (row: PlaceRow<P> | null) => Values;
  /** The toast after an add, naming what was added. */
  createdText: (values: PlaceInput<P>) => string;
}

/**
 * What the back office's space, station and locker add/edit dialogs share: the form, filled from
 * the row (or blank) each time the dialog opens, and the FormDialog props that save it (create or
 * update), say so in a toast and close; the dialog adds its fields.
 */
export function usePlaceFormDialog<P extends Place, Values extends FieldValues>(
  place: P,
  { target, onClose, returnFocus }: PlaceFormDialogProps<P>,
  { resolver, valuesOf, createdText }: PlaceForm<P, Values>,
) {
  const { t } = useTranslation('backofficeLists');
  const toast = useToast();
  const save = useSavePlace(place);
  const form = useForm<Values, unknown, PlaceInput<P>>({
    resolver,
    defaultValues: valuesOf(null) as DefaultValues<Values>,
    shouldFocusError: false,
  });
  const editing = target !== null && target !== 'new' ? target : null;

  useEffect(() => {
    if (target !== null) form.reset(valuesOf(target === 'new' ? null : target));
  }, [target, form, valuesOf]);

  const dialog = {
    open: target !== null,
    onClose,
    returnFocus,
    title: editing ? t(`${place}.editTitle`) : t(`${place}.addTitle`),
    form,
    onSave: async (values: PlaceInput<P>) => {
      await save.mutateAsync({ id: editing?.id, values });
      toast.success(editing ? t(`${place}.saved`) : createdText(values));
      onClose();
    },
    failureText: t('errors.save'),
    saving: save.isPending,
    cancelLabel: t('actions.cancel'),
    submitLabel: t('actions.save'),
    backOffice: true,
  } satisfies Omit<FormDialogProps<Values, PlaceInput<P>>, 'children'>;
  return { form, editing, dialog };
}
