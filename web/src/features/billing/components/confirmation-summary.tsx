import { Button } from '@/components/ui/button';
import { DialogClose, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ButtonSpinner } from '@/components/ui/spinner';
import { type Confirmation } from '../confirmation';

/**
 * The head of every purchase and plan-change dialog (D15): the title, what changes and when (the
 * dialog's description), then what is charged and any further consequence.
 */
export function ConfirmationSummary({ confirmation }: { confirmation: Confirmation }) {
  return (
    <div className="grid gap-1.5 pr-8">
      <DialogTitle>{confirmation.title}</DialogTitle>
      <DialogDescription data-testid="confirmation-change">{confirmation.change}</DialogDescription>
      <p className="text-sm font-medium text-slate-900" data-testid="confirmation-charge">
        {confirmation.charge}
      </p>
      {confirmation.notes.map((note) => (
        <p key={note} className="text-sm text-slate-700">
          {note}
        </p>
      ))}
    </div>
  );
}

/** Cancel (closes the dialog, nothing done) and Confirm, the only button that charges or schedules. */
export function ConfirmActions({ busy, onConfirm, testId }: { busy: boolean; onConfirm: () => void; testId?: string }) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="secondary" disabled={busy}>
          Cancel
        </Button>
      </DialogClose>
      <Button onClick={onConfirm} disabled={busy} aria-busy={busy} data-testid={testId}>
        {busy ? <ButtonSpinner /> : null}
        Confirm
      </Button>
    </div>
  );
}
