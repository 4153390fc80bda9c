/**
 * What a career changer carries over, said in the letter's own words from the resume's own facts (a
 * recruiter's read: "What I bring across is Epic." and "My work has drawn on Epic." named a skills-list word
 * and nothing of the work). Each kind of transfer is named only when a statement of the resume's work shows
 * it and the posting asks for it: work with patients, coordinating their care, leading or training other
 * people (from the statement itself: "coaching two analysts"), reporting, and the tools the posting names
 * (as tools: "working in Epic"). Nothing here is said when the resume shows none of it.
 */
import type { EvidenceItem } from './evidence';
import type { LetterContext } from './letter-context';
import { skillField } from '../tailoring/skill-index';
import { escapeRegExp } from '../text/regexp';
import { resumeSupports } from './needs';
import { withoutBullet } from './phrasing';

/** A job whose title names a post over other people ("Warehouse Operations Supervisor", "Nurse Manager"). */
const LEADS_TITLE_RE = /\b(?:supervisor|manager|lead|leader|foreman|forewoman|superintendent|director|head|chief|charge)\b/i;
/** A posting that asks its hire to lead people ("you will lead a team of 40-60 associates", "coach, train, and write performance reviews"). */
const LEADS_POSTING_RE = /\b(?:lead|supervise|manage|oversee)\s+(?:a\s+)?(?:team|staff|crew|shift)\b|\bperformance reviews\b|\bcoach,? (?:and )?train\b/i;

/** True when the job is about leading people: its title names a post over others, or the posting asks for it. */
export function leadsPeople(job: { readonly title: string; readonly description: string | null }): boolean {
  return LEADS_TITLE_RE.test(job.title) || LEADS_POSTING_RE.test(job.description ?? '');
}

/** Verbs of leading, training or coordinating others, with the "-ing" form the letter says them in. */
const LEADING_VERBS: Record<string, string> = {
  coach: 'coaching', coached: 'coaching',
  train: 'training', trained: 'training',
  mentor: 'mentoring', mentored: 'mentoring',
  supervise: 'supervising', supervised: 'supervising',
  lead: 'leading', led: 'leading',
  manage: 'managing', managed: 'managing',
  oversee: 'overseeing', oversaw: 'overseeing',
  precept: 'precepting', precepted: 'precepting',
  onboard: 'onboarding', onboarded: 'onboarding',
  schedule: 'scheduling', scheduled: 'scheduling',
};
/** People a statement leads ("two analysts", "15 staff", "a team of five", "new hires"). */
const PEOPLE_RE = /\b(?:analysts?|staff|team|teams|associates?|nurses?|engineers?|employees?|students?|volunteers?|hires?|people|members?|technicians?|crews?|agents?|reps?|representatives?|workers?|interns?|apprentices?|cooks?|colleagues?|peers?|managers?|leads|coordinators?|specialists?|accountants?|developers?|designers?|teachers?|tutors?|caseworkers?|aides?)\b/i;
const OBJECT_END_RE = /\s+(?:on|in|at|for|through|to|across|with|from|by|during|into|and|who|that|while|so)\b|[,;:(]/i;

/**
 * "Coach two analysts on dbt conventions …" → "coaching two analysts"; "Trained 15 staff on …" → "training
 * 15 staff": the statement's own verb and the people it names, or null when it leads no one.
 */
export function leadingPhrase(text: string): string | null {
  const t = withoutBullet(text);
  const [verb = '', ...rest] = t.split(/\s+/);
  const ing = LEADING_VERBS[verb.toLowerCase()];
  if (!ing) return null;
  const after = rest.join(' ');
  const cut = OBJECT_END_RE.exec(after);
  const object = (cut ? after.slice(0, cut.index) : after).replace(/[.!]+$/, '').trim();
  const words = object.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 6 || !PEOPLE_RE.test(object)) return null;
  return `${ing} ${object}`;
}

