/**
 * The counters themselves, on hand-made texts: each finds the fault it names and lets the sound text be,
 * so a figure of 0 in writer-quality.test.ts means the writers are clean, not that a counter is blind.
 */
import { describe, expect, it } from 'vitest';
import { readRequirements } from '@jobapp/shared/jobs/job-details';
import { originalDocumentOf } from '../features/tailoring/resume-documents';
import type { QualityPair } from './corpus';
import { repeatedPhrase } from './profile-counters';
import { findGrammarFaultsIn, findStockSentences, findTitleCaseTerms, findUnsupportedClaims } from './sentence-counters';
import { findStockFrames, findStockPhrases } from './stock-phrases';
import { letterParts, wordsOf, type Sentence } from './texts';

const sentence = (text: string): Sentence => ({ writer: 'letter', where: 'test', text });

describe('stock phrases', () => {
  it('finds the recruiter\'s stock phrases as whole words, case folded', () => {
    expect(findStockPhrases('I am a Results-Driven team player.')).toEqual(['results-driven', 'team player']);
    expect(findStockPhrases('I would welcome a conversation about the role.')).toEqual(['would welcome a conversation']);
    expect(findStockPhrases('Built a dynamic pricing model.')).toEqual(['dynamic']);
  });

  it('lets plain statements be (no stock phrase inside a longer word)', () => {
    expect(findStockPhrases('Cut p99 latency by 42% by moving hot reads to Redis.')).toEqual([]);
    expect(findStockPhrases('Tuned the thermodynamics model.')).toEqual([]);
    expect(findStockSentences([sentence('I led the night shift of 12 nurses.')])).toEqual([]);
  });

  it('names an opening shared by 30 % or more of the letters as a stock frame', () => {
    const letters = [['I am applying for the role.', 'X.'], ['I am applying because of Y.'], ['My record shows Z.'], ['Another start here.']];
    expect(findStockFrames(letters)).toEqual([{ frame: 'i am applying', share: 0.5 }]);
    expect(findStockFrames([['One two three.'], ['Four five six.'], ['Seven eight nine.'], ['Ten eleven twelve.']])).toEqual([]);
  });
});

describe('headline repetitions', () => {
  it('finds a phrase of two or more words said twice, not glue words', () => {
    expect(repeatedPhrase('Registered Nurse | Registered Nurse with telemetry experience')).toBe('registered nurse');
    expect(repeatedPhrase('Warehouse Supervisor | Inventory control and safety | Lean and 5S')).toBeNull();
    expect(repeatedPhrase('Data Analyst in the retail team | SQL in the warehouse')).toBeNull();
  });
});

describe('Title Case job terms', () => {
  it('finds a common job term capitalised inside a sentence, not at its start', () => {
    const found = findTitleCaseTerms([sentence('I improved Inventory Control across 3 sites.'), sentence('Inventory Control is where I started.')], ['inventory control']);
    expect(found.map((f) => f.text)).toEqual(['I improved Inventory Control across 3 sites.']);
    expect(findTitleCaseTerms([sentence('I improved inventory control across 3 sites.')], ['inventory control'])).toEqual([]);
  });
});

describe('grammar faults', () => {
  it('reports the part-of-speech check\'s faults with where they are', () => {
    const faults = findGrammarFaultsIn([sentence('I registered Dietitian with 5 years of practice.')], []);
    expect(faults.length).toBeGreaterThan(0);
    expect(faults[0]!.where).toMatch(/^test \[/);
    expect(findGrammarFaultsIn([sentence('I led a team of 5 engineers.')], [])).toEqual([]);
  });
});

describe('letter parts', () => {
  it('separates the greeting, the body and the signature, and counts body words', () => {
    const parts = letterParts('Dear Acme team,\n\nI led a team of 5.\n\nI cut costs by 10%.\n\nSincerely,\nDana Whitfield');
    expect(parts).toEqual({ body: ['I led a team of 5.', 'I cut costs by 10%.'], signature: 'Dana Whitfield', closing: true });
    expect(wordsOf(parts.body.join(' '))).toBe(11);
    expect(letterParts('Dear Acme team,\n\nI led a team.').closing).toBe(false);
  });
});

describe('unsupported claims', () => {
  const description = 'Lakeview Regional Health is a three-time Magnet-designated organization. CMSRN certification preferred.';
  const job = { title: 'Registered Nurse - Telemetry', company: 'Lakeview Regional Health', description };
  const pair: QualityPair = {
    corpus: 'labeled',
    key: 'test',
    resume: { file: 'test.txt', text: 'Dana Whitfield\nLicensed practical nurse with BLS.', document: originalDocumentOf('Dana Whitfield\nLicensed practical nurse with BLS.') },
    job: { ...job, location: '', skills: [], experience: '', education: '', origin: 'pasted', url: 'https://example.com/job', source: 'linkedin' },
    requirements: readRequirements(job).requirements,
    industry: 'Healthcare',
    mustNotClaim: ['CMSRN', 'Registered Nurse', 'Magnet', 'BLS'],
    notAsks: [],
  };
  const found = (text: string) => findUnsupportedClaims(pair, [{ where: 'letter', text }]).map((e) => e.where);

  it('counts an item the resume does not hold, written as the user\'s own', () => {
    expect(found('I hold the CMSRN certification and work as a Registered Nurse.')).toEqual(['letter [CMSRN]', 'letter [Registered Nurse]']);
  });

  it('lets be the job\'s title, the posting\'s own words reported, and what the resume holds', () => {
    expect(found('I am applying for the Registered Nurse - Telemetry role. Your posting says it is a three-time Magnet-designated organization.')).toEqual([]);
    expect(found('I keep my BLS current.')).toEqual([]);
  });
});
