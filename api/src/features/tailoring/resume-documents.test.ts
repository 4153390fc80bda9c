import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentFromResume, sectionOrderOf } from '@jobapp/shared/resume/document';
import { parseResume, sectionKindsOf } from '@jobapp/shared/resume/structure';
import { originalAsText } from '@jobapp/shared/tailoring/truthfulness';
import { originalDocumentOf } from './resume-documents';

const RESUME = readFileSync(new URL('./__fixtures__/resume.txt', import.meta.url), 'utf8');

describe('originalDocumentOf', () => {
  const text = originalAsText(RESUME);
  const fresh = () => documentFromResume(parseResume(text), sectionOrderOf(sectionKindsOf(text)));

  it('reads a resume text as a fresh reading does, read again or not', () => {
    expect(originalDocumentOf(RESUME)).toEqual(fresh());
    expect(originalDocumentOf(RESUME)).toEqual(fresh());
  });

  it('gives each caller its own copy: a change to one is not served to the next', () => {
    const first = originalDocumentOf(RESUME);
    const statement = first.experience[0]?.statements[0];
    expect(statement).toBeDefined();
    if (statement) statement.text = 'Changed by a caller';
    first.contact.links.push('https://changed.example');
    first.order.reverse();
    expect(originalDocumentOf(RESUME)).toEqual(fresh());
  });
});
