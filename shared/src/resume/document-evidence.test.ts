/**
 * One document behind everything (issue 21, point 4), on documents: "I have this" adds the typed
 * statement inside the document (in the role whose employer it names, else its own section) and changes
 * nothing else; JSON Resume export then import gives back the same document; tailoring a stored document
 * works on its fields (no re-reading of its rendered text, which once turned "PhD … | Pasadena" and
 * "CalTech" into a degree and a bullet); the reader's unsure fields are listed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ownResume, ownResumeNames } from '../tailoring/__fixtures__/load';
import { requireSharedFixtures, sharedFixturePath } from '../testing/fixtures';
import { evidenceProblems, jsonResumeRoundTrip, tailoringProblems } from '../testing/document-checks';
import { documentFromResume, sectionOrderOf, withUserStatement } from './document';
import { resumeDocumentSchema, type ResumeDocument } from './document.schema';
import { documentFromJsonResume } from './json-resume';
import { documentToJsonResume } from './json-resume-export';
import { parseResume, sectionKindsOf } from './structure';

function documentOf(text: string): ResumeDocument {
  return documentFromResume(parseResume(text), sectionOrderOf(sectionKindsOf(text)));
}

const labeledDir = sharedFixturePath('labeled');
const labeled = requireSharedFixtures('shared document tests') && existsSync(labeledDir) ? readdirSync(labeledDir).filter((f) => f.endsWith('.txt')).sort() : [];
const sharedText = sharedFixturePath('resumes', 'soupboss_sample_resume.txt');
const sharedJson = sharedFixturePath('resumes', 'jsonresume_sample.resume.json');

/** Every text resume this repository and the shared fixtures hold, as documents. */
const texts: [string, () => string][] = [
  ...ownResumeNames().map((name): [string, () => string] => [name, () => ownResume(name)]),
  ...labeled.map((name): [string, () => string] => [`labeled/${name}`, () => readFileSync(`${labeledDir}/${name}`, 'utf8')]),
  ...(existsSync(sharedText) ? [['resumes/soupboss_sample_resume.txt', () => readFileSync(sharedText, 'utf8')] as [string, () => string]] : []),
  ...(existsSync(sharedJson) ? [['resumes/jsonresume_sample.resume.json', () => readFileSync(sharedJson, 'utf8')] as [string, () => string]] : []),
];

describe('"I have this" on every text resume', () => {
  it.each(texts)('%s: the document after differs from the one before only by the typed statement', (_name, read) => {
    expect(evidenceProblems(documentOf(read()))).toEqual([]);
  });

  it.each(texts)('%s: tailoring the document with the statement keeps every role and school as they were', (_name, read) => {
    expect(tailoringProblems(documentOf(read()))).toEqual([]);
  });
});

describe('JSON Resume export then import', () => {
  it.each(texts)('%s: gives back the same document', (_name, read) => {
    const doc = documentOf(read());
    expect(jsonResumeRoundTrip(doc)).toEqual(doc);
    // One with the user's own statement too (its provenance kept).
    const withEvidence = withUserStatement(doc, 'Used Kafka for order events in production', 'Apache Kafka', 'Additional Experience');
    expect(jsonResumeRoundTrip(withEvidence)).toEqual(withEvidence);
  });

  it('reads the fields of a file edited since it was exported (or written by another tool)', () => {
    const doc = documentOf(ownResume(ownResumeNames()[0] ?? ''));
    const file = JSON.parse(JSON.stringify(documentToJsonResume(doc))) as Record<string, unknown> & { basics: Record<string, unknown> };
    file.basics.name = 'Someone Else, RN';
    const read = documentFromJsonResume(file as Parameters<typeof documentFromJsonResume>[0]);
    expect(read.contact.name).toBe('Someone Else');
    expect(read.contact.credentials).toEqual(['RN']);
  });
});

describe('what the reader was unsure of', () => {
  it('lists a missing name and a role without a title, employer or start', () => {
    const doc = documentFromResume({
      contact: { name: '', credentials: [], email: 'a@b.co', phone: '', location: '', links: [] },
      headline: '',
      summary: '',
      experience: [
        { title: 'Analyst', employer: 'Contoso', startDate: 'Jan 2020', endDate: 'Present', dates: 'Jan 2020 – Present', bullets: ['Built the close checklist.'] },
        { title: '', employer: 'Fabrikam', startDate: '', endDate: '', dates: '', bullets: [] },
      ],
      education: [],
      skills: [],
      certifications: [],
      projects: [],
      other: [],
    });
    expect(doc.uncertain).toEqual(['contact.name', 'experience.1.title', 'experience.1.start']);
  });

  it('parses a document stored before credentials and unsure fields (both default to [])', () => {
    const doc = documentOf(ownResume(ownResumeNames()[0] ?? ''));
    const { uncertain: _u, ...old } = doc;
    const { credentials: _c, ...contact } = old.contact;
    const parsed = resumeDocumentSchema.parse({ ...old, contact });
    expect(parsed.contact.credentials).toEqual([]);
    expect(parsed.uncertain).toEqual([]);
  });
});
