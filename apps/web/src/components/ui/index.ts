export { Badge, type BadgeProps, type BadgeTone } from './Badge';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonClasses,
} from './Button';
export { Card, type CardProps } from './Card';
export { ComingSoon, type ComingSoonProps } from './ComingSoon';
export {
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmOptions,
  useConfirm,
} from './ConfirmDialog';
export { Dialog, DialogClose, type DialogProps, type DialogSize } from './Dialog';
export { Drawer, type DrawerProps } from './Drawer';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { ErrorBoundary } from './ErrorBoundary';
export { Field, type FieldControlProps, type FieldProps } from './Field';
export { IconButton, type IconButtonProps } from './IconButton';
export { controlClasses, Input, type InputProps, Textarea, type TextareaProps } from './Input';
export { LanguageSwitch, type LanguageSwitchProps } from './LanguageSwitch';
export { getPageItems, type PageItem, Pagination, type PaginationProps } from './Pagination';
export { Select, type SelectOption, type SelectProps } from './Select';
export { Skeleton, type SkeletonProps } from './Skeleton';
export { Spinner, type SpinnerProps } from './Spinner';
export { type Column, Table, type TableProps } from './Table';
export { type ToastApi, type ToastOptions, ToastProvider, type ToastTone, useToast } from './Toast';
