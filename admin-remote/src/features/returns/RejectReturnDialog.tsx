import type { AdminReturnRequest } from '@store/contracts';
import { RETURN_REJECT_REASON_MAX } from '@store/contracts/return-rules';
import { ReasonDialog } from '../../components/ReasonDialog.tsx';

interface RejectReturnDialogProps {
  /** The request to reject; null when the dialog is closed. */
  request: AdminReturnRequest | null;
  busy: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
}

/** Asks why a return is rejected (at most 200 characters, like the server); the customer reads the reason. */
export function RejectReturnDialog({ request, busy, onReject, onCancel }: RejectReturnDialogProps) {
  return (
    <ReasonDialog
      open={request !== null}
      title={request ? `Reject the return of ${request.name}?` : ''}
      description={request ? `${request.customer.name} is e-mailed the reason and sees it on the order.` : ''}
      confirmLabel="Reject return"
      maxLength={RETURN_REJECT_REASON_MAX}
      busy={busy}
      onConfirm={onReject}
      onCancel={onCancel}
    />
  );
}
