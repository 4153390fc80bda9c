/// <reference types="node" />
/**
 * Test-only: the labeled corpus (shared fixtures, labeled/; its README holds the schema) as LinkedIn
 * optimizer runs: each resume pasted as the profile with its own latest title as the target, and each
 * resume × job pair with the job's title, a typical industry and the pair's must_not_claim list. The
 * resume text is its .txt form where there is one, else written from its expected.json fields.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { documentFromResume, sectionOrderOf } from '../../resume/document';
import type { ResumeDocument } from '../../resume/document.schema';
import { parseResume, sectionKindsOf } from '../../resume/structure';
import { sharedFixturePath } from '../../testing/fixtures';

export interface LabeledResume {
  name: string;
  email: string;
  phone: string;
  location: string;
  summary: string | null;
  work: { title: string; company: string; location: string | null; start: string | null; end: string | null; bullets: string[] }[];
  education: { degree: string; field: string | null; institution: string; end: string | null }[];
  skills: string[];
  certifications?: { name: string }[];
}

export interface LabeledRun {
  name: string;
  text: string;
  label: LabeledResume;
  position: string;
  industry: string;
  mustNotClaim: string[];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Industries a user might type for each resume (by number) and each job. */
const RESUME_INDUSTRY = ['Healthcare', 'Education', 'Construction', 'Logistics', 'Software', 'Retail', 'SaaS', 'Accounting', 'Consumer Goods', 'Higher Education', 'E-learning', 'Manufacturing', 'Legal Services', 'Hospitality', 'Healthcare', 'Manufacturing', 'Telecommunications', 'Insurance', 'Healthcare', 'Social Services', 'Healthcare', 'Transportation', 'Real Estate', 'Biotechnology'];
const JOB_INDUSTRY = ['Healthcare', 'Manufacturing', 'Logistics', 'Fintech', 'Retail', 'Maritime', 'Healthcare', 'Insurance', 'Healthcare', 'SaaS', 'Food & Beverage', 'Fintech', 'Restaurants', 'Manufacturing'];

function dateOf(value: string | null): string {
  if (!value) return '';
  if (value === 'present') return 'Present';
  const [year = '', month] = value.split('-');
  return month ? `${MONTHS[Number(month) - 1] ?? ''} ${year}` : year;
}

/** A plain resume text from the label's fields (for resumes without a .txt form). */
export function textFromLabel(l: LabeledResume): string {
  const out = [l.name, [l.email, l.phone, l.location].filter(Boolean).join(' | ')];
  if (l.summary) out.push('', 'SUMMARY', l.summary);
  out.push('', 'EXPERIENCE');
  for (const w of l.work) {
    out.push('', `${w.title}, ${w.company}${w.location ? `, ${w.location}` : ''} — ${dateOf(w.start)} – ${dateOf(w.end)}`);
    out.push(...w.bullets.map((b) => `• ${b}`));
  }
  out.push('', 'EDUCATION', ...l.education.map((e) => `${e.degree}${e.field ? `, ${e.field}` : ''}, ${e.institution} — ${dateOf(e.end)}`));
  if (l.skills.length > 0) out.push('', 'SKILLS', l.skills.join(', '));
  if (l.certifications?.length) out.push('', 'CERTIFICATIONS', ...l.certifications.map((c) => c.name));
  return out.join('\n');
}

/** The resume text as the stored document. */
export function documentOfText(text: string): ResumeDocument {
  return documentFromResume(parseResume(text), sectionOrderOf(sectionKindsOf(text)));
}

/** Every run: 24 resumes on their own title, then the 16 pairs. */
export function labeledRuns(): LabeledRun[] {
  const dir = sharedFixturePath('labeled');
  if (!existsSync(dir)) return [];
  const resumes = readdirSync(dir)
    .filter((f) => f.endsWith('.expected.json') && !f.startsWith('25-'))
    .sort()
    .map((f) => {
      const slug = f.replace('.expected.json', '');
      const label = JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')) as LabeledResume;
      const txt = `${dir}/${slug}.txt`;
      return { slug, label, text: existsSync(txt) ? readFileSync(txt, 'utf8') : textFromLabel(label) };
    });
  const own = resumes.map((r) => ({ name: `${r.slug} (own title)`, text: r.text, label: r.label, position: r.label.work[0]?.title ?? '', industry: RESUME_INDUSTRY[Number(r.slug.slice(0, 2)) - 1] ?? '', mustNotClaim: [] }));
  const pairs = JSON.parse(readFileSync(`${dir}/pairs.json`, 'utf8')) as { resume: string; job: string; must_not_claim: string[] }[];
  const paired = pairs.flatMap((p) => {
    const r = resumes.find((x) => x.slug === p.resume);
    const job = JSON.parse(readFileSync(`${dir}/jobs/${p.job}.expected.json`, 'utf8')) as { title: string };
    return r ? [{ name: `${p.resume} × ${p.job}`, text: r.text, label: r.label, position: job.title, industry: JOB_INDUSTRY[Number(p.job.slice(0, 2)) - 1] ?? '', mustNotClaim: p.must_not_claim }] : [];
  });
  return [...own, ...paired];
}
