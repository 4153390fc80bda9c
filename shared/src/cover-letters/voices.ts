/**
 * Each template's own voice: how it frames a resume statement put in the first person (the first time a
 * role is named, right after a sentence about the same role, later in the letter, for a project), how it
 * thanks the reader and how it signs off. Every template frames a statement its own way, so the same
 * achievement reads differently in two templates' letters and no sentence is stock text shared by all.
 *
 * A frame gets the predicate after "I" ("ran a 32-bed unit …", "was awarded …") as the statement writes
 * it; it never changes a word of the statement.
 */

import { holdingEducation, withAdverb } from './phrasing';
import { indefiniteArticle } from '../text/article';

/** A degree in a technical field (science, engineering, computing, mathematics, technology). */
const TECHNICAL_DEGREE_RE = /\b(?:science|engineering|computer|computing|technolog\w*|mathematics|math|physics|statistics|informatics|information systems|B\.?S\.?c?|M\.?S\.?c?|B\.?Eng|M\.?Eng)\b/i;

export interface RoleNames {
  /** The role's title as a name ("Charge Nurse"), '' when the resume gives none. */
  readonly title: string;
  readonly employer: string;
  /** The role is still held. */
  readonly current: boolean;
}

export interface Voice {
  /** First sentence about a role. */
  first(pred: string, role: RoleNames): string;
  /** A sentence right after one about the same employer (`n`: how many in a row before it, so two in a row differ). */
  again(pred: string, n: number): string;
  /**
   * Another role at an employer already named ("As Charge Nurse there, I …"): the frame holds "there" once.
   * `told`: a statement of that employer is in the letter already (only then may the frame say "also").
   */
  sameEmployer(pred: string, title: string, current?: boolean, told?: boolean): string;
  /** An earlier role at the employer of the sentence before, told after the later one ("Before that, as Staff Accountant, I …"). */
  earlier(pred: string, title: string): string;
  /** The same employer, named earlier in the letter (`current`: the role is still held, so no "during my time"). */
  later(pred: string, employer: string, current?: boolean): string;
  project(pred: string, name: string): string;
  /** A project after another in one paragraph ("In another project of my own, …"), so two do not open alike. */
  anotherProject(pred: string, name: string): string;
  /** A statement right after one of the same project ("In the same project, I also …"), never "another project". */
  sameProject(pred: string): string;
  /** A statement from a section other than work or projects (volunteering, activities). */
  outside(pred: string): string;
  /** The resume's skills, said when the letter is short of its length. */
  skills(list: string): string;
  /** The resume's education ("a B.S. in Accounting from …"), said when the letter is short of its length. */
  education(degree: string): string;
  /**
   * The third sentence in a row about one role: it adds on without naming the role again ("In that position I
   * also … In the same position, …" read as a chain).
   */
  onward(pred: string): string;
  /**
   * The first statement of the current role when the opening has named it in full ("I currently work as a Senior
   * Data Analyst at Carolina Hearth Grocers"): it refers back rather than name title and employer again.
   */
  current(pred: string): string;
  /** The last sentence of the letter. */
  readonly thanks: string;
  /** The thanks when the letter answers a live posting, for a template written for none (the cold application). */
  readonly thanksPosted?: string;
  /** The thanks when the writer does not work at the hiring company, for a template written for one who does (the internal transfer). */
  readonly thanksExternal?: string;
  /** "Sincerely," and its kin. */
  readonly closing: string;
}


/** "where I work as" or "where I worked as". */
const worked = (role: RoleNames) => (role.current ? 'work' : 'worked');

/** "At Acme, as Charge Nurse, I …" or "At Acme, I …" when the role has no title. */
function atEmployer(role: RoleNames, asTitle: (title: string) => string, pred: string): string {
  return role.title ? `At ${role.employer}, ${asTitle(role.title)}, I ${pred}.` : `At ${role.employer}, I ${pred}.`;
}

