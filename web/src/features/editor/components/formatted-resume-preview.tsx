import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { UpgradeNote } from './upgrade-note';

async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied to Clipboard', description: 'The text has been copied to your clipboard.', variant: 'success' });
  } catch {
    toast({ title: 'Copy failed', description: 'Your browser did not allow copying. Select the text and copy it.', variant: 'destructive' });
  }
}

/**
 * The formatted resume in a 400 px scroll area (spec section 9) with Copy, and Apply All Changes unless
 * the answer was limited; a limited answer shows its upgrade message instead.
 */
export function FormattedResumePreview({
  formatted,
  applyAllOffered,
  upgradeMessage,
  onApplyAll,
}: {
  formatted: string;
  applyAllOffered: boolean;
  upgradeMessage: string | null;
  onApplyAll: () => void;
}) {
  return (
    <section aria-labelledby="formatted-resume-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="formatted-resume-title" className="text-base font-semibold text-slate-900">
          Formatted resume
        </h3>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => void copyText(formatted)}>
            <Copy aria-hidden="true" />
            Copy
          </Button>
          {applyAllOffered ? (
            <Button size="sm" onClick={onApplyAll}>
              <Check aria-hidden="true" />
              Apply All Changes
            </Button>
          ) : null}
        </div>
      </div>
      <pre
        tabIndex={0}
        aria-label="Formatted resume preview"
        data-testid="formatted-resume-preview"
        className="h-[400px] overflow-auto rounded-xl border border-slate-200 bg-slate-50 p-4 font-mono text-sm leading-relaxed whitespace-pre-wrap text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {formatted}
      </pre>
      {!applyAllOffered && upgradeMessage ? <UpgradeNote message={upgradeMessage} /> : null}
    </section>
  );
}
