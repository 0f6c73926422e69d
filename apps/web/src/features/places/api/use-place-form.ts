import { useEffect } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/ui/Toast';
import { type Place, type PlaceInput, useSavePlace } from './places';

/** What a place's add / edit dialog is given by its list (see usePlaceList's `dialog`). */
export interface PlaceFormDialogProps<Row> {
  /** null: closed; 'new': add; a row: edit. */
  target: Row | 'new' | null;
  onClose: () => void;
  /** Where focus goes on closing when the edited row left the list (see useRowFocus). */
  returnFocus?: () => HTMLElement | null | undefined;
}

/**
 * The add / edit dialog of a space, station or locker: `form` is reset to the edited row's values
 * (or a new one's) each time the dialog opens, and `dialog` gives FormDialog its title, form and a
 * save that toasts (`created` for a new row, `<place>:admin.saved` for an edit) and closes.
 */
export function usePlaceForm<
  P extends Place,
  Row extends { id: number },
  Values extends FieldValues,
  Checked extends PlaceInput<P>,
>(
  place: P,
  { target, onClose, returnFocus }: PlaceFormDialogProps<Row>,
  form: UseFormReturn<Values, unknown, Checked>,
  valuesOf: (row: Row | null) => DefaultValues<Values>,
  created: (values: Checked) => string,
) {
  const { t } = useTranslation(place);
  const toast = useToast();
  const save = useSavePlace(place);
  const editing = target !== null && target !== 'new' ? target : null;

  useEffect(() => {
    if (target !== null) form.reset(valuesOf(target === 'new' ? null : target));
  }, [target, form, valuesOf]);

  return {
    editing,
    dialog: {
      returnFocus,
      open: target !== null,
      onClose,
      title: editing ? t('admin.editTitle') : t('admin.addTitle'),
      form,
      onSave: async (values: Checked) => {
        await save.mutateAsync({ id: editing?.id, values });
        toast.success(editing ? t('admin.saved') : created(values));
        onClose();
      },
      failureText: t('errors.save'),
      saving: save.isPending,
      cancelLabel: t('actions.cancel'),
      submitLabel: t('actions.save'),
      backOffice: true,
    },
  };
}
