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
export type PickerProps<V extends FieldValues, N extends FieldPath<V>, T> = FieldRef<V, N, T> &
  Pick<SelectProps<unknown>, 'label' | 'currentLabel' | 'required' | 'noneLabel'>;

/**
 * A RemoteSelect bound to a react-hook-form id field; its message is the field's error. A feature
 * publishes its own picker on it (`EspacePicker` in espaces, `ClientPicker` in users).
 */
export function FieldPicker<Row, V extends FieldValues, N extends FieldPath<V>, T>({
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
