import { describe, expect, it } from 'vitest';
import { credentialName } from './credential-name';

describe('credentialName', () => {
  it.each([
    ['Registered Nurse, Ohio Board of Nursing, License No. 1127740, 2019', 'Registered Nurse'],
    ['Powered Industrial Truck Operator (sit-down, reach), 2024', 'Powered Industrial Truck Operator (sit-down, reach)'],
    // Lines of the fixture resumes a letter had said whole ("My credentials include CSM | Mar 2018, Scrum Alliance, …").
    ['CSM | Mar 2018, Scrum Alliance', 'CSM'],
    ['AppleCare Hardware Certification - Apple Support - 2019', 'AppleCare Hardware Certification'],
    ['Google IT Support Professional Certificate - Coursera - 2019', 'Google IT Support Professional Certificate'],
    // A hyphen inside a word is part of the name.
    ['Six Sigma Yellow-Belt', 'Six Sigma Yellow-Belt'],
  ])('%s → %s', (text, expected) => {
    expect(credentialName(text)).toBe(expected);
  });
});
