/**
 * What was sent, kept (issue 24 section 4), over HTTP with a real database and Chromium: "Mark as applied"
 * freezes the resume and letter files with their SHA-256, the job, the reports and "what changed"; later
 * edits and deleting the resume change nothing, across all 27 templates × PDF and DOCX; the same file
 * sent ten times is kept and counted once; another user's packet is 404.
 */
import { createHash } from 'node:crypto';
import { messages, resumeTemplates, type ErrorBody, type OptimizeResult } from '@jobapp/shared';
import { eq } from 'drizzle-orm';
import type { ApplicationDetail, ApplicationItem, ApplicationPacket } from '@jobapp/shared/applications/applications.schema';
import type { CoverLetterResult } from '@jobapp/shared/cover-letters/cover-letter.schema';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { registerUser } from '../../test/factories';
import { requireChromium } from '../../test/chromium';
import type { TestClient } from '../../test/test-client';
import { extractText } from '../exports/parse-back';
import { SAMPLE_RESUME_TEXT } from '../resumes/parsing/test-files';
import { PASTED_DESCRIPTION, storageUsed, useResumesSuite, WALLED_JOB_LINK } from '../resumes/test-kit';

const suite = useResumesSuite();

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function eliteUser() {
  const made = await registerUser(suite.server);
  expect((await made.client.post('/api/create-subscription', { plan: 'elite' })).status).toBe(200);
  return made.client;
}

async function tailor(client: TestClient): Promise<OptimizeResult> {
  const made = await client.post<OptimizeResult>('/api/optimize-resume-text', { resumeText: SAMPLE_RESUME_TEXT, jobUrl: WALLED_JOB_LINK, jobDescription: PASTED_DESCRIPTION });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body;
}

async function cardFor(client: TestClient): Promise<ApplicationItem> {
  const cards = await client.get<ApplicationItem[]>('/api/applications');
  expect(cards.body).toHaveLength(1);
  return cards.body[0]!;
}

async function newCard(client: TestClient, title: string): Promise<number> {
  const made = await client.post<ApplicationItem>('/api/applications', { jobTitle: title, company: 'Contoso', source: 'manual' });
  expect(made.status).toBe(201);
  return made.body.id;
}

async function download(client: TestClient, url: string): Promise<Buffer> {
  const file = await client.bytes(url);
  expect(file.status, file.body.toString('utf8').slice(0, 200)).toBe(200);
  return file.body;
}

/** The tailored text with its first bullet reworded by hand (a later edit). */
function editedText(content: string): { text: string; line: string } {
  const lines = content.split('\n');
  const first = lines.findIndex((l) => /^\s*[•\-*]\s/.test(l));
  expect(first).toBeGreaterThan(-1);
  const line = `${/^\s*[•\-*]\s/.exec(lines[first]!)![0]}Mentored three junior engineers through their first production releases`;
  lines[first] = line;
  return { text: lines.join('\n'), line };
}

