import { useTranslation } from 'react-i18next';
import { useDeletePlace } from './places-api';
import { useRowAction } from './use-row-action';

/**
 * Confirm, delete, toast; `afterDelete` steps back a page when the last row of a page goes. Focus
 * then moves to the next row (or the previous one, or the empty list's message): put
 * `rowFocus.ref` on the Table.
 */
export function useDeleteRow(place: 'espaces' | 'stations' | 'lockers') {
  const { t } = useTranslation('common');
  const remove = useDeletePlace(place);
  const { act, confirmDialog, rowFocus } = useRowAction();

  const deleteRow = (id: number, message: string, done: string, afterDelete: () => void) =>
    act(id, {
      confirm: { message, confirmLabel: t('actions.delete'), tone: 'danger' },
      run: () => remove.mutateAsync(id),
      after: afterDelete,
      done,
    });

  return { deleteRow, confirmDialog, rowFocus };
}
