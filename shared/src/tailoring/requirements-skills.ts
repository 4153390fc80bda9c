/**
 * The skills a posting asks for: found in its title, its description sentence by sentence (a block's
 * kind and a sentence's markers decide required or preferred) and its own skills list (JSON-LD), then
 * ranked by priority. A skill that is the hiring company's own name or product is never required.
 */
import { US_STATE_CODES } from '../resume/lexicon';
import type { JobInput, SkillRequirement } from './job-requirements';
import { countFields, credentialAcronyms, detailSpans, dutyObjectStart, dutyPartnersFrom, languageAsked, listedPhrases, namedTerms, NEUTRAL_FIELDS, OWN_NAME_AFTER_RE, partnerSpans, readInField, readsAsDuty, yearsSetting, type FieldCounts } from './requirements-context';
import { educationFieldSpan } from './requirements-education';
import { introLineCounts, PREFERRED_SENTENCE_RE, REQUIRED_SENTENCE_RE, type BlockKind, type DescriptionOutline } from './requirements-outline';
import { canonicalSkill, findSkills, skillField, skillKey, type SkillMatch } from './skill-matcher';

/** Soft/general skills weigh less than hard skills in priority. */
const LOW_WEIGHT_FIELDS = new Set(['general', 'languages']);

interface SkillAcc {
  skill: string;
  jobTerm: string;
  firstIndex: number;
  count: number;
  inTitle: boolean;
  inRequired: boolean;
  inDuties: boolean;
  inIntro: boolean;
  /** Named in a line of a posting without parts that reads as a duty (see readsAsDuty), not counted in inIntro. */
  inIntroDuty: boolean;
  /** Named in a requirements or preferred block. */
  inAsked: boolean;
  /** Named only as an example inside brackets ("Microsoft Excel (pivot tables, lookups)"). */
  detailOnly: boolean;
  /** A phrase of the posting's own (listedPhrases), not a name or a credential. */
  phrase: boolean;
  /** The kinds a bracket after the phrase names ("core-system replacement (policy, billing, or claims)"). */
  kinds: string[];
  requiredSentence: boolean;
  preferredOnly: boolean;
  listed: boolean;
  custom: boolean;
  /** Mentions that describe the company's business, not the role (see aboutBusiness). */
  businessMentions: number;
  /** Named as the means a duty is done with ("… using barcode scanning"): part of the work, in any field. */
  usedInDuty: boolean;
  /** Set when an ask of it says "advanced" (see advancedAsk); `level` is the posting's word ("Advanced", "Expert-level"). */
  advanced: { details: string[]; level: string } | null;
  /** A duty names it as what is done (see dutyAsk): an ask though named only among the duties. */
  dutyAsk: boolean;
}

/** The spans of a sentence's brackets that list examples of what precedes them: not a preference, not one second name. */
function exampleBrackets(sentence: string): [number, number][] {
  const spans: [number, number][] = [];
  if (!sentence.includes('(')) return spans;
  for (const b of sentence.matchAll(/\(([^()]*)\)/g)) {
    const inside = b[1] ?? '';
    // "(forklift)", "(WMS)": one term names what precedes it again, and is no example.
    if ((b.index ?? 0) > 0 && /,|\band\b|\bor\b/.test(inside) && !PREFERRED_SENTENCE_RE.test(inside)) spans.push([b.index ?? 0, (b.index ?? 0) + b[0].length]);
  }
  return spans;
}

/** True when a match sits inside one of the sentence's example brackets or detail stretches (`spans`). */
function inExampleBracket(spans: readonly [number, number][], m: SkillMatch): boolean {
  return spans.some(([from, to]) => from < m.start && m.end <= to);
}

/**
 * The kinds a bracket right after a phrase names ("a core-system replacement (policy, billing, or claims)" →
 * policy, billing, claims): a replacement of any of them is one. [] when no such bracket follows.
 */
