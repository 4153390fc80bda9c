/**
 * Experience and education entries found by what marks them on the page (a date range, a line's
 * shape), whatever words a title uses. Every text here is a small invented example.
 */
import { describe, expect, it } from 'vitest';
import { parseEducationLines } from './education-entries';
import { parseExperienceLines } from './experience-entries';

const lines = (text: string) => text.trim().split('\n');
const heads = (text: string) =>
  parseExperienceLines(lines(text)).map((e) => ({ title: e.title, employer: e.employer, start: e.startDate, end: e.endDate }));

describe('role headings that read like statements', () => {
  it('a title with "and" or a verb-like first word is a heading when a date line follows it', () => {
    const text = `
Lab Aide — Quillby Labs
Austin, TX | Jan 2015 – Dec 2017
- Logged samples for the night shift
Research and Development Technician — Tenpenny Works
Denver, CO | Jan 2018 – Present
- Built two test rigs
Training Coordinator — Marlow Foods
Omaha, NE | 2012 – 2014
- Ran onboarding for new hires
Accounting Clerk — Dunmere Supply
Reno, NV | 2010 – 2012
- Posted vendor invoices`;
    expect(heads(text)).toEqual([
      { title: 'Lab Aide', employer: 'Quillby Labs', start: 'Jan 2015', end: 'Dec 2017' },
      { title: 'Research and Development Technician', employer: 'Tenpenny Works', start: 'Jan 2018', end: 'Present' },
      { title: 'Training Coordinator', employer: 'Marlow Foods', start: '2012', end: '2014' },
      { title: 'Accounting Clerk', employer: 'Dunmere Supply', start: '2010', end: '2012' },
    ]);
    expect(parseExperienceLines(lines(text)).map((e) => e.bullets)).toEqual([
      ['Logged samples for the night shift'],
      ['Built two test rigs'],
      ['Ran onboarding for new hires'],
      ['Posted vendor invoices'],
    ]);
  });

  it('the same from a PDF whose bullet glyphs stand on lines of their own', () => {
    const text = `
Lab Aide, Quillby Labs
Austin, TX | Jan 2015 – Dec 2017
•
Logged samples for the night shift.
•
Cleaned the centrifuges.
Research and Development Technician, Tenpenny Works
Denver, CO | Jan 2018 – Present
•
Built two test rigs.`;
    const entries = parseExperienceLines(lines(text));
    expect(entries.map((e) => [e.title, e.employer])).toEqual([
      ['Lab Aide', 'Quillby Labs'],
      ['Research and Development Technician', 'Tenpenny Works'],
    ]);
    expect(entries[0]?.bullets).toEqual(['Logged samples for the night shift.', 'Cleaned the centrifuges.']);
  });

  it('a one-line heading with its dates in brackets is a role however long its title', () => {
    expect(heads('Scheduling and Dispatch Supervisor, Calder Freight — Tulsa, OK (2019 – Present)\nPlanned loads.')).toEqual([
      { title: 'Scheduling and Dispatch Supervisor', employer: 'Calder Freight', start: '2019', end: 'Present' },
    ]);
  });

  it('a long role line of short fields with its dates in the middle is one role, not a statement', () => {
    const text = `
Platform Lead | May 2020 – Present
Orbiton Media – Burbank, CA
• Kept the build farm running.
Head of IT – Hybrid Cloud and Workplace Automation | March 2016 – May 2020 Orbiton Media – Burbank, CA
• Moved 400 servers to the new platform.
Systems Engineer – Windows and Storage | June 2012 – March 2016 Castell Pictures – Glendale, CA
• Ran the storage arrays.`;
    const entries = parseExperienceLines(lines(text));
    expect(entries).toHaveLength(3);
    expect(entries.map((e) => e.employer)).toEqual(['Orbiton Media', 'Orbiton Media', 'Castell Pictures']);
    expect(entries.map((e) => e.startDate)).toEqual(['May 2020', 'Mar 2016', 'Jun 2012']);
    expect(entries.flatMap((e) => e.bullets)).toEqual([
      'Kept the build farm running.',
      'Moved 400 servers to the new platform.',
      'Ran the storage arrays.',
    ]);
  });
});

describe('dates in a gutter that wrap', () => {
  it('a range cut after its dash, or before it, is one range', () => {
    const text = `
April 2019 –
Present
Shift Lead, Owl Cafe
• Opened the store.
June 2017
– March 2019
Barista, Owl Cafe
• Made the coffee.`;
    const entries = parseExperienceLines(lines(text));
    expect(entries.map((e) => [e.title, e.startDate, e.endDate])).toEqual([
      ['Shift Lead', 'Apr 2019', 'Present'],
      ['Barista', 'Jun 2017', 'Mar 2019'],
    ]);
    expect(entries.flatMap((e) => e.bullets)).toEqual(['Opened the store.', 'Made the coffee.']);
  });

  it('a month whose year was pushed to the end of the next line gets it back', () => {
    const text = `
Stock Lead | Feb 2019 – Nov
Brightwater Depot — Elko, NV | 2021
• Counted 9,000 bins a quarter.`;
    expect(heads(text)).toEqual([{ title: 'Stock Lead', employer: 'Brightwater Depot', start: 'Feb 2019', end: 'Nov 2021' }]);
  });
});

