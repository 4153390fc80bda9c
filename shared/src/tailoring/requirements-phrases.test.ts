import { describe, expect, it } from 'vitest';
import { listedPhrases } from './requirements-context';
import { findSkills } from './skill-matcher';

const phrasesOf = (line: string, duty = false) => listedPhrases(line, findSkills(line, 'strict'), duty).map((p) => p.term);

describe('listedPhrases', () => {
  it('reads the first item of a bulleted line, not only the ones after a comma', () => {
    expect(phrasesOf('- Experience with servo drives and gearboxes')).toEqual(['servo drives', 'gearboxes']);
    expect(phrasesOf('• Experience with dielines, prepress, and press proofs')).toContain('dielines');
  });
});
