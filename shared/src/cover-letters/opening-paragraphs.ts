/**
 * The built-in generator's framing paragraphs: the opening (each template opens its own way), the
 * referral and follow-up openings, why this company, and the close. They name the role and the company
 * as the user typed them and state only what the resume, the posting's quotable sentence, the user's
 * extra fields and the custom instructions hold.
 */
import { foldForCompare } from '../resume/normalize';
import { RESULT_RE } from './evidence';
import { articleFor, evidenceSentence, listOf } from './phrasing';
import {
  core,
  isCurrent,
  optional,
  recentRole,
  roleLabel,
  skillsToName,
  type LetterContext,
  type LetterSentence,
} from './letter-context';

function skillNames(ctx: LetterContext, n: number): string {
  return listOf(skillsToName(ctx, n).map((s) => s.name));
}

/** "My experience as Senior Accountant at Northwind, with GAAP and NetSuite, prepares me for this role." */
function fitSentence(ctx: LetterContext): string {
  const role = recentRole(ctx);
  const skills = skillNames(ctx, 3);
  const withSkills = skills ? `, with ${skills},` : '';
  return role ? `My experience as ${roleLabel(role)}${withSkills} prepares me for this role.` : `My background${withSkills} prepares me for this role.`;
}

/** "I currently work as …" / "Most recently I worked as …", or null with no role. */
function currentRoleSentence(ctx: LetterContext): string | null {
  const role = recentRole(ctx);
  if (!role) return null;
  return isCurrent(role) ? `I currently work as ${roleLabel(role)}.` : `Most recently I worked as ${roleLabel(role)}.`;
}

