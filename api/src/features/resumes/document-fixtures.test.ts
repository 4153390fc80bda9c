/**
 * One document behind everything (issue 21, point 4), over every file of the team's shared fixtures
 * folder read by the real parsers: "I have this" changes nothing in the document but the statement it
 * adds; tailoring the document with it keeps every role and school as they were (no re-reading of
 * rendered text); JSON Resume export then import gives back the same document.
 */
import { evidenceProblems, jsonResumeRoundTrip, tailoringProblems } from '@jobapp/shared/testing/document-checks';
import { afterAll, describe, expect, it } from 'vitest';
import { originalDocumentOf } from '../tailoring/resume-documents';
import { detectResumeType } from './parsing/detect-type';
import { createResumeParser } from './parsing/parser-pool';
import { listSharedFixtures, readSharedFixture, sharedFixturesAvailable } from './shared-fixtures';

describe.skipIf(!sharedFixturesAvailable)('the shared fixture resumes as documents', () => {
  const parser = createResumeParser({ maxThreads: 2 });
  afterAll(() => parser.close());
  const files = listSharedFixtures('resumes');

  it('covers every resume in the folder', () => {
    expect(files.length).toBeGreaterThanOrEqual(30);
  });

  it.each(files)('%s: evidence adds only itself, tailoring keeps the structure, JSON Resume round trip', async (file) => {
    const bytes = readSharedFixture('resumes', file);
    const kind = detectResumeType(bytes);
    if (kind === 'unknown') throw new Error(`${file}: unknown type`);
    const read = await parser.extract({ bytes, kind });
    if (!read.ok) throw new Error(`${file}: ${read.reason}`);
    const doc = originalDocumentOf(read.text);
    expect(evidenceProblems(doc)).toEqual([]);
    expect(tailoringProblems(doc)).toEqual([]);
    expect(jsonResumeRoundTrip(doc)).toEqual(doc);
  });
});
