import type { ResumeListItem } from '@jobapp/shared';
import { Link } from 'react-router-dom';
import { Field } from '@/components/ui/field';
import { fieldClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { newestFirst, resumeChoiceLabel } from '../resume-choice';

/**
 * Which saved resume is in the editor: a labelled select, newest first, with the open one selected.
 * Picking another asks `onPick`; the select stays on the open one until the route changes.
 */
export function ResumePicker({
  resumes,
  selectedId,
  onPick,
}: {
  resumes: readonly ResumeListItem[];
  selectedId: number;
  onPick: (resumeId: number) => void;
}) {
  return (
    <div data-testid="resume-picker">
      <Field
        id="editor-resume"
        label="Resume"
        hint={
          <>
            Your saved resumes, newest first: choose one to edit its text, or{' '}
            <Link to="/optimize-resume" className="font-medium text-indigo-700 underline underline-offset-4 hover:text-indigo-900">
              upload a resume
            </Link>
            .
          </>
        }
        className="max-w-xl"
      >
        {(props) => (
          <select
            {...props}
            value={String(selectedId)}
            onChange={(event) => onPick(Number(event.target.value))}
            className={cn(fieldClasses, 'h-10 pr-8')}
          >
            {newestFirst(resumes).map((resume) => (
              <option key={resume.id} value={String(resume.id)}>
                {resumeChoiceLabel(resume)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