/** "Bachelor, Information Technology" → "Bachelor's in Information Technology": a degree line written as a list reads as a phrase. */
function degreeAsPhrase(degree: string): string {
  const listed = /^(Bachelor|Master|Associate)(?:'s)?,\s*(.+)$/i.exec(degree.trim());
  return listed ? `${listed[1] ?? ''}'s in ${listed[2] ?? ''}` : degree.trim();
}

/** The first education entry as "a B.S. in Accounting from the University of Ohio", or null. */
export function educationPhrase(ctx: LetterContext): string | null {
  const ed = ctx.document.education.find((e) => e.degree);
  if (!ed) return null;
  const named = degreeAsPhrase(ed.degree);
  const degree = /^(?:an?|the)\s/i.test(named) ? named : `${articleFor(named)} ${named}`;
  const school = /^(?:university|college|institute|school|academy) of\b/i.test(ed.institution) ? `the ${ed.institution}` : ed.institution;
  return ed.institution ? `${degree} from ${school}` : degree;
}

/** The education phrase once per letter: null when a paragraph before has stated it. */
export function educationOnce(ctx: LetterContext): string | null {
  if (ctx.mentions.stated.has('education')) return null;
  const ed = educationPhrase(ctx);
  if (ed) ctx.mentions.stated.add('education');
  return ed;
}

/** The Entry-Level hook: education leads for someone with at most one role; an experienced writer leads with the work. */
function entryLevelHook(ctx: LetterContext): string {
  if (ctx.document.experience.length >= 2) return fitSentence(ctx);
  const ed = educationOnce(ctx);
  return ed ? `I come to it with ${ed}.` : fitSentence(ctx);
}

function hook(ctx: LetterContext): LetterSentence[] {
  const { title: t, company: c } = ctx.job;
  const role = recentRole(ctx);
  const skills = skillNames(ctx, 4);
  const current = currentRoleSentence(ctx);
  const out: LetterSentence[] = [];
  switch (ctx.template.id) {
    case 'cl-standard-2':
      out.push(core(role ? `I would like to bring my work as ${roleLabel(role)} to ${c} as your next ${t}.` : `I would like to join ${c} as your next ${t}.`));
      if (skills) out.push(core(`Most of my work draws on ${skills}.`));
      break;
    case 'cl-standard-3':
      out.push(core(`I am applying for the ${t} role at ${c}.`), core(fitSentence(ctx)));
      break;
    case 'cl-prof-1':
      out.push(core(`I am applying for the ${t} role at ${c}.`));
      if (current) out.push(core(current));
      break;
    case 'cl-prof-2':
      out.push(core(`I am applying for the ${t} role at ${c}.`));
      if (skills) out.push(core(`My technical work covers ${skills}.`));
      if (current) out.push(optional(current, 6));
      break;
    case 'cl-prof-3':
      out.push(core(`I am applying for the ${t} role at ${c}.`));
      out.push(core(ctx.document.projects.length > 0 ? 'I would bring both my professional work and my own projects to it.' : fitSentence(ctx)));
      break;
    case 'cl-prof-4': {
      out.push(core(`I am applying for the ${t} position at ${c}.`));
      const ed = educationOnce(ctx);
      if (ed) out.push(core(`My training is ${ed}.`));
      if (current) out.push(optional(current, 7));
      break;
    }
    case 'cl-prof-5': {
      out.push(core(`I am applying for the ${t} role at ${c}.`));
      out.push(core(entryLevelHook(ctx)));
      break;
    }
    case 'cl-prof-6':
      out.push(core(`I am applying for the ${t} position at ${c}.`));
      if (current) out.push(core(current));
      break;
    case 'cl-spec-1': {
      const from = ctx.extras.previousField ? `a career in ${ctx.extras.previousField}` : role ? `my work as ${roleLabel(role)}` : 'another field';
      out.push(core(`I am applying for the ${t} role at ${c}, coming to it from ${from}.`));
      if (skills) out.push(core(`What I bring across is ${skills}.`));
      break;
    }
    case 'cl-spec-3':
      out.push(core(`I would like to be considered for ${articleFor(t)} ${t} role at ${c}, now or when one opens.`));
      out.push(core(role ? `My background as ${roleLabel(role)} fits that kind of role.` : fitSentence(ctx)));
      break;
    case 'cl-spec-4': {
      const best = ctx.pool.take(1, (i) => i.hasNumber && RESULT_RE.test(i.text))[0] ?? ctx.pool.take(1, (i) => i.hasNumber)[0] ?? ctx.pool.take(1)[0];
      if (best) out.push(core(evidenceSentence(best, ctx.mentions)));
      out.push(core(`That is the kind of result I would like to deliver at ${c} as your ${t}.`));
      break;
    }
    case 'cl-spec-6': {
      out.push(core(`I am applying for the ${t} role at ${c} as an internal candidate.`));
      const here = role && role.title && isCurrent(role) && foldForCompare(role.employer) === foldForCompare(c);
      if (here) out.push(core(`I currently work here as ${role.title}.`));
      else if (current) out.push(core(current));
      break;
    }
    default:
      out.push(core(`I am applying for the ${t} position at ${c}.`), core(fitSentence(ctx)));
  }
  return out;
}

function referral(ctx: LetterContext): LetterSentence[] {
  const name = ctx.extras.referrerName ?? '';
  const rel = ctx.extras.referrerRelationship?.trim();
  const who = rel ? `${name}, ${/^(?:my|a|an|the|our)\b/i.test(rel) ? rel : `my ${rel}`},` : name;
  return [core(`${who} suggested that I apply for the ${ctx.job.title} role at ${ctx.job.company}.`), core(fitSentence(ctx))];
}

function followUp(ctx: LetterContext): LetterSentence[] {
  const { appliedFor = ctx.job.title, appliedOn = '' } = ctx.extras;
  const when = appliedOn ? ` (${appliedOn})` : '';
  return [
    core(`I applied for ${appliedFor} at ${ctx.job.company}${when}, and I am writing to ask where my application stands.`),
    core(`I remain very interested in the ${ctx.job.title} role.`),
  ];
}

function whyCompany(ctx: LetterContext): LetterSentence[] {
  const { title: t, company: c } = ctx.job;
  const matched = listOf(ctx.facts.matchedSkills.slice(0, 3).map((s) => s.name));
  const shown = skillNames(ctx, 3);
  const sentence = ctx.facts.postingSentence?.replace(/[.!]+$/, '');
  if (ctx.template.id === 'cl-spec-3' && !sentence) {
    const out = [core(`I am writing to ${c} directly, without a posting to answer, because it is where I would like to do this work.`)];
    if (shown) out.push(core(`${articleFor(t) === 'a' ? 'A' : 'An'} ${t} role there would draw on what my resume shows most clearly: ${shown}.`));
    return out;
  }
  if (sentence) {
    const cold = ctx.template.id === 'cl-spec-3';
    const source = cold ? 'how it describes its own work' : 'the work your posting describes';
    // "Acme builds …" can stand as it is; "We are hiring …" is the posting's voice and is quoted.
    const out = ctx.facts.postingSentenceAboutCompany
      ? [core(`${sentence}.`), core(`That work is what draws me to ${c}.`)]
      : [core(`What draws me to ${c} is ${source}: "${sentence}."`)];
    const shownAs = ctx.facts.matchedSkills.length === 1 ? 'it' : 'each of them';
    if (matched) out.push(core(`${cold ? 'That work calls' : 'The posting asks'} for ${matched}, and my resume shows ${shownAs} in use.`));
    out.push(optional(`I would like to do that work as your ${t}.`, 4));
    return out;
  }
  if (ctx.facts.hasPosting && matched) {
    return [core(`I would like to join ${c} as your ${t} because the role asks for what my resume shows most clearly: ${matched}.`)];
  }
  const out = [core(`I would like to do this work at ${c} as your ${t}.`)];
  if (shown) out.push(core(`The role would draw on what my resume shows most clearly: ${shown}.`));
  return out;
}

function close(ctx: LetterContext): LetterSentence[] {
  const { title: t, company: c } = ctx.job;
  const out: LetterSentence[] = [];
  switch (ctx.template.id) {
    case 'cl-standard-3':
      out.push(core(`I would welcome a short conversation about the ${t} role.`));
      break;
    case 'cl-spec-2':
      out.push(core(`I would welcome a conversation about the ${t} role, and I am grateful to ${ctx.extras.referrerName ?? 'the person who referred me'} for pointing me to it.`));
      break;
    case 'cl-spec-5':
      out.push(core('I would be glad to answer any questions about my application or to meet at a time that suits you.'));
      break;
    default:
      out.push(core(`I would welcome a conversation about the ${t} role and how my experience could serve ${c}.`));
  }
  for (const s of ctx.instructions) out.push(core(s));
  const email = ctx.document.contact.email.trim();
  if (email) out.push(optional(`I can be reached at ${email}.`, 2));
  out.push(core('Thank you for reading my application.'));
  return out;
}

/** The writers of the framing roles. */
export const openingWriters = {
  hook,
  referral,
  'follow-up': followUp,
  'why-company': whyCompany,
  close,
} as const;
