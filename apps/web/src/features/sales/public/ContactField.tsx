import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/Field';
import { useMessage } from '@/lib/use-message';

/** What the browser is told about each kind: how to autofill it and which keyboard to show. */
const INPUTS = {
  name: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
} as const;

export interface ContactFieldProps<Values extends FieldValues> {
  form: Pick<UseFormReturn<Values>, 'register' | 'getFieldState' | 'formState'>;
  name: Path<Values>;
  kind: keyof typeof INPUTS;
  label: string;
}

/**
 * A required contact field of the landing's quote and demo forms (the visitor's name, email or
 * phone), bound to its form field; a phone number says the format it wants.
 */
export function ContactField<Values extends FieldValues>({
  form,
  name,
  kind,
  label,
}: ContactFieldProps<Values>) {
  const { t } = useTranslation('sales');
  const message = useMessage();
  const { error } = form.getFieldState(name, form.formState);
  return (
    <Field
      label={label}
      {...INPUTS[kind]}
      hint={kind === 'phone' ? t('landing.forms.quote.telHint') : undefined}
      required
      error={message(error?.message)}
      {...form.register(name)}
    />
  );
}