describe('promotions', () => {
  it('each role under an employer written once is its own entry with that employer', () => {
    const text = `
Calder Freight Lines, Inc.
Tulsa, OK
Senior Dispatcher
March 2021 – Present
• Plan 80 loads a day.
Dispatcher
June 2018 – February 2021
• Booked carriers.
Yard Clerk
2016 – 2018
• Checked trailers in and out.`;
    const entries = parseExperienceLines(lines(text));
    expect(entries.map((e) => [e.title, e.employer, e.location])).toEqual([
      ['Senior Dispatcher', 'Calder Freight Lines, Inc.', 'Tulsa, OK'],
      ['Dispatcher', 'Calder Freight Lines, Inc.', 'Tulsa, OK'],
      ['Yard Clerk', 'Calder Freight Lines, Inc.', 'Tulsa, OK'],
    ]);
  });

  it('a title with a unit after a comma stays whole under its employer', () => {
    const text = `
Harlow Valley Clinic | Akron, OH
Head Nurse (Nights) | May 2021 – Present
• Led the night team.
Staff Nurse, Oncology | June 2017 – April 2021
• Gave chemotherapy infusions.
Nurse Aide | 2015 – 2017
Pine Hollow Care Home, Kent, OH
• Helped residents with daily care.`;
    expect(heads(text)).toEqual([
      { title: 'Head Nurse (Nights)', employer: 'Harlow Valley Clinic', start: 'May 2021', end: 'Present' },
      { title: 'Staff Nurse, Oncology', employer: 'Harlow Valley Clinic', start: 'Jun 2017', end: 'Apr 2021' },
      { title: 'Nurse Aide', employer: 'Pine Hollow Care Home', start: '2015', end: '2017' },
    ]);
  });

  it('roles written "Title | Employer | dates" keep their own employers', () => {
    const text = `
Barista | Owl Cafe | 2019 – 2020
• Made the coffee.
Cashier | Fenwick Books | 2017 – 2019
• Ran the till.`;
    expect(heads(text).map((h) => h.employer)).toEqual(['Owl Cafe', 'Fenwick Books']);
  });
});

describe('a role with no dates', () => {
  it('stays its own role above a dated role, and its bullets stay with it', () => {
    const text = `
Store Manager, Pine Street Outfitters, Tampa, FL
• Ran a store of 28 staff.
• Wrote the district checklist.
Assistant Store Manager, Pine Street Outfitters, Tampa, FL — 2012 – 2015
• Trained seasonal staff.`;
    const entries = parseExperienceLines(lines(text));
    expect(entries.map((e) => [e.title, e.employer, e.dates, e.bullets.length])).toEqual([
      ['Store Manager', 'Pine Street Outfitters', '', 2],
      ['Assistant Store Manager', 'Pine Street Outfitters', '2012 – 2015', 1],
    ]);
  });

  it('a promotion written with its title alone keeps the employer written above it', () => {
    const text = `
Harborview Marine Supply, Inc.
New Haven, CT
Senior Accountant
March 2021 – Present
• Own the month-end close.
Staff Accountant
• Reconciled 40 accounts monthly.
Accounting Clerk
August 2016 – May 2018
• Processed vendor invoices.`;
    expect(heads(text).map((e) => [e.title, e.employer])).toEqual([
      ['Senior Accountant', 'Harborview Marine Supply, Inc.'],
      ['Staff Accountant', 'Harborview Marine Supply, Inc.'],
      ['Accounting Clerk', 'Harborview Marine Supply, Inc.'],
    ]);
  });
});

describe('title and employer on one line', () => {
  it('two titles joined by a slash are one title', () => {
    expect(heads('Jun 2015 – Feb 2018\nCook / Dishwasher\nMarigold Diner — Boise, ID\n• Ran the grill.')).toEqual([
      { title: 'Cook / Dishwasher', employer: 'Marigold Diner', start: 'Jun 2015', end: 'Feb 2018' },
    ]);
  });

  it('a firm named by a plural ("… Contractors") is the employer, and a firm suffix after a comma stays with it', () => {
    const text = `
Helper Electrician, Bluestem Electrical Contractors, Enid, OK — May 2014 – June 2016
- Pulled wire.
Legal Secretary, Ashby & Crane, P.C., Mesa, AZ — July 2016 – Present
- Kept the calendar.`;
    expect(heads(text)).toEqual([
      { title: 'Helper Electrician', employer: 'Bluestem Electrical Contractors', start: 'May 2014', end: 'Jun 2016' },
      { title: 'Legal Secretary', employer: 'Ashby & Crane, P.C.', start: 'Jul 2016', end: 'Present' },
    ]);
  });
});

