import { acceptedResumeExtensions, checkResumeFile, formatBytes, type StorageInfo } from '@jobapp/shared';
import { FileText, Upload, X } from 'lucide-react';
import { type DragEvent, type Ref, useImperativeHandle, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { storageProblem } from '../optimize-rules';

const accept = acceptedResumeExtensions.map((ext) => `.${ext}`).join(',');

export interface ResumeDropZoneHandle {
  /** Empties the native input (Reset). */
  clear: () => void;
}

/**
 * The resume file drop zone: click, keyboard (the real, visually hidden file input takes focus and opens
 * the picker with Enter or Space) and drag and drop. A file that fails the spec's checks (type, 1 MB,
 * remaining storage) shows the 'Invalid file' toast and clears the input.
 */
export function ResumeDropZone({
  id,
  file,
  onFileChange,
  storage,
  invalid,
  describedBy,
  disabled,
  onStorageFull,
  ref,
}: {
  id: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  storage: StorageInfo | undefined;
  invalid: boolean;
  describedBy: string | undefined;
  disabled?: boolean;
  /** The file does not fit in the remaining storage: the page offers more (the 50 MB add-on). */
  onStorageFull?: (message: string) => void;
  ref?: Ref<ResumeDropZoneHandle>;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const clearInput = () => {
    if (inputRef.current) inputRef.current.value = '';
  };
  useImperativeHandle(ref, () => ({ clear: clearInput }), []);

  function choose(next: File | null | undefined) {
    if (!next) return;
    const fileProblem = checkResumeFile(next);
    const spaceProblem = fileProblem ? null : storageProblem(next.size, storage, (bytes) => formatBytes(bytes));
    const problem = fileProblem ?? spaceProblem;
    if (problem) {
      toast({ title: 'Invalid file', description: problem, variant: 'destructive' });
      if (spaceProblem) onStorageFull?.(spaceProblem);
      clearInput();
      onFileChange(null);
      return;
    }
    onFileChange(next);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    choose(event.dataTransfer.files[0]);
  }

  return (
    <div className="grid gap-3">
      <div
        onClick={() => {
          if (!disabled) inputRef.current?.click();
        }}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="resume-drop-zone"
        className={cn(
          'relative flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-indigo-600',
          dragging ? 'border-indigo-600 bg-indigo-50' : 'border-slate-300 bg-slate-50 hover:border-indigo-400 hover:bg-indigo-50/50',
          invalid && !dragging && 'border-red-600',
          disabled && 'cursor-not-allowed opacity-60',
        )}
      >
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-white text-indigo-700 shadow-sm">
          <Upload className="size-6" aria-hidden="true" />
        </span>
        <p className="font-medium text-slate-900">
          <span className="text-indigo-700 underline underline-offset-4">Choose a file</span> or drag it here
        </p>
        <p className="text-xs text-slate-600">PDF, Word (.doc, .docx) or plain text, up to 1 MB</p>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={accept}
          aria-label="Resume file"
          aria-invalid={invalid}
          aria-describedby={describedBy}
          disabled={disabled}
          className="sr-only"
          // The zone's click handler opens the picker; stop the input's own click from bubbling back.
          onClick={(event) => event.stopPropagation()}
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </div>
      {file ? (
        <div
          className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3"
          data-testid="chosen-file"
        >
          <FileText className="size-5 shrink-0 text-indigo-600" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-900">{file.name}</p>
            <p className="text-xs text-slate-600">{formatBytes(file.size)}</p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Remove ${file.name}`}
            disabled={disabled}
            onClick={() => {
              clearInput();
              onFileChange(null);
            }}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
