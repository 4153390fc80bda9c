import { describe, expect, it } from 'vitest';
import { readCsv } from './csv';
import { profileFromDataExport } from './data-export';
import { optimizeLinkedInProfile } from './optimize';
import { profileContentOf } from './profile-content';
import { readProfile } from './profile-read';

/** Inputs shaped to make a careless reader slow or to break its limits (the request allows 10,000 characters). */
const HOSTILE: Record<string, string> = {
  'one long line': 'a'.repeat(10_000),
  'digits and spaces': `Jordan\n${'1 '.repeat(4_999)}`,
  'date lines only': 'Experience\n' + 'Jan 2020 - Present · 1 yr\n'.repeat(380),
  'headings only': 'About\nExperience\nSkills\n'.repeat(450),
  'capitals after at': `About\nI worked at ${'Big '.repeat(2_400)}`,
  'bullets and commas': `Skills\n${'• Python, '.repeat(1_000)}`,
};

describe('hostile input', () => {
  for (const [name, text] of Object.entries(HOSTILE)) {
    it(`${name}: read, scored and optimized quickly and within limits`, () => {
      const started = performance.now();
      const profile = readProfile(text);
      const result = optimizeLinkedInProfile({ profile, target: { position: 'Backend Engineer', industry: 'Software' }, resumes: [] });
      expect(performance.now() - started).toBeLessThan(5_000);
      for (const h of result.headlines) expect(h.length).toBeLessThanOrEqual(220);
      expect(result.about.length).toBeLessThanOrEqual(2600);
      for (const r of result.roles) expect(r.description.length).toBeLessThanOrEqual(2000);
      expect(result.skills.length).toBeLessThanOrEqual(50);
      expect(profileContentOf(profile).length).toBeLessThanOrEqual(10_000);
    });
  }

  it('reads an unbalanced quote and a huge CSV in bounded time', () => {
    const started = performance.now();
    expect(readCsv(`Name\n"${'x'.repeat(3_000_000)}`)).toHaveLength(2);
    const positions = `Company Name,Title,Description,Location,Started On,Finished On\n${'Acme,Engineer,"Built, it",Here,Jan 2020,\n'.repeat(20_000)}`;
    const profile = profileFromDataExport({ 'Positions.csv': positions });
    expect(profile.positions.length).toBeLessThan(5_000);
    expect(profileContentOf(profile).length).toBeLessThanOrEqual(10_000);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
