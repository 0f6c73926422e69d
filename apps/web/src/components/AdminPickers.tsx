import type { AdminEspace } from '@app/contracts/places';
import type { AdminUser } from '@app/contracts/users';
import {
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
  useController,
} from 'react-hook-form';
import { RemoteSelect, type RemoteSelectProps } from '@/components/ui/RemoteSelect';
import { useMessage } from '@/lib/use-message';

/** The form field holding the picked id. */
type FieldRef<V extends FieldValues, N extends FieldPath<V>, T> = Pick<
  UseControllerProps<V, N, T>,
  'name' | 'control'
>;
type SelectProps<Row> = Omit<RemoteSelectProps<Row>, 'value' | 'onChange' | 'error'>;
type PickerProps<V extends FieldValues, N extends FieldPath<V>, T> = FieldRef<V, N, T> &
  Pick<SelectProps<unknown>, 'label' | 'currentLabel' | 'required' | 'noneLabel'>;

/** A RemoteSelect bound to a react-hook-form id field; its message is the field's error. */
function FieldPicker<Row, V extends FieldValues, N extends FieldPath<V>, T>({
  name,
  control,
  ...select
}: FieldRef<V, N, T> & SelectProps<Row>) {
  const message = useMessage();
  const { field, fieldState } = useController({ name, control });
  return (
    <RemoteSelect<Row>
      {...select}
      name={name}
      value={typeof field.value === 'number' ? field.value : null}
      onChange={field.onChange}
      error={message(fieldState.error?.message)}
    />
  );
}

const espaceOption = (espace: AdminEspace) => ({
  value: espace.id,
  label: `${espace.nom} — ${espace.ville}`,
});
const clientOption = (user: AdminUser) => ({
  value: user.id,
  label: `${user.companyName} — ${user.fullName}`,
});
const ACTIVE_CLIENTS = { status: 'active' };

/** Picks a public space (name — city) in a back-office form; the form holds its id. */
export function EspacePicker<V extends FieldValues, N extends FieldPath<V>, T>(
  props: PickerProps<V, N, T>,
) {
  return <FieldPicker {...props} path="/api/admin/espaces" toOption={espaceOption} />;
}

/** Picks an active client (company — name) in a back-office form; the form holds its id. */
export function ClientPicker<V extends FieldValues, N extends FieldPath<V>, T>(
  props: PickerProps<V, N, T>,
) {
  return (
    <FieldPicker {...props} path="/api/users" query={ACTIVE_CLIENTS} toOption={clientOption} />
  );
}
