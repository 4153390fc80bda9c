/**
 * Reads the items of a skills section with their offsets: "Languages: Python, Go | SQL" gives
 * Python, Go and SQL, each with its span and the separator that follows it, so a duplicate can be
 * removed cleanly and the separators compared.
 */
import type { RuleContext, TextLine } from './context';
import { getBodyLines, memoize, readStatement } from './context';

export interface SkillItem {
  text: string;
  start: number;
  end: number;
  line: TextLine;
  /** Index of the item on its line. */
  index: number;
  /** Items on the same line. */
  siblings: number;
  /** The separator after the item on its line ('' for the last). */
  separator: string;
}

const LABEL_RE = /^([^:,;|•·]{1,30}):\s*/;
/** An item: a run without separators; a bracketed part ("AWS (S3, Glue)") stays in its item. */
const ITEM_RE = /(?:[^,;|•·\t(]|\([^()]*\))+/g;

/** Skill items of the skills sections, in text order. */
export function readSkillItems(ctx: RuleContext): SkillItem[] {
  return memoize(ctx, 'skill-items', () => {
    const out: SkillItem[] = [];
    for (const line of getBodyLines(ctx, ['skills'])) {
      const statement = readStatement(line);
      const body = line.text.slice(statement.start - line.start, statement.end - line.start);
      const label = LABEL_RE.exec(body)?.[0] ?? '';
      const offset = statement.start + label.length;
      const rest = body.slice(label.length);
      const found: Omit<SkillItem, 'siblings'>[] = [];
      for (const m of rest.matchAll(ITEM_RE)) {
        const raw = m[0];
        const lead = raw.length - raw.trimStart().length;
        const text = raw.trim();
        if (text === '') continue;
        const start = offset + (m.index ?? 0) + lead;
        const sepMatch = /^\s*([,;|•·\t])/.exec(rest.slice((m.index ?? 0) + raw.length));
        found.push({ text, start, end: start + text.length, line, index: found.length, separator: sepMatch?.[1] ?? '' });
      }
      for (const item of found) out.push({ ...item, siblings: found.length });
    }
    return out;
  });
}

/** "Python" and "python " and "Python." are the same entry. */
export function toSkillKey(text: string): string {
  return text.toLowerCase().replace(/[.\s]+$/, '').replace(/\s+/g, ' ');
}
