import { describe, expect, it } from 'vitest';
import { addedLine } from './score-explanation';

describe('the sentence beside a score gain', () => {
  it('says nothing was added only when the report says so', () => {
    expect(addedLine({ added: [] })).toBe('from wording and order alone: nothing was added to your resume.');
  });

  it('names what was added, from the report', () => {
    const added = [
      { skill: 'Barcode scanning', evidence: 'Administered medications through Pyxis and barcode scanning.' },
      { skill: 'Kafka', evidence: 'Used Kafka for order events.' },
    ];
    expect(addedLine({ added })).toBe('with Barcode scanning and Kafka added from your own statements, and the rest from wording and order.');
  });

  it('promises nothing for a report stored before additions were recorded', () => {
    expect(addedLine({})).toBe('from the tailored wording and order.');
  });
});
