/**
 * The career changer's bridge: when none of the resume's roles is in the field of the job sought (no title
 * shares a word of its field, `sameField`) and the resume shows a working career (two years or more), the
 * letter says so plainly, in the template's own words, and names what carries over: the posting's asks the
 * argument proves from the resume (`needs.ts`), never a field the resume does not show. A recruiter's read:
 * a medical social worker's letter for a nurse's post retold her social-work bullets as if the field were
 * the same.
 */
import { resumeOfDocument } from '../resume/document';
import { computedExperienceYears } from '../resume/experience-years';
import { sameField, type LetterContext } from './letter-context';
import { listOf } from './phrasing';
import { indefiniteArticle } from '../text/article';
import { carriedOver } from './transfers';
import { canonicalSkill, findSkills } from '../tailoring/skill-matcher';
import { contentStems, roleRoot } from '../tailoring/concepts';
import { yearsPhrase } from '../tailoring/match';

/** A working career, not a first job: a student's part-time roles are not a change of field. */
const CAREER_YEARS = 2;

type Bridge = (from: string, to: string, carries: string) => string;

const a = (title: string) => `${indefiniteArticle(title)} ${title}`;

const BRIDGES: Record<string, Bridge> = {
  'cl-standard-1': (f, t, c) => `The ${t} role would be a change of field for me, from my work as ${a(f)}${c ? `, and what I carry over is ${c}` : ''}.`,
  'cl-standard-2': (f, t, c) => `To be upfront, I have not held ${a(t)} role before: I come from ${a(f)} role${c ? `, and the parts that carry straight across are ${c}` : ''}.`,
  'cl-standard-3': (f, t, c) => `I am changing fields, from my ${f} post to this ${t} role${c ? `, and I bring ${c} with me` : ''}.`,
  'cl-prof-1': (f, t, c) => `My record so far is in ${a(f)} post rather than ${a(t)} role${c ? `, and it carries over through ${c}` : ''}.`,
  'cl-prof-2': (f, t, c) => `My background is in ${a(f)} role, and ${a(t)} role would be new to me${c ? `; what transfers is ${c}` : ''}.`,
  'cl-prof-3': (f, t, c) => `I come to this ${t} role from another field, my work as ${a(f)}${c ? `, bringing ${c} with me` : ''}.`,
  'cl-prof-4': (f, t, c) => `My path to this post runs through another field, as ${a(f)}${c ? `, and the common ground is ${c}` : ''}.`,
  'cl-prof-5': (f, t, c) => `I have not yet held ${a(t)} job; my experience is as ${a(f)}${c ? `, and what carries over from it is ${c}` : ''}.`,
  'cl-prof-6': (f, t, c) => `I would be moving into the ${t} role from my post as ${a(f)}${c ? `; what comes with me is ${c}` : ''}.`,
  'cl-spec-1': (f, t, c) => `I have worked as ${a(f)}, never in ${a(t)} post, and I will not pretend they are the same field${c ? `: what I bring with me is ${c}` : ''}.`,
  'cl-spec-2': (f, t, c) => `My background is as ${a(f)} rather than in ${a(t)} role${c ? `, and what carries over from it is ${c}` : ''}.`,
  'cl-spec-3': (f, t, c) => `I would come to the ${t} role from a different field, as ${a(f)}${c ? `, with ${c} in common` : ''}.`,
  'cl-spec-4': (f, t, c) => `My results so far are as ${a(f)}, not in ${a(t)} role${c ? `, and what they bring to this role is ${c}` : ''}.`,
  'cl-spec-5': (f, t, c) => `I come to the ${t} role from another field, as ${a(f)}${c ? `, and ${c} is where my work and this role meet` : ''}.`,
  'cl-spec-6': (f, t, c) => `The ${t} role would take me out of my field as ${a(f)}${c ? `, and ${c} is what I would bring from it` : ''}.`,
};

/**
 * True when the resume's career is in another field than the job: no role's title shares a word of the job's field,
 * nor does a degree (a logistics coordinator with a B.S. in Supply Chain Management applying for a supply chain
 * analyst's post is in that field: a recruiter's read of "would be a change of field for me").
 */
