import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useToast } from '@/components/ui/Toast';
import { type SchemaFormOptions, useSchemaForm } from './use-schema-form';

interface RowFormOptions<Row, Values extends FieldValues, Checked>
  extends Omit<SchemaFormOptions<Values, Checked>, 'onSave'> {
  /** Sends the checked values for the row. */
  save: (row: Row, values: Checked) => Promise<unknown>;
  /** The toast once saved. */
  savedText: (row: Row) => string;
  /** Closes the dialog once saved. */
  onClose: () => void;
}

/**
 * A back-office dialog's form acting on one row (null while the dialog is closed), on
 * `useSchemaForm`: sends the row's change, says so in a toast and closes.
 */
export function useRowForm<Row, Values extends FieldValues, Checked>(
  row: Row | null,
  schema: z.ZodType<Checked, Values>,
  { save, savedText, onClose, ...options }: RowFormOptions<Row, Values, Checked>,
) {
  const toast = useToast();
  return useSchemaForm(schema, {
    ...options,
    onSave: async (values) => {
      if (!row) return;
      await save(row, values);
      toast.success(savedText(row));
      onClose();
    },
  });
}
