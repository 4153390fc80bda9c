import type { GenerateCoverLetterRequest } from '@jobapp/shared/cover-letters/cover-letter.schema';
import type { ResumeListItem } from '@jobapp/shared';
import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { fieldClasses, Input, Textarea } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { type CoverLetterFormValues, resumeOptionLabel, templateExtraFields } from '../form-rules';
import { TemplatePicker } from './template-picker';

const id = (name: string) => `cover-letter-${name}`;

/**
 * The 'Generate New' form (spec sections 2 and 5): resume, job link, job title, company, template, the
 * pasted posting, custom instructions, and the extra fields of the chosen template (Referral,
 * Follow-Up, Career Change) only when it asks for them. `notice` is shown above the submit button.
 */
export function GenerateForm({
  form,
  resumes,
  busy,
  onSubmit,
  notice,
  quotaText,
}: {
  form: UseFormReturn<CoverLetterFormValues, unknown, GenerateCoverLetterRequest>;
  resumes: readonly ResumeListItem[];
  busy: boolean;
  onSubmit: () => void;
  notice?: ReactNode;
  /** The plan's allowance, e.g. '3 of 5 cover letters left this period, resets Dec 4'. */
  quotaText?: string | undefined;
}) {
  const { errors } = form.formState;
  const templateId = form.watch('templateId');
  const extras = templateExtraFields(templateId);
  return (
    <form
      noValidate
      aria-label="Generate a cover letter"
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Field id={id('resume')} label="Resume" error={errors.resumeId?.message} hint="The letter is written from this resume.">
        {(props) => (
          <select {...props} disabled={busy} className={cn(fieldClasses, 'h-10 pr-8')} {...form.register('resumeId')}>
            <option value="" disabled>
              Select a resume
            </option>
            {resumes.map((resume) => (
              <option key={resume.id} value={String(resume.id)}>
                {resumeOptionLabel(resume)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id={id('job-url')}
        label="Job URL"
        error={errors.jobUrl?.message}
        hint="Optional. Any job posting's link is read for its details; filled in from the resume's job."
      >
        {(props) => (
          <Input {...props} type="url" inputMode="url" autoComplete="url" disabled={busy} placeholder="https://…" {...form.register('jobUrl')} />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={id('job-title')} label="Job title" error={errors.jobTitle?.message}>
          {(props) => <Input {...props} autoComplete="off" disabled={busy} placeholder="e.g. Data Analyst" {...form.register('jobTitle')} />}
        </Field>
        <Field id={id('company')} label="Company" error={errors.company?.message}>
          {(props) => <Input {...props} autoComplete="organization" disabled={busy} placeholder="e.g. Acme Corp" {...form.register('company')} />}
        </Field>
      </div>
      <TemplatePicker
        id={id('template')}
        value={templateId}
        error={errors.templateId?.message}
        disabled={busy}
        registration={form.register('templateId')}
      />
      {extras.length > 0 ? (
        <fieldset className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2" data-testid="template-fields">
          <legend className="px-1 text-sm font-semibold text-slate-900">For this template</legend>
          {extras.map((extra) => (
            <Field
              key={extra.field}
              id={id(extra.field)}
              label={extra.label}
              error={errors[extra.field]?.message}
              hint={extra.hint}
            >
              {(props) => (
                <Input {...props} autoComplete="off" disabled={busy} placeholder={extra.placeholder} aria-required={extra.required} {...form.register(extra.field)} />
              )}
            </Field>
          ))}
        </fieldset>
      ) : null}
      <Field
        id={id('job-description')}
        label="Job description"
        error={errors.jobDescription?.message}
        hint="Optional. Paste the posting's text when there is no link, or when its page cannot be read."
      >
        {(props) => <Textarea {...props} rows={6} disabled={busy} {...form.register('jobDescription')} />}
      </Field>
      <Field
        id={id('custom-instructions')}
        label="Custom instructions"
        error={errors.customInstructions?.message}
        hint="Optional. Anything the letter should mention or avoid, e.g. 'mention that I am relocating to Denver'."
      >
        {(props) => <Textarea {...props} rows={3} className="min-h-20" disabled={busy} {...form.register('customInstructions')} />}
      </Field>
      {notice}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" disabled={busy} aria-busy={busy} className="w-full sm:w-auto" data-testid="generate-cover-letter">
          {busy ? <ButtonSpinner /> : <Sparkles aria-hidden="true" />}
          {busy ? 'Generating…' : 'Generate Cover Letter'}
        </Button>
        {quotaText ? (
          <p className="text-sm text-slate-600" data-testid="cover-letter-quota">
            {quotaText}
          </p>
        ) : null}
      </div>
    </form>
  );
}
