import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/ui/ConfirmDialog';
import { useToast } from '@/components/ui/Toast';
import { isApiError } from './api-client';
import { useDeletePlace } from './places-api';
import { useRowFocus } from './use-row-focus';

/**
 * Confirm, delete, toast; steps back a page when the last row of a page goes. Focus then moves to
 * the next row (or the previous one, or the empty list's message): put `rowFocus.ref` on the Table.
 */
export function useDeleteRow(place: 'espaces' | 'stations' | 'lockers') {
  const { t } = useTranslation('backofficeLists');
  const toast = useToast();
  const { confirm, confirmDialog } = useConfirm();
  const remove = useDeletePlace(place);
  const rowFocus = useRowFocus();

  async function deleteRow(id: number, message: string, done: string, afterDelete: () => void) {
    rowFocus.remember(id);
    const ok = await confirm({
      message,
      confirmLabel: t('actions.delete'),
      tone: 'danger',
      returnFocus: rowFocus.returnFocus,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(id);
      afterDelete();
      toast.success(done);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('errors.generic'));
    }
  }

  return { deleteRow, confirmDialog, rowFocus };
}