describe('fields between bars', () => {
  it('a qualifier after the title\'s comma stays with the title, and the firm in the next field is the employer', () => {
    expect(heads('Shift Lead, Outbound | Acme Warehouse | Apr 2019 - Present\n- Lead a second-shift team of 20 pickers')).toEqual([
      { title: 'Shift Lead, Outbound', employer: 'Acme Warehouse', start: 'Apr 2019', end: 'Present' },
    ]);
  });

  it('a note in brackets after the dates qualifies the role: it is neither its employer nor lost', () => {
    expect(heads('Sales Associate | Best Buy | Sep 2020 - May 2023 (part-time during college)\n- Trained 4 new associates')).toEqual([
      { title: 'Sales Associate (part-time during college)', employer: 'Best Buy', start: 'Sep 2020', end: 'May 2023' },
    ]);
  });
});

describe('a heading read back as this app writes it', () => {
  it('"Title | Employer | City | Summer 2012" is a role with its season', () => {
    expect(heads('Seasonal Deckhand | Gull Point Ferries | Bar Harbor, ME | Summer 2012\n• Tied up the ferry.')).toEqual([
      { title: 'Seasonal Deckhand', employer: 'Gull Point Ferries', start: 'Summer 2012', end: '' },
    ]);
  });

  it('a qualifier written after the title with a dash stays in the title, with its dash', () => {
    expect(heads('Head of IT – Cloud and Workplace Automation | Orbiton Media | Burbank, CA | Mar 2016 – May 2020\n• Moved servers.')).toEqual([
      { title: 'Head of IT – Cloud and Workplace Automation', employer: 'Orbiton Media', start: 'Mar 2016', end: 'May 2020' },
    ]);
  });
});

describe('location', () => {
  it('a place with its way of working in brackets is the role\'s location as written', () => {
    const entries = parseExperienceLines(lines('Support Agent | May 2021 – Present\nLoomfield Apps, Tucson, AZ (remote)\n• Answered tickets.'));
    expect(entries.map((e) => [e.employer, e.location])).toEqual([['Loomfield Apps', 'Tucson, AZ (remote)']]);
  });
});

describe('a copied profile page', () => {
  it('a range followed by its length is a date line, and fields repeated for screen readers are read once', () => {
    const text = `
Night Porter
Gullwing Hotels · Full-timeGullwing Hotels · Full-time Mar 2019 - Present · 5 yrs 2 mosMar 2019 to Present · 5 yrs 2 mos
Kept the front desk open overnight.
Bellhop Bellhop
Seabright Inn · Part-time Seabright Inn · Part-time Jun 2016 - Feb 2019 · 2 yrs 9 mos
Carried luggage for guests.`;
    expect(heads(text)).toEqual([
      { title: 'Night Porter', employer: 'Gullwing Hotels', start: 'Mar 2019', end: 'Present' },
      { title: 'Bellhop', employer: 'Seabright Inn', start: 'Jun 2016', end: 'Feb 2019' },
    ]);
  });
});

describe('statements', () => {
  it('statements whose bullet glyphs were lost stay statements above the next role, and none is dropped', () => {
    const text = `
Tallis Tax Group, Mobile, AL, Tax Preparer
Oct. 2021 - Current
Meet with clients to plan their filings
File returns for clients during tax season
Track payments for open accounts
Prepare quarterly statements for small firms
Draft budgets for clients to help with planning
Bayou Books, Mobile, AL, Bookkeeper
Aug. 2020 - Oct. 2021
Posted entries for the month-end close`;
    const entries = parseExperienceLines(lines(text));
    expect(entries.map((e) => [e.title, e.employer])).toEqual([
      ['Tax Preparer', 'Tallis Tax Group'],
      ['Bookkeeper', 'Bayou Books'],
    ]);
    expect(entries[0]?.bullets).toEqual([
      'Meet with clients to plan their filings',
      'File returns for clients during tax season',
      'Track payments for open accounts',
      'Prepare quarterly statements for small firms',
      'Draft budgets for clients to help with planning',
    ]);
  });

  it('in pasted text hard-wrapped at a fixed width, a wrap after a firm\'s "Inc." goes on', () => {
    const text = `
Bookkeeper | 2019 – 2023
Fenwick Tools, Provo, UT
* Prepared the monthly pack and notes shown to
the Fenwick Tools, Inc.
Board of Directors; cut the work from three days to one.
* Ran payroll for 40 staff.`;
    expect(parseExperienceLines(lines(text))[0]?.bullets).toEqual([
      'Prepared the monthly pack and notes shown to the Fenwick Tools, Inc. Board of Directors; cut the work from three days to one.',
      'Ran payroll for 40 staff.',
    ]);
  });

  it('a bracket left open goes on past a bullet glyph the page put in the middle', () => {
    const text = 'Drafter | 2019 – 2022\nAcme Pumps, Erie, PA\n• Checked parts with measuring tools (e.g.\n• calipers) and wrote the reports.';
    expect(parseExperienceLines(lines(text))[0]?.bullets).toEqual(['Checked parts with measuring tools (e.g. calipers) and wrote the reports.']);
  });

  it('a marked statement wrapped by a hard line break is joined, whatever its next line starts with', () => {
    const text = `
Pharmacist | 2019 – Present
Lakeview Clinic, Provo, UT
* Rewrote the clinic's dosing guide, approved by the P&T
Committee in 2022.
* Checked 200 orders a shift.`;
    expect(parseExperienceLines(lines(text))[0]?.bullets).toEqual([
      "Rewrote the clinic's dosing guide, approved by the P&T Committee in 2022.",
      'Checked 200 orders a shift.',
    ]);
  });
});

