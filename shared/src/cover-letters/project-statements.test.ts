/**
 * A project's later statement leans on its first ("Used PyTorch for model development and Docker for deployment." of
 * a stock-trading model): a letter tells it only after the first, never alone.
 */
import { describe, expect, it } from 'vitest';
import { writeBuiltInLetter } from './letter-task';
import { coverLetterTemplates } from './templates';

const resumeText = `Nadia Kerr
Data Analyst
nadia.kerr@example.com | (555) 010-9090 | Boise, ID

Experience
Data Analyst | Riverbend Insurance | 2020 - Present
- Build weekly claims reports for the operations team
- Answer ad hoc questions from underwriters

Projects
Stock Trading Model
- Developed a predictive stock trading model using time series analysis
- Used PyTorch for model development and Docker for deployment

Education
Bachelor of Science in Statistics, Boise State University | 2020
`;

const job = {
  title: 'Machine Learning Engineer',
  company: 'Sagebrush AI',
  description: `Sagebrush AI builds forecasting tools for farms.
Requirements:
- Experience with PyTorch
- Experience with Docker`,
};

const extras = { referrerName: 'Jordan Lee', appliedOn: 'May 3, 2026', appliedFor: 'the open role' };

describe("a project's statements", () => {
  it('tell the second only after the first', () => {
    for (const template of coverLetterTemplates) {
      const fields = Object.fromEntries(template.needs.map((n) => [n.field, extras[n.field as keyof typeof extras] ?? '']));
      const { content } = writeBuiltInLetter({ document: null, resumeText, job, templateId: template.id, extras: fields });
      const second = content.indexOf('PyTorch for model development');
      if (second === -1) continue;
      const first = content.indexOf('stock trading model');
      expect(first, `${template.id}: ${content}`).toBeGreaterThan(-1);
      expect(first, template.id).toBeLessThan(second);
    }
  });

  it('rank as the best of them, so a later statement that bears on the posting is told, after the first', () => {
    // A later statement that outranked its first ("Used PyTorch …" for a PyTorch post) was never handed out, as the
    // first ranked below the letter's budget: the letters told neither, or the first alone.
    const told = coverLetterTemplates.filter((template) => {
      const fields = Object.fromEntries(template.needs.map((n) => [n.field, extras[n.field as keyof typeof extras] ?? '']));
      return writeBuiltInLetter({ document: null, resumeText, job, templateId: template.id, extras: fields }).content.includes('PyTorch for model development');
    });
    expect(told.length).toBeGreaterThanOrEqual(coverLetterTemplates.length / 2);
  });
});
