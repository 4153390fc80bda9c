import { updateCoverLetterSchema } from '@jobapp/shared/cover-letters/cover-letter.schema';
import { Save } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-messages';
import { isDeletedLetter, storeSavedLetter, updateCoverLetter, useUpdateCoverLetter } from '../api';
import { LetterDownloads } from './letter-downloads';

/**
 * A stored letter, editable: the text, 'Save changes' (PATCH), and the downloads, which save unsaved
 * edits first so the file is what is on screen; edits still unsaved when it closes are saved then.
 * `actions` go beside Save (the list's Delete).
 */
export function LetterEditor({
  letter,
  initialContent,
  idPrefix,
  textareaRef,
  actions,
}: {
  letter: { id: number; company: string | null };
  initialContent: string;
  idPrefix: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
  actions?: ReactNode;
}) {
  const update = useUpdateCoverLetter();
  const [content, setContent] = useState(initialContent);
  const [saved, setSaved] = useState(initialContent);
  const [error, setError] = useState<string | undefined>(undefined);
  const dirty = content !== saved;
  const queryClient = useQueryClient();
  const latest = useRef({ content, saved });
  useEffect(() => {
    latest.current = { content, saved };
  }, [content, saved]);

  // Closing the dialog (Done, Escape, the X) with unsaved edits saves them rather than losing them.
  const letterId = letter.id;
  useEffect(
    () => () => {
      const { content: text, saved: stored } = latest.current;
      if (text === stored || isDeletedLetter(letterId)) return;
      const parsed = updateCoverLetterSchema.safeParse({ content: text });
      if (!parsed.success) return;
      updateCoverLetter({ id: letterId, content: parsed.data.content }).then(
        (detail) => {
          storeSavedLetter(queryClient, detail);
          toast({ title: 'Cover letter saved', description: 'Your unsaved edits were saved.', variant: 'success' });
        },
        (failure: unknown) => toast({ title: 'Failed to save cover letter', description: errorMessage(failure), variant: 'destructive' }),
      );
    },
    [letterId, queryClient],
  );

  /** Saves the text when it changed; false when it could not be saved (the reason is shown). */
  async function save(): Promise<boolean> {
    if (!dirty) return true;
    const parsed = updateCoverLetterSchema.safeParse({ content });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return false;
    }
    setError(undefined);
    try {
      const detail = await update.mutateAsync({ id: letter.id, content: parsed.data.content });
      setSaved(content);
      if (detail.content !== content) {
        setContent(detail.content);
        setSaved(detail.content);
      }
      return true;
    } catch (failure) {
      toast({ title: 'Failed to save cover letter', description: errorMessage(failure), variant: 'destructive' });
      return false;
    }
  }

  async function saveClicked() {
    if (await save()) toast({ title: 'Cover letter saved', variant: 'success' });
  }

  const status = update.isPending ? 'Saving…' : dirty ? 'Unsaved changes' : 'All changes saved';
  return (
    <div className="grid gap-4">
      <Field id={`${idPrefix}-content`} label="Cover letter" error={error} hint="Edit the letter as you like before you download it.">
        {(props) => (
          <Textarea
            {...props}
            ref={textareaRef}
            rows={16}
            className="min-h-80 font-serif text-sm leading-relaxed"
            value={content}
            onChange={(event) => {
              setContent(event.target.value);
              if (error) setError(undefined);
            }}
          />
        )}
      </Field>
      <div className="grid gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <Button size="sm" onClick={() => void saveClicked()} disabled={!dirty || update.isPending} aria-busy={update.isPending}>
            {update.isPending ? <ButtonSpinner /> : <Save aria-hidden="true" />}
            Save changes
          </Button>
          <p className="min-w-32 text-xs text-slate-600" role="status" aria-live="polite">
            {status}
          </p>
          {actions}
        </div>
        <LetterDownloads letter={letter} beforeDownload={save} disabled={update.isPending} />
      </div>
    </div>
  );
}
