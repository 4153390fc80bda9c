/**
 * Job posting → requirements: skills (with priority, required or preferred), years of experience,
 * education level and title keywords. Deterministic; reads plain text or HTML descriptions.
 */
import { DEGREE_LEVEL_RANK, degreeLevelsIn, type DegreeLevel } from '../resume/lexicon';
import { normalizeText } from '../resume/normalize';
import { canonicalSkill, findSkills, skillField, skillKey, tokenize, type SkillMatch } from './skill-matcher';
import { WORD_NUMBER_SOURCE, htmlToText, parseSmallNumber, sentencesOf } from './text';

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

type BlockKind = 'intro' | 'required' | 'preferred' | 'duties' | 'ignore';

const PREFERRED_HEADING_RE =
  /\b(?:prefer(?:red|ably)?|nice[- ]to[- ]have|bonus|plus(?:es)?|desired|desirable|good[- ]to[- ]have|advantage(?:ous)?|extra credit|ideally|would be great)\b/i;
const IGNORE_HEADING_RE =
  /\b(?:benefits?|perks|what we offer|we offer|about us|who we are|about (?:the )?company|our (?:values|culture|mission|story)|compensation|salary|pay range|base pay|pay & benefits|equal (?:employment )?opportunity|eeo|diversity|why (?:join|work)|how to apply|apply|privacy|disclaimer|accommodation|core values|our company|life at|location|note)\b/i;
const REQUIRED_HEADING_RE =
  /\b(?:requirements?|required|qualifications?|must[- ]haves?|what (?:you(?:'ll)? (?:need|bring|have)|we(?:'re| are) looking for|we need|you should have)|who you are|about you|you have|you bring|skills|experience|ideal candidate|competenc(?:y|ies)|minimum|basic|essential|key qualifications|education|profile|knowledge)\b/i;
