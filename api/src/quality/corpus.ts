/**
 * The pairs the writer-quality measure runs over (test and bench support; uses node:fs):
 * - the labeled corpus's 16 pairs (shared fixtures, labeled/pairs.json), with their `must_not_claim`
 *   items and the job's `not_asks`;
 * - ten fixture pairs: a real resume of the shared fixtures with one real job of its field (the table
 *   below), unlabeled, so only label-free things are counted on them.
 * Each resume is read through the upload path (labeled-corpus.ts `readThroughUpload`: the parser chosen
 * from the bytes, the text, the original document), one form per labeled resume (txt, else docx, else
 * pdf), cached for the run. Jobs: a labeled .txt as pasted text and an .html page through the job
 * extractor (labeled-pairs.ts `readJob`); fixture jobs the same way with the titles of the table.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import type { JobDetails } from '@jobapp/shared';
import type { ResumeDocument } from '@jobapp/shared/resume/document.schema';
import { extractJobPosting } from '@jobapp/shared/jobs/extract-job';
import { htmlToText, textToHtml } from '@jobapp/shared/jobs/html-text';
import { readRequirements } from '@jobapp/shared/jobs/job-details';
import type { JobRequirements } from '@jobapp/shared/tailoring/job-requirements';
import { readJob, type LabeledJob } from '@jobapp/shared/tailoring/labeled-pairs';
import { sharedFixturePath } from '@jobapp/shared/testing/fixtures';
import { readThroughUpload } from '../features/resumes/parsing/labeled-corpus';

export type CorpusName = 'labeled' | 'fixture';

export interface ReadResume {
  /** The file read ("05-software-engineer-marta-kowalczyk.txt"). */
  file: string;
  text: string;
  document: ResumeDocument;
}

export interface QualityPair {
  corpus: CorpusName;
  /** "05×04" or "soupboss_01-Accountant×oaktree". */
  key: string;
  resume: ReadResume;
  job: JobDetails;
  requirements: JobRequirements;
  /** The target industry given to the LinkedIn writer. */
  industry: string;
  /** Labeled pairs only: what no output may claim, and the job's phrases that are no requirement. */
  mustNotClaim: string[];
  notAsks: string[];
}

/** Parses HTML into a Document with linkedom, as the job extractor's tests do. */
export function documentOfHtml(html: string): Document {
  return parseHTML(html).document as unknown as Document;
}

const resumeCache = new Map<string, Promise<ReadResume>>();

/** A resume file of the shared fixtures through the upload path, once per run. */
export function readResumeFile(...parts: string[]): Promise<ReadResume> {
  const path = sharedFixturePath(...parts);
  let cached = resumeCache.get(path);
  if (!cached) {
    const file = parts[parts.length - 1] ?? path;
    cached = readThroughUpload(file, new Uint8Array(readFileSync(path))).then((outcome) => {
      if (!outcome.ok) throw new Error(`${file} was not read: ${outcome.reason}`);
      return { file, text: outcome.text, document: outcome.document };
    });
    resumeCache.set(path, cached);
  }
  return cached;
}

function jobDetailsOf(job: { title: string; company: string; location?: string; description: string }, url: string): JobDetails {
  return { title: job.title, company: job.company, location: job.location ?? '', skills: [], experience: '', education: '', description: job.description, origin: 'pasted', url, source: 'linkedin' };
}

/** The industry a labeled job's field is in, by the job's number (the LinkedIn writer's target). */
const LABELED_INDUSTRY: Record<string, string> = {
  '01': 'Healthcare',
  '02': 'Manufacturing',
  '03': 'Logistics',
  '04': 'Software',
  '05': 'Retail',
  '06': 'Financial Services',
  '07': 'Healthcare',
  '08': 'Insurance',
  '09': 'Healthcare',
  '10': 'Software',
  '11': 'Consumer Goods',
  '12': 'Financial Technology',
  '13': 'Hospitality',
  '14': 'Manufacturing',
};

interface LabeledPairRow {
  resume: string;
  job: string;
  must_not_claim: string[];
}

/** One form per labeled resume, as a user uploads one file: txt, else docx, else pdf. */
function labeledForm(slug: string): string {
  for (const ext of ['txt', 'docx', 'pdf']) if (existsSync(sharedFixturePath('labeled', `${slug}.${ext}`))) return `${slug}.${ext}`;
  throw new Error(`no readable form of ${slug}`);
}

