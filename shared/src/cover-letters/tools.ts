/**
 * The tools a statement of work plainly uses: the skills it names as the means of the work, after "using", "with",
 * "in", "via", "through" or a verb of use ("Used PyTorch …", "Operated lathes …", "Conducted A/B testing …"), and the
 * skills listed with them ("using Python, R and SQL"). A statement's object is no tool ("improving code coverage to
 * 95%", "developed scalable web applications", "Open Source Contributor" were a reader's examples of non-tools).
 */
import { qualifiedMentions } from '../tailoring/skill-evidence';
import { findSkills } from '../tailoring/skill-matcher';

/** Words that put a tool after them: a preposition of means or a verb of use, with an optional article. */
// Not "on" ("packages on GitHub" is a place), "run" ("run full-cycle deals" is the work) or "help with" ("to help with
// financial planning" is the client's need).
const MEANS_BEFORE_RE = /(?:^|[\s(])(?:using|(?<!\b(?:help|helps|helped|helping|assist|assists|assisted|assisting)\s)with|in|into|via|through|used|uses|use|utilized|utilizing|utilize|leveraged|leveraging|operated|operating|operate|conducted|conducting|conduct|programmed|programming)\s+(?:the\s+|an?\s+)?$/i;
/** What joins one tool of a list to the next ("Python, R and SQL", "Docker & Kubernetes"). */
const LIST_JOIN_RE = /^\s*(?:,\s*(?:and\s+|or\s+)?|\s(?:and|or)\s+|\s*[&/]\s*)$/i;

/** The canonical skills the statement names as tools it used, each once. */
export function toolsUsed(statement: string): string[] {
  const matches = findSkills(statement, 'strict');
  const qualified = qualifiedMentions(statement, matches);
  const out: string[] = [];
  let previousTool = -1;
  matches.forEach((m, i) => {
    const before = statement.slice(0, m.start);
    const prev = matches[i - 1];
    const listed = prev !== undefined && previousTool === i - 1 && LIST_JOIN_RE.test(statement.slice(prev.end, m.start));
    if (!qualified[i] && (MEANS_BEFORE_RE.test(before) || listed)) {
      previousTool = i;
      if (!out.includes(m.skill)) out.push(m.skill);
    }
  });
  return out;
}
