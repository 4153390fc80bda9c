import { LayoutTemplate } from 'lucide-react';
import { useId } from 'react';
import { useResumeTemplates } from '../api';
import { downloadTemplateChoices, templateDisplayName } from '../template-choice';

/**
 * The resume page's template for DOCX and PDF downloads (issue 11): the template the resume was made
 * with, or any other the plan unlocks. Changing it re-renders the files only; nothing is tailored again.
 */
export function DownloadTemplateSelect({
  value,
  onChange,
  templateUsed,
}: {
  value: string;
  onChange: (templateId: string) => void;
  templateUsed: string | null;
}) {
  const templates = useResumeTemplates();
  const id = useId();
  const choices = downloadTemplateChoices(templates.data, templateUsed);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-testid="download-template">
      <LayoutTemplate className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
      <label htmlFor={id} className="font-medium text-slate-800">
        Download template
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-made-with`}
        className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.own ? `${choice.name} (made with)` : choice.name}
          </option>
        ))}
      </select>
      <span id={`${id}-made-with`} className="text-slate-600" data-testid="made-with-template">
        Made with the {templateDisplayName(templateUsed)} template
      </span>
    </div>
  );
}
