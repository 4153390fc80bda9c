/**
 * Word lists the resume parser uses to tell job titles, employers, places and degrees apart.
 */

/** Words that mark a job title ("Senior Software Engineer", "Registered Nurse", "Office Manager"). */
export const TITLE_WORDS: ReadonlySet<string> = new Set(
  `engineer engineers developer developers programmer architect manager managers director directors analyst analysts
  consultant specialist coordinator assistant associate administrator officer lead head chief president vp vice
  intern internship trainee apprentice nurse rn lpn cna np physician doctor surgeon therapist pharmacist technician
  technologist accountant auditor controller comptroller bookkeeper clerk cashier teller teacher instructor professor
  lecturer tutor educator counselor counsellor advisor adviser representative rep agent executive supervisor foreman
  operator driver scientist researcher designer editor writer strategist planner buyer recruiter generalist partner
  owner founder cofounder co-founder ceo cto cfo coo cmo cio ciso secretary receptionist aide paraprofessional
  volunteer fellow resident medic emt paramedic mechanic electrician carpenter plumber welder machinist chef cook
  server bartender host hostess attendant sergeant principal dean librarian coach trainer sre devops tester qa
  steward handler picker packer loader merchandiser salesperson superintendent inspector estimator underwriter
  actuary economist statistician paralegal attorney lawyer counsel owner facilitator moderator ambassador liaison
  dispatcher scheduler courier investigator examiner processor expediter expeditor practitioner midwife dietitian
  nutritionist hygienist radiographer sonographer phlebotomist caregiver caretaker housekeeper custodian janitor
  guard marketer publicist journalist reporter photographer videographer animator illustrator translator interpreter
  consultant contractor freelancer member captain lieutenant commander officer soldier specialist administrator
  steward chair chairman chairperson treasurer secretary governor mayor senator legislator clerk registrar
  superintendent provost chancellor rector pastor minister chaplain surveyor draftsman drafter cartographer
  geologist chemist biologist physicist mathematician epidemiologist optometrist dentist veterinarian vet
  psychologist psychiatrist social worker caseworker auditor banker broker trader investor advisor planner
  stylist barista baker butcher dishwasher crew cashier lifeguard nanny babysitter tutor mentor preceptor assistant
  sales marketing`.split(/\s+/),
);

/** Words that mark an organisation name. */
export const COMPANY_WORDS: ReadonlySet<string> = new Set(
  `inc inc. incorporated llc l.l.c. ltd ltd. limited corp corp. corporation co co. company companies group plc gmbh ag
  sa s.a. nv bv pty llp lp bank university college institute hospital clinic health healthcare medical school
  schools academy systems technologies technology tech solutions labs lab laboratories consulting consultants partners
  foundation agency services studio studios capital financial finance management enterprises industries
  international global holdings ventures software networks media foods motors pharmaceuticals pharma district
  department county government army navy force corps center centre church ministries association society council
  trust insurance airlines airways logistics retail stores store restaurant restaurants hotel hotels resort
  manufacturing energy electric communications telecom entertainment publishing press investments securities
  advisors fund funds realty properties construction engineering dynamics analytics robotics biosciences
  therapeutics diagnostics devices automotive aerospace defense defence`.split(/\s+/),
);

export const US_STATE_CODES: ReadonlySet<string> = new Set(
  `AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI
  SC SD TN TX UT VT VA WA WV WI WY DC PR`.split(/\s+/),
);

export const PLACE_NAMES: ReadonlySet<string> = new Set(
  `usa us u.s. u.s.a. united states america uk u.k. united kingdom england scotland wales ireland canada mexico brazil
  argentina chile peru colombia germany france spain portugal italy netherlands belgium switzerland austria sweden
  norway denmark finland poland czechia romania greece turkey israel uae dubai india pakistan bangladesh china japan
  korea singapore malaysia indonesia philippines vietnam thailand australia zealand nigeria kenya egypt
  south africa remote hybrid on-site onsite alabama alaska arizona arkansas california colorado connecticut delaware
  florida georgia hawaii idaho illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan
  minnesota mississippi missouri montana nebraska nevada hampshire jersey york carolina dakota ohio oklahoma oregon
  pennsylvania rhode island tennessee texas utah vermont virginia washington wisconsin wyoming ontario quebec
  columbia alberta manitoba london paris berlin tokyo toronto vancouver sydney melbourne bangalore bengaluru mumbai
  delhi hyderabad chennai pune`.split(/\s+/),
);

