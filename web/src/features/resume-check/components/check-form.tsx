/**
 * "Check what we read" (decision D13): the original resume as read, as an editable form. Sections follow
 * the resume's order; unsure fields carry "Check this"; lines the reader read into no field are listed
 * first, each with "Put back" (left-out-section.tsx). Save checks the document with the shared schema
 * first, then sends it; field errors (the client's or the API's 400) show beside their fields and in a
 * summary whose links move focus to each field.
 */
import { type DocumentSectionKey } from '@jobapp/shared/resume/document.schema';
import { LoaderCircle, RotateCcw, Save } from 'lucide-react';
import { type FormEvent, type ReactNode, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { type CheckDocument, checkReducer, type FieldErrors, initialCheckState, prepareForSave } from '../check-state';
import { fieldId } from '../document-paths';
import { describePath } from '../path-labels';
import { CheckContext, type CheckContextValue } from './check-context';
import { ContactSection } from './contact-section';
import { EducationSection, SkillsSection } from './education-skills-sections';
import { ExperienceSection } from './experience-section';
import { LeftOutSection } from './left-out-section';
import { CertificationsSection, OtherSections, ProjectsSection, SummarySection } from './more-sections';

const sectionViews: Record<DocumentSectionKey, () => ReactNode> = {
  summary: () => <SummarySection key="summary" />,
  experience: () => <ExperienceSection key="experience" />,
  education: () => <EducationSection key="education" />,
  skills: () => <SkillsSection key="skills" />,
  certifications: () => <CertificationsSection key="certifications" />,
  projects: () => <ProjectsSection key="projects" />,
  other: () => <OtherSections key="other" />,
};
const allSections = Object.keys(sectionViews) as DocumentSectionKey[];

export const saveHelp =
  'Saving is free: it does not count as a revision. Your corrected resume is kept as a new version, and it is tailored again for the same job.';

/** Links to fields by path; choosing one scrolls to the field and puts the focus in it. */
function FieldLinks({ items }: { items: [path: string, note: string | null][] }) {
  return (
    <ul className="list-disc pl-5">
      {items.map(([path, note]) => (
        <li key={path}>
          <a
            href={`#${fieldId(path)}`}
            className="underline underline-offset-2"
            onClick={(event) => {
              const target = document.getElementById(fieldId(path)) ?? document.querySelector(`[data-path="${path}"]`);
              if (!(target instanceof HTMLElement)) return;
              event.preventDefault();
              target.scrollIntoView({ block: 'center' });
              target.focus();
            }}
          >
            {describePath(path)}
          </a>
          {note ? `: ${note}` : null}
        </li>
      ))}
    </ul>
  );
}

export function CheckForm({
  document: original,
  saving,
  serverErrors,
  onSave,
}: {
  document: CheckDocument;
  saving: boolean;
  /** Field errors from the API's 400, shown as the client's own. */
  serverErrors: FieldErrors | null;
  onSave: (document: CheckDocument) => void;
}) {
  const [state, dispatch] = useReducer(checkReducer, original, initialCheckState);
  const [announcement, setAnnouncement] = useState('');
  const summaryRef = useRef<HTMLDivElement>(null);
  // Bumped when errors are shown; the effect runs once they are on the page and moves the focus there.
  const [errorsShown, setErrorsShown] = useState(0);
  const announce = useCallback((message: string) => setAnnouncement(message), []);
  const context = useMemo<CheckContextValue>(() => ({ state, dispatch, announce, disabled: saving }), [state, announce, saving]);

  useEffect(() => {
    if (!serverErrors) return;
    dispatch({ type: 'errors', errors: serverErrors });
    setErrorsShown((n) => n + 1);
  }, [serverErrors]);

  useEffect(() => {
    if (errorsShown > 0) summaryRef.current?.focus();
  }, [errorsShown]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const check = prepareForSave(state);
    if (!check.ok) {
      dispatch({ type: 'errors', errors: check.errors });
      setErrorsShown((n) => n + 1);
      return;
    }
    dispatch({ type: 'errors', errors: {} });
    onSave(check.document);
  }

  const order = [...state.document.order, ...allSections.filter((key) => !state.document.order.includes(key))];
  const unsure = state.uncertain.length;
  const errorCount = Object.keys(state.errors).length;
  return (
    <CheckContext.Provider value={context}>
      <form className="grid gap-6" onSubmit={submit} noValidate data-testid="check-form" aria-label="Check what we read">
        {unsure > 0 ? (
          <Alert variant="warning" title={unsure === 1 ? 'We were unsure of 1 field' : `We were unsure of ${unsure} fields`} data-testid="check-unsure">
            <p>They are marked “Check this”. Correct them if needed; a field you change loses its mark.</p>
            <FieldLinks items={state.uncertain.map((path) => [path, null])} />
          </Alert>
        ) : null}
        {errorCount > 0 ? (
          <div ref={summaryRef} tabIndex={-1} className="focus:outline-none" data-testid="check-errors">
            <Alert variant="destructive" title={errorCount === 1 ? 'Please correct 1 field' : `Please correct ${errorCount} fields`}>
              <FieldLinks items={Object.entries(state.errors)} />
            </Alert>
          </div>
        ) : null}
        <LeftOutSection />
        <ContactSection />
        {order.map((key) => sectionViews[key]())}
        <div className="sticky bottom-0 z-10 grid gap-2 rounded-2xl border border-slate-200 bg-white/95 p-4 shadow-sm backdrop-blur">
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={saving} aria-describedby="check-save-help" data-testid="check-save">
              {saving ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
              {saving ? 'Saving and tailoring again…' : 'Save and tailor again'}
            </Button>
            <Button
              type="button"
              variant="ghost"
              disabled={saving}
              onClick={() => {
                dispatch({ type: 'load', document: original });
                announce('Your changes were undone.');
              }}
            >
              <RotateCcw aria-hidden="true" />
              Undo my changes
            </Button>
          </div>
          <p id="check-save-help" className="text-sm text-slate-600">
            {saveHelp}
          </p>
        </div>
        <p role="status" aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </form>
    </CheckContext.Provider>
  );
}