export async function labeledPairs(): Promise<QualityPair[]> {
  const rows = JSON.parse(readFileSync(sharedFixturePath('labeled', 'pairs.json'), 'utf8')) as LabeledPairRow[];
  const out: QualityPair[] = [];
  for (const row of rows) {
    const label = JSON.parse(readFileSync(sharedFixturePath('labeled', 'jobs', `${row.job}.expected.json`), 'utf8')) as LabeledJob;
    const { job, reading } = readJob(row.job, label, documentOfHtml);
    out.push({
      corpus: 'labeled',
      key: `${row.resume.slice(0, 2)}×${row.job.slice(0, 2)}`,
      resume: await readResumeFile('labeled', labeledForm(row.resume)),
      job: jobDetailsOf(job, `https://example.com/jobs/${row.job}`),
      requirements: reading.requirements,
      industry: LABELED_INDUSTRY[row.job.slice(0, 2)] ?? '',
      mustNotClaim: row.must_not_claim,
      notAsks: label.not_asks,
    });
  }
  return out;
}

interface FixtureRow {
  resume: string;
  /** A file in fixtures/jobs: .txt is pasted text (title and company below), .html a page. */
  job: string;
  title: string;
  company: string;
  industry: string;
}

/** Each real resume with one real job of its field (no labels: label-free counters only). */
export const FIXTURE_PAIRS: readonly FixtureRow[] = [
  { resume: 'resume-matcher_alfred_pennyworth_pm.pdf', job: 'resume-matcher_e2e_jd_product-manager.txt', title: 'Senior Product Manager', company: 'Brightwave Analytics', industry: 'Software' },
  { resume: 'resume-matcher_barry_allen_fe.pdf', job: 'resume-matcher_e2e_jd_frontend-eng.txt', title: 'Senior Frontend Engineer', company: 'Lumen Commerce', industry: 'Software' },
  { resume: 'resume-matcher_harvey_dent_mle.pdf', job: 'resume-matcher_e2e_jd_ml-eng.txt', title: 'Machine Learning Engineer', company: 'Northbeam AI', industry: 'Software' },
  { resume: 'theresumeparser_senior-backend-developer.pdf', job: 'resume-matcher_e2e_jd_backend-eng.txt', title: 'Senior Backend Engineer', company: 'Corvid Systems', industry: 'Software' },
  { resume: 'resume-matcher_bruce_wayne_fullstack.pdf', job: 'indeed-scrapfly_2025-08_blue-yonder-staff-software-engineer-python-dallas-tx.html', title: '', company: '', industry: 'Software' },
  { resume: 'soupboss_sample_resume.txt', job: 'indeed-scrapfly_2023-05_blockchain-talents-python-backend-developer-sr-remote.html', title: '', company: '', industry: 'Software' },
  { resume: 'soupboss_01-Accountant.docx', job: 'jaijanyani_oaktree_jd.txt', title: 'Fund Accountant', company: 'Oaktree Capital', industry: 'Financial Services' },
  { resume: 'soupboss_02-Accountant.docx', job: 'jaijanyani_pedescription_jd.txt', title: 'Private Equity Accountant', company: 'Harbor Point Partners', industry: 'Financial Services' },
  { resume: 'soupboss_01-Desktop_Support.docx', job: 'indeed-scrapfly_2023-05_splunk-technical-support-engineer-remote-remote.html', title: '', company: '', industry: 'Information Technology' },
  { resume: 'soupboss_DevOps-Sample2.pdf', job: 'indeed-scrapfly_2025-08_cap-digisoft-solutions-data-engineer-python-developer-frisco-tx-75033.html', title: '', company: '', industry: 'Information Technology' },
];

/** Pasted text as a user's clipboard holds it: UTF-8, else Windows-1252 (the Oaktree posting). */
function decodePasted(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The fixtures' Indeed descriptions are the description block only (their first comment names the title,
 * company and location): put back in an Indeed job page, as the job extractor's fixture tests do.
 */