function kindsAfter(sentence: string, term: string, from: number): string[] {
  const at = sentence.indexOf(term, from);
  if (at < 0) return [];
  const bracket = /^\s*\(([^()]*)\)/.exec(sentence.slice(at + term.length))?.[1] ?? '';
  if (!/,|\bor\b/.test(bracket)) return [];
  return bracket.split(/,|\bor\b|\band\b/).map((k) => k.trim()).filter((k) => /^[\p{L}-]+(?: [\p{L}-]+)?$/u.test(k));
}

/**
 * "Advanced SQL (joins, window functions, CTEs)": the level asked, and the details the bracket lists. Read in the
 * parts that ask only: a duty's "optimize advanced AI systems" says what the systems are, not a level of skill.
 */
function advancedAsk(sentence: string, m: SkillMatch): { details: string[]; level: string } | null {
  const word = /\b(advanced|expert(?:-level)?)\s+$/i.exec(sentence.slice(Math.max(0, m.start - 20), m.start))?.[1];
  if (!word) return null;
  const bracket = /^\s*\(([^)]*)\)/.exec(sentence.slice(m.end))?.[1] ?? '';
  const details = bracket.split(/,|\band\b|\bor\b/).map((d) => d.trim()).filter((d) => d.length > 1);
  // The posting's own word for the level ("expert-level TypeScript" is not renamed "Advanced TypeScript").
  return { details, level: `${word.charAt(0).toUpperCase()}${word.slice(1).toLowerCase()}` };
}

