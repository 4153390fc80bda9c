/**
 * The cover-letter templates (issue 13, spec section 3) as structures, not wording swaps: each names its
 * paragraphs in order (what each must do), its tone, its length and the extra fields it needs from the
 * user. The built-in generator (generate.ts) fills the roles, the checker (check.ts) holds a letter to
 * them, and an LLM is asked for the same roles (llm-letter.schema.ts).
 *
 * The spec lists twelve ids; issue 13 asks for fifteen. The three added, in the same id scheme:
 * - cl-standard-3 Concise: a three-paragraph letter for application forms and e-mails with a short text
 *   box, where a four- or five-paragraph letter is cut off or skipped (no other template is this short).
 * - cl-prof-6 Healthcare: clinical roles (nurses, therapists, technicians) are hired on licence and
 *   patient-care record; their letters need a credentials paragraph that no other template has.
 * - cl-spec-6 Internal Transfer: applying for a role at one's own employer is common and reads unlike an
 *   outside application: the reader knows the company, so the letter builds on the record there and says
 *   why the move, instead of explaining why the company.
 * The twelve keep the spec's names.
 */
import { DEFAULT_COVER_LETTER_TEMPLATE_ID } from '../templates';

export { DEFAULT_COVER_LETTER_TEMPLATE_ID };

export const coverLetterGroups = ['standard', 'professional', 'specialized'] as const;
export type CoverLetterGroup = (typeof coverLetterGroups)[number];

export const paragraphRoles = [
  'hook',
  'why-company',
  'evidence',
  'impact',
  'leadership',
  'technical-depth',
  'portfolio',
  'research',
  'teaching',
  'potential',
  'credentials',
  'referral',
  'transferable-skills',
  'motivation',
  'follow-up',
  'close',
] as const;
export type ParagraphRole = (typeof paragraphRoles)[number];

/** Extra fields a template may ask of the user (besides job title, company and the resume). */
export const extraFields = ['referrerName', 'referrerRelationship', 'appliedOn', 'appliedFor', 'previousField'] as const;
export type ExtraField = (typeof extraFields)[number];

export type CoverLetterTone = 'formal' | 'conversational' | 'confident' | 'warm' | 'scholarly' | 'direct';

export interface TemplateParagraph {
  readonly role: ParagraphRole;
  /** What this paragraph must do, in one sentence. */
  readonly must: string;
}

export interface TemplateNeed {
  readonly field: ExtraField;
  readonly required: boolean;
  /** The validation message when a required field is missing. */
  readonly message?: string;
}

export interface CoverLetterTemplate {
  readonly id: string;
  readonly name: string;
  /** One line for the picker. */
  readonly description: string;
  readonly group: CoverLetterGroup;
  readonly tone: CoverLetterTone;
  /** Words of the body (greeting and sign-off not counted). */
  readonly words: { readonly min: number; readonly max: number };
  readonly paragraphs: readonly TemplateParagraph[];
  readonly needs: readonly TemplateNeed[];
  /** 'optional': written for no posting at all (no link, no description) without a warning. */
  readonly posting: 'optional' | 'recommended';
}

// 100 (150 before) since a letter tells two to four chosen proofs rather than the resume's bullets one after
// another: a thin resume's letter of three proofs is short, not padded.
const STANDARD_WORDS = { min: 100, max: 300 } as const;

const CLOSE: TemplateParagraph = {
  role: 'close',
  must: 'Thank the reader and ask for a conversation about the role, without repeating the letter.',
};
const WHY_COMPANY: TemplateParagraph = {
  role: 'why-company',
  must: "Say what draws the writer to this company and role, in the posting's own specifics when there is a posting.",
};
const EVIDENCE: TemplateParagraph = {
  role: 'evidence',
  must: "Quote two or three real achievements from the resume that answer the job's top requirements.",
};
const IMPACT: TemplateParagraph = {
  role: 'impact',
  must: 'Lead with the measurable results the resume states, numbers exactly as written.',
};

