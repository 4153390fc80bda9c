import { describe, expect, it } from 'vitest';
import { memoisedInCall, withCallMemo, withResumeMemo } from './call-memo';

function counted(options: { resumePieces?: boolean } = {}) {
  const asked: string[] = [];
  const read = memoisedInCall((text) => {
    asked.push(text);
    return text.toUpperCase();
  }, options);
  return { asked, read };
}

const resume = `Jane Doe\n${Array.from({ length: 12 }, (_, i) => `Reconciled ${i + 10} ledgers every month for the regional office`).join('\n')}`;
const other = `John Roe\n${Array.from({ length: 12 }, (_, i) => `Scheduled ${i + 10} crews every week for the county depot`).join('\n')}`;
const statement = 'Reconciled 12 ledgers every month for the regional office';
const posting = 'Experience reconciling ledgers in NetSuite';

describe('memoisedInCall', () => {
  it('answers each text once per call, and again in the next call', () => {
    const { asked, read } = counted();
    withCallMemo(() => [read('a'), read('a'), read('b')]);
    withCallMemo(() => read('a'));
    expect(asked).toEqual(['a', 'b', 'a']);
    expect(read('a')).toBe('A');
  });

  it("keeps the answers about the resume's own pieces with that resume, and nothing else past the call", () => {
    expect(resume.length).toBeGreaterThan(500);
    expect(resume.includes(statement)).toBe(true);
    const { asked, read } = counted({ resumePieces: true });
    for (let call = 0; call < 3; call++) withResumeMemo(resume, () => [read(statement), read(posting), read(posting)]);
    expect(asked).toEqual([statement, posting, posting, posting]);
    // Not served while another resume is tailored, nor outside any tailoring.
    withResumeMemo(other, () => read(statement));
    withCallMemo(() => read(statement));
    expect(asked.slice(4)).toEqual([statement, statement]);
  });

  it('keeps nothing across calls for a function not asked about resume pieces', () => {
    const { asked, read } = counted();
    withResumeMemo(resume, () => read(statement));
    withResumeMemo(resume, () => read(statement));
    expect(asked).toEqual([statement, statement]);
  });
});