const DUTIES_HEADING_RE =
  /\b(?:responsibilit(?:y|ies)|what you(?:'ll| will) do|duties|the role|about the role|role|day[- ]to[- ]day|job description|description|you will|overview|summary|your impact|what you'll be doing|job duties|tasks)\b/i;

const PREFERRED_SENTENCE_RE =
  /\b(?:nice[- ]to[- ]have|preferred(?!\s+(?:returns?|stock|equity|shares|vendors?|suppliers?|providers?))|preferably|(?:is|are|would be) a (?:big |huge |strong )?plus|a plus\b|bonus|desired|desirable|advantageous|an advantage|ideally|not required|optional|good to have|familiarity with .{0,40}(?:is|a) plus|pluses)\b/i;
const REQUIRED_SENTENCE_RE = /\b(?:required|must|mandatory|essential|minimum|at least|is a must)\b/i;

/** Soft/general skills weigh less than hard skills in priority. */
const LOW_WEIGHT_FIELDS = new Set(['general', 'languages']);

interface Block {
  kind: BlockKind;
  lines: { text: string; index: number }[];
}

function classifyHeading(label: string): BlockKind | null {
  const l = label.replace(/(?<![:?!.])[:?!.]+$/, '').trim();
  if (l.length === 0 || l.length > 70) return null;
  if (PREFERRED_HEADING_RE.test(l)) return 'preferred';
  if (IGNORE_HEADING_RE.test(l)) return 'ignore';
  if (REQUIRED_HEADING_RE.test(l)) return 'required';
  if (DUTIES_HEADING_RE.test(l)) return 'duties';
  return null;
}

function headingOf(line: string): { kind: BlockKind; rest: string } | null {
  // List items ("• Experience with Go", "- CPA required") are content, never headings.
  if (/^\s*(?:[•*·▪–-]|\d{1,2}[.)])\s/.test(line)) return null;
  const t = line.replace(/^[#\s]+/, '').trim();
  // A heading line on its own: short, no sentence end, ends with ':' or is title-like, names no skill.
  const words = t.split(/\s+/).length;
  if (words <= 8 && !/[.]$/.test(t) && (/[:?]$/.test(t) || /^[\p{Lu}]/u.test(t))) {
    const kind = classifyHeading(t);
    if (kind && (/[:?]$/.test(t) || words <= 5) && findSkills(t, 'strict').length === 0) return { kind, rest: '' };
  }
  // Inline "Requirements: 4+ years …".
  const inline = /^([\p{L}][\p{L} &'/-]{2,40}):\s+(\S.*)$/u.exec(t);
  if (inline?.[1] && inline[2]) {
    const kind = classifyHeading(inline[1]);
    if (kind) return { kind, rest: inline[2] };
  }
  return null;
}

function segment(text: string, headings: Map<number, { kind: BlockKind; rest: string } | null>): Block[] {
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

interface SkillAcc {
  skill: string;
  jobTerm: string;
  firstIndex: number;
  count: number;
  inTitle: boolean;
  inRequired: boolean;
  inDuties: boolean;
  inIntro: boolean;
  requiredSentence: boolean;
  preferredOnly: boolean;
  listed: boolean;
  custom: boolean;
}

function preferTerm(current: string, candidate: string): string {
  // Keep the first wording unless it is all lower-case and the new one is not ("python" → "Python").
  if (current === current.toLowerCase() && candidate !== candidate.toLowerCase()) return candidate;
  return current;
}

// -------------------------------------------------------------------------------- years

const NUM = `(\\d{1,2}|${WORD_NUMBER_SOURCE})`;
const YEARS_WORD = '(?:years?|yrs?)';
const YEARS_PATTERNS: readonly RegExp[] = [
  // `\s*(?:\+\s*)?` rather than `\s*\+?\s*`: two adjacent `\s*` backtrack quadratically on a long space run.
  new RegExp(`${NUM}\\s*(?:\\+\\s*)?(?:-|–|to)\\s*${NUM}\\s*(?:\\+\\s*)?${YEARS_WORD}`, 'i'),
  new RegExp(`(?:at least|minimum(?: of)?|min\\.?|over|more than|no less than)\\s*${NUM}\\s*(?:\\+\\s*)?${YEARS_WORD}`, 'i'),
  new RegExp(`${NUM}\\s*(?:\\+|plus)\\s*${YEARS_WORD}`, 'i'),
  new RegExp(`${NUM}\\s*(?:or more\\s*)?${YEARS_WORD}`, 'i'),
];
const YEARS_CONTEXT_RE = /experience|background|industry|professional|working|hands-on|track record|exp\b/i;
const YEARS_FALSE_RE = /years?\s+(?:old|ago|of age|in business|history|warranty)|founded|established|anniversary|per year|a year\b/i;

const YEARS_DOING_RE = /(?:years?|yrs?)\s+(?:of\s+)?(?:\p{L}+\s+)?\p{L}+ing\b|(?:years?|yrs?)\s+(?:in|with|as)\s/iu;

export function parseYears(sentence: string): { min: number; max: number | null; index: number; length: number } | null {
  if (YEARS_FALSE_RE.test(sentence) || !(YEARS_CONTEXT_RE.test(sentence) || YEARS_DOING_RE.test(sentence))) return null;
  for (let p = 0; p < YEARS_PATTERNS.length; p++) {
    const m = (YEARS_PATTERNS[p] as RegExp).exec(sentence);
    if (!m) continue;
    const a = parseSmallNumber(m[1] ?? '');
    if (!Number.isFinite(a) || a <= 0 || a > 40) continue;
    if (p === 0) {
      const b = parseSmallNumber(m[2] ?? '');
      if (Number.isFinite(b) && b >= a && b <= 45) return { min: a, max: b, index: m.index, length: m[0].length };
    }
    return { min: a, max: null, index: m.index, length: m[0].length };
  }
  return null;
}

// -------------------------------------------------------------------------------- education

const EQUIVALENT_RE = /\bequivalent\b|\bor related (?:work )?experience\b|\bin lieu\b|\bor comparable\b/i;

function educationField(sentence: string): string | null {
  // Bounded gaps (200 characters to "in"/"of", 160 for the field; a longer field is refused below anyway),
  // so a sentence repeating "degree" cannot make each occurrence rescan it.
  const m = /\b(?:degree|diploma|bachelor'?s?|master'?s?|ph\.?d|bs|ba|ms|msc|mba)\b[^.;]{0,200}?\b(?:in|of)\s+([A-Z][^.;]{0,160}?)(?=(?:\s*,?\s*or equivalent|\s+required|\s+preferred|[.;(]|$))/i.exec(sentence);
  const field = m?.[1]?.trim().replace(/(?<!\s)\s*,\s*$/, '');
  if (!field || field.length > 120) return null;
  return field;
}

// -------------------------------------------------------------------------------- main

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

/** Where the company's name is written in a sentence ("Harbor Freight Tech"): its start offsets, ascending. */
interface CompanyMentions {
  readonly starts: number[];
  readonly length: number;
}

function companyMentions(sentence: string, company: string): CompanyMentions {
  const needle = company.trim().toLowerCase();
  const starts: number[] = [];
  if (needle.length < 2 || needle.length > sentence.length) return { starts, length: needle.length };
  const lower = sentence.toLowerCase();
  for (let i = lower.indexOf(needle); i !== -1; i = lower.indexOf(needle, i + 1)) starts.push(i);
  return { starts, length: needle.length };
}

/** True when a match is part of the company's name as written in the sentence. */
function insideCompanyName(mentions: CompanyMentions, m: SkillMatch): boolean {
  // The mention starting last at or before the match is the only one that can contain it (all have one length).
  let lo = 0;
  let hi = mentions.starts.length - 1;
  let best = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((mentions.starts[mid] ?? 0) <= m.start) {
      best = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return best >= 0 && m.end <= (mentions.starts[best] ?? 0) + mentions.length;
}

/** True when the skill's name is (part of) the hiring company's name ("Blue Yonder", "Splunk"). */
function namesCompany(term: string, paddedCompanyKey: string): boolean {
  if (paddedCompanyKey.trim() === '') return false;
  const t = skillKey(term);
  return t !== '' && paddedCompanyKey.includes(` ${t} `);
}

/** Reads a job posting into requirements. */
export function extractJobRequirements(job: JobInput): JobRequirements {
  const descriptionText = unwrapLines(htmlToText(job.description ?? ''));
  const title = normalizeText(job.title ?? '').replace(/\s+/g, ' ').trim();
  const headingCache = new Map<number, { kind: BlockKind; rest: string } | null>();
  const blocks = segment(descriptionText, headingCache);
  const kindOfLine = new Map<number, BlockKind>();
  for (const b of blocks) for (const l of b.lines) kindOfLine.set(l.index, b.kind);
  const lines = descriptionText.split('\n');

  const acc = new Map<string, SkillAcc>();
  const touch = (skill: string, term: string, index: number, custom = false): SkillAcc => {
    let a = acc.get(skill);
    if (!a) {
      a = {
        skill,
        jobTerm: term,
        firstIndex: index,
        count: 0,
        inTitle: false,
        inRequired: false,
        inDuties: false,
        inIntro: false,
        requiredSentence: false,
        preferredOnly: true,
        listed: false,
        custom,
      };
      acc.set(skill, a);
    } else a.jobTerm = preferTerm(a.jobTerm, term);
    return a;
  };

  // Title.
  for (const m of findSkills(title, 'strict')) {
    const a = touch(m.skill, m.surface, -1);
    a.inTitle = true;
    a.preferredOnly = false;
  }

  // Description, sentence by sentence (so "a plus" applies to its own sentence only).
  const lineOffsets: number[] = [];
  let offset = 0;
  for (const line of lines) {
    lineOffsets.push(offset);
    offset += line.length + 1;
  }
  lines.forEach((line, lineIndex) => {
    const kind = kindOfLine.get(lineIndex) ?? 'intro';
    const heading = headingCache.get(lineIndex) ?? null;
    const content = heading ? heading.rest : line;
    if (!content) return;
    for (const sentence of sentencesOf(content)) {
      const found = findSkills(sentence, 'strict');
      if (found.length === 0) continue;
      const mentions = companyMentions(sentence, job.company ?? '');
      const matches = mentions.starts.length === 0 ? found : found.filter((m) => !insideCompanyName(mentions, m));
      if (matches.length === 0) continue;
      // "3-5 years of fund accounting, public accounting a plus": a marker after a comma covers its clause only.
      const marker = PREFERRED_SENTENCE_RE.exec(sentence);
      let preferredFrom = Number.POSITIVE_INFINITY;
      if (marker) {
        const clauseStart = Math.max(sentence.lastIndexOf(',', marker.index), sentence.lastIndexOf(';', marker.index));
        preferredFrom = clauseStart >= 0 ? clauseStart : 0;
      }
      const requiredSentence = !marker && REQUIRED_SENTENCE_RE.test(sentence);
      for (const m of matches) {
        const preferredSentence = kind === 'preferred' || m.start >= preferredFrom;
        if (kind === 'ignore') {
          // Only counted if the skill shows up nowhere else (see below).
          if (!acc.has(m.skill)) {
            const a = touch(m.skill, m.surface, (lineOffsets[lineIndex] ?? 0) + m.start);
            a.count = 0;
          }
          continue;
        }
        const a = touch(m.skill, m.surface, (lineOffsets[lineIndex] ?? 0) + m.start);
        a.count++;
        if (kind === 'required' && !preferredSentence) a.inRequired = true;
        if (kind === 'duties') a.inDuties = true;
        if (kind === 'intro') a.inIntro = true;
        if (requiredSentence && kind !== 'preferred') a.requiredSentence = true;
        if (!preferredSentence) a.preferredOnly = false;
      }
    }
  });

  // The posting's own skills list (JSON-LD).
  for (const raw of job.skills ?? []) {
    const term = raw.trim();
    if (!term) continue;
    const canon = canonicalSkill(term);
    if (canon) {
      const a = touch(canon, term, -1);
      a.listed = true;
      a.preferredOnly = false;
      continue;
    }
    const found = findSkills(term, 'lenient');
    if (found.length > 0) {
      for (const m of found) {
        const a = touch(m.skill, m.surface, -1);
        a.listed = true;
        a.preferredOnly = false;
      }
      continue;
    }
    if (term.length <= 60) {
      const a = touch(term, term, -1, true);
      a.listed = true;
      a.preferredOnly = false;
    }
  }

  const skills: SkillRequirement[] = [];
  const companyKey = ` ${skillKey(job.company ?? '')} `;
  for (const a of acc.values()) {
    const mentioned = a.count > 0 || a.inTitle || a.listed;
    if (!mentioned) continue; // only in benefits/about-us blocks
    let priority = Math.min(a.count, 3);
    if (a.inTitle) priority += 3;
    if (a.inRequired) priority += 2;
    if (a.requiredSentence) priority += 1;
    if (a.inDuties || a.inIntro) priority += 1;
    if (a.listed) priority += 2;
    const field = a.custom ? undefined : skillField(a.skill);
    if (field && LOW_WEIGHT_FIELDS.has(field)) priority *= 0.5;
    const ownProduct = namesCompany(a.jobTerm, companyKey) || namesCompany(a.skill, companyKey);
    const required = !a.preferredOnly && !ownProduct;
    if (!required) priority *= 0.5;
    skills.push({
      skill: a.skill,
      jobTerm: a.jobTerm,
      required,
      priority: Math.round(priority * 100) / 100,
      count: a.count,
      inTitle: a.inTitle,
      inRequirements: a.inRequired,
      custom: a.custom,
    });
  }
  const order = new Map([...acc.values()].map((a) => [a.skill, a.firstIndex]));
  skills.sort((x, y) => y.priority - x.priority || (order.get(x.skill) ?? 0) - (order.get(y.skill) ?? 0) || x.skill.localeCompare(y.skill));

  // Years of experience.
  let years: YearsRequirement | null = null;
  const yearCandidates: { y: YearsRequirement; rank: number }[] = [];
  const consider = (sentence: string, kind: BlockKind) => {
    const parsed = parseYears(sentence);
    if (!parsed || kind === 'ignore') return;
    const preferred = kind === 'preferred' || PREFERRED_SENTENCE_RE.test(sentence);
    const after = sentence.slice(parsed.index + parsed.length, parsed.index + parsed.length + 80);
    const skillHere = findSkills(after, 'strict')[0]?.skill ?? null;
    const rank = kind === 'required' ? 0 : kind === 'intro' ? 1 : kind === 'duties' ? 2 : 3;
    yearCandidates.push({
      y: { min: parsed.min, max: parsed.max, text: sentence, skill: skillHere, required: !preferred },
      rank: preferred ? 4 : rank,
    });
  };
  if (job.experience) {
    const months = /(\d{1,3})\s*months?/i.exec(job.experience);
    if (months?.[1] && Number(months[1]) >= 12) {
      yearCandidates.push({
        y: { min: Math.floor(Number(months[1]) / 12), max: null, text: job.experience, skill: null, required: true },
        rank: -1,
      });
    } else consider(`${job.experience} experience`, 'required');
  }
  lines.forEach((line, lineIndex) => {
    const kind = kindOfLine.get(lineIndex) ?? 'intro';
    for (const sentence of sentencesOf(headingCache.get(lineIndex)?.rest || line)) consider(sentence, kind);
  });
  if (yearCandidates.length > 0) {
    yearCandidates.sort((a, b) => a.rank - b.rank);
    years = (yearCandidates[0] as { y: YearsRequirement }).y;
  }

  // Education.
  let education: EducationRequirement | null = null;
  const eduCandidates: EducationRequirement[] = [];
  const considerEdu = (sentence: string, kind: BlockKind) => {
    if (kind === 'ignore') return;
    const levels = degreeLevelsIn(sentence).filter((l) => l !== 'certificate' || /\bdiploma\b|\bcertificate (?:program|in)\b/i.test(sentence));
    if (levels.length === 0) return;
    if (!/\b(?:degree|diploma|graduate|bachelor|master|ph\.?\s?d|doctorate|bs|ba|ms|msc|mba|bsn|msn|adn|b\.s|b\.a|m\.s|education|ged|high school|associate)\b/i.test(sentence)) return;
    const preferred = kind === 'preferred' || (PREFERRED_SENTENCE_RE.test(sentence) && !/\brequired\b/i.test(sentence));
    const lowest = levels.reduce((lo, l) => (DEGREE_LEVEL_RANK[l] < DEGREE_LEVEL_RANK[lo] ? l : lo));
    eduCandidates.push({
      level: lowest,
      field: educationField(sentence),
      orEquivalent: EQUIVALENT_RE.test(sentence),
      required: !preferred,
      text: sentence,
    });
  };
  if (job.education) considerEdu(job.education, 'required');
  lines.forEach((line, lineIndex) => {
    const kind = kindOfLine.get(lineIndex) ?? 'intro';
    for (const sentence of sentencesOf(headingCache.get(lineIndex)?.rest || line)) considerEdu(sentence, kind);
  });
  const requiredEdu = eduCandidates.filter((e) => e.required);
  if (requiredEdu.length > 0) {
    education = requiredEdu.reduce((lo, e) => (DEGREE_LEVEL_RANK[e.level] < DEGREE_LEVEL_RANK[lo.level] ? e : lo));
  } else if (eduCandidates.length > 0) {
    education = eduCandidates[0] ?? null;
  }

  return {
    title,
    company: (job.company ?? '').trim(),
    titleKeywords: titleKeywords(title),
    skills,
    years,
    education,
    descriptionText,
  };
}

/** Phrase lookup for a custom (non-vocabulary) requirement in a text: token sequence, case-insensitive. */
export function containsPhrase(text: string, phrase: string): boolean {
  const key = skillKey(phrase);
  if (!key) return false;
  const tokens = tokenize(text).map((t) => t.lower);
  const parts = key.split(' ');
  outer: for (let i = 0; i + parts.length <= tokens.length; i++) {
    for (let j = 0; j < parts.length; j++) if (tokens[i + j] !== parts[j]) continue outer;
    return true;
  }
  return false;
}
