/**
 * A cover letter laid out as an export model (issue 13: DOCX and PDF "in the style of the resume's
 * template"): the resume's own header (name and contact line, as the template draws them), then the
 * date and the letter's blocks — greeting, paragraphs, sign-off — as paragraphs of the header, and no
 * sections. The same template renderers and DOCX theme as the resume then print it, and the same
 * parse-back check reads every word of it back.
 */
import { splitLetter } from '@jobapp/shared/cover-letters/letter-text';
import type { Block, ResumeDocument } from './document';

/** Extra CSS for a letter: space between paragraphs, the sign-off's lines kept together. */
export const LETTER_CSS = 'main>p{margin-top:0.9em}main>p.contact{margin-top:0}';

/** The letter's blocks as the letter module splits it: greeting, paragraphs (their wraps joined), the sign-off's lines. */
export function letterBlocks(letter: string): Block[] {
  const { greeting, body, signOff } = splitLetter(letter);
  const texts = [greeting ?? '', ...body.map((p) => p.replace(/\s*\n\s*/g, ' ')), ...(signOff ?? '').split('\n')];
  return texts.map((t) => t.trim()).filter(Boolean).map((text) => ({ kind: 'paragraph', text }));
}

/** `resume` is the resume's export model (only its name and contact are used); `date` as shown ("November 25, 2026"). */
export function letterModelOf(resume: ResumeDocument, letter: string, date: string): ResumeDocument {
  return {
    name: resume.name,
    headline: '',
    email: resume.email,
    phone: resume.phone,
    contact: resume.contact,
    headerBlocks: [{ kind: 'paragraph', text: date }, ...letterBlocks(letter)],
    sections: [],
  };
}

/** The HTML a template renders, with the letter's spacing added after the template's own CSS. */
export function withLetterCss(html: string): string {
  return html.replace('</style>', `${LETTER_CSS}</style>`);
}
