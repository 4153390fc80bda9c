/**
 * The sections without dated employment entries: summary, skills, certifications and other lists, and
 * projects.
 */
import { formatDateRange, parseDatePoint } from './dates';
import { bodyToBullets, classifyLines, isContinuation, joinWrapped, type CLine } from './entry-lines';
import { matchHeading } from './headings';
import { isBulletLine, isBulletOnlyLine, stripBullet } from './normalize';
import type { ProjectEntry } from './types';

/** Items of a text split at the separators outside brackets ("Excel (pivot tables, VLOOKUP), SQL"). */
export function splitOutsideParens(text: string, separators: RegExp): string[] {
  const out: string[] = [];
  let depth = 0;
  let buf = '';
  for (const ch of text) {
    if (ch === '(' || ch === '[') depth++;
    if ((ch === ')' || ch === ']') && depth > 0) depth--;
    if (depth === 0 && separators.test(ch)) {
      out.push(buf);
      buf = '';
      continue;
    }
    buf += ch;
  }
  out.push(buf);
  return out;
}

const SKILL_LABEL_RE = /^([\p{L}][\p{L}\d &/+.()-]{0,40}?)\s*:\s*(.*)$/u;
/** A second label inside a line ("…, Sepsis screening Systems: Epic, Pyxis"): a capitalised word, then up to three lower-case words. */
const MID_LABEL_RE = /\s(\p{Lu}[\p{L}/&+-]*(?:\s(?:&|[\p{Ll}][\p{L}/-]*)){0,3}):\s/gu;
const ITEM_SEPARATORS = /[,;|•·▪]/;

function openParens(text: string): number {
  let depth = 0;
  for (const ch of text) {
    if (ch === '(' || ch === '[') depth++;
    else if ((ch === ')' || ch === ']') && depth > 0) depth--;
  }
  return depth;
}

/** True when `line` goes on with the item list of `prev` (a list wrapped over lines), not a new line of items. */
function continuesSkillLine(prev: string, line: string, bullet: boolean, glyphBullets: boolean): boolean {
  if (bullet) return false;
  // "Classroom management" / "(PBIS)"; "Excel (pivot tables," / "XLOOKUP, Power Query)".
  if (/^[([]/.test(line) || openParens(prev) > 0) return true;
  if (glyphBullets || !ITEM_SEPARATORS.test(prev) || /[,;|:•·▪]$/.test(prev) || SKILL_LABEL_RE.test(line)) return false;
  // "… | I-9 and EEO-1" / "compliance | Workday": an item does not start in lower case after an unfinished one.
  if (/^\p{Ll}/u.test(line)) return true;
  // "…, U.S." / "GAAP, …": a dotted abbreviation ends no item.
  if (/(?:^|[\s,])(?:\p{Lu}\.){2,}$/u.test(prev.slice(-16))) return true;
  return prev.length >= 50 && prev.includes(',') && /^\p{L}/u.test(line) && (line.includes(',') || line.split(' ').length <= 3);
}

/** The item text of a skills line: labels ("Systems:") dropped, each labelled run apart. */
function unlabelled(line: string): string[] {
  const label = SKILL_LABEL_RE.exec(line);
  let rest = label && (label[1] ?? '').split(' ').length <= 4 ? (label[2] ?? '') : line;
  const runs: string[] = [];
  for (const m of [...rest.matchAll(MID_LABEL_RE)].reverse()) {
    if (openParens(rest.slice(0, m.index)) > 0) continue;
    runs.unshift(rest.slice(m.index + m[0].length));
    rest = rest.slice(0, m.index);
  }
  return [rest, ...runs];
}

/**
 * A line that is itself a skills heading, written as one ("Skills", "Technical Skills", "CORE SKILLS"),
 * labels the items; it is not one of them ("IT skills" is).
 */
function isSkillsHeadingText(item: string): boolean {
  const heading = matchHeading(item, false);
  const headingCase = item
    .split(/\s+/)
    .filter((w) => !/^(?:and|of|&)$/.test(w))
    .every((w) => /^\p{Lu}/u.test(w));
  return heading?.kind === 'skills' && heading.guessed !== true && headingCase;
}

export function parseSkillLines(lines: readonly string[]): string[] {
  const joined: string[] = [];
  const glyphBullets = lines.some((l) => isBulletOnlyLine(l.trim()));
  for (const raw of lines) {
    const line = raw.trim();
    if (!line || isBulletOnlyLine(line)) continue;
    const prev = joined[joined.length - 1];
    const bullet = isBulletLine(line);
    if (prev !== undefined && continuesSkillLine(prev, line, bullet, glyphBullets)) {
      joined[joined.length - 1] = /[-/]$/.test(prev) || /^[),\]]/.test(line) ? `${prev}${line}` : `${prev} ${line}`;
    } else {
      joined.push(bullet ? stripBullet(line) : line);
    }
  }
  const items: string[] = [];
  const seen = new Set<string>();
  for (const line of joined) {
    for (const run of unlabelled(line)) {
      for (const piece of splitOutsideParens(run, ITEM_SEPARATORS)) {
        const item = piece
          .trim()
          .replace(/^(?:and|&)\s+/i, '')
          .replace(/(?<!\b\p{L}\.\p{L})[.]$/u, '')
          .trim();
        if (!item || isSkillsHeadingText(item)) continue;
        const key = item.toLowerCase();
        if (seen.has(key)) continue;
        seen.add(key);
        items.push(item);
      }
    }
  }
  return items;
}

