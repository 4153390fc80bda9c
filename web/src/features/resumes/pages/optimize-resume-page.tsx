import { type OptimizeResult } from '@jobapp/shared';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { PageContainer, PageHeader } from '@/components/common/page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useStorageInfo } from '@/features/account/api';
import { PlanRequiredNotice, StorageFullNotice } from '@/features/billing/components/billing-notices';
import { type OptimizeRequest, useOptimizeResume } from '../api';
import { ContentNeedsProcessingPanel } from '../components/content-panels';
import { OptimizeForm, type OptimizeFormValues } from '../components/optimize-form';
import { OptimizeResultView } from '../components/optimize-result-view';
import { type ResumeDropZoneHandle } from '../components/resume-drop-zone';
import { usePastedJobPrefill } from '../pasted-job-fields';
import {
  backPathFor,
  classifyOptimizeError,
  type OptimizeFormErrors,
  readJobUrlParam,
  readTemplateParam,
  validateOptimizeForm,
  validationToast,
} from '../optimize-rules';
import { jobBoardLabels } from '@jobapp/shared/jobs/boards/labels';


/** react-hook-form resolver over the unit-tested rules of `validateOptimizeForm`. */
const resolver: Resolver<OptimizeFormValues> = (values) => {
  const problems = validateOptimizeForm(values);
  const entries = Object.entries(problems);
  if (entries.length === 0) return { values, errors: {} };
  const errors: FieldErrors<OptimizeFormValues> = {};
  for (const [field, message] of entries) {
    errors[field as keyof OptimizeFormErrors] = { type: 'validate', message };
  }
  return { values: {}, errors };
};

function toRequest(values: OptimizeFormValues): OptimizeRequest | null {
  const { jobUrl, templateId, jobDescription, jobTitle, company } = values;
  const common = { jobUrl, templateId, jobDescription, jobTitle, company };
  if (values.inputType === 'file') {
    return values.resumeFile ? { ...common, inputType: 'file', resumeFile: values.resumeFile } : null;
  }
  return { ...common, inputType: 'text', resumeText: values.resumeText };
}