function indeedPage(raw: string): string {
  const [, title = '', company = '', location = ''] = /title='(.*?)' company='(.*?)' location='(.*?)'/.exec(raw) ?? [];
  return `<!DOCTYPE html><html><head><title>${escapeHtml(title)} - ${escapeHtml(location)} - Indeed.com</title></head><body>
    <div class="jobsearch-JobComponent">
      <h1 class="jobsearch-JobInfoHeader-title" data-testid="jobsearch-JobInfoHeader-title"><span>${escapeHtml(title)}</span></h1>
      <div data-testid="jobsearch-CompanyInfoContainer">
        <div data-company-name="true" data-testid="inlineHeader-companyName"><span><a href="https://www.indeed.com/cmp/x">${escapeHtml(company)}</a></span></div>
        <div data-testid="inlineHeader-companyLocation"><div>${escapeHtml(location)}</div></div>
      </div>
      <div id="jobDescriptionText" class="jobsearch-JobComponent-description">${raw}</div>
    </div></body></html>`;
}

function readFixtureJob(row: FixtureRow): { job: JobDetails; requirements: JobRequirements } {
  const path = sharedFixturePath('jobs', row.job);
  const url = `https://example.com/jobs/${row.job}`;
  if (row.job.endsWith('.html')) {
    const page = extractJobPosting(documentOfHtml(indeedPage(readFileSync(path, 'utf8'))), 'https://www.indeed.com/viewjob?jk=0123456789abcdef');
    if (!page) throw new Error(`no job read from ${row.job}`);
    const facts = { title: page.title, company: page.company, location: page.location, description: htmlToText(page.descriptionHtml), skills: page.skills, experience: page.experience, education: page.education };
    return { job: { ...jobDetailsOf(facts, url), skills: page.skills ?? [] }, requirements: readRequirements(facts).requirements };
  }
  const facts = { title: row.title, company: row.company, description: htmlToText(textToHtml(decodePasted(readFileSync(path)))) };
  return { job: jobDetailsOf(facts, url), requirements: readRequirements(facts).requirements };
}

export async function fixturePairs(): Promise<QualityPair[]> {
  const out: QualityPair[] = [];
  for (const row of FIXTURE_PAIRS) {
    const { job, requirements } = readFixtureJob(row);
    out.push({
      corpus: 'fixture',
      key: `${row.resume.replace(/\.[a-z]+$/, '')}×${row.job.replace(/\.[a-z]+$/, '').slice(0, 40)}`,
      resume: await readResumeFile('resumes', row.resume),
      job,
      requirements,
      industry: row.industry,
      mustNotClaim: [],
      notAsks: [],
    });
  }
  return out;
}

/**
 * Pairs from a folder of one's own, to read outputs on resumes and jobs the corpora do not hold
 * (bench/pair-dump.ts): each `NAME.job.txt` (lines "Title: …", "Company: …", "Industry: …", a blank
 * line, then the posting as pasted) goes with `NAME.resume.txt`, `.docx` or `.pdf`.
 */
export async function folderPairs(dir: string): Promise<QualityPair[]> {
  const out: QualityPair[] = [];
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.job.txt')).sort()) {
    const stem = name.slice(0, -'.job.txt'.length);
    const resumeFile = ['txt', 'docx', 'pdf'].map((ext) => `${stem}.resume.${ext}`).find((f) => existsSync(join(dir, f)));
    if (!resumeFile) throw new Error(`no resume beside ${name}`);
    const [head = '', ...rest] = readFileSync(join(dir, name), 'utf8').split(/\r?\n\r?\n/);
    const field = (label: string) => new RegExp(`^${label}:\\s*(.+)$`, 'im').exec(head)?.[1]?.trim() ?? '';
    const facts = { title: field('Title'), company: field('Company'), description: htmlToText(textToHtml(rest.join('\n\n'))) };
    const outcome = await readThroughUpload(resumeFile, new Uint8Array(readFileSync(join(dir, resumeFile))));
    if (!outcome.ok) throw new Error(`${resumeFile} was not read: ${outcome.reason}`);
    out.push({
      corpus: 'fixture',
      key: stem,
      resume: { file: resumeFile, text: outcome.text, document: outcome.document },
      job: jobDetailsOf(facts, `https://example.com/jobs/${stem}`),
      requirements: readRequirements(facts).requirements,
      industry: field('Industry'),
      mustNotClaim: [],
      notAsks: [],
    });
  }
  return out;
}
