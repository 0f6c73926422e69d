import { useTranslation } from 'react-i18next';
import { type ConfirmOptions, useConfirm } from '@/components/ui/ConfirmDialog';
import { useToast } from '@/components/ui/Toast';
import { errorText } from './error-text';
import { useRowFocus } from './use-row-focus';

export interface RowAction {
  /** Asked first; the action runs only once confirmed (focus comes back to the row on cancel). */
  confirm?: Omit<ConfirmOptions, 'returnFocus'>;
  run: () => Promise<unknown>;
  /** After a success, before its toast (e.g. step back a page when the page's last row left). */
  after?: () => void;
  /** The success toast. */
  done: string;
}

/**
 * One way for a back-office list to act on a row (delete, archive, restore, purge): confirm, run,
 * toast the success or the server's message. The row is remembered first, so focus moves to the
 * next row (or the previous one, or the empty list's message) when it leaves: put `rowFocus.ref`
 * on the Table and render `confirmDialog`.
 */
export function useRowAction() {
  const { t } = useTranslation('common');
  const toast = useToast();
  const { confirm, confirmDialog } = useConfirm();
  const rowFocus = useRowFocus();

  async function act(id: number, { confirm: question, run, after, done }: RowAction) {
    rowFocus.remember(id);
    if (question && !(await confirm({ ...question, returnFocus: rowFocus.returnFocus }))) return;
    try {
      await run();
      after?.();
      toast.success(done);
    } catch (error) {
      toast.error(errorText(error, t('errors.action')));
    }
  }

  return { act, confirmDialog, rowFocus };
}