/** Degree words (any case). */
const DEGREE_WORDS_RE =
  /\b(?:bachelor'?s?|master'?s?|doctorate|doctoral|doctor of|associate'?s? (?:degree|of|in)|associate of|high school|secondary school|diploma|certificate|bootcamp|boot camp|postgraduate|graduate certificate|undergraduate|ged|mba|phd|b\.?tech|m\.?tech|b\.?com|bba|bsn|msn|dnp|mph|mpa|mfa)(?![\p{L}])/iu;
/** Degree abbreviations (exact case, so "MA" in "Cambridge, MA" is judged by context). */
const DEGREE_ABBR_RE =
  /(?<![\p{L}])(?:B\.?\s?S\.?c?|B\.?\s?A\.?|B\.?\s?Sc|B\.?\s?Eng|B\.?\s?E\.|M\.?\s?S\.?c?|M\.?\s?A\.?|M\.?\s?Sc|M\.?\s?Eng|M\.?\s?Ed|Ed\.?\s?D|Ph\.?\s?D\.?|D\.?Phil|J\.?D\.?|LL\.?B|LL\.?M|M\.?D\.|Pharm\.?\s?D|D\.?D\.?S|A\.?A\.?S?|A\.?S\.|ADN|BFA|AAS)(?![\p{L}])/u;

/** True when the text names a degree ("Bachelor of Science", "B.S.", "MBA"), not a state code in a place. */
export function isDegreeText(text: string): boolean {
  if (DEGREE_WORDS_RE.test(text)) return true;
  if (!DEGREE_ABBR_RE.test(text)) return false;
  if (looksLikeLocation(text)) return false;
  // "Cambridge, MA" inside a longer line: drop place-like "City, ST" pairs and look again.
  const withoutPlaces = text.replace(/[\p{Lu}][\p{L}.' -]{0,60},\s*[A-Z]{2}\b/gu, '');
  return DEGREE_ABBR_RE.test(withoutPlaces);
}

/** Degree level for comparisons. */
export type DegreeLevel = 'none' | 'high-school' | 'certificate' | 'associate' | 'bachelor' | 'master' | 'doctorate';

export const DEGREE_LEVEL_RANK: Record<DegreeLevel, number> = {
  none: 0,
  'high-school': 1,
  certificate: 2,
  associate: 3,
  bachelor: 4,
  master: 5,
  doctorate: 6,
};

/**
 * "MS Office" and "Boston, MA" are not degrees. The place name is bounded (60 characters): unbounded,
 * every capital of a long run of letters would rescan the run to its end, which is quadratic.
 */
const FALSE_DEGREE_CONTEXT_RE =
  /\b(?:MS|MA|BS|BA|AS)\s+(?:Office|Excel|Word|Teams|SQL|Access|Project|Outlook|PowerPoint|Dynamics|Visio|Azure|Windows|Exchange|Publisher|Paint)\b|[\p{Lu}][\p{L}.' -]{0,60},\s*(?:MA|ME|MS|MD|AS)\b/gu;

const LEVEL_TESTS: readonly [DegreeLevel, (t: string) => boolean][] = [
  [
    'doctorate',
    (t) =>
      /\bph\.?\s?d\b|\bdoctor(?:ate|al)\b|\bdoctor of (?:philosophy|education|science|business)|\bd\.?phil\b|\bed\.?\s?d\b|\bdnp\b|\bpsy\.?d\b/i.test(t) ||
      /(?<![\p{L}])(?:J\.D\.?|JD|M\.D\.|MD|Pharm\.?\s?D|D\.?D\.?S|D\.?V\.?M)(?=\s+(?:degree|from|in|\(|,|or|and)|$)/u.test(t) ||
      /doctor of (?:medicine|dental|pharmacy|veterinary|jurisprudence)/i.test(t),
  ],
  [
    'master',
    (t) =>
      /\bmaster'?s?\b|\bmba\b|\bmsn\b|\bmph\b|\bmpa\b|\bmfa\b|\bm\.?tech\b|\bll\.?m\b|\bpostgraduate\b|\bgraduate degree\b|\badvanced degree\b/i.test(t) ||
      /(?<![\p{L}])(?:M\.\s?S\.?|MS|MSc|M\.Sc\.?|M\.\s?A\.?|MA|M\.?\s?Eng|MEng|M\.?\s?Ed|MEd)(?![\p{L}])/u.test(t),
  ],
  [
    'bachelor',
    (t) =>
      /\bbachelor'?s?\b|\bbba\b|\bbsn\b|\bb\.?tech\b|\bb\.?com\b|\bundergraduate degree\b|\bll\.?b\b|\bfour-year degree\b|\b4-year degree\b|\bcollege degree\b|\buniversity degree\b/i.test(t) ||
      /(?<![\p{L}])(?:B\.\s?S\.?c?|BS|BSc|B\.Sc\.?|B\.\s?A\.?|BA|B\.?\s?Eng|BEng|B\.E\.|BE|BFA|BASc)(?![\p{L}])/u.test(t),
  ],
  [
    'associate',
    (t) =>
      /\bassociate'?s?\s+(?:degree|of|in)\b|\btwo-year degree\b|\b2-year degree\b/i.test(t) ||
      /(?<![\p{L}])(?:A\.\s?A\.?S?|AAS|A\.\s?S\.|ADN)(?![\p{L}])/u.test(t),
  ],
  ['certificate', (t) => /\b(?:certificate|diploma)\b/i.test(t) && !/high school/i.test(t)],
  ['high-school', (t) => /\bhigh school\b|\bsecondary school\b|\bged\b/i.test(t)],
];

/** Every degree level a text mentions, highest first. */
export function degreeLevelsIn(text: string): DegreeLevel[] {
  const t = text.replace(FALSE_DEGREE_CONTEXT_RE, ' ');
  return LEVEL_TESTS.filter(([, test]) => test(t)).map(([level]) => level);
}

/** The (highest) level a degree text names, or null. */
export function degreeLevelOf(text: string): DegreeLevel | null {
  return degreeLevelsIn(text)[0] ?? null;
}

/** Words that mark an educational institution. */
export const INSTITUTION_PATTERN =
  /\b(university|universit[ée]|college|institute|institut|school|academy|polytechnic|conservatory|seminary|iit|mit|ucla|nyu|usc|cuny|suny)\b/i;

/** Location-looking text: "Seattle, WA", "Denver, Colorado", "New York, NY 10001", "Remote". */
export function looksLikeLocation(text: string): boolean {
  if (/[()]/.test(text)) return false;
  const t = text.trim();
  if (t === '' || t.length > 60 || /[@\d]{3,}/.test(t.replace(/\b\d{5}(-\d{4})?\b/, ''))) return false;
  if (/^(remote|hybrid|on-?site|worldwide)$/i.test(t)) return true;
  const parts = t.split(/(?<!\s)\s*,\s*/).filter(Boolean);
  if (parts.length >= 2) {
    const last = parts[parts.length - 1] ?? '';
    const lastWord = last.replace(/(?<!\s)\s+\d{5}(-\d{4})?$/, '');
    if (US_STATE_CODES.has(lastWord)) return parts.slice(0, -1).every((p) => /^[\p{Lu}][\p{L}.' -]*$/u.test(p));
    if (lastWord.split(/\s+/).every((w) => PLACE_NAMES.has(w.toLowerCase()))) {
      if (/^(?:remote|hybrid|on-?site|onsite)$/i.test(lastWord)) return false;
      return parts.slice(0, -1).every((p) => /^[\p{Lu}][\p{L}.' -]*$/u.test(p) && p.split(/\s+/).length <= 3);
    }
    return false;
  }
  return t.split(/\s+/).every((w) => PLACE_NAMES.has(w.toLowerCase()));
}

/** Lower-case words of a text (letters, digits, dots and hyphens kept inside words). */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}.&'-]+/u)
    .map((w) => w.replace(/^[.'-]+|(?<![.'-])[.'-]+$/g, ''))
    .filter(Boolean);
}

export function hasTitleWord(text: string): boolean {
  return wordsOf(text).some((w) => TITLE_WORDS.has(w) || TITLE_WORDS.has(w.replace(/s$/, '')));
}

/** A title word as written, not only its plural ("Engineer", not "Traders": a plural names a firm more often). */
export function hasSingularTitleWord(text: string): boolean {
  return wordsOf(text).some((w) => TITLE_WORDS.has(w));
}

export function hasCompanyWord(text: string): boolean {
  const words = text
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  return words.some((w) => COMPANY_WORDS.has(w) || COMPANY_WORDS.has(w.replace(/[.,]$/, '')));
}
