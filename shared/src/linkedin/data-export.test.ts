import { describe, expect, it } from 'vitest';
import { fixtureText } from './__fixtures__/load';
import { MAX_CSV_ROWS, csvRecords, readCsv } from './csv';
import { isDataExport, profileFromDataExport } from './data-export';
import { profileContentOf } from './profile-content';
import { readProfile } from './profile-read';
import type { LinkedInProfile } from './profile-types';

const exportFile = (name: string) => fixtureText(`data-export/${name}`);
const files = (): Record<string, string> => ({
  'Basic_LinkedInDataExport_11-25-2026/Profile.csv': exportFile('Profile.csv'),
  'Positions.csv': exportFile('Positions.csv'),
  'education.csv': exportFile('Education.csv'),
  'Skills.csv': exportFile('Skills.csv'),
  'Connections.csv': 'Notes:\n"When exporting your connection data, you may notice..."\n\nFirst Name,Last Name\nA,B\n',
});

describe('readCsv', () => {
  it('reads quoted commas, doubled quotes, line breaks inside quotes, CRLF and a BOM', () => {
    expect(readCsv('\uFEFFa,b,c\r\n"x, y","say ""hi""","line 1\nline 2"\r\n\r\nlast,,\n')).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'line 1\nline 2'],
      ['last', '', ''],
    ]);
  });

  it('reads a last row without a line break and an unterminated quote to the end', () => {
    expect(readCsv('a,b\n1,2')).toEqual([['a', 'b'], ['1', '2']]);
    expect(readCsv('a\n"open')).toEqual([['a'], ['open']]);
  });

  it('is bounded in rows', () => {
    expect(readCsv('x\n'.repeat(MAX_CSV_ROWS + 50))).toHaveLength(MAX_CSV_ROWS);
  });

  it('finds the header row under a notes preamble', () => {
    expect(csvRecords('Notes:\n"some note, quoted"\n\nFirst Name,Last Name\nAna,Lee\n', 'First Name')).toEqual([{ 'First Name': 'Ana', 'Last Name': 'Lee' }]);
    expect(csvRecords('a,b\n1,2\n', 'Missing')).toEqual([]);
  });
});

describe('profileFromDataExport', () => {
  it('reads Profile, Positions, Education and Skills', () => {
    const p = profileFromDataExport(files());
    expect(isDataExport(files())).toBe(true);
    expect(p.name).toBe('Marta Okafor');
    expect(p.headline).toBe('Registered Nurse | ICU, Critical Care');
    expect(p.location).toBe('Portland, Oregon, United States');
    expect(p.about).toBe('I am an ICU nurse with 9 years at the bedside.\nI train new graduates and I chair our unit\'s "safety huddle" committee.');
    expect(p.positions).toEqual([
      {
        title: 'Registered Nurse - ICU',
        company: 'Providence Health, Inc.',
        start: 'Mar 2019',
        end: 'Present',
        location: 'Portland, Oregon',
        description: 'Cared for 2 critically ill patients per shift in a 24-bed ICU.\nPrecepted 11 new graduate nurses.\nChaired the unit\'s "safety huddle" committee.',
      },
      { title: 'Staff Nurse', company: 'Legacy Emanuel Medical Center', start: 'Jun 2015', end: 'Feb 2019', location: 'Portland, Oregon', description: 'Provided post-surgical care on a 30-bed unit.' },
    ]);
    expect(p.education).toEqual([{ school: 'Oregon Health & Science University', degree: 'Bachelor of Science in Nursing', start: '2011', end: '2015' }]);
    expect(p.skills).toEqual(['Critical Care Nursing', 'Patient Safety', 'Electronic Medical Records', 'Basic Life Support', 'Advanced Cardiac Life Support (ACLS)']);
  });

  it('gives an empty profile for files that are not an export', () => {
    expect(isDataExport({ 'notes.txt': 'hello' })).toBe(false);
    expect(profileFromDataExport({}).positions).toEqual([]);
  });

  it('renders profile content that reads back into the same profile', () => {
    const p = profileFromDataExport(files());
    const content = profileContentOf(p);
    expect(content.length).toBeGreaterThanOrEqual(50);
    expect(content.length).toBeLessThanOrEqual(10_000);
    const back = readProfile(content);
    expect(back.name).toBe(p.name);
    expect(back.headline).toBe(p.headline);
    expect(back.positions.map((x) => [x.title, x.company, x.start, x.end])).toEqual(p.positions.map((x) => [x.title, x.company, x.start, x.end]));
    expect(back.positions[0]?.description).toBe(p.positions[0]?.description);
    expect(back.skills).toEqual(p.skills);
  });

  it('keeps the content within 10,000 characters for a very long profile', () => {
    const long = 'Coordinated the discharge planning for the unit with the case managers.\n'.repeat(60).trim();
    const p: LinkedInProfile = {
      ...profileFromDataExport(files()),
      about: 'I am a nurse.\n'.repeat(300).trim(),
      positions: Array.from({ length: 6 }, (_, i) => ({ title: `Nurse ${i}`, company: 'Providence', start: 'Jan 2019', end: 'Present', location: '', description: long })),
    };
    const content = profileContentOf(p);
    expect(content.length).toBeLessThanOrEqual(10_000);
    expect(content).toContain('Nurse 5');
    expect(content).toContain('Skills');
  });

  it('cuts the longest descriptions first, by whole lines', () => {
    const base = profileFromDataExport(files());
    const p: LinkedInProfile = {
      ...base,
      positions: [
        { title: 'Charge Nurse', company: 'Providence', start: 'Jan 2019', end: 'Present', location: '', description: 'Led the night shift of the ICU.\n'.repeat(400).trim() },
        { title: 'Staff Nurse', company: 'Legacy', start: 'Jun 2015', end: 'Dec 2018', location: '', description: 'Provided post-surgical care on a 30-bed unit.' },
      ],
    };
    const content = profileContentOf(p);
    expect(content.length).toBeLessThanOrEqual(10_000);
    expect(content.length).toBeGreaterThan(9_000);
    expect(content).toContain('Provided post-surgical care on a 30-bed unit.');
    expect(content).toContain(base.about);
    expect(content).not.toMatch(/Led the night shift of the I\n/);
  });
});
