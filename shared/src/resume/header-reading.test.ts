/**
 * The header (name, credentials, contact, headline, summary), the section headings and the skills list
 * of the text reader, on small invented examples.
 */
import { describe, expect, it } from 'vitest';
import { parseSkillLines } from './list-sections';
import { rebuildSpacedName, splitCredentials } from './name-line';
import { renderResumeText } from './render';
import { parseResume, splitResumeSections } from './structure';

const body = ['Experience', 'Line Cook | 2019 – 2022', 'Harbor Grill, Eastport, ME', '• Prepped and ran the grill station.'];
const read = (...lines: string[]) => parseResume(lines.join('\n'));

describe('a name in letter-spaced capitals or small caps', () => {
  it('keeps a name spaced letter by letter with wider gaps between words', () => {
    const r = read('K I R A  V A N C E', 'kira.vance@example.com | (207) 555-0101', ...body);
    expect(r.contact.name.toLowerCase()).toBe('kira vance');
  });

  it('rebuilds the words of a name whose word gaps were lost, from the e-mail and profile links', () => {
    const r = read('O W E N T . B R A D Y S R .', 'owen.brady@example.com | linkedin.com/in/owen-brady-sr-12ab', ...body);
    expect(r.contact.name).toBe('Owen T. Brady Sr.');
    const plain = read('L E A H M O R E N O', 'leah.moreno@example.net', ...body);
    expect(plain.contact.name).toBe('Leah Moreno');
  });

  it('reads small caps that come out as a capital and a lower-case run per word', () => {
    expect(rebuildSpacedName('K i r a Va n c e', [])).toBe('Kira Vance');
    expect(read('P ETRA L OWE', 'p.lowe@example.org', ...body).contact.name).toBe('Petra Lowe');
  });

  it('leaves an ordinary name alone', () => {
    expect(rebuildSpacedName('Kira Vance', ['kira'])).toBeNull();
    expect(read('Kira A Vance', 'kira@example.com', ...body).contact.name).toBe('Kira A Vance');
  });
});

describe('credentials after the name', () => {
  it('takes post-nominals off the name, in order', () => {
    expect(splitCredentials('Jo Park, RN, BSN')).toEqual({ name: 'Jo Park', credentials: ['RN', 'BSN'] });
    expect(splitCredentials('Lee Ames, Ph.D.')).toEqual({ name: 'Lee Ames', credentials: ['Ph.D.'] });
    expect(splitCredentials('Ana Ruiz MBA PMP')).toEqual({ name: 'Ana Ruiz', credentials: ['MBA', 'PMP'] });
    expect(splitCredentials('Tess Kim, SHRM-CP')).toEqual({ name: 'Tess Kim', credentials: ['SHRM-CP'] });
  });

  it('keeps prefixes and suffixes in the name', () => {
    expect(splitCredentials('Dr. Lee Ames, PharmD')).toEqual({ name: 'Dr. Lee Ames', credentials: ['PharmD'] });
    expect(splitCredentials('Sam Ortiz Jr., CPA')).toEqual({ name: 'Sam Ortiz Jr.', credentials: ['CPA'] });
    expect(splitCredentials('Sam Ortiz, Jr.')).toEqual({ name: 'Sam Ortiz, Jr.', credentials: [] });
    expect(splitCredentials('Ames, Lee')).toEqual({ name: 'Ames, Lee', credentials: [] });
    expect(splitCredentials('Marie Claire DUPONT')).toEqual({ name: 'Marie Claire DUPONT', credentials: [] });
    expect(splitCredentials('John Ames III')).toEqual({ name: 'John Ames III', credentials: [] });
  });

  it('fills contact.credentials from the header and writes them beside the name', () => {
    const r = read('Jo Park, RN, BSN', 'Eastport, ME | jo.park@example.com', ...body);
    expect(r.contact.name).toBe('Jo Park');
    expect(r.contact.credentials).toEqual(['RN', 'BSN']);
    expect(renderResumeText(r).split('\n')[0]).toBe('Jo Park, RN, BSN');
    expect(read('Jo Park', 'jo@example.com', ...body).contact.credentials).toEqual([]);
  });
});

