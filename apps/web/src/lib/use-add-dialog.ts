import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormDialogProps } from '@/components/ui/FormDialog';
import { useToast } from '@/components/ui/Toast';

/** The client portal's sections with an "add" popup: the namespace of its `client.*` texts. */
type Section = 'espaces' | 'stations' | 'reclamations';

export interface AddDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After an add, before the popup closes (e.g. the list goes back to its first page). */
  onAdded?: () => void;
}

interface AddForm<Values extends FieldValues, Checked, Created> {
  /** The contract schema's resolver. */
  resolver: Resolver<Values, unknown, Checked>;
  /** The blank form, as the popup opens. */
  empty: Values;
  /** The section's create call. */
  add: { mutateAsync: (input: Checked) => Promise<Created>; isPending: boolean };
  /** The toast once added. */
  addedText: (created: Created, input: Checked) => string;
}

/**
 * What the client portal's "add" popups share: a blank form, and the FormDialog props that send
 * it, say so in a toast and close, with the section's title, description and submit text; the
 * popup adds its fields and the text of a refused add.
 */
export function useAddDialog<Values extends FieldValues, Checked, Created>(
  section: Section,
  { open, onOpenChange, onAdded }: AddDialogProps,
  { resolver, empty, add, addedText }: AddForm<Values, Checked, Created>,
) {
  const { t } = useTranslation(section);
  const toast = useToast();
  const form = useForm<Values, unknown, Checked>({
    resolver,
    defaultValues: empty as DefaultValues<Values>,
    shouldFocusError: false,
  });
  const close = () => onOpenChange(false);
  const dialog = {
    open,
    onClose: close,
    title: t('client.addTitle'),
    description: t('client.addDescription'),
    form,
    onSave: async (input: Checked) => {
      const created = await add.mutateAsync(input);
      toast.success(addedText(created, input));
      onAdded?.();
      close();
    },
    saving: add.isPending,
    cancelLabel: t('actions.cancel'),
    submitLabel: t('client.addSubmit'),
  } satisfies Omit<FormDialogProps<Values, Checked>, 'failureText' | 'children'>;
  return { form, close, dialog };
}