export function changesField(ctx: Pick<LetterContext, 'document' | 'job' | 'facts'>): boolean {
  const roles = ctx.document.experience.filter((e) => e.title.trim() !== '');
  if (roles.length === 0 || roles.some((e) => sameField(e.title, ctx.job.title))) return false;
  if (ctx.document.education.some((e) => sameField(e.degree, ctx.job.title))) return false;
  if (inAskedLine(ctx)) return false;
  return computedExperienceYears(resumeOfDocument(ctx.document), null) >= CAREER_YEARS;
}

/** Words of a years ask that name no line of work ("3+ years of relevant professional experience at a senior level"). */
const NO_LINE_WORDS = new Set(['year', 'yr', 'plus', 'more', 'least', 'minimum', 'profession', 'professional', 'relevant', 'related', 'similar', 'work', 'role', 'position', 'field', 'industry', 'combin', 'combined', 'progressive', 'hands', 'practical', 'senior', 'junior', 'lead', 'level', 'staff', 'prior', 'previou', 'previous', 'paid', 'full', 'time', 'setting', 'environment']);

/**
 * True when a role's title is in the line of work the posting's years ask names: "Medical Assistant" for "2+ years in a
 * medical office or clinic", "Logistics Coordinator" for "3+ years in logistics, transportation or supply chain
 * analysis". The posting itself counts that work, so the letter does not call it a change of field (a recruiter's read of
 * a medical assistant's "would be a change of field for me" for a patient care coordinator's post).
 */
function inAskedLine(ctx: Pick<LetterContext, 'document' | 'facts'>): boolean {
  const years = ctx.facts.requirements.years;
  const phrase = years ? yearsPhrase(years.text, years.min) : null;
  if (!phrase) return false;
  const asked = new Set(contentStems(phrase).filter((s) => s.length > 2 && !/\d/.test(s) && !NO_LINE_WORDS.has(s)).flatMap((s) => [s, roleRoot(s)]));
  return ctx.document.experience.some((e) => contentStems(e.title).some((w) => !NO_LINE_WORDS.has(w) && (asked.has(w) || asked.has(roleRoot(w)))));
}

/**
 * The bridge sentence for this letter, or '' when the resume is in the job's field (or is a first job), or
 * when nothing it shows carries over: a bridge that names nothing ("I will not pretend they are the same
 * field.") tells the reader only that the writer lacks the field (a recruiter's read).
 */
export function bridgeSentence(ctx: LetterContext): string {
  const latest = ctx.document.experience.find((e) => e.title.trim() !== '');
  if (!latest || !changesField(ctx)) return '';
  const carried = carriedOver(ctx);
  // The argued asks the resume proves, after what the work shows, each said once: "Excel" or "Microsoft Excel" beside
  // "working in TMS and Excel" goes (the same words, or the same skill by another name).
  const said = carried.join(' ').toLowerCase();
  const saidSkills = new Set(findSkills(carried.join('\n'), 'lenient').map((m) => m.skill));
  const saidAlready = (ask: string) => said.includes(ask.toLowerCase()) || saidSkills.has(canonicalSkill(ask) ?? '');
  const asks = [...new Set(ctx.argued.flatMap((n) => n.asks))].filter((a) => !saidAlready(a));
  const all = [...carried, ...asks].slice(0, 3);
  if (all.length === 0) return '';
  const write = BRIDGES[ctx.template.id] ?? BRIDGES['cl-standard-1'];
  return write ? write(latest.title.trim(), ctx.job.title, listWithComma(all)) : '';
}

/** "A, B, and C" (and "A, and B" when one holds an "and"): the serial comma keeps a phrase with "and" in it apart ("dashboards and reporting, and working in Excel"). */
function listWithComma(items: readonly string[]): string {
  return items.length < 2 || (items.length === 2 && !items.some((i) => / and /.test(i))) ? listOf(items) : `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1] ?? ''}`;
}
