/**
 * The Full Analysis state: the last answer and its one-click fixes (offsets into the whole resume, kept
 * true as fixes are applied one at a time).
 */
import { messages } from '@jobapp/shared';
import type { FormattingSuggestionsResult } from '@jobapp/shared/editor/editor.schema';
import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { useFormattingSuggestions } from './api';
import { type FixState, useFixes } from './use-fixes';

export interface FullAnalysis extends FixState {
  result: FormattingSuggestionsResult | null;
  isPending: boolean;
  analyze: (onSuccess: () => void) => void;
}

export function useFullAnalysis(text: string, setText: (text: string) => void, resumeId: number | null): FullAnalysis {
  const mutation = useFormattingSuggestions();
  const [result, setResult] = useState<FormattingSuggestionsResult | null>(null);
  const fixState = useFixes(text, setText);

  const analyze = (onSuccess: () => void) => {
    mutation.mutate(resumeId === null ? { resumeText: text } : { resumeText: text, resumeId }, {
      onSuccess: (answer) => {
        setResult(answer);
        fixState.offer(answer.findings);
        onSuccess();
      },
      onError: () => {
        toast({ title: 'Error analyzing resume', description: messages.editorAnalyzeFailed, variant: 'destructive' });
      },
    });
  };

  return { ...fixState, result, isPending: mutation.isPending, analyze };
}
