/**
 * Job posting → requirements: skills (with priority, required or preferred), years of experience,
 * education level and title keywords. Deterministic; reads plain text or HTML descriptions. The
 * description is outlined once (requirements-outline.ts), then read for skills, years and education
 * (requirements-skills.ts, requirements-years.ts, requirements-education.ts).
 */
import type { DegreeLevel } from '../resume/lexicon';
import { normalizeText } from '../resume/normalize';
import { htmlToLines } from '../text/html-to-text';
import { readEducationRequirement } from './requirements-education';
import { outlineDescription } from './requirements-outline';
import { readSkillRequirements } from './requirements-skills';
import { readYearsRequirement } from './requirements-years';
import { skillKey, tokenize } from './skill-matcher';

export interface JobInput {
  readonly title: string;
  readonly company?: string | null;
  readonly location?: string | null;
  /** Plain text or HTML. */
  readonly description: string;
  /** Skills listed by the posting itself (JSON-LD "skills"). */
  readonly skills?: readonly string[] | null;
  /** JSON-LD experienceRequirements, as text ("3+ years", "36 months"). */
  readonly experience?: string | null;
  /** JSON-LD educationRequirements, as text ("bachelor degree"). */
  readonly education?: string | null;
}

export interface SkillRequirement {
  /** Canonical skill name (or the posting's own term when it is not in the vocabulary). */
  readonly skill: string;
  /** The wording the posting uses ("Postgres", "k8s", "PostgreSQL"). */
  readonly jobTerm: string;
  readonly required: boolean;
  /** Higher is more important. */
  readonly priority: number;
  readonly count: number;
  readonly inTitle: boolean;
  readonly inRequirements: boolean;
  /** Not in the vocabulary (from the posting's skills list). */
  readonly custom: boolean;
  /**
   * Set when the term describes the hiring company, not the role: its name ("Blue Yonder") or, only ever
   * named that way, its business ("our asset classes (Real Estate, Distressed Debt)"). Gaps rank it last.
   */
  readonly aboutCompany?: 'name' | 'business';
  /**
   * Asked at an advanced level ("Advanced SQL (joins, window functions, CTEs)"): the details the posting
   * lists for that level, any of which in the resume shows it. Knowing the skill alone does not meet it.
   */
  readonly advanced?: { readonly details: readonly string[] };
  /** Named only among the duties (not the title, requirements, preferred items or skills list). */
  readonly dutyOnly?: boolean;
  /**
   * With dutyOnly: a vocabulary skill a duty names as what is done, not where or with whom: the thing
   * right after its verbs ("Monitor cardiac rhythms", "Support our demand forecasting models"), the
   * means ("… using barcode scanning") or the task itself ("Plan labor" → labor planning). A gap to list.
   */
  readonly dutyAsk?: boolean;
  /** Named only as an example in brackets after another ask ("Microsoft Excel (pivot tables, lookups)"). */
  readonly exampleOnly?: boolean;
  /** Custom: a phrase the posting lists ("cardiac rhythms"), not a name ("Studio 5000") or a credential. */
  readonly phrase?: boolean;
  /**
   * A phrase's kinds, as a bracket after it names them ("core-system replacement (policy, billing, or
   * claims)"): the phrase's last word after any of them in a resume line ("the claims portal replacement") shows it.
   */
  readonly kinds?: readonly string[];
  /**
   * Named in the title and otherwise only in a duty's setting ("care for adult medical-surgical and
   * telemetry patients"), never in the requirements: the unit or setting of the job, no gap to list.
   */
  readonly titleSetting?: boolean;
}

export interface YearsRequirement {
  readonly min: number;
  readonly max: number | null;
  /** The sentence it was read from. */
  readonly text: string;
  /** A skill named in the same phrase ("4+ years of Python"), else null. */
  readonly skill: string | null;
  readonly required: boolean;
}

export interface EducationRequirement {
  readonly level: DegreeLevel;
  /** "Computer Science or related field", when stated. */
  readonly field: string | null;
  /** "or equivalent experience" accepted. */
  readonly orEquivalent: boolean;
  readonly required: boolean;
  readonly text: string;
}

export interface JobRequirements {
  readonly title: string;
  readonly company: string;
  readonly titleKeywords: readonly string[];
  readonly skills: readonly SkillRequirement[];
  readonly years: YearsRequirement | null;
  readonly education: EducationRequirement | null;
  /** The description as plain text. */
  readonly descriptionText: string;
}

const TITLE_STOPWORDS = new Set(
  `senior sr sr. junior jr jr. lead staff principal i ii iii iv v level mid entry the a an of and for to in with at on or
  remote hybrid onsite on-site full-time part-time contract temporary temp permanent job role position opening new
  m/f/d f/m/d m/w/d w/m/d h/f`.split(/\s+/),
);

