import { describe, expect, it } from 'vitest';
import { buildDocument } from '../cover-letters/__fixtures__/build-document';
import { headlineCredentials } from './headline-credentials';

const nurse = {
  ...buildDocument({
    name: 'Dana Whitfield',
    email: 'dana@example.com',
    experience: [],
    certifications: ['Registered Nurse (RN), Ohio', 'Progressive Care Certified Nurse (PCCN), AACN — 2019', 'BLS — 2024', 'SAFe Agilist (SA)', 'Advanced Cardiovascular Life Support (ACLS)'],
  }),
};

describe('headlineCredentials', () => {
  it('names the abbreviations the resume lists, two at most, none the title spells out and no two-letter bracket', () => {
    expect(headlineCredentials([nurse], 'Registered Nurse')).toEqual(['PCCN', 'BLS']);
  });

  it('reads the letters after the name, degrees aside', () => {
    const doc = { ...nurse, contact: { ...nurse.contact, credentials: ['PharmD', 'BCPS'] }, certifications: [] };
    expect(headlineCredentials([doc], 'Clinical Pharmacist')).toEqual(['BCPS']);
  });
});
