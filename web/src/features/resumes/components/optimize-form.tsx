import { type StorageInfo } from '@jobapp/shared';
import { ClipboardPaste, RotateCcw, Upload, WandSparkles } from 'lucide-react';
import { type Ref } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Field, FieldError } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { TemplatePicker } from '@/features/templates/components/template-picker';
import { type InputType } from '../optimize-rules';
import { OptimizeProgress } from './optimize-progress';
import { ResumeDropZone, type ResumeDropZoneHandle } from './resume-drop-zone';

export interface OptimizeFormValues {
  jobUrl: string;
  inputType: InputType;
  resumeFile: File | null;
  resumeText: string;
  jobDescription: string;
  /** Beside the pasted description: name the resume (prefilled from the text, issue 9). */
  jobTitle: string;
  company: string;
  templateId: string;
}

/** Beside the pasted description: what the resume is listed under (prefilled from the text, issue 9). */
const pastedJobInputs = [
  {
    name: 'jobTitle',
    id: 'optimize-job-title',
    label: 'Job title',
    hint: 'Needed when the posting does not state it. Filled in from the description when it names the role.',
    autoComplete: 'off',
  },
  {
    name: 'company',
    id: 'optimize-company',
    label: 'Company',
    hint: 'Needed when the posting does not state it. Your resume is listed under this title and company.',
    autoComplete: 'organization',
  },
] as const;

/**
 * The optimize form (spec section 2): the job link, the resume as a file or as pasted text, and — when
 * the job page cannot be read, or on request — the pasted job description (decision D3).
 */
export function OptimizeForm({
  form,
  onSubmit,
  onReset,
  busy,
  startedAt,
  storage,
  showJobDescription,
  onShowJobDescription,
  jobDescriptionNotice,
  dropZoneRef,
  onStorageFull,
}: {
  form: UseFormReturn<OptimizeFormValues>;
  onSubmit: () => void;
  onReset: () => void;
  busy: boolean;
  startedAt: number | null;
  storage: StorageInfo | undefined;
  showJobDescription: boolean;
  onShowJobDescription: () => void;
  jobDescriptionNotice: string | null;
  dropZoneRef: Ref<ResumeDropZoneHandle>;
  onStorageFull?: (message: string) => void;
}) {
  const { errors } = form.formState;
  const inputType = form.watch('inputType');
  const resumeText = form.watch('resumeText');
  const fileErrorId = errors.resumeFile ? 'optimize-resume-file-error' : undefined;

  return (
    <Card>
      <CardContent className="pt-6">
        <form
          noValidate
          aria-label="Optimize your resume"
          className="grid grid-cols-1 gap-6"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <Field
            id="optimize-job-url"
            label="Job link"
            error={errors.jobUrl?.message}
            hint="The link of any job posting: LinkedIn, Indeed, Greenhouse, Lever, Workday, a company's careers page. Optional when you paste the description."
          >
            {(props) => (
              <Input
                {...props}
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder="https://…"
                disabled={busy}
                {...form.register('jobUrl')}
              />
            )}
          </Field>

          <Tabs
            value={inputType}
            onValueChange={(value) => form.setValue('inputType', value === 'text' ? 'text' : 'file')}
          >
            <div className="grid gap-1.5">
              <span className="text-sm font-medium text-slate-800" id="optimize-input-type">
                Your resume
              </span>
              <TabsList aria-labelledby="optimize-input-type" className="max-w-sm">
                <TabsTrigger value="file" disabled={busy}>
                  <Upload className="hidden size-4 sm:block" aria-hidden="true" />
                  Upload File
                </TabsTrigger>
                <TabsTrigger value="text" disabled={busy}>
                  <ClipboardPaste className="hidden size-4 sm:block" aria-hidden="true" />
                  Paste Text
                </TabsTrigger>
              </TabsList>
            </div>
            <TabsContent value="file" className="mt-4">
              <Controller
                control={form.control}
                name="resumeFile"
                render={({ field }) => (
                  <ResumeDropZone
                    ref={dropZoneRef}
                    id="optimize-resume-file"
                    file={field.value}
                    onFileChange={(file) => {
                      field.onChange(file);
                      if (file || form.formState.isSubmitted) void form.trigger('resumeFile');
                    }}
                    storage={storage}
                    invalid={Boolean(errors.resumeFile)}
                    describedBy={fileErrorId}
                    disabled={busy}
                    onStorageFull={onStorageFull}
                  />
                )}
              />
              <div className="mt-1.5">
                <FieldError id={fileErrorId} message={errors.resumeFile?.message} />
              </div>
            </TabsContent>
            <TabsContent value="text" className="mt-4">
              <Field
                id="optimize-resume-text"
                label="Resume text"
                error={errors.resumeText?.message}
                hint={`${resumeText.trim().length} characters (at least 100). Paste the whole resume: contact details, experience, education and skills.`}
              >
                {(props) => (
                  <Textarea
                    {...props}
                    rows={14}
                    className="min-h-72 font-mono text-sm"
                    disabled={busy}
                    {...form.register('resumeText')}
                  />
                )}
              </Field>
            </TabsContent>
          </Tabs>

          {showJobDescription ? (
            <div className="grid gap-3">
              {jobDescriptionNotice ? (
                <Alert variant="warning" data-testid="job-description-needed">
                  {jobDescriptionNotice}
                </Alert>
              ) : null}
              <Field
                id="optimize-job-description"
                label="Job description"
                error={errors.jobDescription?.message}
                hint="Paste the posting's text: the role, its responsibilities and its requirements. It is used instead of reading the job page."
              >
                {(props) => (
                  <Textarea {...props} rows={8} disabled={busy} {...form.register('jobDescription')} />
                )}
              </Field>
              <div className="grid gap-3 sm:grid-cols-2">
                {pastedJobInputs.map(({ name, id, label, hint, autoComplete }) => (
                  <Field key={name} id={id} label={label} error={errors[name]?.message} hint={hint}>
                    {(props) => <Input {...props} autoComplete={autoComplete} disabled={busy} {...form.register(name)} />}
                  </Field>
                ))}
              </div>
            </div>
          ) : (
            <p className="text-sm text-slate-600">
              Job page behind a sign-in?{' '}
              <Button
                variant="link"
                size="sm"
                className="h-auto px-0 text-left text-sm whitespace-normal"
                onClick={onShowJobDescription}
                disabled={busy}
              >
                Paste the job description instead
              </Button>
            </p>
          )}

          <Controller
            control={form.control}
            name="templateId"
            render={({ field }) => <TemplatePicker value={field.value} onChange={field.onChange} disabled={busy} />}
          />

          <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
            <Link to="/templates" className="text-xs text-indigo-700 underline underline-offset-4 hover:text-indigo-900">
              See all templates
            </Link>
            <div className="flex flex-col-reverse gap-3 sm:flex-row">
              <Button variant="secondary" onClick={onReset} disabled={busy}>
                <RotateCcw aria-hidden="true" />
                Reset
              </Button>
              <Button type="submit" disabled={busy} size="md">
                {busy ? <ButtonSpinner /> : <WandSparkles aria-hidden="true" />}
                {busy ? 'Optimizing...' : 'Optimize Resume'}
              </Button>
            </div>
          </div>
          {busy && startedAt !== null ? <OptimizeProgress startedAt={startedAt} /> : null}
        </form>
      </CardContent>
    </Card>
  );
}