const LEVEL = String.raw`(?:native(?: speaker)?|mother tongue|bilingual|fluent|proficient|advanced|upper[- ]intermediate|intermediate|conversational|basic|beginner|elementary|limited working proficiency|professional working proficiency|full professional proficiency|[ABC][12])`;
/** "English | Native", "Spanish – Fluent", "French: B2": a language and its level, in one item. */
const LANGUAGE_LEVEL_RE = new RegExp(String.raw`^(\p{Lu}[\p{L}-]*(?: \p{Lu}[\p{L}-]*)?)\s*(?:[|:–—-]|\s{2,})\s*(${LEVEL})$`, 'iu');

/**
 * A languages section's items: a language and its level stay together ("English (Native)"), where a
 * table or a separator put them apart; other lines are read as skills lines ("English (native) · Spanish").
 */
export function parseLanguageLines(lines: readonly string[]): string[] {
  return parseSkillLines(
    lines.map((raw) => {
      const line = raw.trim();
      const body = isBulletLine(line) ? stripBullet(line) : line;
      const pair = LANGUAGE_LEVEL_RE.exec(body);
      return pair ? `${pair[1] ?? ''} (${pair[2] ?? ''})` : raw;
    }),
  );
}

/** Lines of a list section; with `keepBullets`, bulleted lines keep a "• " marker (others stay plain). */
export function parseListLines(lines: readonly string[], keepBullets = false): string[] {
  const items: string[] = [];
  let pending = false;
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    if (isBulletOnlyLine(line)) {
      pending = true;
      continue;
    }
    const bullet = isBulletLine(line) || (pending && keepBullets);
    const text = isBulletLine(line) ? stripBullet(line) : line;
    const prev = items[items.length - 1];
    if (prev !== undefined && !bullet && isContinuation(prev, text) && !pending) items[items.length - 1] = joinWrapped(prev, text);
    else items.push(keepBullets && bullet ? `• ${text}` : text);
  }
  // A list whose every line is bulleted needs no markers (the renderer adds them).
  if (keepBullets && items.every((l) => l.startsWith('• '))) return items.map((l) => l.slice(2));
  return items;
}

/** A credential's abbreviation and its date on one line, as a two-column layout sets them ("CSM | Mar 2018"). */
const ABBREVIATION_DATE_RE = /^([A-Z][A-Z0-9-]{1,7})\s*[|,–—-]\s*(.+)$/;

/** "Certified Scrum Master" spells "CSM": the initials of its capitalised words. */
function spellsOut(name: string, abbreviation: string): boolean {
  const initials = name.split(/[\s-]+/).filter((w) => /^\p{Lu}/u.test(w)).map((w) => w.charAt(0)).join('');
  return initials.length >= 2 && initials === abbreviation.replace(/-/g, '') && !/\d/.test(name);
}

/**
 * Certification lines, one credential each: a layout that sets a credential's abbreviation and date on one line and
 * its issuer and name on the next ("CSM | Mar 2018", "Scrum Alliance", "Certified Scrum Master") is read as the one
 * credential it is, "Certified Scrum Master (CSM), Scrum Alliance — Mar 2018"; every word kept.
 */
export function parseCertificationLines(lines: readonly string[]): string[] {
  const items = parseListLines(lines);
  const out: string[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i] ?? '';
    const m = ABBREVIATION_DATE_RE.exec(item);
    const date = m?.[2]?.trim() ?? '';
    // The spelled-out name right below the abbreviation, or below one short line between (the issuer).
    const at = m && parseDatePoint(date) ? [i + 1, i + 2].find((j) => spellsOut(items[j] ?? '', m[1] ?? '')) : undefined;
    const issuer = at === i + 2 ? (items[i + 1] ?? '') : '';
    if (at === undefined || issuer.split(/\s+/).length > 6 || parseDatePoint(issuer) || /\d/.test(issuer)) {
      out.push(item);
      continue;
    }
    out.push(`${items[at] ?? ''} (${m?.[1] ?? ''})${issuer ? `, ${issuer}` : ''} — ${date}`);
    i = at;
  }
  return out;
}