const voices: Record<string, Omit<Voice, 'sameProject'>> = {
  'cl-standard-1': {
    first: (p, r) => (r.title ? `At ${r.employer}, where I ${worked(r)} as ${indefiniteArticle(r.title)} ${r.title}, I ${p}.` : `At ${r.employer}, I ${p}.`),
    again: (p, n) => (n % 2 === 1 ? `In the same role I ${withAdverb('also', p)}.` : `In that role, too, I ${p}.`),
    onward: (p) => `Further, I ${p}.`,
    current: (p) => `In my present role, I ${p}.`,
    sameEmployer: (p, t) => `As ${t} there, I ${p}.`,
    earlier: (p, t) => `Before that, as ${t}, I ${p}.`,
    later: (p, e) => `At ${e}, I ${withAdverb('also', p)}.`,
    project: (p, n) => `In my own project, ${n}, I ${p}.`,
    anotherProject: (p, n) => `In another project of my own, ${n}, I ${p}.`,
    skills: (l) => `My skills include ${l}.`,
    education: (d) => `My education includes ${d}.`,
    outside: (p) => `Beyond my paid roles, I ${p}.`,
    thanks: 'I am grateful for your consideration.',
    closing: 'Sincerely,',
  },
  'cl-standard-2': {
    first: (p, r) => `In my work at ${r.employer}, I ${p}.`,
    again: (p, n) => (n % 2 === 1 ? `Alongside this, I ${p}.` : `In the same job, I ${withAdverb('also', p)}.`),
    onward: (p) => `On top of that, I ${p}.`,
    current: (p) => `In my current job, I ${p}.`,
    sameEmployer: (p, t) => `In my ${t} role there, I ${p}.`,
    earlier: (p, t) => `Earlier, in my ${t} role, I ${p}.`,
    later: (p, e, current) => (current ? `In my current job at ${e}, I ${withAdverb('also', p)}.` : `Also at ${e}, I ${p}.`),
    project: (p, n) => `On ${n}, a project of my own, I ${p}.`,
    anotherProject: (p, n) => `On ${n}, another project of mine, I ${p}.`,
    skills: (l) => `Much of my work involves ${l}.`,
    education: (d) => `My degree is ${d}.`,
    outside: (p) => `Outside my day job, I ${p}.`,
    thanks: 'Thanks for reading.',
    closing: 'Best regards,',
  },
  'cl-standard-3': {
    first: (p, r) => `At ${r.employer}, I ${p}.`,
    again: (p, n) => (n % 2 === 1 ? `I ${withAdverb('also', p)}.` : `And I ${p}.`),
    onward: (p) => `Plus, I ${p}.`,
    current: (p) => `In my current role, I ${p}.`,
    // Not "As … there, I …" on the first proof: that is the Traditional letter's sentence word for word.
    sameEmployer: (p, t, _current, told) => (told === true ? `As ${t} there, I ${withAdverb('also', p)}.` : `Working as ${t} there, I ${p}.`),
    earlier: (p, t) => `Earlier, as ${t}, I ${p}.`,
    later: (p, e) => `At ${e} I ${withAdverb('also', p)}.`,
    project: (p, n) => `For ${n}, a project of mine, I ${p}.`,
    anotherProject: (p, n) => `For ${n}, another of my projects, I ${p}.`,
    skills: (l) => `I am also skilled in ${l}.`,
    education: (d) => `I studied for ${d.replace(" from ", " at ")}.`,
    outside: (p) => `Outside work, I ${p}.`,
    thanks: 'Thank you.',
    closing: 'Regards,',
  },
  'cl-prof-1': {
    first: (p, r) => (r.title ? `As ${r.title} at ${r.employer}, I ${p}.` : `In my work for ${r.employer}, I ${p}.`),
    again: (p, n) => (n % 2 === 1 ? `Also in that post, I ${p}.` : `In that post I ${withAdverb('also', p)}.`),
    onward: (p) => `Equally, I ${p}.`,
    current: (p) => `In my current post, I ${p}.`,
    sameEmployer: (p, t, current) => (current ? `In my present ${t} post there, I ${p}.` : `Earlier, in the ${t} post there, I ${p}.`),
    earlier: (p, t) => `Before that, in the ${t} post, I ${p}.`,
    // Not "At Acme, too, I …": it read as a second employer's "too" when the sentence before was about the current post.
    later: (p, e, current) => (current ? `In my present post at ${e}, I ${withAdverb('also', p)}.` : `In my time at ${e}, I ${p}.`),
    project: (p, n) => `In a project of mine, ${n}, I ${p}.`,
    anotherProject: (p, n) => `In a second project, ${n}, I ${p}.`,
    skills: (l) => `The skills I bring include ${l}.`,
    education: (d) => `My academic background is ${d}.`,
    outside: (p) => `Outside my main role, I ${p}.`,
    thanks: 'Thank you for considering my application.',
    closing: 'Sincerely,',
  },
  'cl-prof-2': {
    first: (p, r) => (r.title ? `In my role as ${r.title} at ${r.employer}, I ${p}.` : `In my role at ${r.employer}, I ${p}.`),
    again: (p, n) => (n % 2 === 1 ? `There I ${withAdverb('also', p)}.` : `On that team I ${withAdverb('also', p)}.`),
    onward: (p) => `Added to that, I ${p}.`,
    current: (p) => `In the role I hold now, I ${p}.`,
    sameEmployer: (p, t, current) => (current ? `In the ${t} role there, I ${p}.` : `Earlier, in the ${t} role there, I ${p}.`),
    earlier: (p, t) => `Earlier, in the ${t} role, I ${p}.`,
    later: (p, e, current) => (current ? `In my present role at ${e}, I ${withAdverb('also', p)}.` : `While at ${e}, I ${p}.`),
    project: (p, n) => `In ${n}, my own project, I ${p}.`,
    anotherProject: (p, n) => `In ${n}, another project of mine, I ${p}.`,
    skills: (l) => `My skill set also takes in ${l}.`,
    // "Technical" only of a degree that is ("My technical education is a Master of Business Administration" was not).
    education: (d) => (TECHNICAL_DEGREE_RE.test(d) ? `My technical education is ${d}.` : `I also hold ${d}.`),
    outside: (p) => `Away from my job, I ${p}.`,
    thanks: 'Thank you for reading this far.',
    closing: 'Best regards,',
  },
  'cl-prof-3': {
    first: (p, r) => atEmployer(r, (t) => `as ${t}`, p),
    again: (p, n) => (n % 2 === 1 ? `Within that role, I ${p}.` : `As part of that work, I ${p}.`),
    onward: (p) => `What's more, I ${p}.`,
    current: (p) => `In my job today, I ${p}.`,
    sameEmployer: (p, t) => `There, as ${t}, I ${p}.`,
    earlier: (p, t) => `Before that, as ${t} there, I ${p}.`,
    // "Back at" only for a job left: of the current one it reads as if the writer had gone (a recruiter's read).
    later: (p, e, current) => (current ? `Still at ${e}, I ${p}.` : `Back at ${e}, I ${p}.`),
    project: (p, n) => `With my project ${n}, I ${p}.`,
    anotherProject: (p, n) => `With another project, ${n}, I ${p}.`,
    skills: (l) => `In my work I use ${l}.`,
    education: (d) => `On the education side, I have ${d}.`,
    outside: (p) => `Beyond my employment, I ${p}.`,
    thanks: 'Thanks for taking the time to read this.',
    closing: 'Warm regards,',
  },
  'cl-prof-4': {
    first: (p, r) =>
      r.title ? `${r.current ? 'In my current post' : 'During my time'} as ${r.title} at ${r.employer}, I ${p}.` : `During my time at ${r.employer}, I ${p}.`,
    again: (p, n) => (n % 2 === 1 ? `In the same post, I ${p}.` : `In addition, I ${p}.`),
    onward: (p) => `Beyond that, I ${p}.`,
    current: (p) => `In my present post, I ${p}.`,
    sameEmployer: (p, t) => `In my post as ${t} there, I ${p}.`,
    earlier: (p, t) => `In my earlier post as ${t}, I ${p}.`,
    later: (p, e, current) => (current ? `In my current post at ${e}, I ${withAdverb('also', p)}.` : `At ${e}, in addition, I ${p}.`),
    project: (p, n) => `Through my project ${n}, I ${p}.`,
    anotherProject: (p, n) => `Through a further project, ${n}, I ${p}.`,
    skills: (l) => `My methods include ${l}.`,
    education: (d) => `My training is ${d}.`,
    outside: (p) => `Outside my appointments, I ${p}.`,
    thanks: 'Thank you for your consideration.',
    closing: 'Yours sincerely,',
  },
  'cl-prof-5': {
    first: (p, r) => (r.title ? `While working as ${r.title} at ${r.employer}, I ${p}.` : `While working at ${r.employer}, I ${p}.`),
    again: (p, n) => (n % 2 === 1 ? `As part of the same job, I ${p}.` : `In that job I ${withAdverb('also', p)}.`),
    onward: (p) => `Besides that, I ${p}.`,
    current: (p) => `In my present job, I ${p}.`,
    sameEmployer: (p, t) => `In the ${t} job there, I ${p}.`,
    earlier: (p, t) => `In my earlier job as ${t}, I ${p}.`,
    later: (p, e) => `At ${e} as well, I ${p}.`,
    project: (p, n) => `For my project ${n}, I ${p}.`,
    anotherProject: (p, n) => `For another project, ${n}, I ${p}.`,
    skills: (l) => `The skills I have built so far include ${l}.`,
    education: (d) => `My education is ${d}.`,
    outside: (p) => `Outside of work, I ${p}.`,
    thanks: 'Thank you for reading my application.',
    closing: 'Sincerely,',
  },
  'cl-prof-6': {
    first: (p, r) => (r.title ? `In my position as ${r.title} at ${r.employer}, I ${p}.` : `In my position at ${r.employer}, I ${p}.`),
    again: (p, n) => (n % 2 === 1 ? `In that position I ${withAdverb('also', p)}.` : `In the same position, I ${p}.`),
    onward: (p) => `As well as this, I ${p}.`,
    current: (p) => `In my current position, I ${p}.`,
    sameEmployer: (p, t) => `In the ${t} position there, I ${p}.`,
    earlier: (p, t) => `In my earlier position as ${t}, I ${p}.`,
    later: (p, e) => `At ${e}, I ${withAdverb('additionally', p)}.`,
    project: (p, n) => `In ${n}, I ${p}.`,
    anotherProject: (p, n) => `In ${n}, another project, I ${p}.`,
    skills: (l) => `Skills I use on the job include ${l}.`,
    education: holdingEducation,
    // Not "clinical": a software engineer's Healthcare letter read "Outside my clinical work, I developed … a tracker".
    outside: (p) => `Outside my regular duties, I ${p}.`,
    thanks: 'Thank you for considering me.',
    closing: 'Kind regards,',
  },
  'cl-spec-1': {
    // "In my time as …" tells a past role: the current one is "my current role" (a recruiter's read found
    // "In my time there as Shipping and Receiving Supervisor, I supervise …").
    first: (p, r) =>
      r.current
        ? `In my current role${r.title ? ` as ${r.title}` : ''} at ${r.employer}, I ${p}.`
        : r.title
          ? `In my time as ${r.title} at ${r.employer}, I ${p}.`
          : `In my time at ${r.employer}, I ${p}.`,
    again: (p, n) => (n % 2 === 1 ? `Alongside that, I ${p}.` : `In that role I ${withAdverb('also', p)}.`),
    onward: (p) => `Beyond this, I ${p}.`,
    current: (p) => `In the post I hold today, I ${p}.`,
    sameEmployer: (p, t, current) => (current ? `In my present role as ${t} there, I ${p}.` : `In my time there as ${t}, I ${p}.`),
    earlier: (p, t) => `Before that, in my time as ${t}, I ${p}.`,
    later: (p, e, current) => (current ? `In my current role at ${e}, I ${withAdverb('also', p)}.` : `While at ${e}, I ${withAdverb('also', p)}.`),
    project: (p, n) => `Through ${n}, a project of mine, I ${p}.`,
    anotherProject: (p, n) => `Through ${n}, another project of my own, I ${p}.`,
    skills: (l) => `The skills I carry over include ${l}.`,
    education: (d) => `My schooling includes ${d}.`,
    // Not "Beyond my career so far" (a recruiter's read: an odd way to say volunteering).
    outside: (p) => `In my own time, I ${p}.`,
    thanks: 'Thank you for your time.',
    closing: 'Sincerely,',
  },
  'cl-spec-2': {
    first: (p, r) => atEmployer(r, (t) => `working as ${t}`, p),
    again: (p, n) => (n % 2 === 1 ? `Beyond that, I ${p}.` : `While there, I ${withAdverb('also', p)}.`),
    onward: (p) => `Over and above that, I ${p}.`,
    current: (p) => `In my present position, I ${p}.`,
    sameEmployer: (p, t) => `Working there as ${t}, I ${p}.`,
    earlier: (p, t) => `Before that, working as ${t}, I ${p}.`,
    later: (p, e, current) => (current ? `Where I work now, at ${e}, I ${withAdverb('also', p)}.` : `Likewise at ${e}, I ${p}.`),
    project: (p, n) => `In the ${n} project, I ${p}.`,
    anotherProject: (p, n) => `In another project, ${n}, I ${p}.`,
    skills: (l) => `I also work with ${l}.`,
    education: (d) => `For education, I have ${d}.`,
    outside: (p) => `Apart from work, I ${p}.`,
    thanks: 'Thank you for reading.',
    closing: 'Best regards,',
  },
  'cl-spec-3': {
    first: (p, r) => atEmployer(r, (t) => `in the role of ${t}`, p),
    again: (p, n) => (n % 2 === 1 ? `Besides this, I ${p}.` : `There, I ${withAdverb('also', p)}.`),
    onward: (p) => `Not least, I ${p}.`,
    current: (p) => `In the job I hold now, I ${p}.`,
    sameEmployer: (p, t) => `In the role of ${t} there, I ${p}.`,
    earlier: (p, t) => `Earlier, in the role of ${t}, I ${p}.`,
    later: (p, e) => `At ${e}, I ${withAdverb('further', p)}.`,
    project: (p, n) => `For one of my projects, ${n}, I ${p}.`,
    anotherProject: (p, n) => `For another of my projects, ${n}, I ${p}.`,
    skills: (l) => `What I can offer includes ${l}.`,
    education: (d) => `My studies include ${d}.`,
    outside: (p) => `Beyond my jobs, I ${p}.`,
    thanks: 'Thank you for considering a letter you did not ask for.',
    thanksPosted: 'Thank you for taking the time to read this.',
    closing: 'Sincerely,',
  },
  'cl-spec-4': {
    first: (p, r) => (r.title ? `As ${r.title} for ${r.employer}, I ${p}.` : `For ${r.employer}, I ${p}.`),
    again: (p, n) => (n % 2 === 1 ? `Also in that role, I ${p}.` : `There, too, I ${p}.`),
    onward: (p) => `Furthermore, I ${p}.`,
    current: (p) => `In my role today, I ${p}.`,
    sameEmployer: (p, t, current) => (current ? `In my current ${t} job there, I ${p}.` : `When I was ${indefiniteArticle(t)} ${t} there, I ${p}.`),
    earlier: (p, t) => `As ${t} before that, I ${p}.`,
    later: (p, e, current) => (current ? `At ${e}, where I work now, I ${withAdverb('also', p)}.` : `For ${e}, I ${p}.`),
    project: (p, n) => `On ${n}, one of my projects, I ${p}.`,
    anotherProject: (p, n) => `On ${n}, another of my projects, I ${p}.`,
    skills: (l) => `Skills I draw on include ${l}.`,
    education: (d) => `Behind my work is ${d}.`,
    outside: (p) => `Outside my job, I ${p}.`,
    thanks: 'Thank you for your attention.',
    closing: 'Regards,',
  },
  'cl-spec-5': {
    first: (p, r) => (r.title ? `In my work as ${indefiniteArticle(r.title)} ${r.title} at ${r.employer}, I ${p}.` : `In my work at ${r.employer}, I ${p}.`),
    again: (p, n) => (n % 2 === 1 ? `Along with that, I ${p}.` : `In that work I ${withAdverb('also', p)}.`),
    onward: (p) => `Likewise, I ${p}.`,
    current: (p) => `In the position I hold now, I ${p}.`,
    sameEmployer: (p, t) => `In my work there as ${t}, I ${p}.`,
    earlier: (p, t) => `Earlier, in my work as ${t}, I ${p}.`,
    later: (p, e, current) => (current ? `In my present work with ${e}, I ${p}.` : `During my time with ${e}, I ${p}.`),
    project: (p, n) => `In my ${n} project, I ${p}.`,
    anotherProject: (p, n) => `In my other project, ${n}, I ${p}.`,
    skills: (l) => `As a reminder, my skills include ${l}.`,
    education: (d) => `As a reminder, my education is ${d}.`,
    outside: (p) => `Apart from my job, I ${p}.`,
    thanks: 'Thank you again for your consideration.',
    closing: 'Sincerely,',
  },
  'cl-spec-6': {
    first: (p, r) => atEmployer(r, (t) => `in my job as ${t}`, p),
    again: (p, n) => (n % 2 === 1 ? `In the same job, I ${p}.` : `Also in that job, I ${p}.`),
    onward: (p) => `In addition to that, I ${p}.`,
    current: (p) => `In my current work, I ${p}.`,
    sameEmployer: (p, t) => `In my job there as ${t}, I ${p}.`,
    earlier: (p, t) => `In my earlier job there as ${t}, I ${p}.`,
    later: (p, e, current) => (current ? `In my present job with ${e}, I ${withAdverb('also', p)}.` : `Also with ${e}, I ${p}.`),
    project: (p, n) => `In my project ${n}, I ${p}.`,
    anotherProject: (p, n) => `In another project of mine, ${n}, I ${p}.`,
    skills: (l) => `I would bring ${l} to the new role.`,
    education: (d) => `My formal education is ${d}.`,
    outside: (p) => `Alongside my job, I ${p}.`,
    thanks: 'Thank you for considering an internal candidate.',
    thanksExternal: 'Thank you for reading my letter.',
    closing: 'Best regards,',
  },
};

