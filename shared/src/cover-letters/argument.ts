/**
 * The letter's argument (needs.ts gives the material): for two or three of the posting's asks the resume
 * meets, a sentence that names the ask and then proves it with the writer's own statement in the first
 * person ("You need TypeScript and Node.js, and at Fernhill Freight Software I lead a team of four …").
 * Each template frames it its own way; none claims more than the statement says.
 *
 * No sentence names a gap: a recruiter's read found the letters volunteering gaps the resume in fact
 * covers in other words ("auditing" beside "coordinate the annual external audit"), and a coach does not
 * point the reader at what is missing. The gaps go to the user in the result (`gaps`), not to the employer.
 */
import { measuredResult } from './evidence';
import { core, ofEntry, optional, type LetterContext, type LetterSentence } from './letter-context';
import type { MetNeed } from './needs';
import { evidenceSentence, firstPersonClause, listOf, namedProject, titleAsName, withAdverb } from './phrasing';
import { escapeRegExp } from '../text/regexp';
import { opensInPastTense } from '../text/past-tense';
import type { ParagraphRole } from './templates';

/** How many met asks a letter argues. */
export const ARGUED_NEEDS = 3;

/**
 * "TypeScript and Node.js", "at Fernhill Freight Software, I lead a team of four …" → one sentence (the
 * proof reads "I also …" after a proof of the same role).
 */
type NeedFrame = (asks: string, said: string, result: boolean, firstWasResult: boolean, present: boolean) => string;

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Per template: the first proof's frame, the second's and the third's (so no two open alike). A frame never
 * pastes the posting's ask as a label ("You ask for rapid responses: …" read like a form to a recruiter):
 * the proof is told in the template's own words, chosen for the ask, and the ask stays in the result.
 */
const NEED_FRAMES: Record<string, readonly [NeedFrame, NeedFrame, NeedFrame]> = {
  'cl-standard-1': [
    (_, s) => `Most relevant to this position, ${s}.`,
    (_, s) => `Equally relevant, ${s}.`,
    (_, s) => `In addition, ${s}.`,
  ],
  'cl-standard-2': [
    (_, s) => `Here is the work I would point to first: ${s}.`,
    (_, s) => `Here is a second example: ${s}.`,
    (_, s) => `And here is one more: ${s}.`,
  ],
  'cl-standard-3': [
    (_, s) => `${cap(s)}.`,
    (_, s) => `${cap(s)}.`,
    (_, s) => `${cap(s)}.`,
  ],
  'cl-prof-1': [
    (_, s) => `The best evidence I can offer is this: ${s}.`,
    (_, s) => `Further, ${s}.`,
    (_, s) => `Finally, ${s}.`,
  ],
  'cl-prof-2': [
    (_, s) => `To be specific, ${s}.`,
    (_, s) => `Second, ${s}.`,
    (_, s) => `Third, ${s}.`,
  ],
  'cl-prof-3': [
    (_, s) => `What I would bring is practical: ${s}.`,
    (_, s) => `Just as useful to you, ${s}.`,
    (_, s) => `And ${s}.`,
  ],
  'cl-prof-4': [
    (_, s) => `My record speaks most directly to this post: ${s}.`,
    (_, s) => `Moreover, ${s}.`,
    (_, s) => `Furthermore, ${s}.`,
  ],
  'cl-prof-5': [
    (_, s) => `What I have done so far bears directly on this role: ${s}.`,
    (_, s) => `Building on that, ${s}.`,
    (_, s) => `On top of this, ${s}.`,
  ],
  'cl-prof-6': [
    (_, s) => `The experience that matters most for this role is this: ${s}.`,
    (_, s) => `Relatedly, ${s}.`,
    (_, s) => `Also relevant, ${s}.`,
  ],
  'cl-spec-1': [
    (_, s) => `What carries over most directly is this: ${s}.`,
    (_, s) => `Just as transferable, ${s}.`,
    (_, s) => `Lastly, ${s}.`,
  ],
  'cl-spec-2': [
    (_, s) => `This is the work behind my application: ${s}.`,
    (_, s) => `Next, ${s}.`,
    (_, s) => `Besides, ${s}.`,
  ],
  'cl-spec-3': [
    (_, s) => `In brief, ${s}.`,
    (_, s) => `Also, ${s}.`,
    (_, s) => `As well, ${s}.`,
  ],
  'cl-spec-4': [
    // "Take one example:" promises a result; a proof of a duty ("I coach two analysts …") is told as the work done day
    // to day: "In practice, in my current role, I coach …" was a recruiter's example of filler. Only a post still held
    // is told day to day: "Day to day at Amazon, I led …" put a role that ended in the present (a reader's read).
    (_, s, result, _first, present) => (result ? `Take one example: ${s}.` : present ? `Day to day ${s}.` : `One example of my work: ${s}.`),
    (_, s, result, firstWasResult) => (firstWasResult ? `Here is another: ${s}.` : result ? `Here is one result: ${s}.` : `Beyond that, ${s}.`),
    (_, s) => `And here is a third: ${s}.`,
  ],
  'cl-spec-5': [
    (_, s) => `To recap the fit, ${s}.`,
    (_, s) => `Added to that, ${s}.`,
    (_, s) => `Beyond this, ${s}.`,
  ],
  'cl-spec-6': [
    (_, s) => `For the new role, the most useful part of my work is this: ${s}.`,
    (_, s) => `In the same way, ${s}.`,
    (_, s) => `On top of that, ${s}.`,
  ],
};

