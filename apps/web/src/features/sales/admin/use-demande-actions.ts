import type { DemandeType, StaffDemande } from '@app/contracts/sales-staff';
import { useTranslation } from 'react-i18next';
import { useConfirm, useToast } from '@/components/ui';
import { downloadDemandePdf, useDeleteDemande, usePatchDemande } from '@/features/sales/api/staff';
import { errorText } from '@/lib/error-text';
import { useRowFocus } from '@/lib/use-row-focus';

/**
 * What staff do to a quote request, on the back-office section and on `/gestion-demandes`: validate,
 * change its type, download its PDF, delete it (asking `deleteQuestion` first); each says how it went
 * in a toast. A deleted row, or one that leaves the list, hands focus to its neighbour: put
 * `rowFocus.ref` on the Table and render `confirmDialog`.
 */
export function useDemandeActions({
  deleteQuestion,
  afterDelete,
}: {
  deleteQuestion: string;
  /** After a delete, before nothing else: e.g. back a page when the page's last row went. */
  afterDelete: () => void;
}) {
  const { t } = useTranslation('sales');
  const toast = useToast();
  const { confirm, confirmDialog } = useConfirm();
  const rowFocus = useRowFocus();
  const patch = usePatchDemande();
  const remove = useDeleteDemande();

  const attempt = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(done);
      return true;
    } catch (error) {
      toast.error(errorText(error, t('staff.loadError')));
      return false;
    }
  };

  const validate = (demande: StaffDemande) =>
    attempt(
      () => patch.mutateAsync({ id: demande.id, statut: 'validated' }),
      t('section.validated'),
    );

  const changeType = (demande: StaffDemande, type: DemandeType) => {
    rowFocus.remember(demande.id);
    return attempt(() => patch.mutateAsync({ id: demande.id, type }), t('section.typeChanged'));
  };

  const download = (demande: StaffDemande) =>
    attempt(() => downloadDemandePdf(demande.id), t('section.downloaded'));

  const askDelete = async (demande: StaffDemande) => {
    rowFocus.remember(demande.id);
    const ok = await confirm({
      message: deleteQuestion,
      confirmLabel: t('actions.delete'),
      returnFocus: rowFocus.returnFocus,
    });
    if (ok && (await attempt(() => remove.mutateAsync(demande.id), t('staff.deleted'))))
      afterDelete();
  };

  return {
    validate,
    changeType,
    download,
    askDelete,
    validating: patch.isPending,
    rowFocus,
    confirmDialog,
  };
}
