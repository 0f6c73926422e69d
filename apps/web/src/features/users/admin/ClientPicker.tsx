import { type AdminUser, adminUserSchema } from '@app/contracts/users';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FieldPicker, type PickerProps } from '@/components/FieldPicker';

const clientOption = (user: AdminUser) => ({
  value: user.id,
  label: `${user.companyName} — ${user.fullName}`,
});
const ACTIVE_CLIENTS = { status: 'active' };

/** Picks an active client (company — name) in a back-office form; the form holds its id. */
export function ClientPicker<V extends FieldValues, N extends FieldPath<V>, T>(
  props: PickerProps<V, N, T>,
) {
  return (
    <FieldPicker
      {...props}
      path="/api/users"
      schema={adminUserSchema}
      query={ACTIVE_CLIENTS}
      toOption={clientOption}
    />
  );
}