/** The linking words the template's second and third proofs open with ("Moreover", "Furthermore"), so no other frame of a paragraph repeats them. */
export function argumentLinks(templateId: string): string[] {
  const frames = NEED_FRAMES[templateId] ?? [];
  return frames.slice(1).flatMap((frame) => /^([A-Z][a-z]+(?: [a-z]+)?),/.exec(frame('', 'I do it', false, false, true))?.[1] ?? []);
}

/** A frame that already says the proof adds to the one before. */
const ADDS_ON = /\b(?:also|further|furthermore|moreover|addition|besides|well|another|next|second|third|top|added|beyond|building|equally|finally|lastly|relatedly|and)\b/i;

/** A proof's role: its kind, title, employer and place in the resume. */
const roleOf = (n: MetNeed) => `${n.proof.kind}|${n.proof.title}|${n.proof.employer}|${n.proof.entryIndex}`;

/**
 * The argued asks with the proofs of one role together ("in my current role, I supervise …; I also lead
 * …", not the current role, another, then "in my current role" again), the latest role first and projects
 * and other sections after the jobs; within a role the posting's most important ask first (a recruiter's
 * read: the evidence opened with a 2018 role before the current one).
 */
export function inRoleOrder(needs: readonly MetNeed[]): MetNeed[] {
  const rank = (n: MetNeed) => (n.proof.kind === 'experience' ? 0 : n.proof.kind === 'project' ? 1 : 2) * 1000 + n.proof.entryIndex;
  // A stable sort: within a role the asks keep the posting's order.
  return [...needs].sort((a, b) => rank(a) - rank(b) || roleOf(a).localeCompare(roleOf(b)));
}

/** The paragraph of each template that carries the argument: its first paragraph of evidence. */
const HOST: Record<string, ParagraphRole> = {
  'cl-standard-1': 'evidence',
  'cl-standard-2': 'impact',
  'cl-standard-3': 'evidence',
  'cl-prof-1': 'leadership',
  'cl-prof-2': 'technical-depth',
  'cl-prof-3': 'portfolio',
  'cl-prof-4': 'research',
  'cl-prof-5': 'evidence',
  'cl-prof-6': 'evidence',
  'cl-spec-1': 'transferable-skills',
  'cl-spec-2': 'evidence',
  'cl-spec-3': 'evidence',
  'cl-spec-4': 'impact',
  'cl-spec-5': 'evidence',
  'cl-spec-6': 'evidence',
};

/** True when this paragraph of the template carries the argument. */
export function hostsArgument(templateId: string, role: ParagraphRole): boolean {
  return HOST[templateId] === role;
}

