import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../../components/ui/ConfirmDialog';
import { useToast } from '../../../../components/ui/Toast';
import { isApiError } from '../../../../lib/api-client';
import { useDeletePlace } from '../../api/places';

/** Confirm, delete, toast; steps back a page when the last row of a page goes. */
export function useDeleteRow(place: 'espaces' | 'stations' | 'lockers') {
  const { t } = useTranslation('backofficeLists');
  const toast = useToast();
  const { confirm, confirmDialog } = useConfirm();
  const remove = useDeletePlace(place);

  async function deleteRow(id: number, message: string, done: string, afterDelete: () => void) {
    const ok = await confirm({ message, confirmLabel: t('actions.delete'), tone: 'danger' });
    if (!ok) return;
    try {
      await remove.mutateAsync(id);
      afterDelete();
      toast.success(done);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('errors.generic'));
    }
  }

  return { deleteRow, confirmDialog };
}
