/**
 * Test and bench support (no production code imports it): a labeled resume's text as a user would paste
 * it, built from its `NN-slug.expected.json` fields (labeled corpus README) in the document's own section
 * order, for the resumes that have no .txt form. Headings as written; roles as title, company line, dates
 * line, then "• " statements.
 */

export interface LabeledResumeFields {
  name: string;
  email?: string;
  phone?: string;
  location?: string;
  links?: string[];
  summary: string | null;
  sections: string[];
  work: { title: string; company: string; location: string | null; start: string | null; end: string | null; bullets: string[] }[];
  education: { degree: string; field: string | null; institution: string; location: string | null; end: string | null; status?: string }[];
  skills: string[];
  certifications?: { name: string; date: string | null; number: string | null }[];
  other?: Record<string, unknown>;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2019-04" → "Apr 2019", "present" → "Present", "2019" → "2019". */
function writtenDate(date: string | null): string {
  if (!date) return '';
  if (date === 'present') return 'Present';
  const m = /^(\d{4})-(\d{2})$/.exec(date);
  return m ? `${MONTHS[Number(m[2]) - 1] ?? ''} ${m[1]}` : date;
}

type Part = 'summary' | 'work' | 'education' | 'skills' | 'certifications' | 'projects' | 'volunteer' | 'languages' | 'awards' | 'publications' | 'extra';

/** Which labeled field a heading holds, read from its words. */
function partOf(heading: string): Part | null {
  const h = heading.toLowerCase();
  if (/volunteer/.test(h)) return 'volunteer';
  if (/project|portfolio/.test(h)) return 'projects';
  if (/experience|career|history|employment/.test(h)) return 'work';
  if (/summary|profile|snapshot/.test(h)) return 'summary';
  if (/education/.test(h)) return 'education';
  if (/certif|licen|credential/.test(h)) return 'certifications';
  if (/skill|competenc|technology/.test(h)) return 'skills';
  if (/language/.test(h)) return 'languages';
  if (/award|honou?r/.test(h)) return 'awards';
  if (/publication|patent/.test(h)) return 'publications';
  if (/board|affiliation/.test(h)) return 'extra';
  return null;
}

function listOf(other: Record<string, unknown> | undefined, key: string): string[] {
  const v = other?.[key];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

interface Entry {
  title?: string;
  organization?: string;
  name?: string;
  bullets?: string[];
  start?: string | null;
  end?: string | null;
}

function entriesOf(other: Record<string, unknown> | undefined, key: string): Entry[] {
  const v = other?.[key];
  return Array.isArray(v) ? (v as Entry[]) : [];
}

function partLines(r: LabeledResumeFields, part: Part, heading: string): string[] {
  const other = r.other;
  switch (part) {
    case 'summary':
      return r.summary ? [r.summary] : [];
    case 'work':
      return r.work.flatMap((w) => [
        w.title,
        [w.company, w.location].filter(Boolean).join(', '),
        `${writtenDate(w.start)} – ${writtenDate(w.end)}`,
        ...w.bullets.map((b) => `• ${b}`),
        '',
      ]);
    case 'education':
      return r.education.flatMap((e) => [
        [e.degree, e.field].filter(Boolean).join(', '),
        [e.institution, e.location].filter(Boolean).join(', '),
        `${e.status === 'expected' ? 'Expected ' : ''}${writtenDate(e.end)}`,
        '',
      ]);
    case 'skills':
      return r.skills.map((s) => `• ${s}`);
    case 'certifications':
      return (r.certifications ?? []).map((c) => [c.name, c.number ? `No. ${c.number}` : '', c.date ?? ''].filter(Boolean).join(', '));
    case 'projects':
      return entriesOf(other, 'projects').flatMap((p) => [p.name ?? '', ...(p.bullets ?? []).map((b) => `• ${b}`), '']);
    case 'volunteer':
      return entriesOf(other, 'volunteer').flatMap((v) => [
        [v.title, v.organization].filter(Boolean).join(', '),
        `${writtenDate(v.start ?? null)} – ${writtenDate(v.end ?? null)}`,
        ...(v.bullets ?? []).map((b) => `• ${b}`),
        '',
      ]);
    case 'languages':
    case 'awards':
    case 'publications':
      return listOf(other, part).concat(part === 'publications' ? listOf(other, 'patents') : []);
    case 'extra':
      return listOf(other, /board/i.test(heading) ? 'board_service' : 'affiliations');
  }
}

/** The resume's text in document order: name, contact line, then each labeled section under its heading. */
export function labeledResumeText(r: LabeledResumeFields): string {
  const contact = [r.email, r.phone, r.location, ...(r.links ?? [])].filter(Boolean).join(' | ');
  const lines = [r.name, contact, ''];
  const done = new Set<Part>();
  if (r.summary && !r.sections.some((h) => partOf(h) === 'summary')) {
    lines.push(r.summary, '');
    done.add('summary');
  }
  for (const heading of r.sections) {
    const part = partOf(heading);
    if (!part || (done.has(part) && part !== 'extra')) continue;
    done.add(part);
    const body = partLines(r, part, heading);
    if (body.length > 0) lines.push(heading, ...body, '');
  }
  return lines.join('\n').replace(/\n{3,}/g, '\n\n').trim();
}