/**
 * "at Fernhill Freight Software", "in my project tinyqueue", "outside my paid work": where the proof was
 * done, always followed by a comma ("at Brightline Electric Co. I …" would read as two sentences); '' right
 * after a proof of the same role (the proof then reads "I also …"). An employer the letter has named
 * already is not named again: "in my current role" for the current one, "as Charge Nurse there" after a proof at the same
 * employer, "as Charge Nurse at Riverside Mercy" otherwise (a recruiter's read counted one employer four
 * times in one paragraph).
 */
function placeOf(need: MetNeed, before: MetNeed | undefined, named: ReadonlySet<string>, roles: ReadonlySet<string> = new Set()): string {
  const { proof } = need;
  if (before && proof.kind !== 'other' && roleOf(before) === roleOf(need)) return '';
  if (proof.kind === 'experience' && proof.employer) {
    if (!named.has(proof.employer)) return `at ${proof.employer}`;
    if (proof.current) return 'in my current role';
    // A role the letter has told with its title already is not given it again ("As Software Development Engineer III for
    // Amazon, I delivered … One example of my work: as Software Development Engineer III at Amazon, I led …").
    if (roles.has(`${proof.title}|${proof.employer}`) && !(before?.proof.kind === 'experience' && before.proof.employer === proof.employer)) return `at ${proof.employer}`;
    const title = titleAsName(proof.title);
    if (!title) return `at ${proof.employer}`;
    const there = before?.proof.kind === 'experience' && before.proof.employer === proof.employer;
    return there ? `as ${title} there` : `as ${title} at ${proof.employer}`;
  }
  const name = namedProject(proof.title, proof.text);
  if (proof.kind === 'project' && name) return `in my project ${name}`;
  return 'outside my paid work';
}

