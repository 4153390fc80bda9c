/**
 * The built-in generator's framing paragraphs: the opening (hooks.ts, each template its own), the
 * referral and follow-up openings, the company paragraph and the close. They name the role and the
 * company as the user typed them and state only what the resume, the posting's facts about the company,
 * the user's extra fields and the custom instructions hold. The company paragraph says what the posting
 * states about the company in the letter's own words (company-facts.ts); with no such facts it is empty
 * and the generator leaves it out.
 */
import { isGrammatical } from './clause-grammar';
import { hook, whoSentences, withArticle } from './hooks';
import { core, sameField, worksAtCompany, type LetterContext, type LetterSentence } from './letter-context';
import { projectName } from './phrasing';
import { linkedCompanyFact } from './company-facts';
import type { EvidenceItem } from './evidence';
import { contentStems } from '../tailoring/concepts';

function referral(ctx: LetterContext): LetterSentence[] {
  const name = ctx.extras.referrerName ?? '';
  const rel = ctx.extras.referrerRelationship?.trim();
  const who = rel ? `${name}, ${/^(?:my|a|an|the|our)\b/i.test(rel) ? rel : `my ${rel}`},` : name;
  return [core(`${who} suggested that I apply for the ${ctx.job.title} role at ${ctx.job.company}.`), ...whoSentences(ctx, (w) => `For my part, I am ${w}.`, (r) => `I currently work as ${withArticle(r)}, and I hope to bring that work to your team.`, (r) => `I most recently worked as ${withArticle(r)}.`)];
}

function followUp(ctx: LetterContext): LetterSentence[] {
  const { appliedFor: given = ctx.job.title, appliedOn = '' } = ctx.extras;
  // A title copied from a job board keeps its cut ("the Python Backend Developer Sr /... opening"): said without it,
  // as the other templates name the role (`titleInProse`).
  const appliedFor = given.replace(/[\s/]*(?:\.{3}|…)(?=\s|$)/gu, '').trim() || given;
  // "on March 3, 2026" for a date; anything else the user typed stays in brackets.
  const when = appliedOn ? (/^(?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d)/i.test(appliedOn) ? ` on ${appliedOn}` : ` (${appliedOn})`) : '';
  return [
    core(`I applied for ${appliedFor} at ${ctx.job.company}${when}, and I am writing to ask where my application stands.`),
    core(`I remain interested in the role and in ${ctx.job.company}.`),
  ];
}

/**
 * Per template: the posting's fact about the company in the letter's own words (no "I" in it, so the
 * posting's figures stay the posting's), then how it meets the writer's work: the word they share and
 * where the writer's work holds it.
 */
const COMPANY_FRAMES: Record<string, { fact: (c: string, predicate: string, kind: string) => string; link: (word: string, where: string) => string; alone: string }> = {
  'cl-standard-1': {
    fact: (c, p) => `${c}, your posting explains, ${p}.`,
    link: (w, e) => `The ${w} side of that is ground I know from ${e}.`,
    alone: 'That is a large part of why this position appeals to me.',
  },
  'cl-standard-2': {
    fact: (_, p, k) => `Your posting says the ${k} ${p}.`,
    link: (w, e) => `That caught my eye, because ${w} work is familiar to me from ${e}.`,
    alone: 'That is the kind of place I want to do my best work in.',
  },
  'cl-prof-1': {
    // "A company that is a 410-bed community teaching hospital" read oddly; the name is not used either, which
    // would give the posting's own sentence back word for word.
    fact: (_, p, k) => `As the posting describes it, the ${k} ${p}.`,
    link: (w, e) => `That is close to my own ${w} work at ${e}.`,
    alone: 'Contributing to that would mean a great deal to me.',
  },
  'cl-prof-3': {
    fact: (_, p, k) => `The posting notes that the ${k} ${p}.`,
    link: (w, e) => `I would be glad to be part of that, with the ${w} work I know from ${e}.`,
    alone: 'That is a big part of what draws me to the role.',
  },
  'cl-prof-4': {
    fact: (_, p) => `According to the advertisement, the organization ${p}.`,
    link: (w, e) => `That ${w} setting is close to my work at ${e}.`,
    alone: 'It is an organization I would be glad to serve.',
  },
  'cl-spec-2': {
    fact: (_, p, k) => `As the posting puts it, the ${k} ${p}.`,
    link: (w, e) => `That, along with the referral, is why I am writing: ${w} work is familiar to me from ${e}.`,
    alone: 'That, along with the referral, is why I am writing.',
  },
  'cl-spec-3': {
    fact: (c, p) => `${c}, going by the posting, ${p}.`,
    link: (w, e) => `I know the ${w} side from ${e}.`,
    alone: 'That is why I am writing to you directly.',
  },
};

