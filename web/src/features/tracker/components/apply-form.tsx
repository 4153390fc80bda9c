import { type ApplicationDetail } from '@jobapp/shared/applications/applications.schema';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useMyCoverLetters } from '@/features/cover-letter/api';
import { useMyResumes } from '@/features/resumes/api';
import { useResumeTemplates } from '@/features/templates/api';
import { applyErrorMessage, useMarkApplied } from '../api';

const selectClasses =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600';

/**
 * "Mark as applied": which resume (and letter) was sent, in which format and template. The API keeps
 * those files as they were and moves the card to Applied; its errors are shown as they come.
 */
export function ApplyForm({ detail, onDone }: { detail: ApplicationDetail; onDone: () => void }) {
  const resumes = useMyResumes();
  const letters = useMyCoverLetters();
  const templates = useResumeTemplates();
  const apply = useMarkApplied(detail.id);
  const resumeChoices = [...(resumes.data ?? [])].sort(
    (a, b) => Number(detail.resumeIds.includes(b.id)) - Number(detail.resumeIds.includes(a.id)) || b.id - a.id,
  );
  const [resumeId, setResumeId] = useState<string>('');
  const [format, setFormat] = useState<'pdf' | 'docx'>('pdf');
  const [templateId, setTemplateId] = useState<string>('');
  const [letterId, setLetterId] = useState<string>('');
  const [error, setError] = useState<string | null>(null);

  const chosenResume = resumeId || String(resumeChoices[0]?.id ?? '');
  const chosenTemplate = templateId || (templates.data?.available[0]?.id ?? '');

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!chosenResume) return setError('Please choose the resume you sent');
    if (!chosenTemplate) return setError('Please choose a template');
    apply.mutate(
      { resumeId: Number(chosenResume), format, templateId: chosenTemplate, ...(letterId ? { coverLetterId: Number(letterId) } : {}) },
      {
        onSuccess: () => {
          toast({ title: 'Marked as applied', description: 'What you sent is kept with the card.', variant: 'success' });
          onDone();
        },
        onError: (failure) => setError(applyErrorMessage(failure)),
      },
    );
  };

  return (
    <form onSubmit={submit} className="mt-3 grid gap-3 rounded-xl border border-slate-200 p-3" aria-label="Mark as applied">
      <label className="grid gap-1 text-sm font-medium text-slate-800">
        Resume sent
        <select className={selectClasses} value={chosenResume} onChange={(e) => setResumeId(e.target.value)}>
          {resumeChoices.length === 0 ? <option value="">No resume yet</option> : null}
          {resumeChoices.map((resume) => (
            <option key={resume.id} value={resume.id}>
              {resume.jobTitle ? `${resume.jobTitle}${resume.company ? ` at ${resume.company}` : ''}` : `Resume ${resume.number}`}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Format</legend>
        <div className="mt-1 flex gap-4 text-sm text-slate-800">
          {(['pdf', 'docx'] as const).map((value) => (
            <label key={value} className="flex items-center gap-1.5">
              <input type="radio" name={`apply-format-${detail.id}`} value={value} checked={format === value} onChange={() => setFormat(value)} />
              {value.toUpperCase()}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="grid gap-1 text-sm font-medium text-slate-800">
        Template
        <select className={selectClasses} value={chosenTemplate} onChange={(e) => setTemplateId(e.target.value)}>
          {(templates.data?.available ?? []).map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-sm font-medium text-slate-800">
        Cover letter (optional)
        <select className={selectClasses} value={letterId} onChange={(e) => setLetterId(e.target.value)}>
          <option value="">None</option>
          {(letters.data ?? []).map((letter) => (
            <option key={letter.id} value={letter.id}>
              {`${letter.jobTitle}${letter.company ? ` at ${letter.company}` : ''}`}
            </option>
          ))}
        </select>
      </label>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={apply.isPending}>
          {apply.isPending ? 'Saving…' : 'Save as applied'}
        </Button>
      </div>
    </form>
  );
}
