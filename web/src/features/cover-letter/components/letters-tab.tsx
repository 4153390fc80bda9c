import type { CoverLetterListItem } from '@jobapp/shared/cover-letters/cover-letter.schema';
import { coverLetterTemplateOrDefault } from '@jobapp/shared/cover-letters/templates';
import { FileText, Mail } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/dates';
import { errorMessage } from '@/lib/error-messages';
import { useMyCoverLetters } from '../api';
import { LetterDetailDialog } from './letter-detail-dialog';

function ListSkeleton() {
  return (
    <ul className="grid gap-3" aria-hidden="true" data-testid="cover-letters-loading">
      {[0, 1, 2].map((row) => (
        <li key={row} className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4">
          <Skeleton className="size-10 rounded-xl" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </div>
          <Skeleton className="h-8 w-16" />
        </li>
      ))}
    </ul>
  );
}

function LetterRow({ letter, onOpen }: { letter: CoverLetterListItem; onOpen: () => void }) {
  const title = letter.jobTitle || 'Untitled job';
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center" data-testid="cover-letter-item">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700">
        <FileText className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="truncate text-base font-semibold text-slate-900">{title}</h2>
        <p className="text-sm text-slate-600">
          {letter.company ? `${letter.company} · ` : ''}
          {coverLetterTemplateOrDefault(letter.templateUsed).name} ·{' '}
          <time dateTime={letter.createdAt}>{formatDate(letter.createdAt)}</time>
        </p>
      </div>
      <Button variant="secondary" size="sm" onClick={onOpen} aria-label={`Open cover letter for ${title}${letter.company ? ` at ${letter.company}` : ''}`}>
        Open
      </Button>
    </li>
  );
}

/** 'My Cover Letters' (spec section 2): every letter written, newest first; opening one shows it. */
export function LettersTab({ onGenerateNew }: { onGenerateNew: () => void }) {
  const letters = useMyCoverLetters();
  const [openId, setOpenId] = useState<number | null>(null);
  const close = useCallback(() => setOpenId(null), []);

  let body;
  if (letters.isPending) {
    body = (
      <>
        <p className="sr-only" role="status">
          Loading your cover letters…
        </p>
        <ListSkeleton />
      </>
    );
  } else if (letters.isError) {
    body = (
      <Alert variant="destructive" title="Could not load your cover letters">
        <p>{errorMessage(letters.error)}</p>
        <Button className="mt-3" size="sm" variant="secondary" onClick={() => void letters.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (letters.data.length === 0) {
    body = (
      <Card data-testid="no-cover-letters">
        <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
          <Mail className="size-10 text-slate-400" aria-hidden="true" />
          <h2 className="text-lg font-semibold text-slate-900">No cover letters yet</h2>
          <p className="max-w-md text-sm text-slate-600">The letters you generate are kept here, ready to edit and download.</p>
          <Button onClick={onGenerateNew}>Write your first cover letter</Button>
        </CardContent>
      </Card>
    );
  } else {
    body = (
      <ul className="grid gap-3" aria-label="Your cover letters">
        {letters.data.map((letter) => (
          <LetterRow key={letter.id} letter={letter} onOpen={() => setOpenId(letter.id)} />
        ))}
      </ul>
    );
  }

  return (
    <>
      {body}
      <LetterDetailDialog id={openId} onClose={close} />
    </>
  );
}
