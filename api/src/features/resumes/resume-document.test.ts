/**
 * GET and PUT /api/resume/:id/document over HTTP (issue 21, decision D13): the check screen reads the
 * original as read, a correction is validated with the shared schema, saved as the resume's next version
 * without taking a revision, and tailored again from its fields; then the page, the TXT (the page's
 * text), JSON and DOCX downloads and the match report all show it. Another user's resume is not found.
 */
import type { ErrorBody, OptimizeResult, ResumeDetail } from '@jobapp/shared';
import type { ResumeVersionItem, SavedResumeVersion } from '@jobapp/shared/editor/editor.schema';
import { resumeDocumentSchema, type ResumeDocument } from '@jobapp/shared/resume/document.schema';
import { evidenceMessages } from '@jobapp/shared/resume/evidence.schema';
import { withStatementRemoved } from '@jobapp/shared/testing/document-checks';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quotaUsage, resumes } from '../../db/schema';
import { registerUser } from '../../test/factories';
import type { TestClient } from '../../test/test-client';
import { extractText } from '../exports/parse-back';
import { SAMPLE_RESUME_TEXT } from './parsing/test-files';
import { useResumesSuite, WALLED_JOB_LINK } from './test-kit';

const JOB =
  'Backend Engineer. Requirements: 4+ years of TypeScript and Node.js, PostgreSQL, and Apache Kafka for event streaming in production. ' +
  'You will build order services, lead a platform team and mentor engineers.';
const NEW_TITLE = 'Principal Platform Engineer';

const suite = useResumesSuite();

interface DocumentAnswer {
  which: 'original' | 'tailored';
  version: number;
  document: ResumeDocument;
}

async function tailored(client: TestClient): Promise<OptimizeResult> {
  const made = await client.post<OptimizeResult>('/api/optimize-resume-text', { resumeText: SAMPLE_RESUME_TEXT, jobUrl: WALLED_JOB_LINK, jobDescription: JOB, jobTitle: 'Backend Engineer', company: 'Fabrikam' });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body;
}

const put = <T>(client: TestClient, id: number, json: unknown) => client.request<T>('PUT', `/api/resume/${id}/document`, { json });

describe('GET /api/resume/:id/document', () => {
  it('answers the original as read and the tailored document, with the version', async () => {
    const { client } = await registerUser(suite.server);
    const { resumeId } = await tailored(client);
    const original = await client.get<DocumentAnswer>(`/api/resume/${resumeId}/document?which=original`);
    expect(original.status).toBe(200);
    expect(original.body.which).toBe('original');
    expect(original.body.version).toBe(1);
    const doc = resumeDocumentSchema.parse(original.body.document);
    expect(doc.contact.name).toBe('Jordan Rivera');
    expect(doc.contact.credentials).toEqual([]);
    expect(doc.experience.map((e) => e.title)).toEqual(['Senior Software Engineer', 'Software Engineer']);
    expect(doc.uncertain).toEqual([]);
    const plain = await client.get<DocumentAnswer>(`/api/resume/${resumeId}/document`);
    expect(plain.body.which).toBe('original');
    const tailoredDoc = await client.get<DocumentAnswer>(`/api/resume/${resumeId}/document?which=tailored`);
    expect(tailoredDoc.body.which).toBe('tailored');
    expect(resumeDocumentSchema.safeParse(tailoredDoc.body.document).success).toBe(true);

    const bad = await client.get<ErrorBody>(`/api/resume/${resumeId}/document?which=both`);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('validation_failed');
    expect(bad.body.details).toHaveProperty('which');
    const stranger = await registerUser(suite.server);
    expect((await stranger.client.get(`/api/resume/${resumeId}/document`)).status).toBe(404);
    expect((await client.get('/api/resume/0/document')).status).toBe(404);
    expect((await client.get('/api/resume/abc/document')).status).toBe(404);
    expect((await suite.server.client().get(`/api/resume/${resumeId}/document`)).status).toBe(401);
  });
});

