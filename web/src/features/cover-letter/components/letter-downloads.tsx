import { messages } from '@jobapp/shared';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-messages';
import { downloadCoverLetter } from '../api';
import { type LetterFormat, letterFormatLabel, letterFormats } from '../downloads';

/**
 * 'Download TXT', 'Download DOCX', 'Download PDF'. `beforeDownload` runs first (the editor saves unsaved
 * edits, so the file is the letter on screen); false stops the download.
 */
export function LetterDownloads({
  letter,
  beforeDownload,
  disabled = false,
}: {
  letter: { id: number; company: string | null };
  beforeDownload?: () => Promise<boolean>;
  disabled?: boolean;
}) {
  const [busy, setBusy] = useState<LetterFormat | null>(null);

  async function download(format: LetterFormat) {
    setBusy(format);
    try {
      if (beforeDownload && !(await beforeDownload())) return;
      const fileName = await downloadCoverLetter(letter, format);
      toast({ title: messages.downloadComplete, description: `Saved as ${fileName}`, variant: 'success' });
    } catch (error) {
      toast({ title: messages.downloadFailed, description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Downloads">
      {letterFormats.map((format) => {
        const label = letterFormatLabel(format);
        return (
          <Button
            key={format}
            variant="secondary"
            size="sm"
            disabled={disabled || busy !== null}
            aria-busy={busy === format}
            onClick={() => void download(format)}
            data-testid={`download-${format}`}
          >
            {busy === format ? <ButtonSpinner /> : <Download aria-hidden="true" />}
            Download {label}
          </Button>
        );
      })}
    </div>
  );
}
