import { jobSources, type SearchJobsInput, sourceLabels } from '@jobapp/shared';
import { Search } from 'lucide-react';
import { type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { fieldClasses, Input } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { type SearchJobsRequest } from '../api';

/**
 * The search form (spec section 2): job title (required), location (optional), source (LinkedIn or
 * Indeed, LinkedIn by default) and 'Search Jobs'. `idPrefix` keeps ids unique when the page and the
 * dashboard tab are both in the document's history.
 */
export function JobSearchForm({
  form,
  onSubmit,
  busy,
  compact = false,
  idPrefix,
}: {
  form: UseFormReturn<SearchJobsInput, unknown, SearchJobsRequest>;
  onSubmit: () => void;
  busy: boolean;
  compact?: boolean;
  idPrefix: string;
}) {
  const { errors } = form.formState;
  return (
    <form
      noValidate
      role="search"
      aria-label="Search jobs"
      className={cn(
        'grid grid-cols-1 items-start gap-4',
        compact ? 'sm:grid-cols-2' : 'md:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1fr)_auto]',
      )}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Field id={`${idPrefix}-job-title`} label="Job title" error={errors.jobTitle?.message}>
        {(props) => (
          <Input
            {...props}
            autoComplete="off"
            enterKeyHint="search"
            placeholder="e.g. Frontend Developer"
            {...form.register('jobTitle')}
          />
        )}
      </Field>
      <Field id={`${idPrefix}-location`} label="Location" error={errors.location?.message}>
        {(props) => (
          <Input
            {...props}
            autoComplete="off"
            enterKeyHint="search"
            placeholder="e.g. Austin, TX or Remote"
            {...form.register('location')}
          />
        )}
      </Field>
      <Field id={`${idPrefix}-source`} label="Source" error={errors.source?.message}>
        {(props) => (
          <select {...props} className={cn(fieldClasses, 'h-10 pr-8')} {...form.register('source')}>
            {jobSources.map((source) => (
              <option key={source} value={source}>
                {sourceLabels[source]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className={cn('flex', compact ? 'sm:pt-6.5' : 'md:col-span-2 lg:col-span-1 lg:pt-6.5')}>
        <Button
          type="submit"
          disabled={busy}
          aria-busy={busy}
          className={cn('w-full', compact ? 'sm:w-auto' : 'lg:w-auto')}
          data-testid="search-jobs-submit"
        >
          {busy ? <ButtonSpinner /> : <Search aria-hidden="true" />}
          {busy ? 'Searching...' : 'Search Jobs'}
        </Button>
      </div>
    </form>
  );
}