describe('PUT /api/resume/:id/document', () => {
  it('refuses an invalid document with field errors, and another user\'s resume with 404', async () => {
    const { client } = await registerUser(suite.server);
    const { resumeId } = await tailored(client);
    const { body } = await client.get<DocumentAnswer>(`/api/resume/${resumeId}/document?which=original`);
    const broken = { ...body.document, experience: [{ ...body.document.experience[0], title: 42 }] };
    const refused = await put<ErrorBody>(client, resumeId, { which: 'original', document: broken });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('validation_failed');
    expect(Object.keys(refused.body.details ?? {})).toEqual(['document.experience.0.title']);
    expect((await put<ErrorBody>(client, resumeId, { which: 'neither', document: body.document })).body.details).toHaveProperty('which');
    expect((await put<ErrorBody>(client, resumeId, { which: 'original' })).body.details).toHaveProperty('document');

    const stranger = await registerUser(suite.server);
    expect((await put(stranger.client, resumeId, { which: 'original', document: body.document })).status).toBe(404);
    expect((await put(client, 2_147_483_647, { which: 'original', document: body.document })).status).toBe(404);
    // Nothing changed.
    const after = await client.get<DocumentAnswer>(`/api/resume/${resumeId}/document?which=original`);
    expect(after.body).toEqual(body);
  });

  it('a corrected role title is stored as a new version, free, tailored again, and shows everywhere', async () => {
    const { client, user } = await registerUser(suite.server);
    const made = await tailored(client);
    const id = made.resumeId;
    const { body } = await client.get<DocumentAnswer>(`/api/resume/${id}/document?which=original`);
    const corrected: ResumeDocument = {
      ...body.document,
      experience: body.document.experience.map((e, i) => (i === 0 ? { ...e, title: NEW_TITLE } : e)),
    };

    const saved = await put<OptimizeResult>(client, id, { which: 'original', document: corrected });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.resumeId).toBe(id);
    expect(saved.body.optimizedContent).toContain(NEW_TITLE);
    expect(saved.body.optimizedContent).not.toContain('Senior Software Engineer');
    // The match report is the new tailoring's ("lead a platform team": the new title now names a platform).
    expect(saved.body.match.scoreAfter).toBeGreaterThanOrEqual(saved.body.match.scoreBefore);

    // Stored: the corrected original (as sent), the next version, no revision taken.
    const original = await client.get<DocumentAnswer>(`/api/resume/${id}/document?which=original`);
    expect(original.body.document).toEqual(resumeDocumentSchema.parse(corrected));
    expect(original.body.version).toBe(2);
    const versions = await client.get<ResumeVersionItem[]>(`/api/resume/${id}/versions`);
    expect(versions.body.map((v) => [v.version, v.source, v.current])).toEqual([
      [2, 'tailoring', true],
      [1, 'tailoring', false],
    ]);
    const charged = await suite.database.db.select().from(quotaUsage).where(and(eq(quotaUsage.userId, user.id), eq(quotaUsage.feature, 'revision')));
    expect(charged.filter((q) => q.used > 0)).toEqual([]);
    const [row] = await suite.database.db.select({ originalText: resumes.originalText }).from(resumes).where(eq(resumes.id, id));
    expect(row?.originalText).toContain(NEW_TITLE);

    // The page (and the TXT download, made from its text) and its match report.
    const detail = await client.get<ResumeDetail>(`/api/resume/${id}`);
    expect(detail.body.optimizedContent).toBe(saved.body.optimizedContent);
    expect(detail.body.match).toEqual(saved.body.match);
    const tailoredDoc = await client.get<DocumentAnswer>(`/api/resume/${id}/document?which=tailored`);
    expect(tailoredDoc.body.document.experience[0]?.title).toBe(NEW_TITLE);

    // JSON Resume and DOCX downloads.
    const json = await client.get<{ work: { position: string }[] }>(`/api/resume/${id}/download/json`);
    expect(json.status).toBe(200);
    expect(json.body.work[0]?.position).toBe(NEW_TITLE);
    const docx = await client.bytes(`/api/resume/${id}/download/docx`);
    expect(docx.status).toBe(200);
    const text = await extractText('docx', docx.body);
    expect(text).toContain(NEW_TITLE);
    expect(text).not.toContain('Senior Software Engineer');
  });

  it('an edited tailored document is an editor save (a revision)', async () => {
    const { client } = await registerUser(suite.server);
    const { resumeId } = await tailored(client);
    const { body } = await client.get<DocumentAnswer>(`/api/resume/${resumeId}/document?which=tailored`);
    const kafka = { id: 'ed1', text: 'Streamed order events through Apache Kafka in production', source: { kind: 'user' as const } };
    const edited = {
      ...body.document,
      headline: 'Backend and platform engineer',
      experience: body.document.experience.map((e, i) => (i === 0 ? { ...e, statements: [...e.statements, kafka] } : e)),
    };
    const before = await client.get<ResumeDetail>(`/api/resume/${resumeId}`);
    expect(before.body.match?.items.find((i) => i.requirement === 'Apache Kafka')?.status).toBe('gap');
    const saved = await put<SavedResumeVersion>(client, resumeId, { which: 'tailored', document: edited });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ resumeId, version: 2 });
    const detail = await client.get<ResumeDetail>(`/api/resume/${resumeId}`);
    expect(detail.body.optimizedContent).toContain('Backend and platform engineer');
    // The match report reads the saved document: the new statement is Kafka's evidence now.
    expect(detail.body.match?.items.find((i) => i.requirement === 'Apache Kafka')).toMatchObject({ status: 'met', evidence: expect.stringContaining('Kafka') });
    expect(detail.body.match?.scoreBefore).toBe(before.body.match?.scoreBefore);
    expect(detail.body.keywords?.find((k) => k.keyword === 'Apache Kafka')?.places.length).toBeGreaterThan(0);
    const after = await client.get<DocumentAnswer>(`/api/resume/${resumeId}/document?which=tailored`);
    expect(after.body.document.headline).toBe('Backend and platform engineer');
  });
});

