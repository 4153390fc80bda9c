/** A template renderer from its design tokens: the CSS is built once, at module load. */
import { resumeTemplates } from '@jobapp/shared';
import type { ResumeDocument } from '../document';
import { designCss, designDefaults, type Design } from './design';
import { fontCoverageOf } from './fonts';
import { renderResumeHtml, type HtmlLayout } from './html';
import type { DocxTheme, ResumeTemplateRenderer } from './types';

const BULLET_CHAR = { disc: '•', circle: '◦', square: '▪' } as const;

export function defineTemplate(design: Design, docx: Pick<DocxTheme, 'font' | 'headingFont'>): ResumeTemplateRenderer {
  const css = designCss(design);
  // Most resumes are written in the latin subset alone: their HTML embeds only those font files.
  const latinCss = designCss(design, 'latin');
  const layout: HtmlLayout = {
    contactInTwoLines: design.header === 'split',
    gutter: design.gutter ? { headingSize: Math.min(design.headingSize, 10.5) } : undefined,
  };
  const name = resumeTemplates.find((t) => t.id === design.id)?.name ?? design.id;
  return {
    id: design.id,
    name,
    css,
    renderHtml: (doc: ResumeDocument) => renderResumeHtml(doc, fontCoverageOf(JSON.stringify(doc)) === 'latin' ? latinCss : css, layout),
    docx: {
      ...docx,
      bodySize: design.bodySize,
      nameSize: design.nameSize,
      headingSize: design.headingSize,
      accentColor: design.accent.replace('#', '').toUpperCase(),
      nameAlignment: design.header === 'centred' || design.header === 'band-centred' ? 'center' : 'left',
      headingRule: design.heading === 'rule-above' ? 'above' : design.heading === 'plain' ? 'none' : 'below',
      bullet: BULLET_CHAR[design.bullet],
    },
  };
}

/** A design as the template files write it: one entry per template, grouped tokens, the rest optional. */
export type TemplateSpec = Pick<Design, 'header' | 'heading'> &
  Partial<Omit<Design, 'id' | 'body' | 'display' | 'bodySize' | 'nameSize' | 'headingSize' | 'accent' | 'tint'>> & {
    /** Body font, display font (name and headings). */
    fonts: [Design['body'], Design['display']];
    /** Body, name and heading sizes (points). */
    sizes: [number, number, number];
    /** Accent, tint. */
    colours: [string, string];
    /** The Word fonts: body, and the headings' when different. */
    word: [string, string?];
  };

export function template(id: string, spec: TemplateSpec): ResumeTemplateRenderer {
  const { fonts, sizes, colours, word, ...rest } = spec;
  return defineTemplate(
    {
      ...designDefaults,
      ...rest,
      id,
      body: fonts[0],
      display: fonts[1],
      bodySize: sizes[0],
      nameSize: sizes[1],
      headingSize: sizes[2],
      accent: colours[0],
      tint: colours[1],
    },
    word[1] ? { font: word[0], headingFont: word[1] } : { font: word[0] },
  );
}
