import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { editGrammarFor, entryNamesOf } from './edit-grammar';
import { originalDocumentOf } from './resume-documents';
import { checkSummaryEdit, namedSkillsIn, type SummaryContext } from './summary-checks';

const RESUME = readFileSync(new URL('./__fixtures__/resume.txt', import.meta.url), 'utf8');
const ORIGINAL = 'Backend engineer who builds reliable APIs and data pipelines.';
const original = originalDocumentOf(RESUME);
const context: SummaryContext = { resumeText: RESUME, namedSkills: namedSkillsIn(original), entryNames: entryNamesOf(original), original: ORIGINAL, builtIn: ORIGINAL, grammar: editGrammarFor([]) };
const codeOf = (summary: string) => checkSummaryEdit(context, summary, summary)?.code ?? null;

describe('checkSummaryEdit', () => {
  it('refuses the old summary with a tail of skills, as a clause or as a sentence, and keeps skills woven into what it says', () => {
    expect(codeOf('Backend engineer who builds reliable APIs and data pipelines, skilled in Python, Django and PostgreSQL.')).toBe('skills-tail');
    expect(codeOf('Backend engineer who builds reliable APIs and data pipelines. Proficient in Python, Docker and Git.')).toBe('skills-tail');
    expect(codeOf('Backend engineer who builds reliable APIs and data pipelines with Python, Django and PostgreSQL.')).toBeNull();
    expect(codeOf('Backend engineer who builds reliable APIs in Python and Django and cut report query time by 40%.')).toBeNull();
  });

  it('takes a skill the user added with "I have this" as named, and no other', () => {
    const summary = 'Backend engineer who builds reliable APIs and deploys them on Kubernetes.';
    expect(codeOf(summary)).toBe('unnamed-skill');
    const withEvidence = { ...original, other: [{ heading: 'Additional experience', statements: [{ id: 'u0', text: 'Deployed services on Kubernetes', source: { kind: 'user' as const } }] }] };
    expect(namedSkillsIn(withEvidence).has('Kubernetes')).toBe(true);
    expect(checkSummaryEdit({ ...context, namedSkills: namedSkillsIn(withEvidence) }, summary, summary)).toBeNull();
  });
});
