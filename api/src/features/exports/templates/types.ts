import type { ResumeDocument } from '../document';

/** How a template looks in Word: fonts and sizes (points), colours (hex without #). */
export interface DocxTheme {
  /** A font Word users have, close to the template's embedded one. */
  font: string;
  /** The name's and headings' font, when it differs from `font`. */
  headingFont?: string;
  bodySize: number;
  nameSize: number;
  headingSize: number;
  /** Colour of the name and section headings. */
  accentColor: string;
  nameAlignment: 'center' | 'left';
  /** The heading's rule: below it (the default), above it, or none. */
  headingRule?: 'below' | 'above' | 'none';
  /** The list bullet (•, ◦ or ▪); • by default. */
  bullet?: '•' | '◦' | '▪';
}

/** One resume template: its HTML (printed to PDF) and its Word look. */
export interface ResumeTemplateRenderer {
  id: string;
  /** The catalogue name (shared resumeTemplates). */
  name: string;
  renderHtml(doc: ResumeDocument): string;
  /** The template's own stylesheet (what makes it look like itself), for comparison and previews. */
  css: string;
  docx: DocxTheme;
}
