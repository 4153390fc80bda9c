/**
 * The stored resume documents (issue 9): an optimization stores the original and the tailored document,
 * every tailored statement traced to the upload; downloads render from the tailored document (a changed
 * statement shows in the file), and /download/json answers JSON Resume that imports back.
 */
import type { OptimizeResult } from '@jobapp/shared';
import { documentFromResume } from '@jobapp/shared/resume/document';
import { resumeDocumentSchema, type ResumeDocument } from '@jobapp/shared/resume/document.schema';
import { fromJsonResume } from '@jobapp/shared/resume/json-resume';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resumes } from '../../db/schema';
import { registerUser } from '../../test/factories';
import { SAMPLE_RESUME_TEXT } from '../resumes/parsing/test-files';
import { PASTED_DESCRIPTION, useResumesSuite, WALLED_JOB_LINK } from '../resumes/test-kit';
import { prepareExport } from './export-task';
import { extractDocxText } from './parse-back';

const suite = useResumesSuite();

async function storedDocuments(id: number): Promise<{ original: ResumeDocument; tailored: ResumeDocument }> {
  const [row] = await suite.database.db
    .select({ original: resumes.originalDocument, tailored: resumes.tailoredDocument })
    .from(resumes)
    .where(eq(resumes.id, id));
  return { original: resumeDocumentSchema.parse(row?.original), tailored: resumeDocumentSchema.parse(row?.tailored) };
}

describe('resume documents', () => {
  it('are stored with each optimization, the tailored statements traced to the upload', async () => {
    const { client } = await registerUser(suite.server);
    const made = await client.post<OptimizeResult>('/api/optimize-resume-text', {
      resumeText: SAMPLE_RESUME_TEXT,
      jobUrl: WALLED_JOB_LINK,
      jobDescription: PASTED_DESCRIPTION,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const { original, tailored } = await storedDocuments(made.body.resumeId);
    const originalIds = new Set(original.experience.flatMap((e) => e.statements.map((s) => s.id)));
    const statements = tailored.experience.flatMap((e) => e.statements);
    expect(statements.length).toBeGreaterThan(0);
    for (const s of statements) {
      const origin = s.source.kind === 'engine' ? s.source.from : s.id;
      expect(originalIds.has(origin), `${s.text} traced to the upload`).toBe(true);
    }
    expect(tailored.contact.name).toBe(original.contact.name);

    // /download/json: JSON Resume of the tailored document, which imports back to its statements.
    const json = await client.get<Record<string, unknown>>(`/api/resume/${made.body.resumeId}/download/json`);
    expect(json.status).toBe(200);
    expect(json.headers.get('content-disposition')).toContain('resume.json');
    const back = documentFromResume(fromJsonResume(json.body as Parameters<typeof fromJsonResume>[0]));
    expect(back.experience.flatMap((e) => e.statements.map((s) => s.text))).toEqual(statements.map((s) => s.text));

    // Someone else's resume is not found.
    const stranger = await registerUser(suite.server);
    expect((await stranger.client.get(`/api/resume/${made.body.resumeId}/download/json`)).status).toBe(404);
  });

  it('renders downloads from the tailored document', async () => {
    const { client } = await registerUser(suite.server);
    const made = await client.post<OptimizeResult>('/api/optimize-resume-text', {
      resumeText: SAMPLE_RESUME_TEXT,
      jobUrl: WALLED_JOB_LINK,
      jobDescription: PASTED_DESCRIPTION,
    });
    const { tailored } = await storedDocuments(made.body.resumeId);
    const first = tailored.experience[0]?.statements[0];
    expect(first).toBeDefined();
    const changed: ResumeDocument = {
      ...tailored,
      experience: tailored.experience.map((e, i) =>
        i === 0 ? { ...e, statements: e.statements.map((s, j) => (j === 0 ? { ...s, text: 'Cut the monthly close from ten days to four for 12 entities' } : s)) } : e,
      ),
    };
    await suite.database.db.update(resumes).set({ tailoredDocument: sql`${JSON.stringify(changed)}::jsonb` }).where(eq(resumes.id, made.body.resumeId));

    const json = await client.get<{ work?: { highlights?: string[] }[] }>(`/api/resume/${made.body.resumeId}/download/json`);
    expect(json.body.work?.[0]?.highlights?.[0]).toBe('Cut the monthly close from ten days to four for 12 entities');
    const docx = await prepareExport({ content: made.body.optimizedContent, document: changed, templateId: 'basic-1', format: 'docx' });
    if (docx.format !== 'docx') throw new Error('expected a DOCX');
    expect(docx.check).toEqual({ ok: true });
    expect(await extractDocxText(Buffer.from(docx.bytes))).toContain('Cut the monthly close from ten days to four for 12 entities');
    // A stored value that is not a document is ignored: the stored text is used.
    const fallback = await prepareExport({ content: made.body.optimizedContent, document: { version: 99 }, templateId: 'basic-1', format: 'docx' });
    if (fallback.format !== 'docx') throw new Error('expected a DOCX');
    expect(await extractDocxText(Buffer.from(fallback.bytes))).not.toContain('Cut the monthly close');
  });
});