/** The resume's statements of work that lead, train or coordinate other people, best-ranked first. */
export function leadingStatements(items: readonly EvidenceItem[]): EvidenceItem[] {
  return items.filter((i) => (i.kind === 'experience' || i.kind === 'project') && leadingPhrase(i.text) !== null);
}

interface Transfer {
  /** The resume's work shows it. */
  readonly shown: RegExp;
  /** The posting asks for it. */
  readonly asked: RegExp;
  /** The letter's words for it, the first the truth check lets stand ("care coordination" is a skill the resume must state; "coordinating care" says the work). */
  readonly phrases: readonly string[];
}

/** Kinds of work that carry across fields, each with the letter's words for it. */
const TRANSFERS: readonly Transfer[] = [
  { shown: /\bpatients?\b/i, asked: /\bpatients?\b/i, phrases: ['patient-facing work'] },
  { shown: /\bdischarge plan\w*/i, asked: /\b(?:care plans?|discharge|plan of care)\b/i, phrases: ['discharge planning', 'planning discharges'] },
  { shown: /\b(?:referrals?|care coordination|coordinat\w+ (?:care|services))\b/i, asked: /\b(?:care plans?|discharge|care coordination|coordinat\w+ care|plan of care)\b/i, phrases: ['care coordination', 'coordinating care'] },
  { shown: /\bdashboards?\b/i, asked: /\b(?:track|metrics|kpis?|dashboards?|reporting|numbers)\b/i, phrases: ['data reporting'] },
];

/** Fields whose skills are tools by kind (software, office programs). */
const TOOL_FIELDS = new Set(['technology', 'office']);

/** A skill the posting names as a tool: software by its field, or a name the posting capitalises mid-sentence ("care plans in Epic"). */
function isTool(skill: string, name: string, posting: string): boolean {
  const field = skillField(skill) ?? '';
  if (TOOL_FIELDS.has(field)) return true;
  // A language is spoken, not worked in ("working in Athenahealth and English").
  if (field === 'languages') return false;
  return /^\p{Lu}[\p{L}\d]+$/u.test(name) && new RegExp(`[\\p{Ll},] ${escapeRegExp(name)}\\b`, 'u').test(posting);
}

/**
 * What carries over from the resume to this job, in the letter's words: up to three, the kinds of work first,
 * the people the writer leads when the job leads people, and the tools the posting names ("working in Epic");
 * each only as the resume's own statements show it and the truth check lets it stand.
 */
export function carriedOver(ctx: Pick<LetterContext, 'document' | 'job' | 'facts' | 'pool' | 'argued'>): string[] {
  const posting = `${ctx.job.title}\n${ctx.job.description ?? ''}`;
  const work = ctx.document.experience.flatMap((e) => e.statements.map((s) => s.text));
  const supported = (phrase: string) => resumeSupports(ctx.document, ctx.facts, phrase);
  const out: string[] = [];
  for (const t of TRANSFERS) {
    if (!work.some((s) => t.shown.test(s)) || !t.asked.test(posting)) continue;
    const phrase = t.phrases.find(supported);
    if (phrase) out.push(phrase);
  }
  // The people led, unless the argument tells that statement itself right after the bridge (a recruiter's read:
  // "what I bring with me is coaching two analysts, … What carries over most directly is this: … I coach two analysts …").
  if (leadsPeople(ctx.job) && !ctx.argued.some((n) => leadingPhrase(n.proof.text) !== null)) {
    const lead = ctx.pool.all.map((i) => (i.kind === 'experience' ? leadingPhrase(i.text) : null)).find((p) => p !== null && supported(p));
    if (lead) out.unshift(lead);
  }
  const tools = ctx.facts.matchedSkills.filter((s) => isTool(s.skill, s.name, posting) && supported(`working in ${s.name}`)).map((s) => s.name).slice(0, 2);
  const kept = out.slice(0, tools.length > 0 ? 2 : 3);
  if (tools.length > 0) kept.push(`working in ${tools.join(' and ')}`);
  return kept;
}
