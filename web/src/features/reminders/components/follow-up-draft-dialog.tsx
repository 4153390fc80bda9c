import { Copy } from 'lucide-react';
import { useEffect } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-messages';
import { useFollowUpDraft } from '../api';

async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied to Clipboard', description: 'Paste the note into your own e-mail.', variant: 'success' });
  } catch {
    toast({ title: 'Copy failed', description: 'Your browser did not allow copying. Select the text and copy it.', variant: 'destructive' });
  }
}

/** "Draft a follow-up": the note for one application, written when opened, for the user to copy and send. */
export function FollowUpDraftDialog({ applicationId, title, onClose }: { applicationId: number; title: string; onClose: () => void }) {
  const draft = useFollowUpDraft();
  const { mutate } = draft;
  useEffect(() => {
    mutate(applicationId);
  }, [applicationId, mutate]);

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent data-testid="follow-up-draft-dialog">
        <DialogTitle>Draft a follow-up</DialogTitle>
        <DialogDescription className="mt-2">{title}. Read it, change what you like, then send it from your own e-mail.</DialogDescription>
        <div className="mt-4">
          {draft.isPending || draft.isIdle ? (
            <Skeleton className="h-48 w-full" aria-busy="true" />
          ) : draft.isError ? (
            <Alert variant="destructive">{errorMessage(draft.error)}</Alert>
          ) : (
            <textarea
              readOnly
              aria-label="Follow-up note"
              data-testid="follow-up-draft"
              value={draft.data?.content ?? ''}
              rows={14}
              className="w-full rounded-lg border border-slate-300 bg-white p-3 text-sm text-slate-900"
            />
          )}
        </div>
        <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
          <Button disabled={!draft.data} onClick={() => void copyText(draft.data?.content ?? '')}>
            <Copy aria-hidden="true" />
            Copy
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
