import { describe, expect, it } from 'vitest';
import { statementsOfDocument } from '../resume/document';
import { findBannedPhrases, findPlaceholder } from './banned-phrases';
import { checkCoverLetterStructure, enforceCoverLetterTruth } from './check';
import { statesQuantity } from './evidence';
import { fixturePairs } from './__fixtures__/pairs';
import { generateCoverLetter } from './generate';
import { coverLetterTemplates } from './templates';

/** A statement as the letter may quote it: its first letter may be lowered, its end punctuation dropped. */
function quotedIn(content: string, statement: string): boolean {
  const body = statement.trim().replace(/[.;!]+$/, '');
  return content.includes(body.slice(1)) && content.toLowerCase().includes(body.toLowerCase());
}

describe('generateCoverLetter: every template × every fixture pair', () => {
  for (const pair of fixturePairs) {
    for (const template of coverLetterTemplates) {
      it(`${template.id} ${template.name} for the ${pair.key}`, () => {
        const letter = generateCoverLetter({ document: pair.document, job: pair.job, template, extras: pair.extras });
        const { content } = letter;

        const structure = checkCoverLetterStructure(content, template, pair.extras);
        expect(structure.problems, content).toEqual([]);
        expect(letter.warnings.filter((w) => !w.startsWith('The Internal Transfer'))).toEqual([]);

        const truth = enforceCoverLetterTruth(content, {
          document: pair.document,
          jobText: pair.job.description,
          jobTitle: pair.job.title,
          company: pair.job.company,
          extras: pair.extras,
        });
        expect(truth.removedClaims, content).toEqual([]);
        expect(truth.content).toBe(content);

        expect(findPlaceholder(content)).toBeNull();
        expect(findBannedPhrases(content)).toEqual([]);
        expect(content).toContain(pair.job.company);
        expect(content).toContain(pair.job.title);
        expect(letter.paragraphs.map((p) => p.role)).toEqual(template.paragraphs.map((p) => p.role));

        const withNumbers = statementsOfDocument(pair.document).filter((s) => statesQuantity(s.text));
        if (withNumbers.length > 0) expect(withNumbers.some((s) => quotedIn(content, s.text)), content).toBe(true);
      });
    }
  }
});