/**
 * A project's name line the line classes call prose because of what follows the name ("tinyqueue |
 * github.com/…", "Handling a Wire-Fraud Call | Articulate Rise, job aid", "Open Transit Data (personal) — Python,
 * Airflow"): fields joined by " | " or a dash, no sentence end, a few words, and marked statements right below it.
 */
function isProjectNameLine(classified: readonly CLine[], i: number): boolean {
  const cl = classified[i];
  if (cl?.kind !== 'prose' || !/\s[|—–]\s/.test(cl.text) || /[.!?]$/.test(cl.text) || cl.text.split(/\s+/).length > 14) return false;
  const next = classified.slice(i + 1).find((c) => c.kind !== 'blank');
  return next?.kind === 'bullet' && next.marked === true;
}

/** "Solo Developer", "Lead Engineer": the part a person played, as a short title under a project's name. */
const PROJECT_ROLE_RE = /^(?:\p{Lu}[\p{L}-]*\s+){0,2}(?:Developer|Engineer|Designer|Lead|Maintainer|Contributor|Author|Founder|Co-Founder|Researcher|Architect|Owner)$/u;
/** "Kotlin • Spring Boot • MySQL": the tools a project was built with, short names set apart by dots. */
const TOOL_LINE_RE = /^[^•·|.!?]{1,30}(?:\s[•·]\s[^•·|.!?]{1,30})+$/;

export function parseProjectLines(lines: readonly string[]): ProjectEntry[] {
  const classified = classifyLines(lines);
  const projects: ProjectEntry[] = [];
  let cur: ProjectEntry | null = null;
  let body: CLine[] = [];
  const flush = () => {
    if (cur) cur.bullets = bodyToBullets(body);
    body = [];
  };
  for (const [i, cl] of classified.entries()) {
    const started = body.some((b) => b.kind !== 'blank');
    // "Kotlin Backend System | Jan 2020 – Present" / "Solo Developer": the part played, under the dated name, is the
    // project's ("Kotlin Backend System | Solo Developer"), not a project of its own.
    if (cl.kind === 'header' && cur?.name && cur.dates && !started && PROJECT_ROLE_RE.test(cl.text.trim())) {
      cur.name = `${cur.name} | ${cl.text.trim()}`;
      continue;
    }
    // The tools it was built with, below its statements: the project's too, said with its name (no statement of its
    // own), their names set apart by commas ("Kotlin Backend System | Solo Developer | Kotlin, Spring Boot, MySQL").
    if (cl.kind === 'header' && cur?.name && started && TOOL_LINE_RE.test(cl.text.trim())) {
      cur.name = `${cur.name} | ${cl.text.trim().split(/\s[•·]\s/).join(', ')}`;
      continue;
    }
    if (cl.kind === 'header' || (cl.kind === 'date' && (cl.rest ?? '') !== '') || isProjectNameLine(classified, i)) {
      const name = cl.kind === 'date' ? (cl.rest ?? '') : cl.text;
      if (!cur || body.some((b) => b.kind !== 'blank') || cur.name) {
        flush();
        cur = { name, bullets: [] };
        projects.push(cur);
      } else cur.name = name;
      if (cl.kind === 'date' && cl.range) cur.dates = formatDateRange(cl.range.start, cl.range.end);
      continue;
    }
    if (cl.kind === 'date' && cl.range) {
      if (!cur) {
        cur = { name: '', bullets: [] };
        projects.push(cur);
      }
      if (!cur.dates) cur.dates = formatDateRange(cl.range.start, cl.range.end);
      continue;
    }
    if (!cur) {
      cur = { name: '', bullets: [] };
      projects.push(cur);
    }
    body.push(cl);
  }
  flush();
  return projects.filter((p) => p.name || p.bullets.length > 0);
}

export function parseSummaryLines(lines: readonly string[]): string {
  const out: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (!line || isBulletOnlyLine(line)) continue;
    const bullet = isBulletLine(line);
    const text = bullet ? stripBullet(line) : line;
    const prev = out[out.length - 1];
    if (prev !== undefined && !bullet && !/[.!?:]$/.test(prev)) out[out.length - 1] = joinWrapped(prev, text);
    else if (prev !== undefined && !bullet && /^[\p{Ll}]/u.test(text)) out[out.length - 1] = joinWrapped(prev, text);
    else out.push(text);
  }
  return out.join(out.every((l) => /[.!?]$/.test(l)) ? ' ' : '\n');
}
