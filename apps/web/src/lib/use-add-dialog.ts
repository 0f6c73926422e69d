import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useToast } from '@/components/ui/Toast';
import { type SchemaFormOptions, useSchemaForm } from './use-schema-form';

/** The client portal's sections with an "add" popup: the namespace of its `client.*` texts. */
export type PortalSection = 'espaces' | 'stations' | 'reclamations';

export interface AddDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After an add, before the popup closes (e.g. the list goes back to its first page). */
  onAdded?: () => void;
}

interface AddForm<Values extends FieldValues, Checked, Created>
  extends Pick<SchemaFormOptions<Values, Checked>, 'failureText' | 'invalidText' | 'refusal'> {
  /** The contract schema. */
  schema: z.ZodType<Checked, Values>;
  /** The blank form, as the popup opens. */
  empty: NoInfer<Values>;
  /** The section's create call. */
  add: { mutateAsync: (input: NoInfer<Checked>) => Promise<Created> };
  /** The toast once added. */
  addedText: (created: Created, input: Checked) => string;
}

/**
 * The client portal's "add" popups, on `useSchemaForm`: a blank form that sends, says so in a
 * toast and closes, and the FormDialog props with the section's title, description and submit
 * text; the popup adds its fields.
 */
export function useAddDialog<Values extends FieldValues, Checked, Created>(
  section: PortalSection,
  { open, onOpenChange, onAdded }: AddDialogProps,
  { schema, empty, add, addedText, ...texts }: AddForm<Values, Checked, Created>,
) {
  const { t } = useTranslation(section);
  const toast = useToast();
  const close = () => onOpenChange(false);
  const form = useSchemaForm(schema, {
    defaultValues: empty as DefaultValues<Values>,
    onSave: async (input) => {
      const created = await add.mutateAsync(input);
      toast.success(addedText(created, input));
      onAdded?.();
      close();
    },
    ...texts,
  });
  const dialog = {
    open,
    onClose: close,
    title: t('client.addTitle'),
    description: t('client.addDescription'),
    form,
    cancelLabel: t('actions.cancel'),
    submitLabel: t('client.addSubmit'),
  };
  return { form, close, dialog };
}
