/**
 * A job description's outline: its lines grouped into blocks by the headings above them (requirements,
 * preferred, duties, ignored such as benefits, or the intro before any heading), and the sentence
 * markers that make one sentence preferred ("… a plus") or required ("must").
 */
import { findSkills } from './skill-matcher';
import { sentencesOf } from './text';

export type BlockKind = 'intro' | 'required' | 'preferred' | 'duties' | 'ignore';

/** A line that heads a block, with the text after "Heading:" on the same line ('' when none). */
export interface LineHeading {
  kind: BlockKind;
  rest: string;
}

const PREFERRED_HEADING_RE =
  /\b(?:prefer(?:red|ably)?|nice[- ]to[- ]have|bonus|plus(?:es)?|desired|desirable|good[- ]to[- ]have|advantage(?:ous)?|extra credit|ideally|would be great)\b/i;
const IGNORE_HEADING_RE =
  /\b(?:benefits?|perks|what we offer|we offer|about us|who we are|about (?:the )?company|our (?:values|culture|mission|story)|compensation|salary|pay range|base pay|pay & benefits|equal (?:employment )?opportunity|eeo|diversity|why\b|what you(?:'ll)? get|how to apply|apply|privacy|disclaimer|accommodation|core values|our company|life at|location|note)\b/i;
const REQUIRED_HEADING_RE =
  /\b(?:requirements?|required|qualifications?|must[- ]haves?|(?:what )?(?:you(?:'ll| will)? (?:need|bring|have)|we(?:'re| are) looking for|we need|you should have)|who you are|about you|you have|you bring|skills|experience|ideal candidate|competenc(?:y|ies)|minimum|basic|essential|key qualifications|education|profile|knowledge)\b/i;
const DUTIES_HEADING_RE =
  /\b(?:responsibilit(?:y|ies)|what you(?:'ll| will) do|duties|the role|about the role|role|(?:the|about the|this) (?:job|position|opportunity)|day[- ]to[- ]day|job description|description|you will|overview|summary|your impact|what you'll be doing|job duties|tasks)\b/i;

const EEO_LINE_RE = /\b(?:is|are|as) an? equal (?:employment )?opportunity(?: and affirmative action)? employer\b/i;
const BENEFITS_LINE_RE = /^(?:(?:our )?(?:benefits|perks)(?: include)?|we offer|we provide|you(?:'ll| will) (?:get|receive|enjoy))\b/i;

export const PREFERRED_SENTENCE_RE =
  /\b(?:nice[- ]to[- ]have|preferred(?!\s+(?:returns?|stock|equity|shares|vendors?|suppliers?|providers?))|preferably|(?:is|are|would be) a (?:big |huge |strong )?plus|a plus\b|bonus|desired|desirable|advantageous|an advantage|ideally|not required|optional|good to have|familiarity with .{0,40}(?:is|a) plus|pluses)\b/i;
export const REQUIRED_SENTENCE_RE = /\b(?:required|must|mandatory|essential|minimum|at least|is a must)\b/i;

interface Block {
  kind: BlockKind;
  lines: { text: string; index: number }[];
}

/** A label that is an ask of its own ("Experience with distributed systems: we connect to …"), not a block's heading. */
const ASK_LABEL_RE = /^(?:experience|knowledge|understanding|familiarity|proficiency|expertise|background)\s+(?:with|in|of|using|on)\s/i;

function classifyHeading(label: string): BlockKind | null {
  const l = label.replace(/(?<![:?!.])[:?!.]+$/, '').trim();
  if (l.length === 0 || l.length > 70 || ASK_LABEL_RE.test(l)) return null;
  if (PREFERRED_HEADING_RE.test(l)) return 'preferred';
  // "About Lakeview Regional Health", "About us": the company, not the role or the candidate.
  if (/^about\s(?!(?:the\s)?(?:role|job|position|opportunity|you)\b)/i.test(l)) return 'ignore';
  if (IGNORE_HEADING_RE.test(l)) return 'ignore';
  if (REQUIRED_HEADING_RE.test(l)) return 'required';
  if (DUTIES_HEADING_RE.test(l)) return 'duties';
  return null;
}

function headingOf(line: string): LineHeading | null {
  // List items ("• Experience with Go", "- CPA required") are content, never headings.
  if (/^\s*(?:[•*·▪–-]|\d{1,2}[.)])\s/.test(line)) return null;
  const t = line.replace(/^[#\s]+/, '').trim();
  // A heading line on its own: short, no sentence end, ends with ':' or is title-like, names no skill.
  const words = t.split(/\s+/).length;
  if (words <= 8 && !/[.]$/.test(t) && (/[:?]$/.test(t) || /^[\p{Lu}]/u.test(t))) {
    const kind = classifyHeading(t);
    // A heading of the pay and perks names a skill's words and is still theirs ("Compensation and Benefits").
    if (kind && (/[:?]$/.test(t) || words <= 5) && (findSkills(t, 'strict').length === 0 || (kind === 'ignore' && /\b(?:benefits|perks|compensation|pay)\b/i.test(t)))) return { kind, rest: '' };
  }
  // "Benefits include a 401(k) …", "We offer competitive pay, …": the perks, on one line.
  if (BENEFITS_LINE_RE.test(t)) return { kind: 'ignore', rest: t };
  // "Clearwater Mutual is an equal opportunity employer. Benefits include a pension …": the employer's closing lines,
  // which ask for nothing ("Benefits include a pension" was read as a requirement).
  if (EEO_LINE_RE.test(t)) return { kind: 'ignore', rest: t };
  // Inline "Requirements: 4+ years …".
  const inline = /^([\p{L}][\p{L} &'/-]{2,40}):\s+(\S.*)$/u.exec(t);
  if (inline?.[1] && inline[2]) {
    const kind = classifyHeading(inline[1]);
    if (kind) return { kind, rest: inline[2] };
  }
  return null;
}

function segment(text: string, headings: Map<number, LineHeading | null>): Block[] {
  const blocks: Block[] = [{ kind: 'intro', lines: [] }];
  let current = blocks[0] as Block;
  text.split('\n').forEach((line, index) => {
    const heading = headingOf(line);
    headings.set(index, heading);
    if (heading) {
      current = { kind: heading.kind, lines: [] };
      blocks.push(current);
      if (heading.rest) current.lines.push({ text: heading.rest, index });
      return;
    }
    current.lines.push({ text: line, index });
  });
  return blocks;
}

/** The description's lines, with the block of each and the heading each line is (null when none). */
export interface DescriptionOutline {
  readonly lines: readonly string[];
  readonly kindOfLine: ReadonlyMap<number, BlockKind>;
  readonly headings: ReadonlyMap<number, LineHeading | null>;
  /** The posting has duties, requirements or preferred parts under headings of their own. */
  readonly hasRoleParts: boolean;
  /** Lines of the intro that speak of the role (see introLineCounts). */
  readonly roleIntroLines: ReadonlySet<number>;
  /** sentencesOf(text), split once for the skills, years and education readers (read-only). */
  sentences(text: string): readonly string[];
}

/** A sentence about the role or the candidate ("You will lead…", "We're hiring a Sous Chef…"), not the company. */
const ROLE_SENTENCE_RE =
  /\b(?:you|your|you'll|you're|this role|the role|this position|the position|the candidate|(?:we|we're|we are|is|are) (?:looking|seeking|hiring)|hiring an?)\b/i;

/**
 * True when a line of the intro (the text before the first heading) may hold requirements: always when
 * the posting has no parts of its own, else only in a paragraph that speaks of the role or the candidate
 * ("You will build …", "We're hiring a Sous Chef …"). The company's blurb ("Keelson Labs builds Keelson
 * Ledger, the freight-audit platform …") asks nothing.
 */
export function introLineCounts(outline: DescriptionOutline, lineIndex: number): boolean {
  return !outline.hasRoleParts || outline.roleIntroLines.has(lineIndex);
}

/** The intro's lines in paragraphs (runs of non-blank lines) that hold a sentence about the role. */
function roleIntroLines(lines: readonly string[], kindOfLine: ReadonlyMap<number, BlockKind>): Set<number> {
  const out = new Set<number>();
  let paragraph: number[] = [];
  const close = () => {
    if (paragraph.some((i) => ROLE_SENTENCE_RE.test(lines[i] ?? ''))) for (const i of paragraph) out.add(i);
    paragraph = [];
  };
  lines.forEach((line, i) => {
    if (kindOfLine.get(i) !== 'intro' || line.trim() === '') close();
    else paragraph.push(i);
  });
  close();
  return out;
}

export function outlineDescription(text: string): DescriptionOutline {
  const headings = new Map<number, LineHeading | null>();
  const blocks = segment(text, headings);
  const hasRoleParts = blocks.some((b) => b.kind === 'required' || b.kind === 'preferred' || b.kind === 'duties');
  const kindOfLine = new Map<number, BlockKind>();
  for (const b of blocks) for (const l of b.lines) kindOfLine.set(l.index, b.kind);
  const split = new Map<string, readonly string[]>();
  const sentences = (line: string): readonly string[] => {
    let known = split.get(line);
    if (!known) split.set(line, (known = sentencesOf(line)));
    return known;
  };
  const lines = text.split('\n');
  return { lines, kindOfLine, headings, sentences, hasRoleParts, roleIntroLines: hasRoleParts ? roleIntroLines(lines, kindOfLine) : new Set() };
}
