import type { EditorFinding, EditorFix } from '@jobapp/shared/editor/editor.schema';
import { describe, expect, it } from 'vitest';
import { applyFix, pendingFixes, shiftFixes } from './fixes';

const fixAt = (text: string, before: string, after: string): EditorFix => {
  const start = text.indexOf(before);
  return { start, end: start + before.length, before, after, label: `Replace '${before}' with '${after}'` };
};

const finding = (fix: EditorFix | null, ruleId = 'weak-verb'): EditorFinding => ({
  ruleId,
  section: 'EXPERIENCE',
  sectionType: 'experience',
  area: 'Verbs',
  suggestion: 'Start with an action verb',
  weight: 2,
  gate: false,
  start: fix?.start ?? 0,
  end: fix?.end ?? 0,
  fix,
});

const text = '- Responsible for the team\n- Helped with testing\n- Built it';

describe('applyFix', () => {
  it('replaces `before` at its offsets with `after`', () => {
    expect(applyFix(text, fixAt(text, 'Responsible for', 'Led'))).toEqual({
      ok: true,
      text: '- Led the team\n- Helped with testing\n- Built it',
    });
  });

  it('refuses when the text at the offsets is no longer `before`', () => {
    const fix = fixAt(text, 'Helped with', 'Ran');
    expect(applyFix(`X${text}`, fix)).toEqual({ ok: false });
    expect(applyFix(text.replace('Helped', 'Assisted'), fix)).toEqual({ ok: false });
    expect(applyFix('short', fix)).toEqual({ ok: false });
  });
});

describe('pendingFixes and shiftFixes (one at a time, offsets kept true)', () => {
  it('offers only findings with a fix, in text order', () => {
    const later = fixAt(text, 'Helped with', 'Ran');
    const earlier = fixAt(text, 'Responsible for', 'Led');
    const fixes = pendingFixes([finding(later), finding(null, 'no-metrics'), finding(earlier)]);
    expect(fixes.map((pending) => pending.fix.before)).toEqual(['Responsible for', 'Helped with']);
  });

  it('moves the later fixes by the change in length so they still apply after an earlier one', () => {
    const fixes = pendingFixes([
      finding(fixAt(text, 'Responsible for', 'Led')),
      finding(fixAt(text, 'Helped with', 'Ran')),
      finding(fixAt(text, 'Built', 'Designed and built')),
    ]);
    const [first, second, third] = fixes;
    if (!first || !second || !third) throw new Error('three fixes expected');

    // The middle one first, then the last, then the first: each applies where its text now stands.
    let current = text;
    let left = fixes;
    for (const key of [second.key, third.key, first.key]) {
      const pending = left.find((candidate) => candidate.key === key);
      if (!pending) throw new Error(`fix ${key} should still be offered`);
      const applied = applyFix(current, pending.fix);
      if (!applied.ok) throw new Error(`fix ${key} should apply`);
      current = applied.text;
      left = shiftFixes(left, pending);
    }
    expect(left).toEqual([]);
    expect(current).toBe('- Led the team\n- Ran testing\n- Designed and built it');
  });

  it('drops fixes that overlapped the applied edit', () => {
    const wide = finding(fixAt(text, 'Responsible for the team', 'Led the team'));
    const inside = finding(fixAt(text, 'Responsible for', 'Led'), 'other-rule');
    const fixes = pendingFixes([wide, inside]);
    const [first] = fixes;
    if (!first) throw new Error('a fix expected');
    expect(shiftFixes(fixes, first)).toEqual([]);
  });
});