export const coverLetterTemplates: readonly CoverLetterTemplate[] = [
  {
    id: 'cl-standard-1',
    name: 'Traditional',
    description: 'A classic, formal business letter.',
    group: 'standard',
    tone: 'formal',
    words: STANDARD_WORDS,
    paragraphs: [{ role: 'hook', must: 'Name the role and the company and say in one line why the writer fits.' }, EVIDENCE, WHY_COMPANY, CLOSE],
    needs: [],
    posting: 'recommended',
  },
  {
    id: 'cl-standard-2',
    name: 'Modern',
    description: 'A concise, contemporary letter.',
    group: 'standard',
    tone: 'conversational',
    words: STANDARD_WORDS,
    // The company right after the opening, then the results: the Modern letter's own order.
    paragraphs: [{ role: 'hook', must: 'Open with what the writer does best and the role it fits, in plain words.' }, WHY_COMPANY, IMPACT, CLOSE],
    needs: [],
    posting: 'recommended',
  },
  {
    id: 'cl-standard-3',
    name: 'Concise',
    description: 'Three short paragraphs for forms and e-mails.',
    group: 'standard',
    tone: 'direct',
    // Two proofs (generate.ts TOLD_STATEMENTS): a short letter for a form's text box.
    words: { min: 80, max: 220 },
    paragraphs: [
      { role: 'hook', must: 'Name the role and the company and the one strength that fits it.' },
      EVIDENCE,
      { role: 'close', must: 'Ask for a conversation in one or two sentences.' },
    ],
    needs: [],
    posting: 'recommended',
  },
  {
    id: 'cl-prof-1',
    name: 'Executive',
    description: 'For senior and leadership roles.',
    group: 'professional',
    tone: 'confident',
    words: STANDARD_WORDS,
    paragraphs: [
      { role: 'hook', must: 'Name the role and the scope of leadership the writer brings.' },
      { role: 'leadership', must: 'Show the teams, budgets or organisations the writer has led, from the resume.' },
      IMPACT,
      WHY_COMPANY,
      CLOSE,
    ],
    needs: [],
    posting: 'recommended',
  },
  {
    id: 'cl-prof-2',
    name: 'Technical',
    description: 'Puts technical skills and projects first.',
    group: 'professional',
    tone: 'direct',
    words: STANDARD_WORDS,
    paragraphs: [
      { role: 'hook', must: 'Name the role and the technical ground the writer covers.' },
      { role: 'technical-depth', must: "Match the posting's required skills to the resume statements that show them in use." },
      IMPACT,
      CLOSE,
    ],
    needs: [],
    posting: 'recommended',
  },
  {
    id: 'cl-prof-3',
    name: 'Creative',
    description: 'For design, media and creative roles.',
    group: 'professional',
    tone: 'warm',
    words: STANDARD_WORDS,
    paragraphs: [
      { role: 'hook', must: 'Open with the kind of work the writer makes and the role it is for.' },
      { role: 'portfolio', must: 'Point to projects and pieces of work from the resume, with their outcomes.' },
      WHY_COMPANY,
      CLOSE,
    ],
    needs: [],
    posting: 'recommended',
  },
  {
    id: 'cl-prof-4',
    name: 'Academic',
    description: 'For research and teaching positions.',
    group: 'professional',
    tone: 'scholarly',
    // Four proofs over research and teaching (generate.ts TOLD_STATEMENTS), the company paragraph only on the posting's facts.
    words: { min: 150, max: 400 },
    paragraphs: [
      { role: 'hook', must: 'Name the position and the department or institution and the field of the writer.' },
      { role: 'research', must: 'Describe the research, publications or scholarly projects the resume records.' },
      { role: 'teaching', must: 'Describe teaching, mentoring or course work the writer has led, from the resume.' },
      WHY_COMPANY,
      CLOSE,
    ],
    needs: [],
    posting: 'recommended',
  },
  {
    id: 'cl-prof-5',
    name: 'Entry-Level',
    description: 'For graduates and first jobs.',
    group: 'professional',
    tone: 'warm',
    words: STANDARD_WORDS,
    paragraphs: [
      { role: 'hook', must: 'Name the role and what the writer is starting out with.' },
      { role: 'potential', must: 'Show education, projects and first experience that prepare the writer for the role.' },
      EVIDENCE,
      CLOSE,
    ],
    needs: [],
    posting: 'recommended',
  },
  {
    id: 'cl-prof-6',
    name: 'Healthcare',
    description: 'For clinical roles: licence and patient care first.',
    group: 'professional',
    tone: 'warm',
    words: STANDARD_WORDS,
    paragraphs: [
      { role: 'hook', must: 'Name the role, the unit or facility and the clinical background of the writer.' },
      { role: 'credentials', must: 'State the licences, certifications and degrees the resume lists, as written.' },
      { role: 'evidence', must: 'Quote patient-care achievements from the resume that answer the posting.' },
      CLOSE,
    ],
    needs: [],
    posting: 'recommended',
  },
  {
    id: 'cl-spec-1',
    name: 'Career Change',
    description: 'Bridges experience into a new field.',
    group: 'specialized',
    tone: 'confident',
    words: STANDARD_WORDS,
    paragraphs: [
      { role: 'hook', must: 'Name the new role and the field the writer comes from.' },
      { role: 'transferable-skills', must: 'Show achievements from the earlier field that carry over to the new role.' },
      { role: 'motivation', must: 'Say what the writer has already done toward the new field, from the resume.' },
      CLOSE,
    ],
    needs: [{ field: 'previousField', required: false }],
    posting: 'recommended',
  },
  {
    id: 'cl-spec-2',
    name: 'Referral',
    description: 'Opens with the person who referred you.',
    group: 'specialized',
    tone: 'warm',
    words: STANDARD_WORDS,
    paragraphs: [
      { role: 'referral', must: 'Open with the name of the person who referred the writer, and the role.' },
      EVIDENCE,
      WHY_COMPANY,
      CLOSE,
    ],
    needs: [
      { field: 'referrerName', required: true, message: 'Please enter who referred you' },
      { field: 'referrerRelationship', required: false },
    ],
    posting: 'recommended',
  },
  {
    id: 'cl-spec-3',
    name: 'Cold Application',
    description: 'For roles that are not advertised.',
    group: 'specialized',
    tone: 'direct',
    words: STANDARD_WORDS,
    paragraphs: [
      { role: 'hook', must: 'Say which kind of role the writer seeks at the company, with no posting to refer to.' },
      // A letter nobody asked for says first why this company, then what the writer would bring.
      { role: 'why-company', must: 'Say why this company, naming it, without claiming an opening exists.' },
      EVIDENCE,
      CLOSE,
    ],
    needs: [],
    posting: 'optional',
  },
  {
    id: 'cl-spec-4',
    name: 'Impact-Focused',
    description: 'Leads with measurable results.',
    group: 'specialized',
    tone: 'confident',
    words: STANDARD_WORDS,
    paragraphs: [
      { role: 'hook', must: 'Open with the strongest measurable result in the resume and the role.' },
      IMPACT,
      EVIDENCE,
      CLOSE,
    ],
    needs: [],
    posting: 'recommended',
  },
  {
    id: 'cl-spec-5',
    name: 'Follow-Up',
    description: 'Follows up on an application or interview.',
    group: 'specialized',
    tone: 'formal',
    // A follow-up recalls the application and two proofs, no more.
    words: { min: 80, max: 250 },
    paragraphs: [
      { role: 'follow-up', must: 'Recall what the writer applied for and when, and ask where it stands.' },
      EVIDENCE,
      CLOSE,
    ],
    needs: [
      { field: 'appliedOn', required: true, message: 'Please enter when you applied' },
      { field: 'appliedFor', required: true, message: 'Please enter what you applied for' },
    ],
    posting: 'optional',
  },
  {
    id: 'cl-spec-6',
    name: 'Internal Transfer',
    description: 'For a new role or promotion with your own employer.',
    group: 'specialized',
    tone: 'direct',
    words: STANDARD_WORDS,
    paragraphs: [
      { role: 'hook', must: 'Name the role sought and the current role the writer holds at the company.' },
      EVIDENCE,
      { role: 'motivation', must: 'Say why the move, from what the writer has done, without criticising the current team.' },
      CLOSE,
    ],
    needs: [],
    posting: 'recommended',
  },
];

export const coverLetterTemplateIds = coverLetterTemplates.map((t) => t.id) as [string, ...string[]];

/** The template with this id, or undefined. */
export function findCoverLetterTemplate(id: string): CoverLetterTemplate | undefined {
  return coverLetterTemplates.find((t) => t.id === id);
}

/** The template with this id, or the default one. */
export function coverLetterTemplateOrDefault(id: string | null | undefined): CoverLetterTemplate {
  return findCoverLetterTemplate(id ?? '') ?? (findCoverLetterTemplate(DEFAULT_COVER_LETTER_TEMPLATE_ID) as CoverLetterTemplate);
}