describe('education entries', () => {
  const edu = (text: string) => parseEducationLines(lines(text)).map((e) => ({ degree: e.degree, institution: e.institution, dates: e.dates }));

  it('an expected date keeps its status', () => {
    expect(edu('Bachelor of Arts in History — Expected May 2027\nRiverbend University, Dayton, OH')).toEqual([
      { degree: 'Bachelor of Arts in History', institution: 'Riverbend University', dates: 'Expected May 2027' },
    ]);
  });

  it('an expected month whose year was pushed to the next line', () => {
    expect(edu('Expected May Bachelor of Arts in History\nRiverbend University, Dayton, OH | 2027')).toEqual([
      { degree: 'Bachelor of Arts in History', institution: 'Riverbend University', dates: 'Expected May 2027' },
    ]);
  });

  it('dates in a gutter above each degree belong to the degree below them', () => {
    expect(edu('May 2019\nMaster of Public Health\nRiverbend University, Dayton, OH\nMay 2016\nB.A. in Biology\nLakeshore College, Erie, PA')).toEqual([
      { degree: 'Master of Public Health', institution: 'Riverbend University', dates: 'May 2019' },
      { degree: 'B.A. in Biology', institution: 'Lakeshore College', dates: 'May 2016' },
    ]);
  });

  it('a high school diploma, then the high school', () => {
    expect(edu('Welding Certificate — 2014\nPrairie Trade Academy, Enid, OK\nHigh School Diploma — 2011\nCedar Bluff High School, Enid, OK')).toEqual([
      { degree: 'Welding Certificate', institution: 'Prairie Trade Academy', dates: '2014' },
      { degree: 'High School Diploma', institution: 'Cedar Bluff High School', dates: '2011' },
    ]);
  });

  it('a school and its degree fused on one line', () => {
    expect(edu('Riverbend University B.A. in History\nDayton, OH | 2016')).toEqual([
      { degree: 'B.A. in History', institution: 'Riverbend University', dates: '2016' },
    ]);
  });

  it('the one field beside a degree that is neither the degree nor a place is the school', () => {
    expect(edu('PhD in Physics | KeckTech | Pasadena, USA | 2009 – 2012')).toEqual([
      { degree: 'PhD in Physics', institution: 'KeckTech', dates: '2009 – 2012' },
    ]);
  });

  it('a further certificate with no school or date of its own is a detail of the degree above', () => {
    const entries = parseEducationLines(lines('Bachelor of Science in Biology — 2020\nRiverbend University, Dayton, OH\nCertificate in Public Health'));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.details).toEqual(['Certificate in Public Health']);
  });
});

describe('a bootcamp', () => {
  it('is the credential and the academy its school ("Data Analytics Bootcamp, Code Ridge Academy, 2024")', () => {
    expect(parseEducationLines(['Data Analytics Bootcamp, Code Ridge Academy, 2024 (16 weeks, 480 hours)'])).toEqual([
      { degree: 'Data Analytics Bootcamp', institution: 'Code Ridge Academy', dates: '2024', details: ['(16 weeks, 480 hours)'] },
    ]);
  });
});

describe('a line said of the degree above', () => {
  it('"Minor in Business" is a detail of the degree, not the rest of its name', () => {
    expect(parseEducationLines(['B.A. Communication Studies, University of Colorado Boulder, May 2023', 'Minor in Business'])).toEqual([
      { degree: 'B.A. Communication Studies', institution: 'University of Colorado Boulder', dates: 'May 2023', details: ['Minor in Business'] },
    ]);
  });
});
