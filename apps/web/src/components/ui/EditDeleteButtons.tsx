import Pencil from '~icons/lucide/pencil';
import Trash2 from '~icons/lucide/trash-2';
import { IconButton, type IconButtonProps } from './IconButton';

export interface EditDeleteButtonsProps {
  /** Accessible names, naming the row: 'Edit <row>', 'Delete <row>'. */
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  size?: IconButtonProps['size'];
}

/** A row's edit and delete icon buttons (put them in ActionButtons). */
export function EditDeleteButtons({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  size,
}: EditDeleteButtonsProps) {
  return (
    <>
      <IconButton
        size={size}
        aria-label={editLabel}
        icon={<Pencil aria-hidden className="size-4" />}
        onClick={onEdit}
      />
      <IconButton
        size={size}
        variant="danger"
        aria-label={deleteLabel}
        icon={<Trash2 aria-hidden className="size-4" />}
        onClick={onDelete}
      />
    </>
  );
}
