import { Button } from '@/components/ui/Button';
import { Dialog, DialogClose } from '@/components/ui/Dialog';

/**
 * A back-office edit dialog as the focus tests open it from a row: "Modifier", one "Nom" field,
 * "Annuler" (closes) and "Enregistrer" (`onSave`, which closes it too).
 */
export function EditDialog({
  open,
  onClose,
  onSave,
  returnFocus,
}: {
  open: boolean;
  onClose: () => void;
  onSave: () => void;
  returnFocus: () => HTMLElement | null | undefined;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title="Modifier"
      returnFocus={returnFocus}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Annuler</Button>
          </DialogClose>
          <Button onClick={onSave}>Enregistrer</Button>
        </>
      }
    >
      <input aria-label="Nom" />
    </Dialog>
  );
}
