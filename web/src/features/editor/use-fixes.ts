/**
 * One-click fixes over a text (the whole resume, or one section): offered from an answer's findings,
 * applied one at a time where their `before` still stands, the others' offsets moved after each, and a
 * refusal message when a fix's text has changed since the analysis.
 */
import type { EditorFinding } from '@jobapp/shared/editor/editor.schema';
import { useState } from 'react';
import { applyFix, fixStaleMessage, type PendingFix, pendingFixes, shiftFixes } from './fixes';

export interface FixState {
  fixes: PendingFix[];
  fixMessage: string | null;
  /** A new answer: its fixes replace any offered before. */
  offer: (findings: readonly EditorFinding[]) => void;
  applyOneFix: (fix: PendingFix) => void;
  /** The text was replaced as a whole: the offsets no longer mean anything. */
  dropFixes: () => void;
}

export function useFixes(text: string, setText: (text: string) => void): FixState {
  const [fixes, setFixes] = useState<PendingFix[]>([]);
  const [fixMessage, setFixMessage] = useState<string | null>(null);

  const offer = (findings: readonly EditorFinding[]) => {
    setFixes(pendingFixes(findings));
    setFixMessage(null);
  };

  const applyOneFix = (pending: PendingFix) => {
    const applied = applyFix(text, pending.fix);
    if (!applied.ok) {
      setFixMessage(fixStaleMessage);
      return;
    }
    setText(applied.text);
    setFixes((current) => shiftFixes(current, pending));
    setFixMessage(null);
  };

  const dropFixes = () => {
    setFixes([]);
    setFixMessage(null);
  };

  return { fixes, fixMessage, offer, applyOneFix, dropFixes };
}
