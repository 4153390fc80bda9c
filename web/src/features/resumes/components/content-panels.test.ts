import { EXTRACTION_FAILURE_SENTENCE, messages } from '@jobapp/shared';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentNeedsProcessingPanel } from './content-panels';

describe('the yellow panel for a resume file that could not be read', () => {
  it("shows the server's sentence for this file, saying what to do, above the usual causes", () => {
    const advice = `${EXTRACTION_FAILURE_SENTENCE} ${messages.resumeUnreadable.scannedPdf}`;
    const html = renderToStaticMarkup(createElement(ContentNeedsProcessingPanel, { reason: 'no-text', message: advice }));
    expect(html).toContain('data-testid="unreadable-advice"');
    expect(html).toContain('This PDF is a scan with no text in it');
    expect(html.indexOf('unreadable-advice')).toBeLessThan(html.indexOf('Images instead of text'));
    expect(html).toContain('Likely cause');
  });

  it('keeps the general advice alone when the server gave no sentence', () => {
    const html = renderToStaticMarkup(createElement(ContentNeedsProcessingPanel, { reason: null }));
    expect(html).not.toContain('unreadable-advice');
    expect(html).toContain('Save your resume as a simple DOCX or PDF');
  });
});
