/** A template renderer from its design tokens: the CSS is built once, at module load. */
import { resumeTemplates } from '@jobapp/shared';
import type { ResumeDocument } from '../document';
import { designCss, type Design } from './design';
import { renderResumeHtml, type HtmlLayout } from './html';
import type { DocxTheme, ResumeTemplateRenderer } from './types';

const BULLET_CHAR = { disc: '•', circle: '◦', square: '▪' } as const;

export function defineTemplate(design: Design, docx: Pick<DocxTheme, 'font' | 'headingFont'>): ResumeTemplateRenderer {
  const css = designCss(design);
  const layout: HtmlLayout = {
    contactInTwoLines: design.header === 'split',
    gutter: design.gutter ? { headingSize: Math.min(design.headingSize, 10.5) } : undefined,
  };
  const name = resumeTemplates.find((t) => t.id === design.id)?.name ?? design.id;
  return {
    id: design.id,
    name,
    css,
    renderHtml: (doc: ResumeDocument) => renderResumeHtml(doc, css, layout),
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