/** Meaningful words of a job title ("Senior Backend Engineer" → ["backend", "engineer"]). */
export function titleKeywords(title: string): string[] {
  const out: string[] = [];
  for (const t of tokenize(normalizeText(title))) {
    const w = t.lower;
    if (w.length < 2 && !/^[a-z]\+\+|#$/.test(w)) continue;
    if (TITLE_STOPWORDS.has(w) || /^\d+$/.test(w)) continue;
    if (!out.includes(w)) out.push(w);
  }
  return out;
}

/** Joins hard-wrapped plain-text lines ("…async programming" / "with asyncio; …") so phrases are not cut. */
export function unwrapLines(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    if (prev !== undefined && prev.length >= 50 && !/[.:;!?]$/.test(prev) && /^[\p{Ll}(]/u.test(line)) {
      out[out.length - 1] = `${prev} ${line}`;
    } else out.push(line);
  }
  return out.join('\n');
}

/** Operating systems a posting lists beside one another ("Linux and Windows", "Windows, macOS or Unix"). */
const OS_NAME = String.raw`(?:(?:Microsoft\s+)?Windows|mac\s?OS|Mac\s+OS\s+X|OS\s+X|Unix|UNIX|Solaris|AIX|HP-UX|Ubuntu|CentOS|Debian|Android|iOS|Linux)`;
const OS_JOIN = String.raw`\s*(?:,|\/|&|\band\b|\bor\b)\s*`;
const LINUS_IN_OS_LIST_RE = new RegExp(String.raw`\bLinus\b(?=${OS_JOIN}${OS_NAME}\b)|(?<=\b${OS_NAME}${OS_JOIN})Linus\b`, 'g');

/**
 * "works both in Linus and Windows": the misspelt operating system, read as Linux where it stands in a list of
 * operating systems only (a person called Linus, anywhere else, is left as written).
 */
export function correctOsTypos(text: string): string {
  return text.replace(LINUS_IN_OS_LIST_RE, 'Linux');
}

/** Reads a job posting into requirements. */
export function extractJobRequirements(job: JobInput): JobRequirements {
  const descriptionText = correctOsTypos(unwrapLines(normalizeText(htmlToLines(job.description ?? ''))));
  const title = normalizeText(job.title ?? '').replace(/\s+/g, ' ').trim();
  const outline = outlineDescription(descriptionText);
  const company = job.company?.trim() || inferCompanyName(descriptionText) || '';
  const skills = readSkillRequirements({ ...job, company }, title, outline);
  const years = readYearsRequirement(job.experience, outline);
  const education = readEducationRequirement(job.education, outline);
  return { title, company: (job.company ?? '').trim(), titleKeywords: titleKeywords(title), skills, years, education, descriptionText };
}

/** First words that make no company name ("At least", "Join us", "This is"). */
const NOT_A_NAME = new Set(['The', 'This', 'That', 'Our', 'We', 'You', 'Your', 'Us', 'Least', 'Any', 'All', 'Each', 'A', 'An', 'It', 'Its', 'Here', 'Times', 'Minimum', 'Most']);

/**
 * The hiring company's name when the caller did not give it, read from how a posting speaks of itself:
 * "At X", "Join X", "X is a leading/global …", with X (1-4 capitalised words) written at least twice.
 * So the company's own name ("Blue Yonder", also a vocabulary skill) is never asked of the candidate.
 */
export function inferCompanyName(text: string): string | null {
  // Bounded words, starting only at a word's start, so a 50,000-character token is read once.
  const name = String.raw`(?<![\p{L}&.'-])([\p{Lu}][\p{L}&.'-]{0,30}(?:[ ][\p{Lu}][\p{L}&.'-]{0,30}){0,3})`;
  const patterns = [
    new RegExp(String.raw`\b(?:At|Join|join)\s+${name}`, 'gu'),
    new RegExp(String.raw`${name}\s+is\s+(?:a|an|the)\s+(?:[\p{L}-]+\s+){0,2}(?:[Ll]eading|[Ll]eader|[Gg]lobal|[Ww]orld|[Ff]ast-growing|[Pp]remier)`, 'gu'),
  ];
  const counts = new Map<string, number>();
  for (const re of patterns) {
    for (const m of text.matchAll(re)) {
      const candidate = (m[1] ?? '').replace(/[.,'-]+$/, '');
      if (!candidate || NOT_A_NAME.has(candidate.split(' ')[0] ?? '')) continue;
      counts.set(candidate, (counts.get(candidate) ?? 0) + 1);
    }
  }
  const likely = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5);
  const best = likely.map(([c]) => c).map((c) => ({ c, n: text.split(c).length - 1 })).filter((x) => x.n >= 2).sort((a, b) => b.n - a.n)[0];
  return best?.c ?? null;
}

/** The last texts' token keys (" a b c "), kept like the matcher's scans of long texts: a resume is searched for every term outside the vocabulary. */
const textKeys = new Map<string, string>();
const TEXT_KEYS_KEPT = 4;

/** Phrase lookup for a custom (non-vocabulary) requirement in a text: token sequence, case-insensitive. */
export function containsPhrase(text: string, phrase: string): boolean {
  const key = skillKey(phrase);
  if (!key) return false;
  let textKey = textKeys.get(text);
  if (textKey === undefined) {
    textKey = ` ${tokenize(text).map((t) => t.lower).join(' ')} `;
    textKeys.set(text, textKey);
    if (textKeys.size > TEXT_KEYS_KEPT) textKeys.delete(textKeys.keys().next().value as string);
  }
  return textKey.includes(` ${key} `);
}
