import { editorSectionTypeLabels, editorSectionTypes, type EditorSectionType } from '@jobapp/shared/editor/editor.schema';
import { ListChecks, Save } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import type { EditorSection } from '../sections';
import type { SectionEditor } from '../use-section-editor';
import { SectionResults } from './section-results';

const selectClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

const isSectionType = (value: string): value is EditorSectionType =>
  (editorSectionTypes as readonly string[]).includes(value);

/** 'Improve Sections': choose a section, edit it, get suggestions, and put it back into the resume. */
export function SectionsTab({
  sections,
  editor,
  blocked,
}: {
  sections: readonly EditorSection[];
  editor: SectionEditor;
  /** Another editor request is running. */
  blocked: boolean;
}) {
  const id = useId();
  const hasSection = editor.selected !== '';
  // After edits elsewhere the resume may have fewer sections; the chosen text stays editable.
  const pickerValue = sections[Number(editor.selected)] ? editor.selected : '';
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="grid content-start gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-section`} className="text-sm font-medium text-slate-800">
              Section
            </label>
            <select
              id={`${id}-section`}
              value={pickerValue}
              onChange={(event) => editor.choose(event.target.value, sections[Number(event.target.value)])}
              className={selectClass}
            >
              <option value="" disabled>
                Select a section...
              </option>
              {sections.map((section, index) => (
                <option key={`${section.name}-${section.start}`} value={String(index)}>
                  {section.name}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-type`} className="text-sm font-medium text-slate-800">
              Section type
            </label>
            <select
              id={`${id}-type`}
              value={editor.sectionType}
              onChange={(event) => {
                if (isSectionType(event.target.value)) editor.setSectionType(event.target.value);
              }}
              className={selectClass}
            >
              <option value="" disabled>
                Section type
              </option>
              {editorSectionTypes.map((type) => (
                <option key={type} value={type}>
                  {editorSectionTypeLabels[type]}
                </option>
              ))}
            </select>
          </div>
        </div>
        {sections.length === 0 ? (
          <p className="text-sm text-slate-600">Your resume has no text yet. Add it in Edit Resume first.</p>
        ) : null}
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-text`} className="text-sm font-medium text-slate-800">
            Section text
          </label>
          <textarea
            id={`${id}-text`}
            value={editor.sectionText}
            onChange={(event) => editor.setSectionText(event.target.value)}
            disabled={!hasSection}
            placeholder={hasSection ? undefined : 'Choose a section to edit it here.'}
            className="min-h-[300px] w-full resize-y rounded-xl border border-slate-300 bg-white p-4 font-mono text-sm leading-relaxed text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:bg-slate-50"
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <Button
            onClick={editor.getSuggestions}
            disabled={!hasSection || blocked || editor.isPending || editor.sectionText.trim() === '' || editor.sectionType === ''}
            aria-busy={editor.isPending}
          >
            {editor.isPending ? <ButtonSpinner /> : <ListChecks aria-hidden="true" />}
            Get Suggestions
          </Button>
          {hasSection ? (
            <Button variant="secondary" onClick={editor.saveChanges}>
              <Save aria-hidden="true" />
              Save Changes
            </Button>
          ) : null}
        </div>
      </div>
      <div aria-live="polite" aria-busy={editor.isPending} className="min-w-0">
        {editor.result ? (
          <SectionResults
            result={editor.result}
            fixes={editor.fixes}
            fixMessage={editor.fixMessage}
            onApplyFix={editor.applyOneFix}
            onApplyFormatted={editor.applyFormatted}
          />
        ) : (
          <div className="flex h-full min-h-[200px] flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center">
            <p className="font-semibold text-slate-900">{editor.isPending ? 'Analyzing the section...' : 'No suggestions yet'}</p>
            <p className="max-w-sm text-sm text-slate-600">
              Choose a section and select Get Suggestions to see its score and what to improve.
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
