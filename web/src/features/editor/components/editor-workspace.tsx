import { limits } from '@jobapp/shared';
import type { SavedResumeVersion } from '@jobapp/shared/editor/editor.schema';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { useSaveEditedResume } from '../api';
import { classifySaveError, savedDescription } from '../save-errors';
import { splitSections } from '../sections';
import { useFullAnalysis } from '../use-full-analysis';
import { useSectionEditor } from '../use-section-editor';
import { AnalysisTab } from './analysis-tab';
import { EditTab } from './edit-tab';
import { SaveRefusedNotice, SaveStatusBanner } from './editor-banners';
import { SectionsTab } from './sections-tab';

type EditorTab = 'edit' | 'sections' | 'analysis';
const isEditorTab = (value: string): value is EditorTab => value === 'edit' || value === 'sections' || value === 'analysis';

/** How long 'Resume saved successfully!' shows before the resume's page opens. */
const SAVED_NAVIGATION_DELAY_MS = 1000;

/**
 * The editor itself: the resume text (kept here, so nothing typed is lost when switching tabs), the three
 * tabs, and saving as a new version of the resume (D10), after which the resume's page opens.
 */
export function EditorWorkspace({
  initialText,
  resumeId,
  onDirtyChange,
}: {
  initialText: string;
  resumeId: number | null;
  /** Told whether the text differs from the one the editor opened with (the picker asks before dropping it). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const navigate = useNavigate();
  const [text, setText] = useState(initialText);
  const [tab, setTab] = useState<EditorTab>('edit');
  const [focusRequest, setFocusRequest] = useState(0);
  const [refusal, setRefusal] = useState<{ title: string; message: string } | null>(null);
  const [saved, setSaved] = useState<SavedResumeVersion | null>(null);
  const analysis = useFullAnalysis(text, setText, resumeId);
  const sectionEditor = useSectionEditor(text, setText, resumeId);
  const sections = useMemo(() => splitSections(text), [text]);
  const save = useSaveEditedResume();
  const canAnalyze = text.trim().length >= limits.editorMinChars;
  // One editor request at a time: Analyze and Get Suggestions wait for any other to finish.
  const otherBusy = (own: boolean) => !own && (analysis.isPending || sectionEditor.isPending || save.isPending);

  const dirty = text !== initialText && saved === null;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  useEffect(() => {
    if (!saved) return undefined;
    const timer = setTimeout(() => void navigate(`/resume/${saved.resumeId}`), SAVED_NAVIGATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [saved, navigate]);

  const runAnalysis = () =>
    analysis.analyze(() => {
      setTab('analysis');
      setFocusRequest((count) => count + 1);
    });

  const saveResume = () => {
    setRefusal(null);
    save.mutate(resumeId === null ? { resumeText: text } : { resumeText: text, resumeId }, {
      onSuccess: (answer) => {
        toast({ title: 'Resume Saved', description: savedDescription(answer.revisionsLeft), variant: 'success' });
        setSaved(answer);
      },
      onError: (error) => {
        const failure = classifySaveError(error);
        if (failure.kind === 'plan') setRefusal({ title: failure.title, message: failure.message });
        else toast({ title: failure.title, description: failure.description, variant: 'destructive' });
      },
    });
  };

  const applyAll = () => {
    if (!analysis.result) return;
    setText(analysis.result.formattedResume);
    analysis.dropFixes();
    toast({ title: 'Resume Updated', description: 'Your resume has been updated with improved formatting.', variant: 'success' });
  };

  const status = save.isPending ? 'pending' : saved ? 'success' : null;
  return (
    <div>
      <div aria-live="polite" className="[&>*]:mb-4">
        {status ? <SaveStatusBanner status={status} /> : null}
        {refusal ? <SaveRefusedNotice title={refusal.title} message={refusal.message} /> : null}
      </div>
      <Tabs value={tab} onValueChange={(value) => isEditorTab(value) && setTab(value)}>
        <TabsList aria-label="Editor">
          <TabsTrigger value="edit">Edit Resume</TabsTrigger>
          <TabsTrigger value="sections">Improve Sections</TabsTrigger>
          <TabsTrigger value="analysis">Full Analysis</TabsTrigger>
        </TabsList>
        <TabsContent value="edit">
          <EditTab
            text={text}
            onTextChange={setText}
            analyzing={analysis.isPending}
            blocked={otherBusy(analysis.isPending)}
            saving={save.isPending || saved !== null}
            onAnalyze={runAnalysis}
            onSave={saveResume}
          />
        </TabsContent>
        <TabsContent value="sections">
          <SectionsTab sections={sections} editor={sectionEditor} blocked={otherBusy(sectionEditor.isPending)} />
        </TabsContent>
        <TabsContent value="analysis">
          <AnalysisTab
            analysis={analysis}
            canAnalyze={canAnalyze}
            blocked={otherBusy(analysis.isPending)}
            onAnalyze={runAnalysis}
            onApplyAll={applyAll}
            focusRequest={focusRequest}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
