import { FileArchive } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { ButtonSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-messages';
import { useImportLinkedInExport } from '../api';
import { importFileError, importHowTo, importSummary } from '../data-export-import';

const fileClasses =
  'block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-indigo-700 hover:file:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-60';

/**
 * 'Import LinkedIn data export': the ZIP LinkedIn sends from 'Get a copy of your data' becomes the
 * profile content (read by the server, no AI). Errors show under the control.
 */
export function ImportExportControl({ onImported }: { onImported: (profileContent: string) => void }) {
  const id = useId();
  const upload = useImportLinkedInExport();
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<string | null>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setSummary(null);
    const problem = importFileError(file);
    if (problem) {
      setError(problem);
      input.value = '';
      return;
    }
    setError(null);
    upload.mutate(file, {
      onSuccess: (result) => {
        onImported(result.profileContent);
        setSummary(importSummary(result));
      },
      onError: (failure) => setError(errorMessage(failure, 'The export could not be read.')),
      onSettled: () => {
        input.value = '';
      },
    });
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <FileArchive className="size-4 text-indigo-600" aria-hidden="true" />
        Import LinkedIn data export
      </label>
      <p id={hintId} className="text-xs text-slate-600">
        Optional: fill the profile content from your export (ZIP). {importHowTo}
      </p>
      <input
        id={id}
        type="file"
        accept=".zip,application/zip,application/x-zip-compressed"
        className={fileClasses}
        disabled={upload.isPending}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        onChange={onChange}
      />
      <div aria-live="polite" className="text-sm">
        {upload.isPending ? (
          <p className="flex items-center gap-2 text-slate-700">
            <ButtonSpinner />
            Reading your export...
          </p>
        ) : null}
        {error ? (
          <p id={errorId} className="font-medium text-red-700">
            {error}
          </p>
        ) : null}
        {summary ? <p className="text-emerald-800">{summary}</p> : null}
      </div>
    </div>
  );
}