describe('"I have this" keeps the document', () => {
  it('adds the typed statement and changes nothing else in the original; the tailored one keeps every role and school', async () => {
    const { client } = await registerUser(suite.server);
    const { resumeId } = await tailored(client);
    const before = (await client.get<DocumentAnswer>(`/api/resume/${resumeId}/document?which=original`)).body.document;
    const answered = await client.post<OptimizeResult>(`/api/resume/${resumeId}/evidence`, {
      requirement: 'Apache Kafka',
      statement: 'Ran Kafka order events at Globex for two years',
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const after = (await client.get<DocumentAnswer>(`/api/resume/${resumeId}/document?which=original`)).body.document;
    // In the role it names (Globex), at its end.
    const mine = after.experience[1]?.statements.at(-1);
    expect(mine).toMatchObject({ text: 'Ran Kafka order events at Globex for two years', source: { kind: 'user', requirement: 'Apache Kafka' } });
    expect(withStatementRemoved(after, before, mine?.id ?? '')).toEqual(before);
    expect(after.other.some((o) => o.heading === evidenceMessages.sectionHeading)).toBe(false);
    const tailoredDoc = (await client.get<DocumentAnswer>(`/api/resume/${resumeId}/document?which=tailored`)).body.document;
    expect(tailoredDoc.education).toEqual(after.education);
    expect(tailoredDoc.experience.map((e) => [e.title, e.employer, e.start, e.end])).toEqual(after.experience.map((e) => [e.title, e.employer, e.start, e.end]));
    expect(tailoredDoc.experience[1]?.statements.map((s) => s.text)).toContain('Ran Kafka order events at Globex for two years');
  });
});

describe('JSON Resume export then import', () => {
  it('a resume.json downloaded and given back (pasted) is read as the very document it was made from', async () => {
    const { client } = await registerUser(suite.server);
    const { resumeId } = await tailored(client);
    const exported = (await client.get<DocumentAnswer>(`/api/resume/${resumeId}/document?which=tailored`)).body.document;
    const file = await client.bytes(`/api/resume/${resumeId}/download/json`);
    expect(file.status).toBe(200);
    const again = await client.post<OptimizeResult>('/api/optimize-resume-text', { resumeText: file.body.toString('utf8'), jobUrl: WALLED_JOB_LINK, jobDescription: JOB, jobTitle: 'Backend Engineer', company: 'Fabrikam' });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    const read = await client.get<DocumentAnswer>(`/api/resume/${again.body.resumeId}/document?which=original`);
    expect(read.body.document).toEqual(exported);
  });
});
