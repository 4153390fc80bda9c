import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ButtonSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-messages';
import { useDeleteCoverLetter } from '../api';

/** Asks before deleting a cover letter. */
export function DeleteLetterDialog({
  letter,
  open,
  onOpenChange,
  onDeleted,
}: {
  letter: { id: number; jobTitle: string; company: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteCoverLetter();
  const name = [letter.jobTitle, letter.company].filter(Boolean).join(' at ') || 'this job';

  async function confirm() {
    try {
      await remove.mutateAsync(letter.id);
    } catch (error) {
      toast({ title: 'Delete failed', description: errorMessage(error), variant: 'destructive' });
      return;
    }
    toast({ title: 'Cover letter deleted', description: `The letter for ${name} was deleted.`, variant: 'success' });
    onOpenChange(false);
    onDeleted();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (remove.isPending ? undefined : onOpenChange(next))}>
      <DialogContent role="alertdialog">
        <DialogTitle>Delete this cover letter?</DialogTitle>
        <DialogDescription className="mt-2">The letter for {name} will be deleted. This can&apos;t be undone.</DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={remove.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={() => void confirm()} disabled={remove.isPending} data-testid="confirm-delete-letter">
            {remove.isPending ? <ButtonSpinner /> : null}
            {remove.isPending ? 'Deleting...' : 'Delete cover letter'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
