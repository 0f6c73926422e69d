import { type AdminUser, adminUserSchema } from '@app/contracts/users';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FieldPicker, type PickerProps } from '@/components/FieldPicker';
import { RemoteSelect, type RemoteSelectProps } from '@/components/ui/RemoteSelect';

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

/** Picks any client (company — name) outside a form: a list's filter, a statement's partner. */
export function ClientSelect(
  props: Omit<RemoteSelectProps<AdminUser>, 'path' | 'schema' | 'toOption'>,
) {
  return (
    <RemoteSelect<AdminUser>
      {...props}
      path="/api/users"
      schema={adminUserSchema}
      toOption={clientOption}
    />
  );
}
