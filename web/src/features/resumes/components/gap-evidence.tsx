import type { OptimizeResult } from '@jobapp/shared';
import { EVIDENCE_MAX_CHARS, addEvidenceSchema } from '@jobapp/shared/resume/evidence.schema';
import { Check, LoaderCircle } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useAddEvidence } from '../api';

/**
 * "I have this" under a gap (issue 9): the user types one line of evidence in their own words; it is
 * added to the resume as their statement and the resume is tailored again. Nothing is added unless they
 * type it and choose Add. Escape or Cancel closes the form; focus goes back to the button.
 */
export function GapEvidence({
  resumeId,
  requirement,
  label,
  onAdded,
}: {
  resumeId: number;
  /** The requirement as the match report names it (sent to the API). */
  requirement: string;
  /** As the gap list shows it. */
  label: string;
  onAdded?: ((result: OptimizeResult) => void) | undefined;
}) {
  const [open, setOpen] = useState(false);
  const [statement, setStatement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const mutation = useAddEvidence();

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  function close() {
    setOpen(false);
    setError(null);
    setStatement('');
    requestAnimationFrame(() => buttonRef.current?.focus());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = addEvidenceSchema.safeParse({ requirement, statement });
    if (!parsed.success) {
      setError(parsed.error.issues.find((issue) => issue.path[0] === 'statement')?.message ?? parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    try {
      const result = await mutation.mutateAsync({ id: resumeId, ...parsed.data });
      setOpen(false);
      setStatement('');
      onAdded?.(result);
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.details?.statement ?? failure.message) : 'Something went wrong. Please try again.');
    }
  }

  if (!open) {
    return (
      <Button
        ref={buttonRef}
        variant="link"
        size="sm"
        className="h-auto justify-self-start px-0"
        aria-label={`I have this: ${label}`}
        onClick={() => setOpen(true)}
      >
        <Check aria-hidden="true" />I have this
      </Button>
    );
  }
  return (
    <form
      className="grid gap-2 rounded-lg border border-slate-200 bg-white p-3"
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Escape') close();
      }}
      data-testid="gap-evidence-form"
    >
      <label htmlFor={inputId} className="text-sm font-medium text-slate-900">
        Where did you use {label}? One line, in your own words.
      </label>
      <Input
        ref={inputRef}
        id={inputId}
        value={statement}
        maxLength={EVIDENCE_MAX_CHARS + 50}
        placeholder={`e.g. Used ${label} for order events at Acme, 2019–2020`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setStatement(event.target.value)}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <p className="text-xs text-slate-600">It goes into your resume exactly as you write it, and the resume is tailored again.</p>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={mutation.isPending}>
          {mutation.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {mutation.isPending ? 'Adding…' : 'Add to my resume'}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={close} disabled={mutation.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
