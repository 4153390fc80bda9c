import { limits } from '@jobapp/shared';
import { Save } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { AnalyzeButton } from './analyze-button';

/** 'Edit Resume': the resume text with Analyze Resume and Save Resume (both need 100 characters). */
export function EditTab({
  text,
  onTextChange,
  analyzing,
  blocked,
  saving,
  onAnalyze,
  onSave,
}: {
  text: string;
  onTextChange: (text: string) => void;
  analyzing: boolean;
  /** Another editor request is running. */
  blocked: boolean;
  saving: boolean;
  onAnalyze: () => void;
  onSave: () => void;
}) {
  const id = useId();
  const longEnough = text.trim().length >= limits.editorMinChars;
  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Resume text
        </label>
        <textarea
          id={id}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          placeholder="Paste your resume here..."
          spellCheck
          aria-describedby={`${id}-count`}
          className="min-h-[480px] w-full resize-y rounded-xl border border-slate-300 bg-white p-4 font-mono text-sm leading-relaxed text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        />
        <p id={`${id}-count`} className="text-xs text-slate-600">
          {text.length.toLocaleString('en-US')} characters
          {longEnough ? '' : ` (at least ${limits.editorMinChars} needed to analyse or save)`}
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <AnalyzeButton disabled={!longEnough || blocked} pending={analyzing} onClick={onAnalyze} variant="secondary" />
        <Button disabled={!longEnough || saving} onClick={onSave} aria-busy={saving}>
          {saving ? <ButtonSpinner /> : <Save aria-hidden="true" />}
          Save Resume
        </Button>
      </div>
    </div>
  );
}