describe('contact details', () => {
  it('drops a ZIP code from the location', () => {
    expect(read('Jo Park', 'Provo, UT 84601 | (801) 555-0110', ...body).contact.location).toBe('Provo, UT');
  });

  it('reads a headline among the contact items, a street address above the city, and profile handles after icons', () => {
    const r = read('Alex Carter', '', '45 Elm Street', 'Riverton, USA', '# alex.c@example.com', 'ð acarter', 'Data Engineer | § acarter', ...body);
    expect(r.headline).toBe('Data Engineer');
    expect(r.contact.location).toBe('45 Elm Street, Riverton, USA');
    expect(r.contact.links).toEqual(['acarter', 'acarter']);
    expect(r.contact.email).toBe('alex.c@example.com');
  });

  it('reads contact details written only in a page footer, and keeps them out of the last section', () => {
    const r = read('Mina Roy', 'Summary', 'Office manager who keeps small teams organised.', ...body, 'Skills', 'Scheduling, Payroll', '', 'Eastport, ME · (207) 555-0177 · mina.roy@example.com');
    expect(r.contact).toMatchObject({ email: 'mina.roy@example.com', phone: '(207) 555-0177', location: 'Eastport, ME' });
    expect(r.skills).toEqual(['Scheduling', 'Payroll']);
  });
});

describe('a summary paragraph with no heading', () => {
  const paragraph =
    'Line cook with six years in busy seafood kitchens. I keep the station clean, the tickets moving, and new cooks trained on the grill within a week.';

  it('is the summary when it sits right under the name', () => {
    const r = read('Jo Park', 'jo@example.com | (207) 555-0101', paragraph, ...body);
    expect(r.summary).toBe(paragraph);
    expect(r.contact.name).toBe('Jo Park');
  });

  it('is the summary when a two-column page leaves it after the sidebar list', () => {
    const r = read('Jo Park', '', 'Skills', 'Grill', 'Prep', '', paragraph, '', ...body);
    expect(r.summary).toBe(paragraph);
    expect(r.skills).toEqual(['Grill', 'Prep']);
  });

  it('is not taken when the resume has a summary section', () => {
    const r = read('Jo Park', '', 'Profile', 'Short profile.', 'Skills', 'Grill', '', paragraph, ...body);
    expect(r.summary).toBe('Short profile.');
  });
});

describe('section headings as written', () => {
  it('recognises headings by their head word', () => {
    const text = [
      'Jo Park',
      'Research Summary',
      'Cook and researcher.',
      'Kitchen Experience',
      'Line Cook | 2019 – 2022',
      'Earlier Career',
      'Dishwasher | 2017 – 2019',
      'Clinical Skills',
      'Triage, Charting',
      'Technology',
      'Excel, Toast POS',
      'Selected Publications',
      'A paper.',
      'Awards and Fellowships',
      'An award, 2020',
      'Publications and Patents',
      'A patent.',
      'Board Service',
      'Board member, Eastport Food Bank',
      'Volunteer',
      'Soup kitchen helper',
    ].join('\n');
    expect(splitResumeSections(text).map((s) => [s.kind, s.heading])).toEqual([
      ['header', ''],
      ['summary', 'Research Summary'],
      ['experience', 'Kitchen Experience'],
      ['experience', 'Earlier Career'],
      ['skills', 'Clinical Skills'],
      ['skills', 'Technology'],
      ['other', 'Selected Publications'],
      ['achievements', 'Awards and Fellowships'],
      ['other', 'Publications and Patents'],
      ['other', 'Board Service'],
      ['other', 'Volunteer'],
    ]);
  });

  it('reads joined and comma headings by their first part, and programming languages as skills', () => {
    const kinds = (line: string) => splitResumeSections(['Jo Park', line, 'Item one'].join('\n'))[1]?.kind;
    expect(kinds('Skills & Tools')).toBe('skills');
    expect(kinds('Licenses, Certifications & Training')).toBe('certifications');
    expect(kinds('Professional Experience & Leadership')).toBe('experience');
    expect(kinds('Programming Languages')).toBe('skills');
    expect(kinds('Customer Service')).toBeUndefined();
    expect(kinds('Kaplan Education')).toBeUndefined();
  });

  it('keeps a "… Skills" line inside a skills list as an item', () => {
    const r = read('Jo Park', 'Skills', 'Communication Skills', 'Knife work', ...body);
    expect(r.skills).toEqual(['Communication Skills', 'Knife work']);
  });
});

