import { describe, expect, it } from 'vitest';
import { contentStems } from '../tailoring/concepts';
import { linkedCompanyFact, readCompanyFacts } from './company-facts';

describe('what the posting says about the company, and what links it to the writer', () => {
  const posting = [
    'Senior Staff Accountant',
    'About us: Coastline Marine Holdings distributes marine hardware, electronics, and safety gear to 1,200 boat dealers and marinas in the Northeast.',
  ].join('\n');

  it('reads a sentence with a heading run into it ("About us: …")', () => {
    expect(readCompanyFacts(posting, 'Coastline Marine Holdings, Inc.')).toEqual(['distributes marine hardware, electronics, and safety gear to 1,200 boat dealers and marinas in the Northeast']);
  });

  it('reads nothing from what the posting says of its pay, nor a plural "we are" it cannot put in the third person', () => {
    expect(readCompanyFacts('Blue Yonder offers competitive compensation, the opportunity to make a significant impact on a global scale.', 'Blue Yonder')).toEqual([]);
    expect(readCompanyFacts('Splunk has a market-based pay structure which varies by location.', 'Splunk')).toEqual([]);
    expect(readCompanyFacts('We are long time contributors to the Ethereum ecosystem and general crypto space.', 'Blockchain Talents')).toEqual([]);
    // "pay" as a verb of the company's trade is no word about pay.
    expect(readCompanyFacts('Corvid Systems builds Keelson Ledger, the freight-audit and payment platform that 300+ shippers use to pay their carriers on time.', 'Corvid Systems')).toHaveLength(1);
    // A singular complement, an article or a participle keeps the fact.
    expect(readCompanyFacts('We are a 410-bed community teaching hospital in Tulsa.', 'Lakeview')).toEqual(['is a 410-bed community teaching hospital in Tulsa']);
    expect(readCompanyFacts('We are headquartered in Atlanta with offices in six states.', 'Lakeview')).toEqual(['is headquartered in Atlanta with offices in six states']);
  });

  it("links a word of the company's name only to an employer named for the same trade", () => {
    const facts = readCompanyFacts(posting, 'Coastline Marine Holdings, Inc.');
    const proof = { text: 'Own the month-end close for three entities.', where: 'Harborview Marine Supply', employer: 'Harborview Marine Supply' };
    expect(linkedCompanyFact(facts, 'Coastline Marine Holdings, Inc.', [proof], contentStems)).toMatchObject({ word: 'marine', where: 'Harborview Marine Supply' });
    // A statement that merely says the word is no such link.
    const statement = { text: 'Audited marine insurance claims.', where: 'Acme Audit', employer: 'Acme Audit' };
    expect(linkedCompanyFact(facts, 'Coastline Marine Holdings, Inc.', [statement], contentStems)).toBeNull();
    // Nor does a word that says what kind of organisation both are ("Medical Center").
    const hospital = readCompanyFacts('About us: Stones River Medical Center is a 520-bed academic medical center and Level I trauma center.', 'Stones River Medical Center');
    const pharmacist = { text: 'Precept PharmD students.', where: 'Cumberland Valley Medical Center', employer: 'Cumberland Valley Medical Center' };
    expect(linkedCompanyFact(hospital, 'Stones River Medical Center', [pharmacist], contentStems)).toBeNull();
  });
});
