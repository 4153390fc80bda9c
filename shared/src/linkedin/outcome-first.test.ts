import { describe, expect, it } from 'vitest';
import { outcomeFirstSentence, outcomeOfChange, pastOfGerund } from './outcome-first';
import { retellsStatement } from './writing-faults';
import { resultPhrase } from './result-phrases';

describe('h23d: an outcome told first with the work that made it', () => {
  it('leaves the tools the work was done with to the Experience', () => {
    const statement = 'Designed and implemented multiple high-performance backend systems using Java and Spring Boot, resulting in a 30% increase in system efficiency';
    expect(outcomeFirstSentence(resultPhrase(statement) ?? '', statement, 'Microsoft', true)).toBe('System efficiency rose by 30% at Microsoft after I designed and implemented multiple high-performance backend systems.');
  });
});

describe('outcomeOfChange', () => {
  it('turns a change the user made into the thing that changed', () => {
    expect(outcomeOfChange('Reduced evening ED boarding hours by 14%')).toBe('Evening ED boarding hours fell by 14%');
    expect(outcomeOfChange('Shortened the close from 9 to 5 business days')).toBe('The close went from 9 to 5 business days');
    expect(outcomeOfChange('Increased system scalability by 40%')).toBe('System scalability rose by 40%');
  });

  it('leaves what is no change of one thing, or names someone else’s, as told', () => {
    expect(outcomeOfChange('Recovered $410,000 in the first year')).toBeNull();
    expect(outcomeOfChange('Saved about 30 analyst hours a month')).toBeNull();
    expect(outcomeOfChange('Cut their costs by 10%')).toBeNull();
  });
});

describe('outcomeFirstSentence', () => {
  it('says what the user does in the role held after "where I", in its gist', () => {
    expect(outcomeFirstSentence('Reduced evening ED boarding hours by 14%', 'Coordinate bed placement with the house supervisor and ED charge nurse, reducing evening ED boarding hours by 14%.', 'Riverside Mercy Medical Center', true)).toBe(
      'Evening ED boarding hours fell by 14% at Riverside Mercy Medical Center, where I coordinate bed placement.',
    );
    expect(outcomeFirstSentence('Brought food cost from 34% to 29.5% in 18 months', 'Write and cost seasonal menus with the executive chef; brought food cost from 34% to 29.5% in 18 months.', 'The Brass Anchor', true)).toBe(
      'Food cost went from 34% to 29.5% in 18 months at The Brass Anchor, where I write and cost seasonal menus.',
    );
  });

  it('gives none when the statement says no means (the sentence would not say who made the change)', () => {
    expect(outcomeFirstSentence('Reduced bugs by 15%', 'Reduced bugs by 15%.', 'Google', false)).toBeNull();
    // A role left: its present-tense duty is not "where I …" any more.
    expect(outcomeFirstSentence('Brought food cost from 34% to 29.5% in 18 months', 'Write and cost seasonal menus; brought food cost from 34% to 29.5% in 18 months.', 'The Brass Anchor', false)).toBeNull();
  });
});

describe('pastOfGerund', () => {
  it('reads the verb list first, then the regular rule, and gives up on what it cannot know', () => {
    expect(pastOfGerund('adding')).toBe('added');
    expect(pastOfGerund('re-slotting')).toBe('re-slotted');
    expect(pastOfGerund('moving')).toBe('moved');
    expect(pastOfGerund('carrying')).toBeNull();
  });
});

describe('retellsStatement', () => {
  it('finds a bullet told again behind a frame, not a result told in a few of its words', () => {
    const statement = 'Verified 300+ medication orders per shift in Epic Willow and compounded sterile products per USP <797>.';
    expect(retellsStatement('As a Staff Pharmacist, I verified 300+ medication orders per shift in Epic Willow.', statement, ['Staff Pharmacist'])).toBe(true);
    expect(retellsStatement('I recovered $410,000 in the first year.', 'Matched policy and claims records across three legacy systems to find duplicate payments; recovered $410,000 in the first year.')).toBe(false);
  });
});

describe('outcomeFirstSentence with the result as its own work', () => {
  it('tells the means after the outcome, never the figures twice', () => {
    const statement = 'Raised network OEE from 61% to 74% through a Lean daily-management system and targeted automation, avoiding a planned $35M greenfield plant.';
    expect(outcomeFirstSentence('Raised network OEE from 61% to 74%', statement, 'Piedmont Forge Industries', true)).toBe(
      'Network OEE went from 61% to 74% at Piedmont Forge Industries through a Lean daily-management system and targeted automation.',
    );
  });
});

describe('a project delivered early and under budget', () => {
  const statement = 'Delivered the claims portal replacement two weeks early and 6% under its $4.1M budget.';

  it('is a result in fewer words (the budget figure, its amount left to the Experience), for the headline', () => {
    expect(resultPhrase(statement)).toBe('Delivered the claims portal replacement 6% under budget');
  });

  it('opens the About outcome first, not as the bullet with "I" before it', () => {
    const phrase = resultPhrase(statement) ?? '';
    expect(outcomeFirstSentence(phrase, statement, 'Prairie Lantern Insurance', true)).toBe(
      'The claims portal replacement I delivered at Prairie Lantern Insurance came in 6% under budget and two weeks early.',
    );
  });
});
