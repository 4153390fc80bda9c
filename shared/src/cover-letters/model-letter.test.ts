import { describe, expect, it } from 'vitest';
import { fixturePairs } from './__fixtures__/pairs';
import { generateCoverLetter } from './generate';
import { finishModelLetter } from './model-letter';
import { findCoverLetterTemplate, type CoverLetterTemplate } from './templates';

const pair = fixturePairs[3]!;
const template = findCoverLetterTemplate('cl-spec-2') as CoverLetterTemplate;
const frame = {
  template,
  name: pair.document.contact.name,
  sources: { document: pair.document, jobText: pair.job.description, jobTitle: pair.job.title, company: pair.job.company, extras: pair.extras },
};

describe('finishModelLetter', () => {
  const generated = generateCoverLetter({ document: pair.document, job: pair.job, template, extras: pair.extras });

  it('removes what the model invented and keeps a usable letter', () => {
    const paragraphs = generated.paragraphs.map((p) =>
      p.role === 'evidence' ? { ...p, text: `${p.text} I also ran ECMO for twelve patients at Mercy General Hospital.` } : p,
    );
    const finished = finishModelLetter({ paragraphs }, frame);
    expect(finished?.removedClaims).toHaveLength(1);
    expect(finished?.content).toBe(generated.content);
    expect(finished?.usable).toBe(true);
  });

  it('says when the answer is not usable, and gives null for one that does not parse', () => {
    const finished = finishModelLetter({ paragraphs: generated.paragraphs.slice(0, 2) }, frame);
    expect(finished?.usable).toBe(false);
    expect(finished?.structure.problems.some((p) => p.includes('paragraphs'))).toBe(true);
    expect(finishModelLetter({ text: 'Dear team' }, frame)).toBeNull();
  });
});
