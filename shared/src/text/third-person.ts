/**
 * A resume statement in the present tense ("Coordinate bed placement …, reducing …") as a summary says it
 * of the person without a subject ("coordinates bed placement …, reducing …"): the opening verb, each
 * later clause's opening verb after ";", and a verb joined to one of those by "and" ("round daily … and
 * recommend …") take the third person. Which words are verbs, and their forms, come from full compromise
 * (its tagger in context, and its conjugation with the word forced to a verb, since "mentor", "own" or
 * "round" alone read as nouns). Server and test code only, as `grammar.ts`.
 */
import nlp from 'compromise';

/** "coordinate" → "coordinates", "run" → "runs", "have" → "has"; null when compromise has no form. */
export function thirdPersonOf(verb: string): string | null {
  const doc = nlp(verb.toLowerCase());
  doc.tag('Infinitive');
  const forms = doc.verbs().conjugate()[0] as { PresentTense?: string } | undefined;
  return forms?.PresentTense ?? null;
}

interface Term {
  text: string;
  post: string;
  tags: string[];
  offset: { start: number; length: number };
}

const SUBJECT = 'they ';

function isBaseVerb(term: Term | undefined): boolean {
  const tags = term?.tags ?? [];
  return tags.includes('Verb') && !tags.some((t) => t === 'PastTense' || t === 'Gerund' || t === 'Participle' || t === 'Modal' || t === 'Auxiliary');
}

/** Where the verbs to change start in one clause, and how long they are. */
function verbsOf(clause: string, first: boolean): { start: number; length: number }[] | null {
  const sentences = nlp(`${SUBJECT}${clause}`).json({ offset: true }) as { terms: Term[] }[];
  const terms = sentences.flatMap((s) => s.terms).slice(1);
  const out: { start: number; length: number }[] = [];
  const opener = terms[0];
  if (!opener || !/^\p{L}+$/u.test(opener.text) || (!first && !isBaseVerb(opener))) return out;
  out.push(opener.offset);
  // "…, plan staffing and lead huddles": a series of verbs, which this does not take apart.
  const series = terms.some((t, i) => i > 0 && /,/.test(terms[i - 1]?.post ?? '') && isBaseVerb(t) && !/^(?:,|and|or)?$/.test((terms[i + 1]?.text ?? '').toLowerCase()) && !/,/.test(t.post));
  if (series) return null;
  for (let i = 1; i < terms.length; i++) {
    const term = terms[i];
    // Past a comma the "and" joins a list ("by email, chat, and phone"), not a second verb; past "to lay
    // out …" a verb after "and" is the infinitive's ("to lay out schedules and plan crews").
    if (/,/.test(terms[i - 1]?.post ?? '') || (terms[i - 1]?.text.toLowerCase() === 'to' && isBaseVerb(term))) break;
    // "… and recommend …": a second verb of the same subject, not "to lay out" or a noun ("and patient care").
    if (terms[i - 1]?.text.toLowerCase() !== 'and' || !isBaseVerb(term) || terms[i - 2]?.text.toLowerCase() === 'to') continue;
    if (term) out.push(term.offset);
    break;
  }
  return out.map((o) => ({ start: o.start - SUBJECT.length, length: o.length }));
}

/**
 * The statement in the third person; every other word is the user's as written. Null when its opening
 * verb starts a list ("Teach, coach and mentor …"), which this does not take apart.
 */
export function inThirdPerson(statement: string): string | null {
  if (/^\p{L}+\s*[,/]/u.test(statement.trim())) return null;
  const parts = statement.split(/(;\s+)/);
  let failed = false;
  const out = parts
    .map((clause, i) => {
      if (i % 2 === 1) return clause;
      let text = clause;
      const verbs = verbsOf(clause, i === 0);
      if (verbs === null) {
        failed = true;
        return clause;
      }
      for (const { start, length } of verbs.reverse()) {
        const word = clause.slice(start, start + length);
        const form = thirdPersonOf(word);
        if (form && /^\p{L}+$/u.test(word)) text = `${text.slice(0, start)}${form}${text.slice(start + length)}`;
      }
      return text;
    })
    .join('');
  return failed ? null : out;
}