/** The voice of a template (the Traditional one for an unknown id). */
/**
 * The frames of a statement right after one of the same project (a recruiter's read: "Through Personal Expense
 * Tracker, a project of mine, I developed … Through Personal Expense Tracker, another project of my own, I utilized
 * …"): eight, taken in turn by the templates, so no frame is in more than two templates' letters.
 */
const SAME_PROJECT: readonly ((pred: string) => string)[] = [
  (p) => `In the same project, I ${withAdverb('also', p)}.`,
  (p) => `For that project, I ${withAdverb('also', p)}.`,
  (p) => `As part of that project, I ${p}.`,
  (p) => `On that project I ${withAdverb('also', p)}.`,
  (p) => `Within the same project, I ${p}.`,
  (p) => `In that project, too, I ${p}.`,
  (p) => `For the same project, I ${p}.`,
  (p) => `There I ${withAdverb('also', p)}.`,
];

export function voiceOf(templateId: string): Voice {
  const ids = Object.keys(voices);
  const index = Math.max(0, ids.indexOf(templateId));
  const voice = voices[templateId] ?? (voices['cl-standard-1'] as Omit<Voice, 'sameProject'>);
  return { ...voice, sameProject: SAME_PROJECT[index % SAME_PROJECT.length] as (pred: string) => string };
}
