import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useToast } from '@/components/ui/Toast';
import { useSchemaForm } from '@/lib/use-schema-form';
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
 * The add / edit dialog of a space, station or locker, on `useSchemaForm`: the form opens with the
 * edited row's values (or a new one's), and `dialog` gives FormDialog its title, form and texts;
 * its save toasts (`created` for a new row, `<place>:admin.saved` for an edit) and closes.
 */
export function usePlaceForm<
  P extends Place,
  Row extends { id: number },
  Values extends FieldValues,
  Checked extends PlaceInput<P>,
>(
  place: P,
  { target, onClose, returnFocus }: PlaceFormDialogProps<Row>,
  schema: z.ZodType<Checked, Values>,
  valuesOf: (row: Row | null) => DefaultValues<Values>,
  created: (values: Checked) => string,
) {
  const { t } = useTranslation(place);
  const toast = useToast();
  const save = useSavePlace(place);
  const editing = target !== null && target !== 'new' ? target : null;
  const form = useSchemaForm(schema, {
    defaultValues: valuesOf(null),
    onSave: async (values) => {
      await save.mutateAsync({ id: editing?.id, values });
      toast.success(editing ? t('admin.saved') : created(values));
      onClose();
    },
    failureText: t('errors.save'),
  });

  return {
    editing,
    form,
    dialog: {
      returnFocus,
      open: target !== null,
      onClose,
      title: editing ? t('admin.editTitle') : t('admin.addTitle'),
      form,
      values: target === null ? undefined : valuesOf(editing),
      cancelLabel: t('actions.cancel'),
      submitLabel: t('actions.save'),
      backOffice: true,
    },
  };
}
