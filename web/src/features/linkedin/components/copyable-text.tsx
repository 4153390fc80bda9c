import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { copyText } from '@/features/job-search/copy-indicator';
import { cn } from '@/lib/cn';
import { countToneClass, type LinkedInTextKind, linkedInTextCount } from '../character-count';

/**
 * One optimized text, editable before it is copied, with its live count against LinkedIn's limit and
 * a copy button named for what it copies ('Copy headline 1', 'Copy About', 'Copy role 1').
 */
export function CopyableText({
  id,
  label,
  copyName,
  kind,
  initialText,
  rows = 3,
  copied,
  onCopied,
  hint,
}: {
  id: string;
  label: string;
  copyName: string;
  /** The LinkedIn limit counted against; none for a text LinkedIn does not limit. */
  kind?: LinkedInTextKind | undefined;
  initialText: string;
  rows?: number;
  /** True while this text's 'Copied' indicator shows. */
  copied: boolean;
  onCopied: () => void;
  hint?: string | undefined;
}) {
  const [text, setText] = useState(initialText);
  const count = kind ? linkedInTextCount(kind, text) : null;
  const countId = `${id}-count`;
  const hintId = hint ? `${id}-hint` : undefined;

  const copy = async () => {
    if (await copyText(text)) {
      onCopied();
      toast({ title: 'Copied!', description: `${label} is on your clipboard.`, variant: 'success' });
    } else {
      toast({ title: 'Copy failed', description: 'Your browser blocked the clipboard. Select the text and copy it.', variant: 'destructive' });
    }
  };

  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-slate-900">
          {label}
        </label>
        <Button type="button" variant="secondary" size="sm" aria-label={copyName} onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <Textarea
        id={id}
        rows={rows}
        className="min-h-0"
        value={text}
        aria-invalid={count?.over ?? false}
        aria-describedby={[count ? countId : undefined, hintId].filter(Boolean).join(' ') || undefined}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <div className="flex flex-wrap justify-between gap-2 text-xs">
        {hint ? (
          <p id={hintId} className="text-slate-600">
            {hint}
          </p>
        ) : (
          <span />
        )}
        {count ? (
          <p id={countId} className={cn('tabular-nums', countToneClass[count.tone])}>
            <span aria-hidden="true">{count.label}</span>
            <span className="sr-only">{count.description}</span>
            {count.over ? ' (over LinkedIn’s limit)' : null}
          </p>
        ) : null}
      </div>
    </div>
  );
}
