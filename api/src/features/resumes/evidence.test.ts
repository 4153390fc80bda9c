/**
 * "I have this" over HTTP (issue 9, point 6): a gap answered with one typed line becomes the user's own
 * statement in the resume, the tailoring runs again and the report shows the new score. Nothing is added
 * without the user typing it; another user's resume is not found.
 */
import type { ErrorBody, OptimizeResult, ResumeDetail } from '@jobapp/shared';
import { resumeDocumentSchema } from '@jobapp/shared/resume/document.schema';
import { evidenceMessages } from '@jobapp/shared/resume/evidence.schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resumes } from '../../db/schema';
import { registerUser } from '../../test/factories';
import { SAMPLE_RESUME_TEXT } from './parsing/test-files';
import { useResumesSuite, WALLED_JOB_LINK } from './test-kit';

const JOB_WITH_KAFKA =
  'Backend Engineer. Requirements: 4+ years of TypeScript and Node.js, PostgreSQL, and Apache Kafka for event streaming in production. ' +
  'You will build order services and mentor engineers.';
const EVIDENCE = 'Used Kafka for order events at Uber, 2019-2020';
/** As the resume shows it (dates in house style: "2019 – 2020"). */
const SHOWN = 'Used Kafka for order events at Uber, 2019 – 2020';

const suite = useResumesSuite();

const kafkaItem = (result: OptimizeResult) => result.match.items.find((i) => i.requirement === 'Apache Kafka');

describe('POST /api/resume/:id/evidence', () => {
  it('adds the typed line as the user\'s statement, tailors again and reports the new score', async () => {
    const { client } = await registerUser(suite.server);
    const made = await client.post<OptimizeResult>('/api/optimize-resume-text', {
      resumeText: SAMPLE_RESUME_TEXT,
      jobUrl: WALLED_JOB_LINK,
      jobDescription: JOB_WITH_KAFKA,
      jobTitle: 'Backend Engineer',
      company: 'Fabrikam',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    // The keyword report: Kafka nowhere yet; TypeScript where the resume shows it.
    expect(made.body.keywords.find((k) => k.keyword === 'Apache Kafka')?.places).toEqual([]);
    expect(made.body.keywords.find((k) => k.keyword === 'TypeScript')?.places.length).toBeGreaterThan(0);
    expect(kafkaItem(made.body)?.status, JSON.stringify(made.body.match.items.map((i) => [i.requirement, i.status]))).toBe('gap');
    expect(made.body.optimizedContent).not.toContain('Kafka');

    const answered = await client.post<OptimizeResult>(`/api/resume/${made.body.resumeId}/evidence`, { requirement: 'Apache Kafka', statement: EVIDENCE });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(kafkaItem(answered.body)).toMatchObject({ status: 'met', evidence: expect.stringContaining('Kafka') });
    expect(answered.body.match.scoreAfter).toBeGreaterThanOrEqual(made.body.match.scoreAfter);
    // The answer shows in the score at once: "before" is still the resume before any answer.
    expect(answered.body.match.scoreBefore).toBe(made.body.match.scoreBefore);
    expect(answered.body.match.scoreAfter).toBeGreaterThan(answered.body.match.scoreBefore);
    expect(answered.body.match.scoreReasons?.[0]).toBe('Your answer meets "Apache Kafka".');
    expect(answered.body.optimizedContent).toContain(SHOWN);

    const [row] = await suite.database.db.select().from(resumes).where(eq(resumes.id, made.body.resumeId));
    const tailored = resumeDocumentSchema.parse(row?.tailoredDocument);
    // The document keeps the line as typed; the text shows its dates in house style.
    const mine = tailored.other.flatMap((o) => o.statements).find((s) => s.text === EVIDENCE);
    expect(mine?.source).toEqual({ kind: 'user', requirement: 'Apache Kafka' });
    expect(row?.originalText).toBe(SAMPLE_RESUME_TEXT);

    // The list and the detail show the re-tailored resume.
    const detail = await client.get<ResumeDetail>(`/api/resume/${made.body.resumeId}`);
    expect(detail.body.optimizedContent).toContain(SHOWN);
    // Kafka now appears, in the user's own statement ("Kafka": a variant of the posting's "Apache Kafka").
    expect(detail.body.keywords?.find((k) => k.keyword === 'Apache Kafka')?.places).toEqual([
      expect.objectContaining({ section: 'other', text: EVIDENCE, form: 'Kafka', exact: false }),
    ]);
  });

  it('adds nothing the user did not type, and keeps resumes to their owners', async () => {
    const { client } = await registerUser(suite.server);
    const made = await client.post<OptimizeResult>('/api/optimize-resume-text', {
      resumeText: SAMPLE_RESUME_TEXT,
      jobUrl: WALLED_JOB_LINK,
      jobDescription: JOB_WITH_KAFKA,
      jobTitle: 'Backend Engineer',
      company: 'Fabrikam',
    });
    const path = `/api/resume/${made.body.resumeId}/evidence`;
    const empty = await client.post<ErrorBody>(path, { requirement: 'Kafka', statement: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.details).toMatchObject({ statement: evidenceMessages.statementMin });
    const twoLines = await client.post<ErrorBody>(path, { requirement: 'Kafka', statement: 'Used Kafka at Uber\nand more' });
    expect(twoLines.status).toBe(400);
    const long = await client.post<ErrorBody>(path, { requirement: 'Kafka', statement: 'x'.repeat(301) });
    expect(long.body.details).toMatchObject({ statement: evidenceMessages.statementMax });
    const [row] = await suite.database.db.select({ content: resumes.optimizedContent }).from(resumes).where(eq(resumes.id, made.body.resumeId));
    expect(row?.content).toBe(made.body.optimizedContent);

    const stranger = await registerUser(suite.server);
    expect((await stranger.client.post(path, { requirement: 'Apache Kafka', statement: EVIDENCE })).status).toBe(404);
    expect((await suite.server.client().post(path, { requirement: 'Apache Kafka', statement: EVIDENCE })).status).toBe(401);
  });
});
