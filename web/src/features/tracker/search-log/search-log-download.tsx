import { Download, FileSpreadsheet } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { fetchFileBlob, saveBlob } from '@/lib/download';
import { errorMessage } from '@/lib/error-messages';
import { checkSearchLogRange, defaultSearchLogRange, type SearchLogFormat, type SearchLogRangeValues } from './search-log-rules';

/**
 * "Download job-search log": a date range and two downloads (PDF to print, CSV for a spreadsheet) of
 * every application in it, for unemployment work-search records (GET /api/applications/log.pdf|csv).
 * The range is checked here with the API's rules; a refusal from the API shows as a toast.
 */
export function SearchLogDownload({ className }: { className?: string }) {
  const id = useId();
  const headingId = `${id}-heading`;
  const [values, setValues] = useState<SearchLogRangeValues>(() => defaultSearchLogRange(new Date()));
  const [errors, setErrors] = useState<Partial<Record<keyof SearchLogRangeValues, string>>>({});
  const [busy, setBusy] = useState<SearchLogFormat | null>(null);

  async function downloadLog(format: SearchLogFormat) {
    const check = checkSearchLogRange(values, format);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    setBusy(format);
    try {
      saveBlob(await fetchFileBlob(check.path), check.fileName);
    } catch (error) {
      toast({ title: 'The job-search log could not be downloaded', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void downloadLog('pdf');
  }

  const change = (field: keyof SearchLogRangeValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <section aria-labelledby={headingId} className={className} data-testid="search-log-download">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        Download job-search log
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Every application in the range, with its date, company, role, link, stages and contact, for your work-search records.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <Field id={`${id}-from`} label="From" error={errors.from}>
          {(props) => <Input {...props} type="date" name="from" value={values.from} onChange={change('from')} required />}
        </Field>
        <Field id={`${id}-to`} label="To" error={errors.to}>
          {(props) => <Input {...props} type="date" name="to" value={values.to} onChange={change('to')} required />}
        </Field>
        <div className="flex flex-wrap gap-2 sm:mt-6">
          <Button type="submit" disabled={busy !== null} aria-busy={busy === 'pdf'}>
            <Download aria-hidden="true" />
            {busy === 'pdf' ? 'Preparing PDF…' : 'Download PDF'}
          </Button>
          <Button type="button" variant="secondary" disabled={busy !== null} aria-busy={busy === 'csv'} onClick={() => void downloadLog('csv')}>
            <FileSpreadsheet aria-hidden="true" />
            {busy === 'csv' ? 'Preparing CSV…' : 'Download CSV'}
          </Button>
        </div>
      </form>
    </section>
  );
}
