/**
 * The sections without dated employment entries: summary, skills, certifications and other lists, and
 * projects.
 */
import { formatDateRange } from './dates';
import { bodyToBullets, classifyLines, isContinuation, joinWrapped, type CLine } from './entry-lines';
import { isBulletLine, isBulletOnlyLine, stripBullet } from './normalize';
import type { ProjectEntry } from './types';

function splitOutsideParens(text: string, separators: RegExp): string[] {
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

export function parseSkillLines(lines: readonly string[]): string[] {
  // Join comma lists wrapped over lines ("…, Google Cloud" / "Platform, Firebase, …").
  const joined: string[] = [];
  const glyphBullets = lines.some((l) => isBulletOnlyLine(l.trim()));
  for (const raw of lines) {
    const line = raw.trim();
    if (!line || isBulletOnlyLine(line)) continue;
    const prev = joined[joined.length - 1];
    const bullet = isBulletLine(line);
    if (prev !== undefined && !bullet && !glyphBullets && prev.length >= 50 && prev.includes(',') && !/[,;|:]$/.test(prev) && /^[\p{L}]/u.test(line) && (line.includes(',') || line.split(' ').length <= 3) && !SKILL_LABEL_RE.test(line)) {
      joined[joined.length - 1] = `${prev} ${line}`;
    } else {
      joined.push(bullet ? stripBullet(line) : line);
    }
  }
  const items: string[] = [];
  const seen = new Set<string>();
  for (const line of joined) {
    const label = SKILL_LABEL_RE.exec(line);
    const content = label && (label[1] ?? '').split(' ').length <= 4 ? (label[2] ?? '') : line;
    for (const piece of splitOutsideParens(content, /[,;|•·▪]/)) {
      const item = piece
        .trim()
        .replace(/^(?:and|&)\s+/i, '')
        .replace(/[.]$/, '')
        .trim();
      if (!item) continue;
      const key = item.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(item);
    }
  }
  return items;
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

export function parseProjectLines(lines: readonly string[]): ProjectEntry[] {
  const classified = classifyLines(lines);
  const projects: ProjectEntry[] = [];
  let cur: ProjectEntry | null = null;
  let body: CLine[] = [];
  const flush = () => {
    if (cur) cur.bullets = bodyToBullets(body);
    body = [];
  };
  for (const cl of classified) {
    if (cl.kind === 'header' || (cl.kind === 'date' && (cl.rest ?? '') !== '')) {
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
