/**
 * The lines the reader read into no field (a resume builder's footer, `leftOut`), listed word for word
 * so nothing of the user's file goes missing unseen (D11). "Put back" moves a line into a section of its
 * own at the end of the other sections and puts the focus in that section's heading; the line is then
 * edited, moved or removed like any other. Nothing is shown when every line was read into a field.
 */
import { Undo2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { fieldId } from '../document-paths';
import { useCheck } from './check-context';
import { SectionCard } from './section-card';

export function LeftOutSection() {
  const { state, dispatch, announce, disabled } = useCheck();
  const lines = state.document.leftOut;
  if (lines.length === 0) return null;
  const sectionNumber = state.document.other.length + 1;
  function putBack(index: number) {
    dispatch({ type: 'putBack', index });
    requestAnimationFrame(() => document.getElementById(fieldId(`other.${sectionNumber - 1}.heading`))?.focus());
    announce(`Put back as section ${sectionNumber} of Other sections. Give it a heading, or edit or remove it there.`);
  }
  return (
    <SectionCard
      title="Left out of your resume"
      description="These lines of your file did not fit any section, often because a resume builder added them as a footer. They stay out of your resume unless you put them back."
      testId="check-left-out"
    >
      <ul className="grid gap-3">
        {lines.map((line, i) => (
          <li key={line.id} className="flex flex-wrap items-start justify-between gap-2 rounded-lg border border-slate-200 bg-slate-50/60 p-3">
            <p className="min-w-0 flex-1 whitespace-pre-wrap break-words text-sm text-slate-800">{line.text}</p>
            <Button variant="secondary" size="sm" disabled={disabled} aria-label={`Put back: ${line.text}`} onClick={() => putBack(i)}>
              <Undo2 aria-hidden="true" />
              Put back
            </Button>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