describe('skills', () => {
  it('never returns a heading as a skill, and drops labels', () => {
    expect(parseSkillLines(['Skills', 'Python, SQL'])).toEqual(['Python', 'SQL']);
    expect(parseSkillLines(['Technical Skills:', 'Systems: Epic, Cerner'])).toEqual(['Epic', 'Cerner']);
    expect(read('Jo Park', 'SKILLS', 'Skills', 'Grill, Prep', ...body).skills).toEqual(['Grill', 'Prep']);
  });

  it('splits a second label inside a line', () => {
    expect(parseSkillLines(['Clinical: Wound care, Triage Systems: Epic, Cerner', 'Tools and data: Excel'])).toEqual([
      'Wound care',
      'Triage',
      'Epic',
      'Cerner',
      'Excel',
    ]);
  });

  it('joins items wrapped over lines, as written', () => {
    expect(parseSkillLines(['Excel (charts,', 'macros, Power Pivot), Word'])).toEqual(['Excel (charts, macros, Power Pivot)', 'Word']);
    expect(parseSkillLines(['Payroll | Benefits and leave', 'administration | Onboarding'])).toEqual([
      'Payroll',
      'Benefits and leave administration',
      'Onboarding',
    ]);
    expect(parseSkillLines(['Grill', 'Food safety', '', '(ServSafe)', 'Prep'])).toEqual(['Grill', 'Food safety (ServSafe)', 'Prep']);
    expect(parseSkillLines(['Taxes, Audits, U.S.', 'GAAP, Payroll'])).toEqual(['Taxes', 'Audits', 'U.S. GAAP', 'Payroll']);
  });
});

describe('languages', () => {
  it('are read as items, however they are separated', () => {
    const r = read('Jo Park', ...body, 'Languages', 'Polish (native) · German (basic)', 'Spanish — fluent | Czech — basic');
    expect(r.other).toEqual([{ heading: 'Languages', lines: ['Polish (native)', 'German (basic)', 'Spanish — fluent', 'Czech — basic'] }]);
  });
});

describe('a nickname in the name', () => {
  it.each([
    ['Geraldine "Gerri" Paulsen', 'Geraldine "Gerri" Paulsen'],
    ['Robert (Bob) Lee', 'Robert (Bob) Lee'],
  ])('%s is the name, as written', (line, name) => {
    expect(parseResume(`${line}\nMinneapolis, MN\ngerri@example.com | 612-555-0110\n\nExperience\nAdministrative Assistant | Lakeside Schools | 2015 - Present\n- Manage the calendar`).contact.name).toBe(name);
  });
});

describe('one sentence below the contact lines', () => {
  it('is the summary, not a section of its own (an objective was tailored as an achievement)', () => {
    const resume = parseResume('Jay Brooks\nDenver, CO | jay@example.com | (720) 555-0128\n\nSeeking an Account Executive role where I can own the full sales cycle.\n\nEXPERIENCE\nSales Development Representative | Fieldstack | Aug 2023 - Present\n- Booked 212 qualified meetings in 2024');
    expect(resume.summary).toBe('Seeking an Account Executive role where I can own the full sales cycle.');
    expect(resume.other).toEqual([]);
  });
});
