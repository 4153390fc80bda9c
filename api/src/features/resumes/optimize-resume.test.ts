/** POST /api/optimize-resume over HTTP: a real database, the real worker pool, a fixture job site. */
import { formatBytes, limits, messages, pastedJobFieldMessages, type ErrorBody, type OptimizeResult, type ResumeDetail } from '@jobapp/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resumes, users } from '../../db/schema';
import { registerUser } from '../../test/factories';
import { withParallelComputePerUser } from '../../test/parallel-compute';
import { SAMPLE_RESUME_LINES, buildDocx, buildPdf } from './parsing/test-files';
import { readSharedFixture, sharedFixturesAvailable } from './shared-fixtures';
import {
  JOB_CANONICAL,
  JOB_COMPANY,
  JOB_LINK,
  JOB_TITLE,
  PASTED_DESCRIPTION,
  WALLED_JOB_LINK,
  expectNothingStored,
  listMine,
  postResume,
  storageUsed,
  useResumesSuite,
} from './test-kit';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const suite = useResumesSuite();
let docx: Buffer;

beforeAll(async () => {
  docx = await buildDocx();
});

const docxFile = () => ({ bytes: docx, name: 'Jordan Rivera CV.docx', type: DOCX_TYPE });

describe('POST /api/optimize-resume', () => {
  it('answers 401 when signed out', async () => {
    const response = await postResume(suite.server.client(), docxFile());
    expect(response.status).toBe(401);
  });

  it('tailors an uploaded DOCX to the posting, stores it and charges its size', async () => {
    const { client } = await registerUser(suite.server);
    const response = await postResume<OptimizeResult>(client, docxFile(), { jobUrl: JOB_LINK, clientTimestamp: new Date().toISOString() });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const result = response.body;
    expect(result.resumeId).toEqual(expect.any(Number));
    expect(result.templateId).toBe('basic-1');
    expect(result.engine.name).toBe('built-in');
    expect(result.removedClaims).toEqual([]);
    expect(result.jobDetails).toMatchObject({ title: JOB_TITLE, company: JOB_COMPANY, url: JOB_CANONICAL, source: 'linkedin', origin: 'fetch' });
    expect(result.match.scoreBefore).toBeLessThanOrEqual(result.match.scoreAfter);
    expect(result.optimizedContent).toContain('Jordan Rivera');
    expect(result.optimizedContent).toMatch(/^(?:PROFESSIONAL |WORK )?EXPERIENCE$/m);
    expect(result.optimizedContent).toMatch(/^EDUCATION$/m);

    expect(await storageUsed(client)).toBe(docx.length);
    const detail = await client.get<ResumeDetail>(`/api/resume/${result.resumeId}`);
    expect(detail.body).toMatchObject({
      id: result.resumeId,
      jobTitle: JOB_TITLE,
      company: JOB_COMPANY,
      jobUrl: JOB_CANONICAL,
      originalFileName: 'Jordan Rivera CV.docx',
      originalSize: docx.length,
      templateUsed: 'basic-1',
      optimizedContent: result.optimizedContent,
      scoreBefore: result.match.scoreBefore,
      scoreAfter: result.match.scoreAfter,
      engine: { name: 'built-in' },
    });
    const [row] = await suite.database.db.select().from(resumes).where(eq(resumes.id, result.resumeId));
    expect(row?.originalMimeType).toBe(DOCX_TYPE);
    expect(row?.originalText).toContain('jordan.rivera@example.com');

    const original = await client.get<string>(`/api/resume/${result.resumeId}/original`);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe(DOCX_TYPE);
    expect(original.headers.get('content-disposition')).toContain("filename*=UTF-8''Jordan%20Rivera%20CV.docx");
  });

  it('keeps the chosen template and parses a PDF by its bytes even when it is named .doc', async () => {
    const { client } = await registerUser(suite.server);
    const pdf = buildPdf();
    const response = await postResume<OptimizeResult>(client, { bytes: pdf, name: 'resume.doc', type: 'application/msword' }, { jobUrl: JOB_LINK, templateId: 'basic-2' });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.templateId).toBe('basic-2');
    const [row] = await suite.database.db.select().from(resumes).where(eq(resumes.id, response.body.resumeId));
    expect(row).toMatchObject({ originalMimeType: 'application/pdf', templateUsed: 'basic-2', originalSize: pdf.length });
    // Kept and served under the extension of what the bytes are.
    expect(row?.originalFileName).toBe('resume.pdf');
  });

  it('keeps and serves a PDF sent as "cv.html" under the name cv.pdf', async () => {
    const { client } = await registerUser(suite.server);
    const response = await postResume<OptimizeResult>(client, { bytes: buildPdf(), name: 'cv.html', type: 'application/pdf' });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const original = await client.get<string>(`/api/resume/${response.body.resumeId}/original`);
    expect(original.headers.get('content-type')).toBe('application/pdf');
    expect(original.headers.get('content-disposition')).toBe(`attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`);
    expect((await listMine(client))[0]?.originalFileName).toBe('cv.pdf');
  });

  it('reads a .txt upload as text (UTF-8 or UTF-16 with a BOM)', async () => {
    const { client } = await registerUser(suite.server);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(SAMPLE_RESUME_LINES.join('\r\n'), 'utf16le')]);
    const response = await postResume<OptimizeResult>(client, { bytes: utf16, name: 'cv.txt', type: 'text/plain' });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.optimizedContent).toContain('Jordan Rivera');
    const [row] = await suite.database.db.select().from(resumes).where(eq(resumes.id, response.body.resumeId));
    expect(row).toMatchObject({ originalMimeType: 'text/plain', originalSize: utf16.length });
    expect(row?.originalText).toContain('Austin, TX\nSUMMARY');
  });

  it.skipIf(!sharedFixturesAvailable)('optimizes a real resume PDF end to end', async () => {
    const { client } = await registerUser(suite.server);
    const pdf = readSharedFixture('resumes', 'resume-matcher_john_doe.pdf');
    const response = await postResume<OptimizeResult>(client, { bytes: pdf, name: 'john_doe.pdf', type: 'application/pdf' });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.optimizedContent.toUpperCase()).toContain('JOHN DOE');
    expect(response.body.optimizedContent.length).toBeGreaterThan(limits.minUsableContentChars);
    expect(response.body.match.scoreBefore).toBeLessThanOrEqual(response.body.match.scoreAfter);
    expect(await storageUsed(client)).toBe(pdf.length);
  });

  it('answers 400 with the file message when no file is sent', async () => {
    const { client } = await registerUser(suite.server);
    const response = await postResume<ErrorBody>(client, null);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 'validation_failed',
      message: messages.resumeFileRequired,
      details: { resumeFile: messages.resumeFileRequired },
    });
  });

  it.each([
    ['missing', {}, messages.jobUrlMissing],
    ['empty', { jobUrl: '  ' }, messages.jobUrlMissing],
    ['not an http(s) URL', { jobUrl: 'linkedin jobs 123' }, 'Please enter a valid LinkedIn or Indeed job posting URL'],
    ['a link with user info', { jobUrl: 'https://user@www.linkedin.com/jobs/view/4411867124/' }, messages.jobUrlNotJob],
  ])('answers 400 when the job link is %s, and stores nothing', async (_label, fields, message) => {
    const { client } = await registerUser(suite.server);
    const response = await postResume<ErrorBody>(client, docxFile(), fields);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'validation_failed', message, details: { jobUrl: message } });
    await expectNothingStored(client, 0);
  });

  it('answers 415 with the file-type message for a file type the form does not accept', async () => {
    const { client } = await registerUser(suite.server);
    const response = await postResume<ErrorBody>(client, { bytes: buildPdf(), name: 'resume.png', type: 'image/png' });
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ error: 'unsupported_media_type', message: messages.resumeFileType });
    await expectNothingStored(client, 0);
  });

  it('answers 415 when the request is not multipart', async () => {
    const { client } = await registerUser(suite.server);
    const response = await client.post<ErrorBody>('/api/optimize-resume', { jobUrl: JOB_LINK });
    expect(response.status).toBe(415);
    expect(response.body.error).toBe('unsupported_media_type');
  });

  it('answers 413 with the size message for a file over 1 MB', async () => {
    const { client } = await registerUser(suite.server);
    const big = Buffer.alloc(limits.maxResumeFileBytes + 1, 0x41);
    const response = await postResume<ErrorBody>(client, { bytes: big, name: 'resume.txt', type: 'text/plain' });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: 'payload_too_large', message: messages.resumeFileSize });
    await expectNothingStored(client, 0);
    // A file of exactly 1 MB is within the limit.
    const exact = buildPdf(SAMPLE_RESUME_LINES, limits.maxResumeFileBytes);
    expect(exact.length).toBe(limits.maxResumeFileBytes);
    const fits = await postResume(client, { bytes: exact, name: 'resume.pdf', type: 'application/pdf' });
    expect(fits.status, JSON.stringify(fits.body)).toBe(201);
    expect(await storageUsed(client)).toBe(limits.maxResumeFileBytes);
  });

  it('answers 413 for a body whose Content-Length is already too big, and for an oversized chunked body', async () => {
    const { client } = await registerUser(suite.server);
    const huge = await postResume<ErrorBody>(client, { bytes: Buffer.alloc(3 * limits.maxResumeFileBytes, 0x41), name: 'resume.pdf', type: 'application/pdf' });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ error: 'payload_too_large', message: messages.resumeFileSize });

    const boundary = 'resumeboost-test-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="jobUrl"\r\n\r\n${JOB_LINK}\r\n--${boundary}\r\nContent-Disposition: form-data; name="resumeFile"; filename="resume.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(Buffer.from(head));
        if (sent > 3 * limits.maxResumeFileBytes) {
          controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const chunked = await fetch(`${client.baseUrl}/api/optimize-resume`, {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { cookie: `session=${client.session}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toEqual({ error: 'payload_too_large', message: messages.resumeFileSize });
    await expectNothingStored(client, 0);
  });

  it('answers 413 storage_full with the exact message when the file does not fit, before parsing it', async () => {
    const { client, user } = await registerUser(suite.server);
    const used = limits.defaultStorageBytes - 1000;
    await suite.database.db.update(users).set({ storageUsed: used }).where(eq(users.id, user.id));
    const response = await postResume<ErrorBody>(client, docxFile());
    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      error: 'storage_full',
      message: messages.notEnoughStorage(formatBytes(1000), formatBytes(docx.length)),
    });
    expect(response.body.message).toBe(`Not enough storage space. You have 1000 Bytes available, but the file requires ${formatBytes(docx.length)}`);
    await expectNothingStored(client, used);
  });

  it('asks for the description when the job page cannot be read, then uses the pasted one', async () => {
    const { client } = await registerUser(suite.server);
    const refused = await postResume<ErrorBody>(client, docxFile(), { jobUrl: WALLED_JOB_LINK });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error: 'job_description_required', message: messages.jobDescriptionRequired });
    await expectNothingStored(client, 0);

    const pasted = await postResume<OptimizeResult>(client, docxFile(), { jobUrl: WALLED_JOB_LINK, jobDescription: PASTED_DESCRIPTION });
    expect(pasted.status, JSON.stringify(pasted.body)).toBe(201);
    expect(pasted.body.jobDetails).toMatchObject({ origin: 'pasted', url: 'https://www.linkedin.com/jobs/view/4000000001/' });
    expect(pasted.body.match.matchedSkills).toEqual(expect.arrayContaining(['TypeScript']));
    expect(await storageUsed(client)).toBe(docx.length);
  });

  it('names a resume made from a pasted description after the job title and company sent with the file', async () => {
    const { client } = await registerUser(suite.server);
    const fields = { jobUrl: WALLED_JOB_LINK, jobDescription: PASTED_DESCRIPTION, jobTitle: 'Staff Platform Engineer', company: 'Fabrikam' };
    const pasted = await postResume<OptimizeResult>(client, docxFile(), fields);
    expect(pasted.status, JSON.stringify(pasted.body)).toBe(201);
    expect(pasted.body.jobDetails).toMatchObject({ title: 'Staff Platform Engineer', company: 'Fabrikam', origin: 'pasted' });
    expect(await listMine(client)).toEqual([expect.objectContaining({ jobTitle: 'Staff Platform Engineer', company: 'Fabrikam' })]);

    // Without them, the text's own "… at Example Labs" names it.
    await postResume<OptimizeResult>(client, docxFile(), { jobUrl: WALLED_JOB_LINK, jobDescription: PASTED_DESCRIPTION });
    expect((await listMine(client))[0]).toMatchObject({ jobTitle: 'Platform Engineer', company: 'Example Labs' });
  });

  it('answers 400 with the field message for a company name over 120 characters, before parsing', async () => {
    const { client } = await registerUser(suite.server);
    const fields = { jobUrl: WALLED_JOB_LINK, jobDescription: PASTED_DESCRIPTION, company: 'x'.repeat(121) };
    const refused = await postResume<ErrorBody>(client, docxFile(), fields);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error: 'validation_failed',
      message: pastedJobFieldMessages.company,
      details: { company: pastedJobFieldMessages.company },
    });
    await expectNothingStored(client, 0);
  });

  it('charges the sum of the file sizes, and only the space that is left: racing uploads cannot overspend', async () => {
    const { client, user } = await registerUser(suite.server);
    const pdf = buildPdf();
    const small = buildPdf(SAMPLE_RESUME_LINES.slice(0, 12));
    for (const bytes of [pdf, small]) {
      expect((await postResume(client, { bytes, name: 'cv.pdf', type: 'application/pdf' })).status).toBe(201);
    }
    expect(await storageUsed(client)).toBe(pdf.length + small.length);
    expect((await listMine(client)).map((r) => r.originalSize).sort()).toEqual([pdf.length, small.length].sort());

    // Room for one more DOCX, not two: send two at once.
    const used = limits.defaultStorageBytes - docx.length - 10;
    await suite.database.db.update(users).set({ storageUsed: used }).where(eq(users.id, user.id));
    // Both reach the compute pool together, as on two API instances (one instance would refuse the second: 429).
    const answers = await withParallelComputePerUser(() => Promise.all([postResume(client, docxFile()), postResume(client, docxFile())]));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 413]);
    expect(answers.find((a) => a.status === 413)?.body).toMatchObject({ error: 'storage_full' });
    expect(await storageUsed(client)).toBe(used + docx.length);
    expect(await listMine(client)).toHaveLength(3);
  });
});
