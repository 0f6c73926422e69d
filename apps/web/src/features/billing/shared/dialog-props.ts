import type { Contract, Invoice } from '@app/contracts/billing';

/** A billing dialog on one invoice: open while `invoice` is set; `onClose` closes it. */
export interface InvoiceDialogProps {
  invoice: Invoice | null;
  onClose: () => void;
}

/** A billing dialog on one contract: open while `contract` is set; `onClose` closes it. */
export interface ContractDialogProps {
  contract: Contract | null;
  onClose: () => void;
}
