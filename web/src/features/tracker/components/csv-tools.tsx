import { Download, Upload } from 'lucide-react';
import { useRef } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-messages';
import { exportCsvPath, useImportCsv } from '../api';

/** CSV export (a plain link; the API sends the file) and import (a file's text POSTed as text/csv). */
export function CsvTools() {
  const input = useRef<HTMLInputElement>(null);
  const importCsv = useImportCsv();

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const text = await file.text();
    importCsv.mutate(text, {
      onSuccess: ({ created, updated }) => toast({ title: `Imported: ${created} added, ${updated} updated`, variant: 'success' }),
      onError: (error) => toast({ title: 'The CSV file could not be imported', description: errorMessage(error), variant: 'destructive' }),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  };

  return (
    <div className="flex flex-wrap gap-3">
      <a href={exportCsvPath} download className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
        <Download className="size-4" aria-hidden="true" />
        Export CSV
      </a>
      <label className={`${buttonVariants({ variant: 'secondary', size: 'sm' })} cursor-pointer focus-within:outline-2 focus-within:outline-indigo-600`}>
        <Upload className="size-4" aria-hidden="true" />
        {importCsv.isPending ? 'Importing…' : 'Import CSV'}
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          disabled={importCsv.isPending}
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
      </label>
    </div>
  );
}
