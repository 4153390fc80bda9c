import type { FormattingSuggestionsResult } from '@jobapp/shared/editor/editor.schema';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AnalysisResults } from './analysis-results';

const explanation = { score: 6, exact: 6, passedWeight: 6, totalWeight: 10, cappedAt: null, text: '10 × 6 ÷ 10 = 6.' };

const result = (limited: boolean): FormattingSuggestionsResult => ({
  overallScore: 8,
  sectionScores: { HEADER: 9, SKILLS: 5 },
  improvementAreas: [{ section: 'SKILLS', areas: [{ area: 'Grouping', description: 'Group the skills by kind' }] }],
  suggestions: { SKILLS: ['List the tools you used most'] },
  formattedResume: 'JANE DOE\n\nSKILLS\nTypeScript',
  limitedResponse: limited,
  upgradeMessage: limited ? 'Upgrade to Pro or Elite for the full analysis.' : null,
  findings: [],
  explanations: { SKILLS: explanation },
  overallExplanation: 'The mean of the section scores.',
  rulesChecked: 20,
});

const render = (answer: FormattingSuggestionsResult) =>
  renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(AnalysisResults, {
        result: answer,
        fixes: [],
        fixMessage: null,
        onApplyFix: () => undefined,
        onApplyAll: () => undefined,
        focusRequest: 0,
      }),
    ),
  );

describe('AnalysisResults', () => {
  it('offers Apply All Changes on a full answer', () => {
    const html = render(result(false));
    expect(html).toContain('Apply All Changes');
    expect(html).not.toContain('Upgrade to Pro or Elite');
  });

  it('hides Apply All Changes on a limited answer and shows its upgrade message with a link to /pricing', () => {
    const html = render(result(true));
    expect(html).not.toContain('Apply All Changes');
    expect(html).toContain('Upgrade to Pro or Elite for the full analysis.');
    expect(html).toContain('href="/pricing"');
  });

  it("shows each section's score, its arithmetic, areas and suggestions, coloured by score", () => {
    const html = render(result(false));
    expect(html).toContain('10 × 6 ÷ 10 = 6.');
    expect(html).toContain('Group the skills by kind');
    expect(html).toContain('List the tools you used most');
    expect(html).toContain('data-score-tone="red"');
    expect(html).toContain('data-score-tone="green"');
    expect(html).toContain('aria-valuenow="50"');
  });
});