/** True when the statement writes the ask's words itself ("GAAP" in "Prepare U.S. GAAP consolidations"). */
function namesAsk(statement: string, ask: string): boolean {
  const words = ask.toLowerCase().split(/[\s/]+/).filter((w) => w.length > 1);
  const text = statement.toLowerCase();
  return words.length > 0 && words.every((w) => new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(w)}`, 'u').test(text));
}

/**
 * The sentences that argue the met asks (the first core, the others kept over further evidence). `after`: the
 * paragraph has told other proofs before them, so the first takes the template's second frame (a recruiter's
 * read: "Here is the work I would point to first: …" and "In brief, …" came after two proofs of a later role).
 */
export function argumentSentences(ctx: LetterContext, after = false): LetterSentence[] {
  const given = NEED_FRAMES[ctx.template.id] ?? (NEED_FRAMES['cl-standard-1'] as readonly [NeedFrame, NeedFrame, NeedFrame]);
  // An experienced writer's Entry-Level letter: not "What I have done so far …".
  const frames: readonly [NeedFrame, NeedFrame, NeedFrame] = ctx.experienced ? [(_, s) => `My experience bears directly on this role: ${s}.`, given[1], given[2]] : given;
  const out: LetterSentence[] = [];
  let before: MetNeed | undefined;
  // How many sentences in a row so far are about the last proof's role.
  let run = 0;
  // Employers the letter has named so far: the opening's, then each argued proof's.
  const named = new Set([...ctx.mentions.named, ...[...ctx.mentions.roles].map((key) => key.slice(key.lastIndexOf('|') + 1))]);
  // Whether the first framed proof was a result (Impact-Focused's "Here is another:" follows only an example that was one).
  let firstWasResult = true;
  for (const need of ctx.argued) {
    const clause = firstPersonClause(need.proof.text, need.proof.current);
    if (!clause) continue;
    // After the first, an ask the proof names in its own words is not named twice ("As for GAAP, I also prepare
    // U.S. GAAP consolidations …" was a recruiter's example): the proof is told in the template's voice.
    // A proof of the role just told is told in the voice's own words for going on about a role ("In the same role I
    // also …"), not the argument's next frame: "Equally relevant, I implement … Further, I utilize …" read as a list.
    const sameRole = before !== undefined && need.proof.kind === 'experience' && roleOf(before) === roleOf(need);
    if (out.length > 0 && (sameRole || need.asks.every((a) => namesAsk(need.proof.text, a)))) {
      ctx.mentions.last = before?.proof.kind === 'experience' && before.proof.employer ? `${before.proof.title}|${before.proof.employer}` : null;
      // The voice's "in that role" frames take turns with the sentences before about the same role.
      ctx.mentions.repeats = Math.max(0, run - 1);
      const told = evidenceSentence(need.proof, ctx.mentions);
      if (told) {
        run = before && roleOf(before) === roleOf(need) ? run + 1 : 1;
        before = need;
        if (need.proof.kind === 'experience' && need.proof.employer) named.add(need.proof.employer);
        out.push(ofEntry(optional(told, 40 - out.length), need.proof));
        continue;
      }
    }
    // After the paragraph's own sentences about the same role (generate.ts puts a measured result of it first), the
    // proof goes on about that role ("Equally relevant, I precept …"), not "in my current role" again.
    const continues = out.length === 0 && after && need.proof.kind === 'experience' && ctx.mentions.last === `${need.proof.title}|${need.proof.employer}`;
    const place = continues ? '' : placeOf(need, before, named, ctx.mentions.roles);
    const pred = clause.replace(/^I /, '');
    const asks = listOf(need.asks);
    const result = measuredResult(need.proof);
    // Work still done: a post still held, told in the present ("I coach …", not "I designed …").
    const present = need.proof.current === true && !opensInPastTense(pred);
    const told = (frame: NeedFrame): string => {
      // Right after a proof of the same role, "I also prepare …" rather than "in the same role, I prepare …".
      // A frame that adds on itself ("Further, …", "Another: …") takes no "also".
      const said = place ? `${place}, I ${pred}` : ADDS_ON.test(frame(asks, '', result, firstWasResult, present)) ? `I ${pred}` : `I ${withAdverb('also', pred)}`;
      // A statement with a ";" of its own follows a ":" rather than a second ";" ("You also want X: I lead …; median … fell").
      const framed = said.includes(';') ? frame(asks, said, result, firstWasResult, present).replace(`; ${said}`, `: ${said}`) : frame(asks, said, result, firstWasResult, present);
      // A statement with a ":" of its own ("I own the billing queue: refunds, …") stands as its own sentence
      // after a frame that ends in one, so no sentence holds two colons.
      return said.includes(':') && framed.includes(`: ${said}`) ? framed.replace(`: ${said}`, `. ${cap(said)}`) : framed;
    };
    const at = out.length + (after ? 1 : 0);
    if (at === 0) firstWasResult = result;
    const text = told(frames[at] ?? frames[2]);
    // The first proof's frame says it comes first ("Here is the work I would point to first: …"): the second
    // frame stands ready for when statements added to reach the length go before it (generate.ts `reframeFirsts`).
    const second = at === 0 ? told(frames[1]) : undefined;
    run = before && roleOf(before) === roleOf(need) ? run + 1 : 1;
    before = need;
    // Later evidence names the employer again rather than read as "in that role"; the role counts as named.
    if (need.proof.kind === 'experience' && need.proof.employer) {
      ctx.mentions.roles.add(`${need.proof.title}|${need.proof.employer}`);
      ctx.mentions.entryOf.set(`${need.proof.title}|${need.proof.employer}`, need.proof.entryIndex);
      named.add(need.proof.employer);
    }
    const sentence = ofEntry(out.length === 0 ? core(text) : optional(text, 40 - out.length), need.proof);
    out.push(second === undefined ? sentence : { ...sentence, second });
  }
  // The paragraph's next sentence follows the last argued role ("As Charge Nurse there, I …").
  ctx.mentions.last = before?.proof.kind === 'experience' && before.proof.employer ? `${before.proof.title}|${before.proof.employer}` : null;
  ctx.mentions.repeats = Math.max(0, run - 1);
  return out;
}
