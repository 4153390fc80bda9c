import { describe, expect, it } from 'vitest';
import { checkCoverLetterStructure } from './check';
import { fixturePairs } from './__fixtures__/pairs';
import { generateCoverLetter } from './generate';
import { describeTemplateForModel, letterFromParagraphs, llmLetterSchema } from './llm-letter.schema';
import { findCoverLetterTemplate, type CoverLetterTemplate } from './templates';

const modern = findCoverLetterTemplate('cl-standard-2') as CoverLetterTemplate;
const pair = fixturePairs[1]!;

describe('llmLetterSchema and letterFromParagraphs', () => {
  const generated = generateCoverLetter({ document: pair.document, job: pair.job, template: modern, extras: {} });

  it('lays out a model answer in the same structure as the built-in letter', () => {
    const answer = llmLetterSchema.parse({ paragraphs: [...generated.paragraphs].reverse() });
    const letter = letterFromParagraphs(answer.paragraphs, modern, { company: pair.job.company, name: pair.document.contact.name });
    expect(letter).toBe(generated.content);
    expect(checkCoverLetterStructure(letter, modern).ok).toBe(true);
  });

  it("drops the model's own greeting and sign-off", () => {
    const paragraphs = generated.paragraphs.map((p, i) => ({
      role: p.role,
      text: i === 0 ? `Dear Hiring Manager,\n\n${p.text}` : i === generated.paragraphs.length - 1 ? `${p.text}\n\nBest regards,\nSomeone` : p.text,
    }));
    const letter = letterFromParagraphs(llmLetterSchema.parse({ paragraphs }).paragraphs, modern, { company: pair.job.company, name: pair.document.contact.name });
    expect(letter).toBe(generated.content);
  });

  it('refuses unknown roles and empty answers', () => {
    expect(llmLetterSchema.safeParse({ paragraphs: [{ role: 'bragging', text: 'x' }] }).success).toBe(false);
    expect(llmLetterSchema.safeParse({ paragraphs: [] }).success).toBe(false);
  });

  it('describes every paragraph role to the model', () => {
    const text = describeTemplateForModel(modern);
    for (const p of modern.paragraphs) expect(text).toContain(`role "${p.role}"`);
    expect(text).toContain('100 to 300 words');
  });
});