/** A hospital, a school or a charity is no "company" ("the company is a 410-bed community teaching hospital" read oddly). */
const NOT_A_COMPANY_RE =
  /^(?:is|has been|has|was)\b[^.]{0,80}?\b(?:hospitals?|health(?:care)? systems?|clinics?|medical cent(?:er|re)s?|practices|schools?|districts?|universit(?:y|ies)|colleges?|academ(?:y|ies)|non-?profits?|charit(?:y|ies)|foundations?|agenc(?:y|ies)|departments?|municipalit(?:y|ies)|count(?:y|ies)|cit(?:y|ies))\b/i;

/** A name that says the employer is a hospital, a school or a public body ("Gulf Coast Medical Center", "Westbrook Unified School District"). */
const NOT_A_COMPANY_NAME_RE =
  /\b(?:hospital|health(?:care)?(?: system)?|clinic|medical cent(?:er|re)|medical group|school|district|university|college|academy|foundation|agency|department|county|city of|state of)\b/i;

/**
 * What the employer is called in the letter: "organization" for a hospital, a school or a charity, by the posting's
 * fact or by its own name ("As the posting describes it, the company is committed to compassionate care" was written
 * of a medical center), else "company".
 */
function employerKind(fact: string, company: string): string {
  return NOT_A_COMPANY_RE.test(fact) || NOT_A_COMPANY_NAME_RE.test(company) ? 'organization' : 'company';
}

/** Where a proof was done, as the link sentence names it: the employer, or "my project …". */
function whereOf(item: EvidenceItem): string {
  if (item.kind === 'experience' && item.employer) return item.employer;
  return item.kind === 'project' && projectName(item.title) ? `my project ${projectName(item.title)}` : '';
}

/**
 * The company paragraph: only when the posting states a fact about the company, in the template's frame,
 * then the link to the writer's argued proof when they share a word of substance (company-facts.ts
 * linkedCompanyFact), else the template's line on why it draws the writer; one unit (if the truth check
 * removes the fact, the line goes with it). With no fact it is empty, and the generator leaves it out.
 */
function whyCompany(ctx: LetterContext): LetterSentence[] {
  const facts = ctx.facts.companyFacts.filter((fact) => isGrammatical(`The company ${fact}.`, ctx.names));
  const proofs = ctx.argued.map((n) => ({ text: n.proof.text, employer: n.proof.employer, where: whereOf(n.proof) })).filter((p) => p.where !== '');
  const link = linkedCompanyFact(facts, ctx.job.company, proofs, contentStems);
  const frame = COMPANY_FRAMES[ctx.template.id] ?? (COMPANY_FRAMES['cl-standard-1'] as (typeof COMPANY_FRAMES)[string]);
  if (!link) {
    // No fact meets the writer's work: the posting's first fact and why it draws the writer, in the template's words.
    // A fact naming the company's products in Title Case ("makes Fieldstack Dispatch and Fieldstack Pay") is
    // left for the link, where the writer's work explains it: alone it reads as a catalogue.
    const fact = facts.find((f) => !/\p{Lu}[\p{L}\d-]*\s+(?:and\s+)?\p{Lu}[\p{L}\d-]*/u.test(f));
    return fact ? [core(`${frame.fact(ctx.job.company, fact, employerKind(fact, ctx.job.company))} ${frame.alone}`)] : [];
  }
  const text = `${frame.fact(ctx.job.company, link.fact, employerKind(link.fact, ctx.job.company))} ${frame.link(link.word, link.where)}`;
  return isGrammatical(frame.link(link.word, link.where), ctx.names) ? [core(text)] : [];
}

/**
 * Per template: how it asks for a conversation (the role named once in the letter, so not here). The
 * posting's ask is not pasted into it ("how my rapid responses work could help" read as a form to a
 * recruiter).
 */
