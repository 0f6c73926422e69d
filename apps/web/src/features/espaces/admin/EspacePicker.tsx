import { type AdminEspace, adminEspaceSchema } from '@app/contracts/places';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FieldPicker, type PickerProps } from '@/components/FieldPicker';

const espaceOption = (espace: AdminEspace) => ({
  value: espace.id,
  label: `${espace.nom} — ${espace.ville}`,
});

/** Picks a public space (name — city) in a back-office form; the form holds its id. */
export function EspacePicker<V extends FieldValues, N extends FieldPath<V>, T>(
  props: PickerProps<V, N, T>,
) {
  return (
    <FieldPicker
      {...props}
      path="/api/admin/espaces"
      schema={adminEspaceSchema}
      toOption={espaceOption}
    />
  );
}
