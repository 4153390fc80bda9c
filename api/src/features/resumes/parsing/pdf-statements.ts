/**
 * From laid-out PDF lines to the text the resume parser reads: one statement per line, list items as
 * "• …", headings on their own line, a blank line between blocks. A PDF has no paragraphs, only lines
 * where the typesetter wrapped; this module decides which lines are one statement:
 * - a line continues the statement above when it is not a new bullet nor a heading, has the same font
 *   size, follows at a normal line gap (≤ 1.45 em), starts where the statement's text does (its first
 *   line, or the text after its bullet: a hanging indent), and either starts lower-case, or hangs under a
 *   bullet's text without the statement having ended, or the line above reached the column's right edge
 *   and spans most of it without ending a sentence (a line that stops short of the edge was not
 *   wrapped: "DevOps Engineer" / "Tek Systems" stay apart); a lower-case first line of a page goes on
 *   with the last statement of the page before;
 * - a line that starts where a neighbouring bullet's text starts is a list item whose bullet was drawn
 *   as a shape, not as text;
 * - a word split at the wrap ("al-" / "gorithm") is joined without its hyphen when both sides are
 *   lower-case letters and the part before is not a prefix written with a hyphen (KEPT_PREFIXES:
 *   "well-" + "known" stays "well-known"); any other line-end hyphen is kept and joined without a space
 *   ("Ctrl-" + "Tab");
 * - running headers and footers (the same text at the top or bottom of two or more pages, digits
 *   ignored) and page numbers ("Page 2 of 3", "1/2") are dropped;
 * - the first line, when it was letter-spaced capitals, is the name: title case ("Jared Richards").
 */
import { endsSentence } from '@jobapp/shared/text/sentences';
import { isEnglishWord } from './english-words';
import type { LayoutLine } from './pdf-layout';
import { toTitleCase } from './letter-spacing';

/**
 * Prefixes usually written with a hyphen: a line ending in one of these keeps it ("self-" + "motivated",
 * "full-" + "stack") unless the document spells the joined word elsewhere ("re-" + "sults": "results").
 * Kept small on purpose: "back-", "high-", "in-" end lines of "background", "highlighted", "information".
 */
export const KEPT_PREFIXES = new Set([
  'self', 'well', 'cross', 'non', 'co', 're', 'pre', 'post', 'multi', 'semi', 'anti', 'ex', 'mid', 'full', 'part',
  'real', 'hands', 'front',
]);

