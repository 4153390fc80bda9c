import { describe, expect, it } from 'vitest';
import { ownResume, ownResumeNames } from '../tailoring/__fixtures__/load';
import { tailorResume } from '../tailoring/engine';
import { documentFromResume, resumeOfDocument, sectionOrderOf, statementsOfDocument, tailoredDocumentOf } from './document';
import { resumeDocumentSchema } from './document.schema';
import { fromJsonResume } from './json-resume';
import { documentToJsonResume } from './json-resume-export';
import { parseResume, sectionKindsOf } from './structure';

const JOB = {
  title: 'Senior Backend Engineer',
  description:
    'Requirements: 5+ years of Python and PostgreSQL, Kubernetes, AWS. You will own the billing API and mentor engineers. Nice to have: Kafka, Terraform.',
};

describe('the resume document', () => {
  it.each(ownResumeNames())('%s: a valid document whose statements are the resume\'s, in its section order', (name) => {
    const text = ownResume(name);
    const resume = parseResume(text);
    const doc = documentFromResume(resume, sectionOrderOf(sectionKindsOf(text)));
    expect(resumeDocumentSchema.parse(doc)).toEqual(doc);
    const bullets = resume.experience.flatMap((e) => e.bullets).join(' ');
    for (const s of doc.experience.flatMap((e) => e.statements)) {
      expect(s.source).toEqual({ kind: 'upload' });
      expect(bullets).toContain(s.text);
    }
    expect(new Set(statementsOfDocument(doc).map((s) => s.id)).size).toBe(statementsOfDocument(doc).length);
    expect(resumeOfDocument(doc).experience.map((e) => e.title)).toEqual(resume.experience.map((e) => e.title));
  });

  it('splits paragraph-style experience into whole sentences', () => {
    const resume = parseResume(
      'Ann Lee\nann@example.com\n\nEXPERIENCE\nAnalyst | Contoso | 2020 - 2023\nI built the monthly close checklist for the team. I reconciled 40 bank accounts every month. I trained two new hires on the ERP.\n',
    );
    const doc = documentFromResume(resume);
    expect(doc.experience[0]?.statements.map((s) => s.text)).toEqual([
      'I built the monthly close checklist for the team.',
      'I reconciled 40 bank accounts every month.',
      'I trained two new hires on the ERP.',
    ]);
  });

  it('gives tailored statements their provenance and lists what the engine left out', () => {
    const text = ownResume('software-engineer-2page.txt');
    const original = documentFromResume(parseResume(text), sectionOrderOf(sectionKindsOf(text)));
    const result = tailorResume({ resumeText: text, job: JOB, now: new Date('2026-11-23') });
    const tailored = tailoredDocumentOf(original, result.resume);
    expect(resumeDocumentSchema.safeParse(tailored).success).toBe(true);
    const byId = new Map(statementsOfDocument(original).map((s) => [s.id, s]));
    const statements = tailored.experience.flatMap((e) => e.statements);
    expect(statements.length).toBeGreaterThan(5);
    for (const s of statements) {
      if (s.source.kind === 'upload') expect(byId.get(s.id)?.text).toBe(s.text);
      else if (s.source.kind === 'engine') expect(byId.has(s.source.from), `${s.text} comes from a statement`).toBe(true);
    }
    expect(statements.some((s) => s.source.kind === 'engine')).toBe(true);
    expect(tailored.leftOut).toEqual([]);

    // A statement the tailored resume lacks is listed under leftOut, whole.
    const dropped = { ...result.resume, experience: result.resume.experience.map((e, i) => (i === 0 ? { ...e, bullets: e.bullets.slice(1) } : e)) };
    const withGap = tailoredDocumentOf(original, dropped);
    expect(withGap.leftOut).toHaveLength(1);
    expect(withGap.leftOut[0]?.id).toMatch(/^e0\.s\d+$/);
  });

  it('exports JSON Resume that imports back to the same statements', () => {
    const text = ownResume('software-engineer-2page.txt');
    const doc = documentFromResume(parseResume(text));
    const json = documentToJsonResume(doc);
    expect(json).toMatchObject({ basics: { name: doc.contact.name } });
    const back = documentFromResume(fromJsonResume(JSON.parse(JSON.stringify(json)) as Parameters<typeof fromJsonResume>[0]));
    expect(back.experience.map((e) => e.statements.map((s) => s.text))).toEqual(doc.experience.map((e) => e.statements.map((s) => s.text)));
    // ISO 8601 has no seasons: "Summer 2014" comes back as "2014".
    const start = (s: string) => s.replace(/^(?:Spring|Summer|Fall|Winter) /, '');
    expect(back.experience.map((e) => [e.title, e.employer, e.start])).toEqual(doc.experience.map((e) => [e.title, e.employer, start(e.start)]));
    expect(back.skills.flatMap((g) => g.items)).toEqual(doc.skills.flatMap((g) => g.items));
  });
});
