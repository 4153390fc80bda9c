import type { CoverLetterResult } from '@jobapp/shared/cover-letters/cover-letter.schema';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { LetterEditor } from './letter-editor';
import { LetterNotes } from './letter-notes';

/**
 * The success dialog (spec section 4): the new letter, editable, with its downloads, the claims the
 * truth check removed and the warnings. Focus starts in the letter; closing it hands focus to
 * `onClosed` (the page moves to 'My Cover Letters').
 */
export function ResultDialog({
  result,
  onOpenChange,
  onCloseAutoFocus,
}: {
  result: CoverLetterResult | null;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  return (
    <Dialog open={result !== null} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] max-w-3xl overflow-y-auto"
        data-testid="cover-letter-result"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          textareaRef.current?.focus();
        }}
        onCloseAutoFocus={onCloseAutoFocus}
        onKeyDown={(event) => {
          // The 'Cover letter generated!' toast opened after the dialog, so it is the layer Escape would
          // close first; Escape inside the dialog closes the dialog too.
          if (event.key === 'Escape' && !event.defaultPrevented) onOpenChange(false);
        }}
      >
        {result ? (
          <div className="grid gap-4">
            <div className="pr-8">
              <DialogTitle>Your cover letter is ready</DialogTitle>
              <DialogDescription className="mt-1">
                For {result.jobDetails.title} at {result.jobDetails.company}. It is saved in My Cover Letters.
              </DialogDescription>
            </div>
            <LetterNotes removedClaims={result.removedClaims} warnings={result.warnings} />
            <LetterEditor
              key={result.id}
              letter={{ id: result.id, company: result.jobDetails.company }}
              initialContent={result.content}
              idPrefix={`cover-letter-result-${result.id}`}
              textareaRef={textareaRef}
            />
            <div className="flex justify-end border-t border-slate-200 pt-4">
              <DialogClose asChild>
                <Button variant="secondary">Done</Button>
              </DialogClose>
            </div>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