const BULLET_RE = /^(?:[•◦▪■●○‣⁃∙·➢➤►▶✓✔◆❖\uE000-\uF8FF]|[*-](?=\s))\s*/u;
const SENTENCE_END_RE = /[.!?:;]["'”’)\]]?$/;
const FULL_STOP_RE = /[.!?]["'”’)\]]?$/;

/**
 * Whether a statement is still open when `next` follows it: no end mark, or an end mark that the
 * English sentence splitter (shared text/sentences.ts) does not take for a sentence end ("…under U.S."
 * + "GAAP and state rules.", "…Supply, Inc." + "Board of Directors", "(e.g." + "ANSYS Fluent)").
 */
function isUnfinished(text: string, next: string): boolean {
  if (!SENTENCE_END_RE.test(text)) return true;
  return FULL_STOP_RE.test(text) && !endsSentence(text, next);
}
const PAGE_NUMBER_RE = /^(?:page\s*)?\d{1,3}\s*(?:(?:of|\/)\s*\d{1,3})?$|\bpage\s+\d{1,3}(?:\s+of\s+\d{1,3})?$/i;

interface Statement {
  text: string;
  bullet: boolean;
  heading: boolean;
  page: number;
  size: number;
  firstX0: number;
  textX: number;
  lastX0: number;
  lastX1: number;
  lastY: number;
  columnLeft: number;
  columnRight: number;
  closed: boolean;
  /** A blank line goes before this statement. */
  blockStart: boolean;
}

const near = (a: number, b: number, size: number) => Math.abs(a - b) <= 0.6 * size;

/** The font size most of the text is set in. */
function bodySize(lines: readonly LayoutLine[]): number {
  const weight = new Map<number, number>();
  for (const line of lines) {
    const key = Math.round(line.size * 2) / 2;
    weight.set(key, (weight.get(key) ?? 0) + line.text.length);
  }
  let best = 10;
  let most = -1;
  for (const [size, w] of weight) if (w > most) [best, most] = [size, w];
  return best;
}

function isHeading(line: LayoutLine, body: number, bullet: boolean): boolean {
  if (bullet || line.closed) return false;
  const text = line.text;
  const words = text.split(/\s+/).length;
  if (words > 6 || SENTENCE_END_RE.test(text) || /[@\d|]/.test(text)) return false;
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length < 3) return false;
  const capitals = letters === letters.toUpperCase();
  return line.size >= body * 1.15 || (capitals && words <= 4);
}

const zoneKey = (text: string) => text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ');

/** Running headers/footers and page numbers: lines in the top or bottom 12% of a page. */
function dropPageFurniture(lines: readonly LayoutLine[]): LayoutLine[] {
  const inZone = (line: LayoutLine) => {
    const height = line.pageTop - line.pageBottom;
    return line.y > line.pageTop - height * 0.12 || line.y < line.pageBottom + height * 0.12;
  };
  const pagesByKey = new Map<string, Set<number>>();
  for (const line of lines) {
    if (!inZone(line)) continue;
    const key = zoneKey(line.text);
    const pages = pagesByKey.get(key) ?? new Set<number>();
    pages.add(line.page);
    pagesByKey.set(key, pages);
  }
  return lines.filter((line) => {
    if (!inZone(line)) return true;
    if (PAGE_NUMBER_RE.test(line.text.trim())) return false;
    return (pagesByKey.get(zoneKey(line.text))?.size ?? 0) < 2;
  });
}

/**
 * The name, set in the largest type near the top of page 1, is read first even when a block of contact
 * lines beside it starts higher up (a name on the left, address and phone stacked on the right).
 */
function nameFirst(lines: LayoutLine[], body: number): LayoutLine[] {
  const head = lines.slice(0, 12).filter((line) => line.page === 1);
  const name = head.reduce<LayoutLine | null>((best, line) => (best === null || line.size > best.size ? line : best), null);
  if (name === null || name.size < body * 1.5 || lines[0] === name) return lines;
  if (name.y < name.pageTop - (name.pageTop - name.pageBottom) * 0.25) return lines;
  return [name, ...lines.filter((line) => line !== name)];
}

/** The words a document uses, hyphenated compounds included (lower case). */
export function wordsOf(lines: readonly { text: string }[]): Set<string> {
  const words = new Set<string>();
  for (const line of lines) for (const word of line.text.toLowerCase().match(/\p{L}+(?:-\p{L}+)*/gu) ?? []) words.add(word);
  return words;
}

/**
 * Whether a line-end hyphen between `lower` and `rest` belongs to the text: inside a web address or
 * handle always ("linkedin.com/in/zoe-angstrom-" / "nunez"); else the document's own spelling decides
 * ("results" used elsewhere → mend, "well-known" → keep), then KEPT_PREFIXES, then English: a compound
 * of two words that is no word joined ("rate-" / "update", "flu-" / "vaccine") keeps its hyphen.
 */
function keepsHyphen(text: string, lower: string, rest: string, vocabulary: ReadonlySet<string>): boolean {
  if (/[/.@]\S*-$/u.test(text.slice(text.lastIndexOf(' ') + 1))) return true;
  if (vocabulary.has(`${lower}-${rest}`)) return true;
  if (vocabulary.has(lower + rest)) return false;
  if (KEPT_PREFIXES.has(lower)) return true;
  return !isEnglishWord(lower + rest) && isEnglishWord(lower) && isEnglishWord(rest);
}

/**
 * Joins `next` onto `text`, mending a word the wrap split with a hyphen (both sides lower-case letters,
 * and keepsHyphen says it is no compound). Any other line-end hyphen stays, without a space ("Ctrl-" + "Tab").
 */
export function joinWrapped(text: string, next: string, vocabulary: ReadonlySet<string> = new Set()): string {
  // A number's compound broken after its hyphen ("220-" / "seat") goes on without a space.
  if (/\d-$/.test(text) && /^\p{Ll}/u.test(next)) return text + next;
  const split = /(?:^|[^\p{L}])(\p{L}+)-$/u.exec(text);
  if (split === null || !/^\p{L}/u.test(next)) return `${text} ${next}`;
  const fragment = split[1] ?? '';
  if (!/\p{Ll}$/u.test(fragment) || !/^\p{Ll}/u.test(next)) return text + next;
  const rest = (/^\p{L}+/u.exec(next)?.[0] ?? '').toLowerCase();
  const lower = fragment.toLowerCase();
  return keepsHyphen(text, lower, rest, vocabulary) ? text + next : text.slice(0, -1) + next;
}

/**
 * A short line set as large as a heading is still the rest of the statement above when that statement is
 * set in the same size, is unfinished, and reached the column's edge ("… a backend system using" /
 * "Kotlin and Spring Boot" in a project's 10.5 pt description under 9 pt bullets). Capitals stay a heading.
 */
function headingOrRest(previous: Statement, line: LayoutLine, text: string, heading: boolean): boolean {
  if (!heading || previous.heading || text === text.toUpperCase()) return heading;
  return Math.abs(line.size - previous.size) > 0.05 * previous.size;
}

function continues(previous: Statement, line: LayoutLine, text: string, bullet: boolean, heading: boolean): boolean {
  if (bullet || headingOrRest(previous, line, text, heading) || previous.heading || previous.closed || line.closed) return false;
  if (Math.abs(line.size - previous.size) > 0.15 * previous.size) return false;
  const lower = /^\p{Ll}/u.test(text);
  const unfinished = isUnfinished(previous.text, text);
  if (line.page !== previous.page) {
    const aligned = near(line.x0, previous.lastX0, line.size) || near(line.x0, previous.textX, line.size);
    return lower && unfinished && aligned;
  }
  const gap = previous.lastY - line.y;
  if (gap <= 0 || gap > 1.45 * Math.max(line.size, previous.size)) return false;
  const hanging = previous.bullet && near(line.x0, previous.textX, line.size) && line.x0 > previous.firstX0 + 1;
  const indentOk = hanging || near(line.x0, previous.lastX0, line.size) || near(line.x0, previous.firstX0, line.size);
  if (!indentOk) return false;
  // Wrapped: the line reaches near the column's right edge and spans most of the column (a short
  // right-aligned line, "123 Gotham St" over "Gotham, USA", also ends near the edge).
  const width = previous.columnRight - previous.columnLeft;
  const full = previous.lastX1 >= previous.columnRight - 8 * previous.size && previous.lastX1 - previous.lastX0 >= 0.5 * width;
  // Under a bullet, a line at the text's indent goes on unless the statement ended and this one starts
  // with a capital: a list item whose bullet is drawn as a shape, not text (DevOps-Sample2).
  return lower || (hanging && unfinished) || (unfinished && full);
}

/**
 * A statement that starts where the text of a neighbouring bullet starts (indented past the bullet) is
 * a list item too: its bullet was drawn as a shape, not as text.
 */
function markShapeBullets(statements: Statement[]): void {
  // Forward, then backward: a run of shape-bulleted items next to one text bullet all become items.
  const order = [...statements.keys(), ...[...statements.keys()].reverse()];
  order.forEach((i) => {
    const statement = statements[i] as Statement;
    if (statement.bullet || statement.heading || statement.closed) return;
    const siblings = [statements[i - 1], statements[i + 1]].filter(
      (s): s is Statement => s !== undefined && s.bullet && Math.abs(s.page - statement.page) <= 1 && s.textX > s.firstX0 + 0.5 * s.size,
    );
    const sibling = siblings.find((s) => near(statement.firstX0, s.textX, statement.size) && Math.abs(statement.size - s.size) <= 0.15 * s.size);
    if (sibling === undefined) return;
    statement.bullet = true;
    // Where its bullet would be, so its own neighbours can be recognised in turn.
    statement.textX = statement.firstX0;
    statement.firstX0 = sibling.firstX0;
  });
}

/**
 * A statement cut by a page break: the lower-case first line of a page goes on with the last statement
 * of the page before, past the lines printed above it at the top of the new page ("Last updated…").
 */
function overPageTop(statements: readonly Statement[], line: LayoutLine, text: string): Statement | undefined {
  if (!/^\p{Ll}/u.test(text)) return undefined;
  const topZone = line.pageTop - (line.pageTop - line.pageBottom) * 0.2;
  for (let i = statements.length - 1; i >= 0 && i >= statements.length - 4; i--) {
    const statement = statements[i] as Statement;
    if (statement.page === line.page - 1) return statement;
    if (statement.page !== line.page || statement.lastY < topZone || statement.bullet) return undefined;
  }
  return undefined;
}

/** The document's text: statements one per line (see the module comment). */
export function buildStatements(allLines: readonly LayoutLine[]): string {
  const body = bodySize(allLines);
  const lines = nameFirst(dropPageFurniture(allLines), body);
  const vocabulary = wordsOf(lines);
  const statements: Statement[] = [];
  lines.forEach((line, index) => {
    const raw = line.text.trim();
    if (raw === '') return;
    const bulletMatch = BULLET_RE.exec(raw);
    const bullet = bulletMatch !== null && raw.length > bulletMatch[0].length;
    const text = bullet ? raw.slice(bulletMatch?.[0].length ?? 0) : raw;
    const heading = isHeading(line, body, bullet);
    const previous = statements[statements.length - 1];
    const acrossPage = overPageTop(statements, line, text);
    const target = [previous, acrossPage].find((s) => s !== undefined && continues(s, line, text, bullet, heading));
    if (target) {
      target.text = joinWrapped(target.text, text, vocabulary);
      target.lastX0 = line.x0;
      target.lastX1 = line.x1;
      target.lastY = line.y;
      return;
    }
    const gap = previous && previous.page === line.page ? previous.lastY - line.y : 0;
    const newColumn = previous !== undefined && Math.abs(previous.columnLeft - line.columnLeft) > 2 * line.size;
    // Items of one list spaced out (LaTeX itemize) stay one block.
    const sameList = bullet && previous?.bullet === true && near(previous.firstX0, line.x0, line.size) && gap <= 3 * line.size;
    const blockStart = heading || (gap > 1.9 * line.size && !sameList) || gap < 0 || newColumn;
    const first = index === 0 || statements.length === 0;
    statements.push({
      text: first && line.spaced ? toTitleCase(text) : text,
      bullet,
      heading,
      page: line.page,
      size: line.size,
      firstX0: line.x0,
      textX: line.textX,
      lastX0: line.x0,
      lastX1: line.x1,
      lastY: line.y,
      columnLeft: line.columnLeft,
      columnRight: line.columnRight,
      closed: line.closed,
      blockStart,
    });
  });
  markShapeBullets(statements);
  const out: string[] = [];
  for (const statement of statements) {
    if (statement.blockStart && out.length > 0 && out[out.length - 1] !== '') out.push('');
    out.push(statement.bullet ? `• ${statement.text}` : statement.text);
  }
  // Word → Quartz PDFs draw one hyphen as "-", a soft hyphen and "-" or U+2010 ("on-‐campus", "555-‐5555").
  return out.join('\n').replace(/-\u00AD*[-\u2010]|-\u00AD+|\u2010/g, '-');
}
