import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui';

type AdminTextField = 'nom' | 'prenom' | 'email' | 'telephone' | 'poste';

/** Register's order: the telephone before the e-mail. */
export const REGISTER_TEXT_FIELDS = ['nom', 'prenom', 'telephone', 'email', 'poste'] as const;
/** Profile edit's order: the e-mail before the telephone. */
export const PROFILE_TEXT_FIELDS = ['nom', 'prenom', 'email', 'telephone', 'poste'] as const;

type Input = Pick<
  ComponentProps<'input'>,
  'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'className'
>;

const INPUTS: Record<AdminTextField, Input> = {
  nom: { autoComplete: 'family-name' },
  prenom: { autoComplete: 'given-name' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  telephone: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel', maxLength: 15 },
  poste: { autoComplete: 'organization-title', className: 'sm:col-span-2' },
};

/**
 * A staff member's five required text fields (register, profile edit), in the form's order, on
 * two columns with the post across both. `field` is the form's (`useSchemaForm`).
 */
export function AdminTextFields({
  order,
  field,
}: {
  order: readonly AdminTextField[];
  field: (name: AdminTextField) => UseFormRegisterReturn & { error: string | undefined };
}) {
  const { t } = useTranslation('admins');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {order.map((name) => (
        <Field
          key={name}
          label={t(`fields.${name}`)}
          required
          hint={name === 'telephone' ? t('fields.telephoneHint') : undefined}
          {...INPUTS[name]}
          {...field(name)}
        />
      ))}
    </div>
  );
}