describe.skipIf(!requireChromium('packets.test.ts'))('Mark as applied: the packet', () => {
  it('freezes the resume and letter files, the job and the reports, and moves the card to Applied', async () => {
    const client = await eliteUser();
    const resume = await tailor(client);
    const letter = await client.post<CoverLetterResult>('/api/generate-cover-letter', {
      resumeId: resume.resumeId,
      jobTitle: resume.jobDetails.title,
      company: resume.jobDetails.company,
      jobUrl: WALLED_JOB_LINK,
      jobDescription: PASTED_DESCRIPTION,
    });
    expect(letter.status, JSON.stringify(letter.body)).toBe(201);
    const card = await cardFor(client);
    expect(card.hasPacket).toBe(false);
    expect((await client.get(`/api/applications/${card.id}/packet`)).body).toEqual({ error: 'not_found', message: messages.packetNotFound });

    const applied = await client.post<ApplicationPacket>(`/api/applications/${card.id}/apply`, { resumeId: resume.resumeId, format: 'pdf', templateId: 'prof-1', coverLetterId: letter.body.id });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const packet = applied.body;
    expect(packet).toMatchObject({ resumeId: resume.resumeId, coverLetterId: letter.body.id, templateId: 'prof-1', format: 'pdf', resumeVersion: 1 });
    expect(packet.files.map((f) => [f.kind, f.format, f.templateId, f.mimeType])).toEqual([
      ['resume', 'pdf', 'prof-1', 'application/pdf'],
      ['cover_letter', 'pdf', 'prof-1', 'application/pdf'],
    ]);
    expect(packet.job).toMatchObject({ jobTitle: resume.jobDetails.title, company: resume.jobDetails.company, jobUrl: WALLED_JOB_LINK });
    expect(packet.job.description.length).toBeGreaterThan(100);
    expect(packet.match).toMatchObject({ scoreBefore: resume.match.scoreBefore, scoreAfter: resume.match.scoreAfter });
    expect(packet.truth).toEqual({ ok: true, unsupported: [] });
    // "What changed from my original": each reworded statement with the original it replaces.
    expect(packet.changes.length).toBeGreaterThan(0);
    for (const change of packet.changes) {
      expect(change.where.length).toBeGreaterThan(0);
      if (change.kind === 'reworded') expect(change.original).not.toBe(change.text);
      if (change.kind === 'left-out') expect(change.original).toBeTruthy();
    }

    // Each file downloads with the SHA-256 the packet names; the resume's reads back as the resume.
    const resumePdf = await download(client, packet.files[0]!.url);
    expect(sha256(resumePdf)).toBe(packet.files[0]!.sha256);
    expect(resumePdf.length).toBe(packet.files[0]!.size);
    const letterPdf = await download(client, packet.files[1]!.url);
    expect(sha256(letterPdf)).toBe(packet.files[1]!.sha256);
    expect(await extractText('pdf', letterPdf)).toContain(resume.jobDetails.company);

    const detail = await client.get<ApplicationDetail>(`/api/applications/${card.id}`);
    expect(detail.body).toMatchObject({ stage: 'applied', hasPacket: true, resumeIds: [resume.resumeId], coverLetterIds: [letter.body.id] });
    expect(detail.body.timeline.map((e) => e.kind)).toEqual(expect.arrayContaining(['stage', 'packet']));
    expect(detail.body.timeline.find((e) => e.kind === 'packet')?.data).toMatchObject({ templateId: 'prof-1', format: 'pdf' });
    expect((await client.get(`/api/applications/${card.id}/packet`)).body).toEqual(packet);

    // Once only: a second "Mark as applied" is refused and changes nothing.
    const again = await client.post(`/api/applications/${card.id}/apply`, { resumeId: resume.resumeId, format: 'docx', templateId: 'basic-1' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'conflict', message: messages.packetExists });
    expect((await client.get(`/api/applications/${card.id}/packet`)).body).toEqual(packet);
  });

  it('keeps every template × format byte for byte through later edits and the resume’s deletion', async () => {
    const client = await eliteUser();
    const resume = await tailor(client);
    const frozen: { id: number; packet: ApplicationPacket; bytes: Buffer; text: string }[] = [];
    for (const template of resumeTemplates) {
      for (const format of ['pdf', 'docx'] as const) {
        const id = await newCard(client, `${template.id} ${format}`);
        const applied = await client.post<ApplicationPacket>(`/api/applications/${id}/apply`, { resumeId: resume.resumeId, format, templateId: template.id });
        expect(applied.status, `${template.id} ${format}: ${JSON.stringify(applied.body)}`).toBe(201);
        const [file] = applied.body.files;
        expect(file).toMatchObject({ kind: 'resume', format, templateId: template.id });
        const bytes = await download(client, file!.url);
        expect(sha256(bytes), `${template.id} ${format}`).toBe(file!.sha256);
        frozen.push({ id, packet: applied.body, bytes, text: await extractText(format, bytes) });
      }
    }
    expect(frozen).toHaveLength(54);
    expect(new Set(frozen.map((f) => f.packet.files[0]!.sha256)).size).toBe(54);

    // A later edit (a new version), then the resume deleted.
    const { text, line } = editedText(resume.optimizedContent);
    const saved = await client.post('/api/resume/editor-save', { resumeId: resume.resumeId, resumeText: text });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const fresh = await client.bytes(`/api/resume/${resume.resumeId}/download/pdf?template=basic-1`);
    expect(await extractText('pdf', fresh.body)).toContain('Mentored three junior engineers');
    expect((await client.request('DELETE', `/api/resume/${resume.resumeId}`)).status).toBe(200);

    for (const { id, packet, bytes, text: before } of frozen) {
      const now = await client.get<ApplicationPacket>(`/api/applications/${id}/packet`);
      expect(now.body).toEqual({ ...packet, resumeId: null });
      const again = await download(client, packet.files[0]!.url);
      expect(again.equals(bytes), `${packet.templateId} ${packet.format}`).toBe(true);
      expect(before).not.toContain(line.replace(/^\s*[•\-*]\s/, ''));
    }
  }, 240_000);

  it('keeps the same file once: ten applications with one resume file count once toward storage, and deleting gives it back', async () => {
    const client = await eliteUser();
    const resume = await tailor(client);
    const before = await storageUsed(client);
    const ids: number[] = [];
    const hashes = new Set<string>();
    for (let i = 0; i < 10; i += 1) {
      const id = await newCard(client, `Role ${i}`);
      const applied = await client.post<ApplicationPacket>(`/api/applications/${id}/apply`, { resumeId: resume.resumeId, format: 'pdf', templateId: 'basic-2' });
      expect(applied.status).toBe(201);
      hashes.add(applied.body.files[0]!.sha256);
      ids.push(id);
    }
    expect(hashes.size).toBe(1);
    const size = (await client.get<ApplicationPacket>(`/api/applications/${ids[0]}/packet`)).body.files[0]!.size;
    expect(await storageUsed(client)).toBe(before + size);

    // Deleting nine cards keeps the file (the tenth holds it); deleting the last gives its bytes back.
    for (const id of ids.slice(0, 9)) expect((await client.request('DELETE', `/api/applications/${id}`)).status).toBe(204);
    expect(await storageUsed(client)).toBe(before + size);
    const last = (await client.get<ApplicationPacket>(`/api/applications/${ids[9]}/packet`)).body;
    expect((await download(client, last.files[0]!.url)).length).toBe(size);
    expect((await client.request('DELETE', `/api/applications/${ids[9]}`)).status).toBe(204);
    expect(await storageUsed(client)).toBe(before);
  }, 120_000);

  it('refuses with the storage message when the files do not fit, and keeps nothing', async () => {
    const client = await eliteUser();
    const resume = await tailor(client);
    const card = await cardFor(client);
    const me = await client.get<{ id: number }>('/api/user');
    const used = await storageUsed(client);
    await suite.database.db.update(users).set({ storageLimit: used + 100 }).where(eq(users.id, me.body.id));
    const refused = await client.post<ErrorBody>(`/api/applications/${card.id}/apply`, { resumeId: resume.resumeId, format: 'pdf', templateId: 'basic-1' });
    expect(refused.status).toBe(413);
    expect(refused.body.error).toBe('storage_full');
    expect(refused.body.message).toMatch(/storage/i);
    expect(await storageUsed(client)).toBe(used);
    expect((await client.get<ApplicationDetail>(`/api/applications/${card.id}`)).body).toMatchObject({ stage: 'saved', hasPacket: false });
    expect((await client.get(`/api/applications/${card.id}/packet`)).status).toBe(404);
  }, 60_000);

  it('answers in the product’s words: 404 for another user’s card, resume or file; 403 for a locked template; 400 for a bad body', async () => {
    const alice = await eliteUser();
    const resume = await tailor(alice);
    const card = await cardFor(alice);
    const applied = await alice.post<ApplicationPacket>(`/api/applications/${card.id}/apply`, { resumeId: resume.resumeId, format: 'docx', templateId: 'basic-1' });
    expect(applied.status).toBe(201);

    const bob = (await registerUser(suite.server)).client;
    const bobCard = await newCard(bob, 'Nurse');
    expect((await bob.get(`/api/applications/${card.id}/packet`)).body).toEqual({ error: 'not_found', message: messages.applicationNotFound });
    expect((await bob.bytes(applied.body.files[0]!.url)).status).toBe(404);
    expect((await bob.post(`/api/applications/${card.id}/apply`, { resumeId: resume.resumeId, format: 'pdf', templateId: 'basic-1' })).status).toBe(404);
    const foreignResume = await bob.post(`/api/applications/${bobCard}/apply`, { resumeId: resume.resumeId, format: 'pdf', templateId: 'basic-1' });
    expect(foreignResume.status).toBe(404);
    expect(foreignResume.body).toEqual({ error: 'not_found', message: messages.resumeNotFound });

    // Bob's own resume on the free trial: a premium template is locked.
    const bobResume = await tailor(bob);
    const locked = await bob.post(`/api/applications/${bobCard}/apply`, { resumeId: bobResume.resumeId, format: 'pdf', templateId: 'prem-1' });
    expect(locked.status).toBe(403);
    for (const body of [{}, { resumeId: bobResume.resumeId, format: 'txt', templateId: 'basic-1' }, { resumeId: 'x', format: 'pdf', templateId: 'basic-1' }]) {
      expect((await bob.post(`/api/applications/${bobCard}/apply`, body)).status).toBe(400);
    }
    expect((await bob.get<ApplicationDetail>(`/api/applications/${bobCard}`)).body).toMatchObject({ stage: 'saved', hasPacket: false });
  }, 60_000);
});
