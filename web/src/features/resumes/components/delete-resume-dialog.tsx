import { formatBytes } from '@jobapp/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ButtonSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-messages';
import { useDeleteResume } from '../api';
import { resumeTitle } from '../labels';

/** Asks before deleting a stored resume and its files (which frees their storage). */
export function DeleteResumeDialog({
  resume,
  open,
  onOpenChange,
  onDeleted,
}: {
  resume: { id: number; number: number; jobTitle: string | null; originalSize: number };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteResume();
  const title = resumeTitle(resume);

  // mutateAsync: the card holding this dialog leaves the list as soon as the delete succeeds, and the
  // toast must still be shown.
  async function confirm() {
    try {
      await remove.mutateAsync(resume.id);
    } catch (error) {
      toast({ title: 'Delete failed', description: errorMessage(error), variant: 'destructive' });
      return;
    }
    toast({ title: 'Resume deleted', description: `“${title}” and its files were deleted.`, variant: 'success' });
    onOpenChange(false);
    onDeleted?.();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (remove.isPending ? undefined : onOpenChange(next))}>
      <DialogContent role="alertdialog">
        <DialogTitle>Delete this resume?</DialogTitle>
        <DialogDescription className="mt-2">
          “{title}”, its original file and its downloads will be deleted
          {resume.originalSize > 0 ? `, freeing ${formatBytes(resume.originalSize)} of storage` : ''}. This can&apos;t be
          undone.
        </DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={remove.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={() => void confirm()} disabled={remove.isPending} data-testid="confirm-delete">
            {remove.isPending ? <ButtonSpinner /> : null}
            {remove.isPending ? 'Deleting...' : 'Delete resume'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
