/**
 * The Improve Sections state: the chosen section (its text as it stands in the resume, and the edited
 * text), its type, the last suggestions with their one-click fixes (offsets into the section text), and
 * the three ways back into the resume: Save Changes, Apply fix and Apply (the formatted section).
 */
import { messages } from '@jobapp/shared';
import type { EditorSectionType, SectionSuggestionsResult } from '@jobapp/shared/editor/editor.schema';
import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { useSectionSuggestions } from './api';
import { applyFormattedSection, type EditorSection, replaceSectionText } from './sections';
import { useFixes } from './use-fixes';

export function useSectionEditor(resume: string, setResume: (text: string) => void, resumeId: number | null) {
  const mutation = useSectionSuggestions();
  const [selected, setSelected] = useState('');
  const [original, setOriginal] = useState('');
  const [sectionText, setSectionText] = useState('');
  const [sectionType, setSectionType] = useState<EditorSectionType | ''>('');
  const [result, setResult] = useState<SectionSuggestionsResult | null>(null);
  const fixState = useFixes(sectionText, setSectionText);

  const clearResult = () => {
    setResult(null);
    fixState.dropFixes();
  };

  const choose = (value: string, section: EditorSection | undefined) => {
    setSelected(value);
    if (!section) return;
    setOriginal(section.text);
    setSectionText(section.text);
    setSectionType(section.type);
    clearResult();
  };

  const getSuggestions = () => {
    if (sectionType === '') return;
    const input = { sectionText, sectionType };
    mutation.mutate(resumeId === null ? input : { ...input, resumeId }, {
      onSuccess: (answer) => {
        setResult(answer);
        fixState.offer(answer.findings);
      },
      onError: () => {
        toast({ title: 'Error analyzing section', description: messages.editorAnalyzeFailed, variant: 'destructive' });
      },
    });
  };

  /** Save Changes: the section's text in the resume becomes the edited text. */
  const saveChanges = () => {
    const next = replaceSectionText(resume, original, sectionText);
    if (next === null) {
      toast({
        title: 'Section not found',
        description: 'This section has changed in your resume since you chose it. Please choose it again.',
        variant: 'destructive',
      });
      return;
    }
    setResume(next);
    setOriginal(sectionText);
    toast({ title: 'Section Updated', description: 'The section has been updated in your resume.', variant: 'success' });
  };

  /** Apply: the formatted section replaces the matching section of the resume; no match, nothing happens. */
  const applyFormatted = () => {
    if (!result?.formattedSection) return;
    const applied = applyFormattedSection(resume, original, result.formattedSection);
    if (!applied) return;
    setResume(applied.text);
    setOriginal(applied.body);
    setSectionText(applied.body);
    fixState.dropFixes();
    toast({ title: 'Section Updated', description: 'The section has been updated with improved formatting.', variant: 'success' });
  };

  return {
    selected,
    sectionText,
    setSectionText,
    sectionType,
    setSectionType,
    result,
    fixes: fixState.fixes,
    fixMessage: fixState.fixMessage,
    applyOneFix: fixState.applyOneFix,
    isPending: mutation.isPending,
    choose,
    getSuggestions,
    saveChanges,
    applyFormatted,
  };
}

export type SectionEditor = ReturnType<typeof useSectionEditor>;
