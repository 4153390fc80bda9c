import { coverLetterMessages as m } from '@jobapp/shared/cover-letters/messages';
import { coverLetterTemplateOrDefault } from '@jobapp/shared/cover-letters/templates';
import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { formatDate } from '@/lib/dates';
import { errorMessage } from '@/lib/error-messages';
import { useCoverLetter } from '../api';
import { DeleteLetterDialog } from './delete-letter-dialog';
import { LetterEditor } from './letter-editor';
import { LetterNotes } from './letter-notes';

/**
 * One letter from 'My Cover Letters': loaded when opened ('Failed to load cover letter details' and
 * closed when it cannot be), editable with Save, downloads and Delete (after a confirmation).
 */
export function LetterDetailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const letter = useCoverLetter(id);
  const [confirmDelete, setConfirmDelete] = useState(false);

  useEffect(() => {
    if (id === null || !letter.isError) return;
    toast({ title: m.detailLoadFailed, description: errorMessage(letter.error), variant: 'destructive' });
    onClose();
  }, [id, letter.isError, letter.error, onClose]);

  const detail = letter.data;
  return (
    <Dialog open={id !== null && !letter.isError} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-3xl overflow-y-auto" data-testid="cover-letter-detail">
        {detail ? (
          <div className="grid gap-4">
            <div className="pr-8">
              <DialogTitle>
                {detail.jobTitle} at {detail.company}
              </DialogTitle>
              <DialogDescription className="mt-1">
                {coverLetterTemplateOrDefault(detail.templateUsed).name} template · written {formatDate(detail.createdAt)}
                {detail.updatedAt !== detail.createdAt ? ` · edited ${formatDate(detail.updatedAt)}` : ''}
              </DialogDescription>
            </div>
            <LetterNotes removedClaims={detail.removedClaims ?? []} />
            <LetterEditor
              key={detail.id}
              letter={{ id: detail.id, company: detail.company }}
              initialContent={detail.content}
              idPrefix={`cover-letter-${detail.id}`}
              actions={
                <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={() => setConfirmDelete(true)}>
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              }
            />
            <DeleteLetterDialog letter={detail} open={confirmDelete} onOpenChange={setConfirmDelete} onDeleted={onClose} />
          </div>
        ) : (
          <div className="grid gap-4" role="status" aria-label="Loading cover letter">
            <DialogTitle className="sr-only">Loading cover letter</DialogTitle>
            <DialogDescription className="sr-only">The letter is loading.</DialogDescription>
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-80 w-full" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
