import type { ResumeDocument } from '../document';

/** How a template looks in Word: fonts and sizes (points), colours (hex without #). */
export interface DocxTheme {
  /** A font Word users have; the PDF uses its metric-compatible Liberation twin. */
  font: string;
  bodySize: number;
  nameSize: number;
  headingSize: number;
  /** Colour of the name and section headings. */
  accentColor: string;
  nameAlignment: 'center' | 'left';
}

/** One resume template: its HTML (printed to PDF) and its Word look. */
export interface ResumeTemplateRenderer {
  id: string;
  renderHtml(doc: ResumeDocument): string;
  docx: DocxTheme;
}
