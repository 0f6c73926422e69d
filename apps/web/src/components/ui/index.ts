export { Badge } from './Badge';
export {
  Button,
  buttonClasses,
} from './Button';
export { Card } from './Card';
export { useConfirm } from './ConfirmDialog';
export { Dialog, DialogClose } from './Dialog';
export { EmptyState } from './EmptyState';
export { EmailField, Field, PasswordField } from './Field';
export { FormSubmit } from './FormSubmit';
export { IconButton } from './IconButton';
export { Input } from './Input';
export { LanguageSwitch } from './LanguageSwitch';
export { Pagination } from './Pagination';
export { Select } from './Select';
export { Skeleton } from './Skeleton';
export { Spinner } from './Spinner';
export { StatCard } from './StatCard';
export { type Column, QueryTable, Table } from './Table';
export { useToast } from './Toast';