/** /optimize-resume: the form, then the tailored resume with its match analysis and downloads. */
export function OptimizeResumePage() {
  const location = useLocation();
  const storage = useStorageInfo();
  const optimize = useOptimizeResume();

  const [initial] = useState(() => {
    const job = readJobUrlParam(location.search);
    return { job, templateId: readTemplateParam(location.search) };
  });
  const emptyValues: OptimizeFormValues = {
    jobUrl: '',
    inputType: 'file',
    resumeFile: null,
    resumeText: '',
    jobDescription: '',
    jobTitle: '',
    company: '',
    templateId: initial.templateId,
  };
  const form = useForm<OptimizeFormValues>({
    resolver,
    defaultValues: { ...emptyValues, jobUrl: initial.job.kind === 'valid' ? initial.job.value : '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  usePastedJobPrefill(form);

  const [jobUrlDetected, setJobUrlDetected] = useState(initial.job.kind === 'valid');
  const [unreadable, setUnreadable] = useState<{ reason: string | null; message: string | null } | null>(null);
  // Refusals the user can act on: more storage (or fewer resumes), or a plan (D9).
  const [refusal, setRefusal] = useState<{ kind: 'storage-full' | 'plan-required'; message: string } | null>(null);
  const [showJobDescription, setShowJobDescription] = useState(false);
  const [jobDescriptionNotice, setJobDescriptionNotice] = useState<string | null>(null);
  const [result, setResult] = useState<{ data: OptimizeResult; originalFileName: string | null } | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const dropZoneRef = useRef<ResumeDropZoneHandle>(null);
  const controllerRef = useRef<AbortController | null>(null);

  // An invalid ?jobUrl= is reported once (StrictMode runs effects twice in development).
  const reportedRef = useRef(false);
  useEffect(() => {
    if (reportedRef.current || initial.job.kind !== 'invalid') return;
    reportedRef.current = true;
    toast({ title: 'Invalid job URL', description: initial.job.message, variant: 'destructive' });
  }, [initial]);

  // Bought storage (a higher limit) ends the storage-full notice.
  const storageLimit = storage.data?.limit;
  useEffect(() => {
    setRefusal((current) => (current?.kind === 'storage-full' ? null : current));
  }, [storageLimit]);

  // Leaving the page cancels a running optimization.
  useEffect(() => () => controllerRef.current?.abort(), []);

  useEffect(() => {
    if (jobDescriptionNotice) form.setFocus('jobDescription');
  }, [jobDescriptionNotice, form]);

  const submit = form.handleSubmit(
    (values) => {
      const request = toRequest(values);
      if (!request) return;
      setUnreadable(null);
      setRefusal(null);
      const controller = new AbortController();
      controllerRef.current = controller;
      setStartedAt(Date.now());
      optimize.mutate(
        { request, signal: controller.signal },
        {
          onSuccess: (data) => {
            setJobDescriptionNotice(null);
            setResult({ data, originalFileName: values.inputType === 'file' ? (values.resumeFile?.name ?? null) : null });
          },
          onError: (error) => {
            if (controller.signal.aborted) return;
            const failure = classifyOptimizeError(error);
            if (failure.kind === 'job-description') {
              setShowJobDescription(true);
              // The server's reason (the pasted text is too short) on the field, else the general notice.
              setJobDescriptionNotice(failure.fieldError ? null : failure.message);
              if (failure.fieldError) form.setError('jobDescription', { message: failure.fieldError }, { shouldFocus: true });
              return;
            }
            if (failure.kind === 'storage-full' || failure.kind === 'plan-required') {
              setRefusal(failure);
              window.scrollTo({ top: 0, behavior: 'smooth' });
              return;
            }
            if (failure.kind === 'unreadable') {
              setUnreadable({ reason: failure.reason, message: failure.message });
              window.scrollTo({ top: 0, behavior: 'smooth' });
              return;
            }
            // The job's title or company is asked for beside the description (the posting did not state it).
            if (failure.fieldErrors.jobTitle || failure.fieldErrors.company) setShowJobDescription(true);
            for (const [field, message] of Object.entries(failure.fieldErrors)) {
              form.setError(field as keyof OptimizeFormErrors, { message });
            }
            toast({ ...failure.toast, variant: 'destructive' });
          },
        },
      );
    },
    (errors) => {
      const first = validationToast({
        jobUrl: errors.jobUrl?.message,
        resumeFile: errors.resumeFile?.message,
        resumeText: errors.resumeText?.message,
        jobTitle: errors.jobTitle?.message,
        company: errors.company?.message,
      });
      if (first) toast({ ...first, variant: 'destructive' });
    },
  );

  function reset() {
    form.reset(emptyValues);
    dropZoneRef.current?.clear();
    setUnreadable(null);
    setRefusal(null);
    setShowJobDescription(false);
    setJobDescriptionNotice(null);
    setJobUrlDetected(false);
    optimize.reset();
  }

  const backPath = backPathFor(location.pathname);
  const back = (
    <Button variant="secondary" asChild>
      <Link to={backPath}>
        <ArrowLeft aria-hidden="true" />
        {backPath === '/job-search' ? 'Back to Job Search' : 'Back to Dashboard'}
      </Link>
    </Button>
  );

  return (
    <PageContainer>
      <PageHeader
        title="Optimize Resume"
        description="Tailor your resume to a LinkedIn or Indeed job posting. We only use what your resume says."
        actions={back}
      />
      <div className="mt-8">
        {result ? (
          <OptimizeResultView
            result={result.data}
            originalFileName={result.originalFileName}
            onResultChange={(data) => setResult((current) => (current ? { ...current, data } : current))}
            onBack={() => {
              setResult(null);
              optimize.reset();
            }}
          />
        ) : (
          <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6">
            {jobUrlDetected && initial.job.kind === 'valid' ? (
              <Alert variant="info" title="Job URL Detected" data-testid="job-url-detected">
                We filled in the {initial.job.source === 'other' ? '' : `${jobBoardLabels[initial.job.source]} `}job link. Add your resume and select Optimize Resume.
              </Alert>
            ) : null}
            {unreadable ? <ContentNeedsProcessingPanel reason={unreadable.reason} message={unreadable.message} /> : null}
            {refusal?.kind === 'storage-full' ? <StorageFullNotice message={refusal.message} /> : null}
            {refusal?.kind === 'plan-required' ? <PlanRequiredNotice message={refusal.message} /> : null}
            <OptimizeForm
                form={form}
                onSubmit={() => void submit()}
                onReset={reset}
                busy={optimize.isPending}
                startedAt={startedAt}
                storage={storage.data}
                showJobDescription={showJobDescription}
                onShowJobDescription={() => setShowJobDescription(true)}
                jobDescriptionNotice={jobDescriptionNotice}
                dropZoneRef={dropZoneRef}
                onStorageFull={(message) => setRefusal({ kind: 'storage-full', message })}
              />
          </div>
        )}
      </div>
    </PageContainer>
  );
}
