import type { CoverLetterResult } from '@jobapp/shared/cover-letters/cover-letter.schema';
import { coverLetterMessages as m } from '@jobapp/shared/cover-letters/messages';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useBillingAccount } from '@/features/billing/api';
import { quotaLines } from '@/features/billing/billing-labels';
import { useMyResumes, useResume } from '@/features/resumes/api';
import { errorMessage } from '@/lib/error-messages';
import { useGenerateCoverLetter } from '../api';
import { coverLetterResolver } from '../form-resolver';
import { type CoverLetterFormField, initialFormValues, type JobPrefill, jobPrefillOf, prefillChanges } from '../form-rules';
import { classifyGenerateError } from '../generate-errors';
import { GenerateForm } from './generate-form';
import { GenerateNotice, type GenerateNoticeFailure } from './generate-notice';
import { NoResumesCard } from './no-resumes-card';
import { ResultDialog } from './result-dialog';

function FormSkeleton() {
  return (
    <div className="grid gap-5" data-testid="generate-loading">
      {[0, 1, 2, 3, 4].map((row) => (
        <div key={row} className="grid gap-2">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}

/**
 * 'Generate New' (spec sections 2, 4 and 8): the form, the refusals shown as alerts, the failures as a
 * toast, and on success the letter's dialog and 'Cover letter generated!'. Closing the dialog calls
 * `onFinished` (the page moves to 'My Cover Letters'; the list was already refreshed).
 */
export function GenerateTab({ onFinished }: { onFinished: (event: Event) => void }) {
  const resumes = useMyResumes();
  if (resumes.isPending) return <FormSkeleton />;
  if (resumes.isError) {
    return (
      <Alert variant="destructive" title="Could not load your resumes">
        <p>{errorMessage(resumes.error)}</p>
        <Button className="mt-3" size="sm" variant="secondary" onClick={() => void resumes.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (resumes.data.length === 0) return <NoResumesCard />;
  return <GenerateFormContainer resumes={resumes.data} onFinished={onFinished} />;
}

function GenerateFormContainer({
  resumes,
  onFinished,
}: {
  resumes: NonNullable<ReturnType<typeof useMyResumes>['data']>;
  onFinished: (event: Event) => void;
}) {
  const { search } = useLocation();
  const generate = useGenerateCoverLetter();
  const account = useBillingAccount().data;
  const quota = account?.quotas ? quotaLines(account.plan, account.quotas).find((line) => line.feature === 'cover_letter') : undefined;
  const [notice, setNotice] = useState<GenerateNoticeFailure | null>(null);
  const [result, setResult] = useState<CoverLetterResult | null>(null);
  const [status, setStatus] = useState('');
  /** The field to focus once the form is enabled again (a disabled field cannot take focus). */
  const [focusField, setFocusField] = useState<CoverLetterFormField | null>(null);
  const form = useForm({
    resolver: coverLetterResolver,
    defaultValues: initialFormValues(search, resumes[0]?.id),
  });

  // The chosen resume's job (title, company, link, description) fills the job fields the user left
  // blank or that still hold the previous resume's job.
  const chosenId = form.watch('resumeId');
  const chosen = useResume(/^\d+$/.test(chosenId) ? Number(chosenId) : null);
  const prefilled = useRef<JobPrefill | null>(null);
  const chosenJob = chosen.data?.id === Number(chosenId) ? chosen.data.jobDetails : undefined;
  useEffect(() => {
    if (chosenJob === undefined) return;
    const next = jobPrefillOf(chosenJob);
    const { jobUrl, jobTitle, company, jobDescription } = form.getValues();
    const changes = prefillChanges({ jobUrl, jobTitle, company, jobDescription }, prefilled.current, next);
    for (const [field, value] of Object.entries(changes) as [keyof JobPrefill, string][]) form.setValue(field, value);
    prefilled.current = next;
  }, [chosenJob, form]);

  useEffect(() => {
    if (focusField === null || generate.isPending) return;
    form.setFocus(focusField);
    setFocusField(null);
  }, [focusField, generate.isPending, form]);

  const submit = form.handleSubmit((request) => {
    setNotice(null);
    setStatus('Generating your cover letter…');
    generate.mutate(request, {
      onSuccess: (letter) => {
        setStatus('Cover letter generated.');
        setResult(letter);
        toast({ title: m.generated, description: `For ${letter.jobDetails.title} at ${letter.jobDetails.company}.`, variant: 'success' });
      },
      onError: (error) => {
        const failure = classifyGenerateError(error);
        setStatus('');
        if (failure.kind === 'job-description') {
          form.setError('jobDescription', { message: failure.message });
          setFocusField('jobDescription');
          return;
        }
        if (failure.kind === 'toast') {
          const fields = Object.entries(failure.fields) as [CoverLetterFormField, string][];
          for (const [field, message] of fields) form.setError(field, { message });
          if (fields[0]) setFocusField(fields[0][0]);
          toast({ title: failure.title, description: failure.description, variant: 'destructive' });
          return;
        }
        setNotice(failure);
      },
    });
  });

  return (
    <>
      <GenerateForm
        form={form}
        resumes={resumes}
        busy={generate.isPending}
        onSubmit={() => void submit()}
        notice={notice ? <GenerateNotice failure={notice} /> : null}
        quotaText={quota?.text}
      />
      <p className="sr-only" role="status" aria-live="polite">
        {status}
      </p>
      <ResultDialog
        result={result}
        onOpenChange={(open) => {
          if (!open) setResult(null);
        }}
        onCloseAutoFocus={(event) => {
          setStatus('');
          onFinished(event);
        }}
      />
    </>
  );
}
