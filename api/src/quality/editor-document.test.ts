/**
 * One document (issue 23): the text the editor opens for a resume is rendered from its document (the
 * original as read and corrected, or the tailored one: resume-document.service.ts), and the editor must
 * read that text back as the same roles and statements, so its findings are about the user's document.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { splitLines } from '@jobapp/shared/editor/context';
import { readRoles } from '@jobapp/shared/editor/reading';
import { readSections } from '@jobapp/shared/editor/section-reading';
import { resumeOfDocument } from '@jobapp/shared/resume/document';
import { renderResumeText } from '@jobapp/shared/resume/render';
import { requireSharedFixtures, sharedFixturePath } from '@jobapp/shared/testing/fixtures';
import { labeledForms, readThroughUpload } from '../features/resumes/parsing/labeled-corpus';

const run = requireSharedFixtures('editor, one document');

describe.skipIf(!run)('the editor reads a rendered document back as its roles and statements', () => {
  it('finds every role with its title, employer and statements on the 24 labeled resumes', async () => {
    const slugs = [...new Set(labeledForms().map((f) => f.slug))];
    const wrong: string[] = [];
    for (const slug of slugs) {
      const form = labeledForms([slug]).find((f) => f.file.endsWith('.docx') || f.file.endsWith('.pdf'));
      if (!form) continue;
      const read = await readThroughUpload(form.file, new Uint8Array(readFileSync(sharedFixturePath('labeled', form.file))));
      if (!read.ok) continue;
      const text = renderResumeText(resumeOfDocument(read.document));
      const roles = readSections(text)
        .filter((s) => s.type === 'experience')
        .flatMap((s) => readRoles(splitLines(text, s.bodyStart, s.end)));
      const want = read.document.experience.map((r) => `${r.title} | ${r.employer} | ${r.statements.length}`);
      const got = roles.map((r) => `${r.title} | ${r.employer} | ${r.statements.length}`);
      if (JSON.stringify(want) !== JSON.stringify(got)) wrong.push(`${slug}\n  document: ${want.join(' ; ')}\n  editor:   ${got.join(' ; ')}`);
    }
    expect(slugs.length).toBe(24);
    expect(wrong, wrong.join('\n')).toEqual([]);
  }, 120_000);
});
