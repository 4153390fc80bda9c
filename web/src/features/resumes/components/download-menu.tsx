import { messages } from '@jobapp/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, Download, FileText, FileType, FileType2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { ButtonSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { type DownloadableResume, downloadResume } from '../api';
import { type DownloadFormat, downloadFormats, formatLabel } from '../downloads';

const formatIcons = { docx: FileType, pdf: FileType2, txt: FileText } as const;
const formatHints = { docx: 'Word document', pdf: 'PDF document', txt: 'Plain text' } as const;

/**
 * 'Download Options' (DOCX, PDF, TXT): DOCX and PDF come from the server, TXT is written in the browser.
 * 'Downloading...' and disabled while a download runs; toasts 'Download Complete' / 'Download Failed'.
 * `compact` is the smaller trigger used in lists.
 */
export function DownloadMenu({
  resume,
  disabled = false,
  compact = false,
  label,
}: {
  resume: DownloadableResume;
  disabled?: boolean;
  compact?: boolean;
  /** The accessible name in lists, e.g. 'Download Data Analyst'. */
  label?: string;
}) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<DownloadFormat | null>(null);

  async function download(format: DownloadFormat) {
    setBusy(format);
    try {
      const fileName = await downloadResume(queryClient, resume, format);
      toast({ title: messages.downloadComplete, description: `Saved as ${fileName}`, variant: 'success' });
    } catch {
      toast({
        title: messages.downloadFailed,
        description: messages.downloadFailedBody(formatLabel(format)),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  }

  const text = busy ? 'Downloading...' : compact ? 'Download' : 'Download Options';
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild disabled={disabled || busy !== null}>
        <Button
          data-testid="download-menu"
          variant={compact ? 'secondary' : 'primary'}
          size={compact ? 'sm' : 'md'}
          aria-label={label && !busy ? label : undefined}
          aria-busy={busy !== null}
        >
          {busy ? <ButtonSpinner /> : <Download aria-hidden="true" />}
          {/* In lists on narrow screens the compact trigger is an icon (its aria-label names it). */}
          {compact && !busy && label ? <span className="hidden sm:inline">{text}</span> : text}
          {busy ? null : <ChevronDown aria-hidden="true" />}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-48">
        <DropdownMenuLabel className="text-xs font-medium text-slate-600">Download as</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {downloadFormats.map((format) => {
          const Icon = formatIcons[format];
          return (
            <DropdownMenuItem key={format} onSelect={() => void download(format)} title={formatHints[format]}>
              <Icon aria-hidden="true" />
              {formatLabel(format)}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