function preferTerm(current: string, candidate: string): string {
  // Keep the first wording unless it is all lower-case and the new one is not ("python" → "Python").
  if (current === current.toLowerCase() && candidate !== candidate.toLowerCase()) return candidate;
  return current;
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

/** What a company owns or serves, listed after "our …" ("our asset classes (Real Estate, …)"). */
const OUR_BUSINESS_RE =
  /\bour (?:[\w-]+ ){0,2}(?:asset class(?:es)?|investments?|portfolios?(?: companies)?|funds?|strateg(?:y|ies)|clients?|customers?|industr(?:y|ies)|sectors?|markets?|businesses|brands?|verticals?|holdings)\b[^.;()]{0,20}(?:\(|such as|including|like|e\.g\.)[^.;()]{0,120}$/i;

/**
 * True when a match describes the hiring company's business, not the role: inside a list of what "our"
 * funds or clients are, or in a sentence whose subject is the company ("Oaktree is a leading …",
 * "At Blue Yonder, …", "We invest in …"). Such terms are no skill the candidate is asked to show.
 */
function aboutBusiness(sentence: string, m: SkillMatch, companySubject: boolean): boolean {
  return companySubject || OUR_BUSINESS_RE.test(sentence.slice(Math.max(0, m.start - 160), m.start));
}

/**
 * True when the sentence's subject is the company ("We invest in …", "Oaktree is a leading …"). Read
 * once per sentence, from its first words only: a sentence may be 50,000 characters long and hold
 * thousands of matches (hostile-input.test.ts).
 */
function hasCompanySubject(sentence: string, company: string): boolean {
  const head = sentence.slice(0, company.length + 40).toLowerCase();
  if (/^\s*(?:we (?:are|invest|specialize|serve|operate)|we're a)\b/.test(head)) return true;
  if (company.length < 2) return false;
  const at = head.indexOf(company.toLowerCase());
  if (at < 0 || at > 4) return false;
  return /^(?:is|are|has|was|provides|offers|helps|serves|invests|specializes)\b/.test(head.slice(at + company.length).trim());
}

/** The aboutCompany mark of a skill: the company's name, or named only in its business description. */
function aboutCompanyOf(a: SkillAcc, ownProduct: boolean): { aboutCompany?: 'name' | 'business' } {
  if (ownProduct) return { aboutCompany: 'name' };
  if (a.count > 0 && a.businessMentions >= a.count && !a.inTitle && !a.listed) return { aboutCompany: 'business' };
  return {};
}

/**
 * A skill named only in a duty, in a field the posting does not work in ("Teach patients and families"
 * in a nursing job, "process freight invoices" in a backend job, "nutrition panels" on packaging): the
 * duty's object or setting, not a skill asked of the candidate. What a duty is done "using" is the
 * role's own means ("… using barcode scanning") and stays.
 */
function outsideField(a: SkillAcc, fields: FieldCounts): boolean {
  if (a.custom || a.inTitle || a.inRequired || a.listed || a.requiredSentence || !a.inDuties || a.inIntro || a.usedInDuty) return false;
  const field = skillField(a.skill);
  // A work habit a duty names ("Coach, train, and write performance reviews", "run reports") is how the
  // job is done, not a skill it asks for.
  if (field === 'general') return true;
  return field !== undefined && !NEUTRAL_FIELDS.has(field) && (fields.get(field) ?? 0) - a.count <= 0;
}

/**
 * A work habit ("key relationships" → Relationship Management) named only in the lines of a posting without
 * parts that read as duties: how the job is done, as outsideField says of the duties under a heading.
 */
function habitOfDuty(a: SkillAcc): boolean {
  return a.inIntroDuty && !a.inIntro && !a.custom && !a.inTitle && !a.listed && skillField(a.skill) === 'general';
}

/**
 * True when the words before a match make it no ask of its own: an alternative to another ("Zendesk or a
 * similar help-desk tool", "a data analyst or in a similar analytical role") or the employer's own named tool
 * ("our Snowflake warehouse", "in our CMMS").
 */
function namedAsOther(sentence: string, m: SkillMatch, carried = ''): boolean {
  // A hard-wrapped sentence ("… of our\nB2B SaaS analytics suite.") is read with the line it goes on from.
  const head = `${carried}${sentence.slice(0, m.start)}`;
  const before = head.slice(Math.max(0, head.length - 30));
  if (/\b(?:similar|comparable|equivalent)\s+$/i.test(before)) return true;
  // A named tool after "our" is the employer's; "our demand forecasting models" is work the job does. So is a
  // name inside the employer's product's name ("our Unified Security and Observability Platform").
  if (!/^\p{Lu}/u.test(m.surface)) return false;
  return /\bour\s+(?:[\p{L}-]+\s+)?$/iu.test(before) || /\bour\s+(?:\p{Lu}[\p{L}-]*\s+(?:(?:and|&)\s+)?){1,3}$/u.test(head.slice(Math.max(0, head.length - 60)));
}

/**
 * True when the clause says the skill is not asked: "Not strict TDD, but we're always looking to increase test
 * coverage", "no Kubernetes experience needed". Not "not only Python but also Go", "including but not limited to
 * SQL" or "not just React".
 */
function negatedAsk(sentence: string, m: Pick<SkillMatch, 'start'>): boolean {
  // Three words back at most: a window, so a sentence of thousands of names is read in linear time.
  const head = sentence.slice(Math.max(0, m.start - 48), m.start);
  const clause = head.slice(Math.max(head.lastIndexOf(','), head.lastIndexOf(';'), head.lastIndexOf('('), head.lastIndexOf(':')) + 1);
  const negation = /\b(not|no)\s+((?:[\p{L}-]+\s+){0,2})$/iu.exec(clause);
  if (!negation) return false;
  return !/^(?:only|just|limited|merely|simply|less|more|later|one|fewer)\b/i.test(negation[2] ?? '');
}

/**
 * True when the skill is where a thing the job moves starts out, not an ask: "taking models from notebook prototypes
 * to latency-sensitive production services" asks the move to production, not prototyping. A technology stays an ask
 * ("bringing services from Oracle to PostgreSQL" needs both).
 */
function startingPoint(sentence: string, m: Pick<SkillMatch, 'start' | 'end' | 'skill'>): boolean {
  if (skillField(m.skill) === 'technology') return false;
  const head = sentence.slice(Math.max(0, m.start - 60), m.start);
  if (!/\b(?:tak(?:e|es|ing)|took|bring(?:s|ing)?|brought|carr(?:y|ies|ying|ied)|guid(?:e|es|ing|ed)|shepherd(?:s|ing|ed)?)\s+(?:[\p{L}-]+\s+){1,3}from\s+(?:[\p{L}-]+\s+){0,2}$/iu.test(head)) return false;
  return /^\s+to\s/i.test(sentence.slice(m.end, m.end + 8));
}

/** The posting's skill requirements, highest priority first. `title` is the normalised job title. */
export function readSkillRequirements(job: JobInput, title: string, outline: DescriptionOutline): SkillRequirement[] {
  const { lines, kindOfLine, headings: headingCache } = outline;
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
        inIntroDuty: false,
        inAsked: false,
        detailOnly: true,
        phrase: false,
        kinds: [],
        requiredSentence: false,
        preferredOnly: true,
        listed: false,
        custom,
        businessMentions: 0,
        usedInDuty: false,
        advanced: null,
        dutyAsk: false,
      };
      acc.set(skill, a);
    } else a.jobTerm = preferTerm(a.jobTerm, term);
    return a;
  };

  // Title.
  const titleMatches = findSkills(title, 'strict');
  for (const m of titleMatches) {
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
  // Each sentence's skills are read first, so a posting's field is known before an acronym is read in it.
  const read: {
    m: SkillMatch;
    sentence: string;
    examples: [number, number][];
    kind: BlockKind;
    at: number;
    preferred: boolean;
    requiredSentence: boolean;
    business: boolean;
    advanced: { details: string[]; level: string } | null;
    dutyAsk: boolean;
    introDuty: boolean;
  }[] = [];
  // Skills a degree's field names: asked with the degree, not as skills (a title's area asked there is no mere setting).
  const inDegreeField = new Set<string>();
  lines.forEach((line, lineIndex) => {
    const kind = kindOfLine.get(lineIndex) ?? 'intro';
    const heading = headingCache.get(lineIndex) ?? null;
    const content = heading ? heading.rest : line;
    if (!content || (kind === 'intro' && !introLineCounts(outline, lineIndex))) return;
    // The unfinished sentence of the line before, of the same part ("… drive the strategy and execution of our"), that
    // this line's first sentence goes on from.
    const previous = lineIndex > 0 && kindOfLine.get(lineIndex - 1) === kind && !headingCache.get(lineIndex - 1) ? (lines[lineIndex - 1] ?? '') : '';
    const unfinished = previous !== '' && !/[.!?:;]\s*$/.test(previous) ? `${outline.sentences(previous).at(-1) ?? ''} ` : '';
    outline.sentences(content).forEach((sentence, sentenceIndex) => {
      const carried = sentenceIndex === 0 ? unfinished : '';
      const found = findSkills(sentence, 'strict');
      // "3-5 years of fund accounting, public accounting a plus", "PLC troubleshooting (Allen-Bradley
      // preferred)": a marker after a comma or an opening bracket covers its clause only.
      const marker = PREFERRED_SENTENCE_RE.exec(sentence);
      let preferredFrom = Number.POSITIVE_INFINITY;
      if (marker) {
        const clauseStart = Math.max(sentence.lastIndexOf(',', marker.index), sentence.lastIndexOf(';', marker.index), sentence.lastIndexOf('(', marker.index));
        preferredFrom = clauseStart >= 0 ? clauseStart : 0;
      }
      if (kind !== 'ignore' && kind !== 'intro') {
        const companyName = (job.company ?? '').trim().toLowerCase();
        // "in Ledgerly Payments": the employer's own product, named after it.
        const names = namedTerms(sentence, found);
        // A phrase that is exactly a name ("Studio 5000") is read as the name: a tool, not the duty's wording.
        const setting = kind === 'duties' ? null : yearsSetting(sentence, found);
        const phrases = [...listedPhrases(sentence, found, kind === 'duties'), ...(setting ? [setting] : [])].filter(
          (p) => (companyName.length < 2 || !p.term.toLowerCase().includes(companyName)) && !names.some((n) => n.term === p.term),
        );
        // "MyLakeview, our patient portal": a name the sentence calls the employer's own; "Work with Solutions
        // Engineering": a team the duty is done with.
        const partnersFrom = kind === 'duties' ? dutyPartnersFrom(sentence) : Number.POSITIVE_INFINITY;
        const named = names.filter(
          (n) =>
            !phrases.some((p) => p.term.includes(n.term)) &&
            !namesCompany(n.term, ` ${skillKey(job.company ?? '')} `) &&
            !OWN_NAME_AFTER_RE.test(sentence.slice(n.start + n.term.length)) &&
            n.start < partnersFrom,
        );
        // "our Olive Branch, MS facility": a place the work is done, no ask ("MS facility" was met by a role in Mississippi).
        const place = (c: { term: string; start: number }) =>
          US_STATE_CODES.has(c.term.split(/\s+/)[0] ?? '') && /^\p{Lu}{2}\s+(?:facility|facilities|office|offices|site|sites|location|locations|campus|plant|area|region|headquarters|branch|warehouse|distribution center|center|centre)\b/iu.test(sentence.slice(c.start));
        // "advisor for our Engineering and Product organizations": the employer's own teams, no ask.
        const ours = (c: { term: string; start: number }) => /\bour\s+(?:[\p{L}-]+\s+){0,3}$/iu.test(sentence.slice(Math.max(0, c.start - 60), c.start));
        for (const c of [...credentialAcronyms(sentence, found).filter((c) => !named.some((n) => n.term.includes(c.term))), ...phrases, ...named].filter((c) => !place(c) && !ours(c))) {
          // A task that names a vocabulary skill ("Review code" → Code Review) is that skill.
          const skill = 'skill' in c && typeof c.skill === 'string' ? c.skill : undefined;
          const a = touch(skill ?? c.term, c.term, (lineOffsets[lineIndex] ?? 0) + c.start, skill === undefined);
          a.count++;
          if (kind === 'duties' && skill !== undefined) a.dutyAsk = true;
          if (kind === 'required' && c.start < preferredFrom) a.inRequired = true;
          if (kind === 'required' || kind === 'preferred') a.inAsked = true;
          if (kind === 'duties') a.inDuties = true;
          if (phrases.includes(c) && skill === undefined) a.phrase = true;
          if (phrases.includes(c) && skill === undefined) a.kinds.push(...kindsAfter(sentence, c.term, c.start));
          a.detailOnly = false;
          if (kind !== 'preferred' && c.start < preferredFrom) a.preferredOnly = false;
        }
      }
      if (found.length === 0) return;
      const mentions = companyMentions(sentence, job.company ?? '');
      const companySubject = hasCompanySubject(sentence, job.company ?? '');
      const matches = mentions.starts.length === 0 ? found : found.filter((m) => !insideCompanyName(mentions, m));
      const requiredSentence = !marker && REQUIRED_SENTENCE_RE.test(sentence);
      const examples = [...exampleBrackets(sentence), ...detailSpans(sentence, found)];
      const objectStart = kind === 'duties' ? dutyObjectStart(sentence) : null;
      const degreeField = kind === 'duties' ? null : educationFieldSpan(sentence);
      // "working alongside engineering, design, data science, and go-to-market teams": who the work is done with.
      const partners = kind === 'duties' || kind === 'intro' ? partnerSpans(sentence) : [];
      const introDuty = kind === 'intro' && !outline.hasRoleParts && readsAsDuty(sentence);
      for (const m of matches) {
        if (!languageAsked(m, sentence, found) || namedAsOther(sentence, m, carried) || negatedAsk(sentence, m) || startingPoint(sentence, m)) continue;
        // The partners' function ("data science", "external audit firms") is theirs; a product's name they are known
        // by ("a GraphQL API team") is what the role's work is backed by, and stays an ask.
        if (partners.some(([from, to]) => from <= m.start && m.end <= to) && !/\p{Lu}/u.test(m.surface.slice(1))) continue;
        // "Bachelor's degree in Human Resources, Business, or a related field": the degree's field, not a skill.
        if (degreeField && degreeField[0] <= m.start && m.end <= degreeField[1]) {
          inDegreeField.add(m.skill);
          continue;
        }
        const at = (lineOffsets[lineIndex] ?? 0) + m.start;
        const business = kind !== 'ignore' && aboutBusiness(sentence, m, companySubject);
        const dutyAsk = m.start === objectStart;
        read.push({ m, sentence, examples, kind, at, preferred: kind === 'preferred' || m.start >= preferredFrom, requiredSentence, business, advanced: kind === 'required' || kind === 'preferred' ? advancedAsk(sentence, m) : null, dutyAsk, introDuty });
      }
    });
  });
  const fields = countFields([...titleMatches, ...read.filter((r) => r.kind !== 'ignore').map((r) => r.m)]);
  for (const { m, sentence, examples, kind, at, preferred, requiredSentence, business, advanced, dutyAsk, introDuty } of read) {
    const skill = readInField(m, fields);
    if (skill === null) continue;
    if (kind === 'ignore') {
      // Only counted if the skill shows up nowhere else (see below).
      if (!acc.has(skill)) touch(skill, m.surface, at).count = 0;
      continue;
    }
    const a = touch(skill, m.surface, at);
    a.count++;
    // The level asked is the highest any mention asks ("Advanced SQL (…)" in the requirements, "Write SQL" in a duty).
    if (advanced) a.advanced = { details: [...(a.advanced?.details ?? []), ...advanced.details], level: a.advanced?.level ?? advanced.level };
    if (business) a.businessMentions++;
    if (kind === 'required' && !preferred) a.inRequired = true;
    if (kind === 'duties') a.inDuties = true;
    if (kind === 'duties' && /\busing\s+$/i.test(sentence.slice(Math.max(0, m.start - 8), m.start))) a.usedInDuty = true;
    if (dutyAsk) a.dutyAsk = true;
    if (kind === 'intro' && introDuty) a.inIntroDuty = true;
    else if (kind === 'intro') a.inIntro = true;
    if (kind === 'required' || kind === 'preferred') a.inAsked = true;
    if (!inExampleBracket(examples, m)) a.detailOnly = false;
    if (requiredSentence && kind !== 'preferred') a.requiredSentence = true;
    if (!preferred) a.preferredOnly = false;
  }

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
    if (outsideField(a, fields) || habitOfDuty(a)) continue;
    let priority = Math.min(a.count, 3);
    if (a.inTitle) priority += 3;
    if (a.inRequired) priority += 2;
    if (a.requiredSentence) priority += 1;
    if (a.inDuties || a.inIntro || a.inIntroDuty) priority += 1;
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
      ...aboutCompanyOf(a, ownProduct),
      ...(a.advanced ? { advanced: { details: a.advanced.details }, jobTerm: `${a.advanced.level} ${a.jobTerm}` } : {}),
      ...(a.phrase ? { phrase: true } : {}),
      ...(a.phrase && a.kinds.length > 0 ? { kinds: a.kinds } : {}),
      // "Registered Nurse - Medical/Surgical Telemetry" over "care for medical-surgical and telemetry patients":
      // the unit the job is on, which the posting never asks as such.
      ...(a.inTitle && a.inDuties && !a.inAsked && !a.listed && !a.inIntro && !a.dutyAsk && !inDegreeField.has(a.skill) ? { titleSetting: true } : {}),
      ...(a.detailOnly && a.count > 0 && !a.inTitle && !a.listed ? { exampleOnly: true } : {}),
      ...(a.inDuties && !a.inRequired && !a.inTitle && !a.listed && !a.inIntro && !a.inAsked ? { dutyOnly: true, ...((a.dutyAsk || a.usedInDuty) && !a.custom ? { dutyAsk: true } : {}) } : {}),
    });
  }
  const order = new Map([...acc.values()].map((a) => [a.skill, a.firstIndex]));
  skills.sort((x, y) => y.priority - x.priority || (order.get(x.skill) ?? 0) - (order.get(y.skill) ?? 0) || x.skill.localeCompare(y.skill));
  return skills;
}
