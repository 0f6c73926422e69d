import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmOptions {
  /** The question, e.g. 'Voulez-vous vraiment supprimer cette demande ?'. */
  message: ReactNode;
  /** Defaults to the common 'Confirmation'. */
  title?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** 'danger' paints the confirm button red (deletions). */
  tone?: 'default' | 'danger';
  /** Where focus goes on closing when the control that asked is gone (see Dialog). */
  returnFocus?: () => HTMLElement | null | undefined;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Runs on confirm. While a returned promise is pending the button shows a spinner; the dialog
   * closes when it resolves and stays open if it rejects (report the error from the caller).
   */
  onConfirm: () => unknown;
  /** Runs when the dialog is dismissed without confirming (cancel, Escape, overlay). */
  onCancel?: () => void;
}

/** Asks before an irreversible action. Cancelling calls nothing but `onCancel`. */
export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  onCancel,
  message,
  title,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  returnFocus,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const [pending, setPending] = useState(false);

  const close = (confirmed: boolean) => {
    if (!confirmed) onCancel?.();
    onOpenChange(false);
  };

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      close(true);
    } catch {
      // The caller reports the failure; keep the dialog open so the user can retry or cancel.
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) close(false);
      }}
      title={title ?? t('dialog.confirmTitle')}
      returnFocus={returnFocus}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)} disabled={pending}>
            {cancelLabel ?? t('actions.cancel')}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            onClick={confirm}
            loading={pending}
          >
            {confirmLabel ?? t('actions.confirm')}
          </Button>
        </>
      }
    >
      <p className="text-ink-800">{message}</p>
    </Dialog>
  );
}

/**
 * Promise-style confirmation:
 *   const { confirm, confirmDialog } = useConfirm();
 *   if (await confirm({ message: t('deleteQuestion') })) remove.mutate(id);
 *   return <>{confirmDialog}…</>;
 */
export function useConfirm(): {
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  confirmDialog: ReactNode;
} {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [open, setOpen] = useState(false);
  const resolver = useRef<((value: boolean) => void) | null>(null);

  const settle = useCallback((value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
  }, []);

  const confirm = useCallback(
    (next: ConfirmOptions) => {
      settle(false);
      setOptions(next);
      setOpen(true);
      return new Promise<boolean>((resolve) => {
        resolver.current = resolve;
      });
    },
    [settle],
  );

  const confirmDialog = options ? (
    <ConfirmDialog
      {...options}
      open={open}
      onOpenChange={setOpen}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  ) : null;

  return { confirm, confirmDialog };
}