const ASKS: Record<string, (c: string, ask: string, sameField: boolean) => string> = {
  'cl-standard-1': (c) => `May I have the chance to discuss how my experience could help ${c}?`,
  'cl-standard-2': () => 'If my background looks like a match, I would enjoy talking it through.',
  'cl-standard-3': () => 'Could we find a time to talk?',
  'cl-prof-1': (c) => `I would value a conversation about what ${c} needs from this role.`,
  'cl-prof-2': () => 'I am happy to walk through any of this work in detail.',
  'cl-prof-3': () => 'I would love to talk with you about the role in person.',
  'cl-prof-4': () => 'I would welcome the chance to discuss my work with the search committee.',
  'cl-prof-5': () => 'I am eager to learn from your team and would be grateful for the chance to talk.',
  'cl-prof-6': () => 'I would be glad to talk with you at a time that suits your schedule.',
  'cl-spec-1': (_, __, sameField) => (sameField ? 'I would welcome the chance to talk about the role in person.' : 'I would welcome the chance to explain in person why I am making this move.'),
  'cl-spec-3': () => 'If a role like this opens, or exists now, I would be glad to talk.',
  'cl-spec-4': (c) => `I would like to discuss where results like these could help ${c}.`,
  'cl-spec-5': () => 'I would be glad to answer any questions about my application or to meet at a time that suits you.',
  'cl-spec-6': () => 'I would appreciate the chance to discuss the move with you.',
};

/** The ask of a template that promises results (Impact-Focused) when the resume states none: its work, not "results like these". */
const UNMEASURED_ASKS: Record<string, (c: string) => string> = {
  'cl-spec-4': (c) => `I would like to discuss where work like this could help ${c}.`,
};

/** The Academic ask for a post outside academia: a search committee is a university's (a recruiter's read of an Academic letter to a software company). */
const OUTSIDE_ACADEMIA_ASKS: Record<string, string> = {
  'cl-prof-4': 'I would welcome the chance to discuss my work with your hiring team.',
};

/** True when the job is a post in teaching or research, or at a school, college, university or institute. */
export function isAcademicPost(job: { readonly title: string; readonly company: string }): boolean {
  const post = /\b(?:professor|lecturer|faculty|post-?doc\w*|post-doctoral|researcher|research (?:fellow|scientist|associate|assistant)|teacher|instructor|tutor|dean|provost|academic|adjunct)\b/i;
  return post.test(job.title) || /\b(?:university|college|institute|school|academy)\b/i.test(job.company);
}

/** The ask of a template written for no posting (the cold application) when the user gives it a live one. */
const POSTED_ASKS: Record<string, string> = {
  'cl-spec-3': 'I would be glad to talk about the opening whenever it suits you.',
};

function close(ctx: LetterContext): LetterSentence[] {
  const c = ctx.job.company;
  const out: LetterSentence[] = [];
  if (ctx.template.id === 'cl-spec-2') {
    out.push(core(`I am grateful to ${ctx.extras.referrerName ?? 'the person who referred me'} for pointing me to this role, and I would be glad to talk with you about it.`));
  } else {
    const posted = (ctx.facts.hasPosting ? POSTED_ASKS[ctx.template.id] : undefined) ?? (ctx.lead ? undefined : UNMEASURED_ASKS[ctx.template.id]?.(c));
    const latest = ctx.document.experience[0]?.title ?? '';
    const within = latest !== '' && sameField(latest, ctx.job.title);
    const experienced = ctx.experienced ? 'I would be grateful for the chance to talk with your team.' : undefined;
    const outside = isAcademicPost(ctx.job) ? undefined : OUTSIDE_ACADEMIA_ASKS[ctx.template.id];
    out.push(core(experienced ?? posted ?? outside ?? (ASKS[ctx.template.id] ?? (ASKS['cl-standard-1'] as (c: string, ask: string, sameField: boolean) => string))(c, '', within)));
  }
  for (const s of ctx.instructions) out.push(core(s));
  const voice = ctx.mentions.voice;
  const thanks = voice.thanksExternal && !worksAtCompany(ctx) ? voice.thanksExternal : ctx.facts.hasPosting && voice.thanksPosted ? voice.thanksPosted : voice.thanks;
  out.push(core(thanks));
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
