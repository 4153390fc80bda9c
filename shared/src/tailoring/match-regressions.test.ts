import { describe, expect, it } from 'vitest';
import { ownJob, ownResume, sharedFile, sharedFixturesAvailable, sharedText } from './__fixtures__/load';
import { tailorResume } from './engine';
import { holdsCredential } from '../resume/credential-name';

const now = new Date('2026-11-23T00:00:00Z');

/** The education item of a tailoring run. */
function education(resumeText: string, title: string, description: string) {
  return tailorResume({ resumeText, job: { title, description }, now }).match.items.find((i) => i.kind === 'education');
}

const dataScienceJob = [
  'Requirements:',
  "- Bachelor's degree in Data Science, Machine Learning, Computer Science, Mathematics or Statistics",
  '- Experience with Python and SQL',
].join('\n');

/** A small resume with one degree line and its dates. */
function resumeWith(degree: string, dates: string): string {
  return [
    'Jane Roe',
    'jane@example.com',
    '',
    'Experience',
    'Analyst | Acme | Jan 2018 - Present',
    '- Built SQL reports in Python for the sales team',
    '',
    'Education',
    degree,
    `State University | ${dates}`,
  ].join('\n');
}

describe('education: level, field and completion', () => {
  it('a nursing BSN does not meet a Computer Science bachelor requirement', () => {
    const item = education(ownResume('registered-nurse.txt'), 'Backend Engineer', ownJob('backend-python-postgresql.txt'));
    expect(item).toMatchObject({ requirement: "Bachelor's degree in Computer Science", status: 'gap', evidence: null });
    expect(item?.note).toMatch(/matches the level, but not the field/);
  });

  it('a degree in a listed field still meets it', () => {
    const item = education(resumeWith('Bachelor of Science in Statistics', '2012 - 2016'), 'Data Scientist', dataScienceJob);
    expect(item).toMatchObject({ status: 'met' });
  });

  it('a Business Administration BA does not meet a data-science field list', () => {
    const item = education(resumeWith('Bachelor of Arts in Business Administration', '2012 - 2016'), 'Data Scientist', dataScienceJob);
    expect(item?.status).toBe('gap');
  });

  it('an expected degree with a future date is not yet held', () => {
    const item = education(resumeWith('Bachelor of Science in Computer Science', 'Expected Jun 2027'), 'Data Scientist', dataScienceJob);
    expect(item).toMatchObject({ status: 'gap', evidence: null });
    expect(item?.note).toMatch(/expected Jun 2027, not yet completed/);
  });

  it('a degree still listed as expected is not shown as completed', () => {
    const item = education(resumeWith('Bachelor of Arts in Business Administration', 'Expected Jun 2016'), 'Data Scientist', dataScienceJob);
    expect(item?.status).toBe('gap');
  });

  it('"BSN required" asks for nursing; a related field counts only when the posting says so', () => {
    const icu = education(ownResume('high-school-teacher.txt'), 'ICU Nurse', ownJob('icu-nurse.txt'));
    expect(icu).toMatchObject({ requirement: "Bachelor's degree in Nursing", status: 'gap' });
    const ops = education(ownResume('staff-accountant.txt'), 'Operations Manager', ownJob('warehouse-operations.txt'));
    expect(ops).toMatchObject({ status: 'met', note: 'A related field, as the posting accepts.' });
  });
});

describe('gaps: real, ranked, non-duplicated skills', () => {
  it.skipIf(!sharedFixturesAvailable())('the hiring company, named only in the posting, is no gap', () => {
    const description = sharedText('jobs', 'indeed-scrapfly_2025-08_blue-yonder-staff-software-engineer-python-dallas-tx.html');
    const r = tailorResume({ resumeText: ownResume('software-engineer-2page.txt'), job: { title: 'Staff Software Engineer (python)', description }, now });
    expect([...r.match.gaps, ...r.match.moreGaps]).not.toContain('Blue Yonder');
  });

  it.skipIf(!sharedFixturesAvailable())("the company's asset classes are no gaps; the role's requirements are", () => {
    const description = new TextDecoder('windows-1252').decode(sharedFile('jobs', 'jaijanyani_oaktree_jd.txt'));
    const r = tailorResume({ resumeText: ownResume('high-school-teacher.txt'), job: { title: 'Fund Accounting Manager', company: 'Oaktree', description }, now });
    const all = [...r.match.gaps, ...r.match.moreGaps];
    for (const business of ['Distressed Debt', 'Loan Origination', 'Real Estate']) expect(all).not.toContain(business);
    expect(all).toEqual(expect.arrayContaining(['Financial Ratios', 'Regulatory Reporting']));
  });

  it('nursing degrees are no skill gaps, and a work habit named only in a duty is none either', () => {
    const r = tailorResume({ resumeText: ownResume('high-school-teacher.txt'), job: { title: 'ICU Nurse', description: ownJob('icu-nurse.txt') }, now });
    const all = [...r.match.gaps, ...r.match.moreGaps];
    expect(all).not.toContain('BSN');
    expect(all).not.toContain('MSN');
    expect(all).not.toContain('Registered Nurse');
    expect(all).not.toContain('Collaboration');
    expect(all).not.toContain('Interdisciplinary Collaboration');
    expect(all).toEqual(expect.arrayContaining(['Critical Care Registered Nurse', 'Basic Life Support']));
    // "telemetry or critical care experience" is one ask: listed once, as the posting's choice.
    const choice = r.match.items.find((i) => i.covers?.includes('Telemetry'));
    expect(choice && all.includes(choice.requirement)).toBe(true);
    expect(choice?.label).toMatch(/^Telemetry or critical care/);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('duties that name a concrete skill are asks', () => {
  const nursing = [
    'What you will do:',
    '• Provide direct care for adult medical-surgical and telemetry patients per shift',
    '• Monitor cardiac rhythms and respond to alarms; call rapid responses when needed',
    '• Administer medications and blood products using barcode scanning',
    '• Document assessments and care plans in Epic',
    '',
    'What you need:',
    '• Active RN license',
    '• 2+ years of acute-care RN experience, telemetry or step-down preferred',
  ].join('\n');
  const socialWorker = ['Maria Lopez', 'maria@example.com', '', 'Experience', 'Social Worker | Acme Hospital | Jan 2019 - Present', '- Counsel patients and families through new diagnoses'].join('\n');
  const listed = (title: string, description: string, resumeText: string) => {
    const m = tailorResume({ resumeText, job: { title, description }, now }).match;
    const shown = new Set([...m.gaps, ...m.moreGaps]);
    return m.items.filter((i) => shown.has(i.requirement)).map((i) => i.jobTerm ?? i.requirement);
  };

  it('lists what a duty is done to and with ("Monitor cardiac rhythms", "using barcode scanning"), not who with or the setting', () => {
    const gaps = listed('Registered Nurse - Medical/Surgical Telemetry', nursing, socialWorker);
    expect(gaps).toEqual(expect.arrayContaining(['cardiac rhythms', 'barcode scanning', 'Telemetry']));
    // The unit named in the title and only as the patients' kind in a duty is the job's setting, not an ask.
    expect(gaps).not.toContain('Medical/Surgical');
    // A second object and a duty after a semicolon stay the work of the role.
    expect(gaps).not.toContain('care plans');
    expect(gaps).not.toContain('rapid responses');
  });

  it('lists a task the vocabulary names ("Plan labor") and a skill after "our" that is work ("our demand forecasting models")', () => {
    const warehouse = ['Responsibilities:', '* Plan labor for each wave against the daily forecast', '* Partner with inventory control on cycle counts', '', 'Requirements:', '* Experience with a warehouse management system (WMS)'].join('\n');
    const gaps = listed('Warehouse Supervisor', warehouse, socialWorker);
    expect(gaps).toContain('Plan labor');
    expect(gaps).not.toContain('inventory control');
    const analyst = ['In this role you will:', '- Support our demand forecasting models (Python) and track forecast accuracy', '', 'You will need:', '- Advanced SQL'].join('\n');
    expect(listed('Data Analyst, Supply Chain', analyst, socialWorker)).toContain('demand forecasting');
  });

  it('meets a phrase by a kind its bracket names ("core-system replacement (policy, billing, or claims)")', () => {
    const pm = ['Requirements:', '- PMP certification', '', 'Preferred:', '- Experience with a core-system replacement (policy, billing, or claims)'].join('\n');
    const resumeText = ['Gabe Lund', 'gabe@example.com', '', 'Experience', 'Project Manager | Prairie Insurance | Jan 2018 - Present', '- Delivered the claims portal replacement two weeks early and 6% under budget.'].join('\n');
    const item = tailorResume({ resumeText, job: { title: 'IT Project Manager', description: pm }, now }).match.items.find((i) => i.jobTerm === 'core-system replacement');
    expect(item).toMatchObject({ status: 'met', evidence: 'Delivered the claims portal replacement two weeks early and 6% under budget.' });
  });

  it('reads intercompany eliminations as intercompany work', () => {
    const job = ['Responsibilities:', '- Prepare intercompany reconciliations and eliminations with the group reporting team', '', 'Requirements:', '- 4+ years of accounting experience', '- U.S. GAAP'].join('\n');
    const resumeText = ['Nate B', 'nate@example.com', '', 'Experience', 'Senior Accountant | Harborview | Jan 2018 - Present', '- Prepare U.S. GAAP consolidations and intercompany eliminations for the parent.'].join('\n');
    const item = tailorResume({ resumeText, job: { title: 'Staff Accountant', description: job }, now }).match.items.find((i) => i.jobTerm === 'intercompany reconciliations');
    expect(item?.status).toBe('met');
  });
});

describe('met evidence is a line that shows the ask', () => {
  const itemOf = (resumeText: string, title: string, description: string, term: string) =>
    tailorResume({ resumeText, job: { title, description }, now }).match.items.find((i) => i.jobTerm === term);

  it('a credential is shown by its own line, not the name line or a web address', () => {
    const resumeText = [
      'Tomas Ferreira, PE',
      'Milwaukee, WI | tomas@example.com | linkedin.com/in/tomas-ferreira-pe-6f0b8a34',
      '',
      'Experience',
      'Mechanical Engineer | Lakeshore Pump | Jun 2019 - Present',
      '- Design cast components in SolidWorks.',
      '',
      'Certifications',
      'Professional Engineer (PE), Wisconsin — 2024',
    ].join('\n');
    const job = ['Requirements:', '- SolidWorks', '', 'Nice to have:', '- PE or CSWP certification'].join('\n');
    // Listed once, in the posting's fuller words: "PE" alone would restate it with the same line.
    expect(itemOf(resumeText, 'Mechanical Engineer', job, 'PE')).toBeUndefined();
    expect(itemOf(resumeText, 'Mechanical Engineer', job, 'PE or CSWP certification')?.evidence).toBe('Professional Engineer (PE), Wisconsin — 2024');
  });

  it('"Bilingual English/Spanish" is one gap: the language, not "Bilingual" beside it', () => {
    const resumeText = ['Ada Nwosu', 'ada@example.com', '', 'Experience', 'HR Generalist | Wake Valley Health | May 2021 - Present', '- Administer FMLA leave for 900 employees.'].join('\n');
    const job = ['Requirements:', '- FMLA administration', '', 'Preferred:', '• Bilingual English/Spanish'].join('\n');
    const { match } = tailorResume({ resumeText, job: { title: 'HR Generalist', description: job }, now });
    const languageGaps = match.gaps.filter((g) => /Spanish|Bilingual/i.test(g));
    expect(languageGaps).toHaveLength(1);
  });

  it('one credential of a list the posting offers is enough: "SA, SSM, or RTE" with the SA held lists no gap', () => {
    const resumeText = [
      'Gabriel Lund',
      'gabriel@example.com',
      '',
      'Experience',
      'Project Manager | Prairie Lantern Insurance | Jan 2018 - Present',
      '- Run quarterly PI planning for three agile release trains in Jira.',
      '',
      'Certifications',
      'Certified SAFe 6 Agilist (SA), Scaled Agile — 2023',
    ].join('\n');
    const job = ['Requirements:', '- Jira', '', 'Nice to have:', '- SAFe certification (SA, SSM, or RTE)'].join('\n');
    const { match } = tailorResume({ resumeText, job: { title: 'Project Manager', description: job }, now });
    expect(match.items.find((i) => i.jobTerm === 'SA')?.status).toBe('met');
    expect(match.gaps.filter((g) => /^(?:SSM|RTE)$/.test(g))).toEqual([]);
  });

  it('a credential is shown by its certificate, a tool by the work done with it; "Pump or valve design" by pump design', () => {
    const resumeText = [
      'Dana Whitfield',
      'dana@example.com',
      '',
      'Experience',
      'Charge Nurse | Riverside Mercy | Jul 2014 - Present',
      '- Interpreted cardiac rhythms and escalated arrhythmias per ACLS protocol.',
      '- Documented care in Epic for 30 patients a shift.',
      'Lakeshore Pump & Valve | Milwaukee, WI',
      '- Designed impellers for centrifugal pumps.',
      '',
      'Certifications',
      'Advanced Cardiovascular Life Support (ACLS), American Heart Association — 2024',
      'Epic Certified Super User — 2020',
    ].join('\n');
    const job = ['Requirements:', '- ACLS', '- Experience with Epic', '', 'Nice to have:', '- Pump or valve design'].join('\n');
    expect(itemOf(resumeText, 'Staff Nurse', job, 'ACLS')?.evidence).toBe('Advanced Cardiovascular Life Support (ACLS), American Heart Association — 2024');
    expect(itemOf(resumeText, 'Staff Nurse', job, 'Epic')?.evidence).toBe('Documented care in Epic for 30 patients a shift.');
    expect(itemOf(resumeText, 'Staff Nurse', job, 'Pump or valve design')?.evidence).toBe('Designed impellers for centrifugal pumps.');
  });

  it("a role's title alone gives way to a statement that names the work", () => {
    const resumeText = [
      'Ada Nwosu',
      'ada@example.com',
      '',
      'Summary',
      'HR generalist with seven years in healthcare and staffing.',
      '',
      'Experience',
      'Wake Valley Health, Raleigh, NC',
      'HR Generalist | May 2021 – Present',
      '• Run full-cycle recruiting for clinical support roles.',
    ].join('\n');
    const job = ['Requirements:', '- 3+ years of HR generalist experience', '- Recruiting'].join('\n');
    expect(itemOf(resumeText, 'HR Generalist', job, 'HR Generalist')?.evidence).toBe('HR generalist with seven years in healthcare and staffing.');
  });
});

describe('an alternative of years, and evidence from a wrapped line', () => {
  const resumeText = [
    'Priya Raman',
    'priya@example.org',
    '',
    'Experience',
    'Clinical Pharmacist | Cumberland Valley Medical Center | Aug 2020 - Present',
    '* Run the pharmacy-to-dose vancomycin and warfarin services; 92% of vancomycin',
    'levels were within goal range in 2024.',
    'Staff Pharmacist | Cumberland Valley Medical Center | Jun 2018 - Jul 2020',
    '* Verified 300+ medication orders per shift in Epic Willow and compounded',
    'sterile products per USP <797>.',
  ].join('\n');
  const description = ['Qualifications:', 'Completion of a PGY1 residency OR 2+ years of hospital pharmacy practice.', 'Experience with Epic.'].join('\n');
  const items = tailorResume({ resumeText, job: { title: 'Clinical Pharmacist', description }, now }).match.items;

  it('lists a gap the posting offers years in place of as preferred, with the reason, when the years are met', () => {
    expect(items.find((i) => i.kind === 'years')?.status).toBe('met');
    expect(items.find((i) => i.requirement === 'PGY1')).toMatchObject({ status: 'gap', required: false, note: 'The posting accepts 2+ years of hospital pharmacy practice instead, which the resume shows.' });
  });

  it.skipIf(!sharedFixturesAvailable())('shows the whole statement a hard-wrapped evidence line is part of', () => {
    const resume = sharedText('labeled', '19-pharmacist-priya-raman.txt');
    const posting = sharedText('labeled', 'jobs', '09-clinical-pharmacist-internal-medicine.txt');
    const met = tailorResume({ resumeText: resume, job: { title: 'Clinical Pharmacist - Internal Medicine (Days)', description: posting }, now }).match.items.filter((i) => i.status === 'met');
    const evidence = met.map((i) => i.evidence ?? '');
    expect(evidence).toContain('Run the pharmacy-to-dose vancomycin and warfarin services; 92% of vancomycin levels were within goal range in 2024.');
    expect(evidence).toContain('Precept PharmD students from two colleges of pharmacy, about ten students a year.');
    expect(evidence.filter((e) => /(?:vancomycin|students a)$/.test(e))).toEqual([]);
  });

  it("keeps a skills-list item as its own evidence, never a statement that merely holds its letters ('R' in 'Respond …')", () => {
    const text = ['Aaliyah Brooks', 'a@example.org', '', 'Experience', 'Resident Assistant | University Housing | Aug 2025 - Present', '- Respond to on-call situations and write incident reports.', '', 'Skills', 'Python, R, Excel'].join('\n');
    const items = tailorResume({ resumeText: text, job: { title: 'Data Analyst', description: 'Requirements:\n- Python or R for analysis\n- Excel' }, now }).match.items;
    // "Python or R" is one ask, listed once; R is read as a name in capitals, so it is found in the posting.
    const r = items.find((i) => i.requirement === 'R' || i.covers?.includes('R'));
    expect(r?.label).toBe('Python or R');
    expect(r?.evidence ?? null).not.toMatch(/Respond/);
  });
});

describe('one ask, one item in the report', () => {
  const hrResume = [
    'Ada Nwosu',
    'ada@example.com',
    '',
    'Experience',
    'HR Generalist | Wake Valley Health | May 2021 - Present',
    '- Administer FMLA leave and ADA accommodations for 900 employees.',
    '',
    'Certifications',
    'SHRM Certified Professional (SHRM-CP), 2020',
  ].join('\n');

  it('"SHRM-CP or PHR certification" held by the SHRM-CP is met under that label; the PHR is not also listed under it', () => {
    const job = ['Qualifications', '• Working knowledge of FMLA', '', 'Preferred', '• SHRM-CP or PHR certification'].join('\n');
    const { match } = tailorResume({ resumeText: hrResume, job: { title: 'HR Generalist', description: job }, now });
    const named = match.items.filter((i) => i.label === 'SHRM-CP or PHR certification');
    expect(named).toHaveLength(1);
    expect(named[0]).toMatchObject({ status: 'met', evidence: 'SHRM Certified Professional (SHRM-CP), 2020' });
    expect(match.items.find((i) => i.requirement === 'PHR')).toMatchObject({ label: 'PHR certification', alternativeHeld: 'SHRM-CP' });
    expect(match.gaps).not.toContain('PHR');
  });

  it('"Bilingual English/Spanish" is one item in the report, not English and Spanish beside it', () => {
    const job = ['Qualifications', '• Working knowledge of FMLA', '', 'Preferred', '• Bilingual English/Spanish'].join('\n');
    const { match } = tailorResume({ resumeText: hrResume, job: { title: 'HR Generalist', description: job }, now });
    const named = match.items.filter((i) => /Spanish|English|Bilingual/i.test(`${i.label ?? ''} ${i.requirement}`));
    expect(named.map((i) => i.label ?? i.requirement)).toEqual(['Bilingual English/Spanish']);
    expect(named[0]?.status).toBe('gap');
  });
});

describe('evidence the tailored resume still holds', () => {
  it('a statement of a role shows an ask rather than the summary the tailoring rewrites', () => {
    const resumeText = [
      'Luca Ferrante',
      'luca@example.com',
      '',
      'Summary',
      'Executive sous chef with 13 years in scratch kitchens. I run a calm, clean line, cost every menu item, and train cooks to take over stations quickly.',
      '',
      'Experience',
      'Executive Sous Chef | The Brass Anchor | Jan 2020 - Present',
      '- Train line cooks on every station; four of my cooks have been promoted to sous chef.',
    ].join('\n');
    const job = ['Responsibilities:', '- Train and schedule cooks; hold the team to our recipes and standards.'].join('\n');
    const { match } = tailorResume({ resumeText, job: { title: 'Sous Chef', description: job }, now });
    const item = match.items.find((i) => /cooks/i.test(i.label ?? i.requirement));
    expect(item?.status).toBe('met');
    expect(item?.evidence).toBe('Train line cooks on every station; four of my cooks have been promoted to sous chef.');
  });
});

describe('years in a line of work the titles name by its root', () => {
  it('counts a developer\'s roles toward "8 to 10 years of software development experience"', () => {
    const roles = 'MERN Stack Developer | Northwind | Jun 2020 - Present\n- Built REST services in Node.js and React\nFull Stack Developer | Contoso | Jul 2015 - May 2020\n- Developed and maintained web applications\nSoftware Developer | Fabrikam | Jun 2012 - Jun 2015\n- Developed features in React';
    const resumeText = `Bruce Roe\nbruce@example.com\n\nExperience\n${roles}`;
    const description = ['Requirements:', '• Minimum 8 to 10 years of software development experience, with a strong foundation in software engineering skills.', '• Python'].join('\n');
    const years = tailorResume({ resumeText, job: { title: 'Staff Software Engineer (Python)', description }, now }).match.items.find((i) => i.kind === 'years');
    expect(years).toMatchObject({ status: 'met', label: '8 to 10 years of software development experience' });
    expect(years?.note).toBe("The resume's dates show about 14 years in roles like this one.");
  });
});

describe('years asked in a role of their own within the years', () => {
  const hr = 'Ana Diaz\nana@example.com\n\nExperience\nHR Generalist | Omega Retail | Jan 2021 - Present\n- Handle employee relations cases for 300 employees\nHR Coordinator | Sigma Soft | Jun 2019 - Dec 2020\n- Coordinated onboarding for 80 new hires';
  const lead = 'Sam Ortiz\nsam@example.com\n\nExperience\nShift Lead, Outbound | Riverline Distribution Center | Apr 2019 - Present\n- Lead a second-shift team of 28\nWarehouse Associate | Delta Freight | Aug 2015 - Mar 2019\n- Picked and packed orders';
  const itemsOf = (resumeText: string, title: string, line: string) =>
    tailorResume({ resumeText, job: { title, description: `Requirements\n- ${line}\n- Excel` }, now }).match.items;

  it('asks the first figure, and counts the role named after it only in roles of that title (an HR Generalist is no HR Business Partner)', () => {
    const items = itemsOf(hr, 'HR Business Partner', '6+ years of HR experience, including at least 2 years as an HR Business Partner');
    expect(items.find((i) => i.kind === 'years')).toMatchObject({ requirement: '6+ years of HR experience', status: 'met' });
    expect(items.find((i) => i.requirement === 'At least 2 years as an HR Business Partner')).toMatchObject({ status: 'gap', evidence: null });
  });

  it('meets "lead safety meetings" with "Run the pre-shift safety meeting"', () => {
    const text = lead.replace('- Lead a second-shift team of 28', '- Run the pre-shift safety meeting; team went 540 days without a recordable injury');
    expect(itemsOf(text, 'Operations Supervisor', 'Lead safety meetings').find((i) => i.label === 'Safety meetings')?.status).toBe('met');
  });

  it('meets "at least 1 year in a supervisory or lead role" with a shift lead\'s years', () => {
    const items = itemsOf(lead, 'Operations Supervisor', '3+ years of warehouse experience, with at least 1 year in a supervisory or lead role');
    expect(items.find((i) => i.kind === 'years')?.requirement).toBe('3+ years of warehouse experience');
    expect(items.find((i) => i.requirement === 'At least 1 year in a supervisory or lead role')).toMatchObject({ status: 'met' });
    expect(items.find((i) => i.requirement === 'At least 1 year in a supervisory or lead role')?.evidence).toMatch(/^About 7 years as Shift Lead, Outbound, Riverline Distribution Center, from Apr 2019$/);
  });
});

describe('what other people did', () => {
  it('"worked with the controls team, who programmed the PLCs" shows no PLCs of the person\'s, nor adds them to the skills', () => {
    const resumeText = 'Sam Reyes\nsam@example.com\n\nExperience\nMechanical Engineer | Midwest Auto Parts | 2016 - Present\n- Designed end-of-arm tooling for a 6-robot FANUC welding cell; worked with the controls team, who programmed the PLCs\n\nSkills\nSolidWorks, GD&T';
    const description = 'Essential Functions\n- Troubleshoot equipment with maintenance, including PLC-controlled machines\n- Write work instructions and train operators\n\nQualifications\n- Working knowledge of PLCs (Allen-Bradley preferred)\n- SolidWorks';
    const result = tailorResume({ resumeText, job: { title: 'Manufacturing Engineer', description }, now });
    const plc = result.match.items.filter((i) => /PLC|Learning Communities/.test(`${i.requirement} ${i.jobTerm ?? ''}`));
    expect(plc.map((i) => i.requirement)).toEqual(['PLC Programming']);
    expect(plc.map((i) => i.status)).toEqual(['gap']);
    expect(result.resume.skills.join(' ')).not.toMatch(/PLC/);
  });
});

describe('a phrase after "non"', () => {
  it('shows no ask of its own words ("non-destructive work" is no destructive work)', () => {
    const resumeText = 'Ana Ruiz\nana@example.com\n\nExperience\nTechnician | Corner Lab | May 2020 - Present\n- Ran non-destructive bench checks on valve bodies';
    const items = tailorResume({ resumeText, job: { title: 'Technician', description: 'Requirements\n- Destructive bench checks\n- Excel' }, now }).match.items;
    expect(items.find((i) => /destructive bench checks/i.test(i.requirement))?.status ?? 'gap').toBe('gap');
  });
});

describe('years asked as a title', () => {
  it('"3+ years of experience as a General Manager or Assistant General Manager" counts only roles of those titles', () => {
    const resumeText = 'Luis Santos\nluis@example.com\n\nExperience\nShift Manager | Copper Kettle | March 2021 - Present\n- Lead teams of up to 25 servers\nServer | Copper Kettle | June 2015 - February 2021\n- Trained new servers';
    const years = (line: string) => tailorResume({ resumeText, job: { title: 'General Manager', description: `Requirements\n- ${line}\n- Leadership` }, now }).match.items.find((i) => i.kind === 'years');
    expect(years('3+ years of experience as a General Manager or Assistant General Manager in full-service restaurants')?.status).toBe('gap');
    expect(years('3+ years of experience as a Shift Manager or Assistant General Manager')?.status).toBe('met');
  });
});

describe('years asked in one of several lines of work', () => {
  it('"3+ years of experience in instructional design, training or teaching" counts a teacher\'s years, and says all three', () => {
    const resumeText = 'Dana Whitfield\ndana@example.com\n\nExperience\nEnglish Teacher | Westbrook High School | Aug 2017 - Present\n- Design and teach 5 sections of 10th grade English';
    const description = 'Requirements\n- 3+ years of experience in instructional design, training or teaching\n- Curriculum design';
    const years = tailorResume({ resumeText, job: { title: 'Instructional Designer', description }, now }).match.items.find((i) => i.kind === 'years');
    expect(years).toMatchObject({ requirement: '3+ years of experience in instructional design, training or teaching', status: 'met' });
  });
});

describe('a credential still to come', () => {
  const resumeText = [
    'Pat Morrow, CPA Candidate',
    'pat@example.com',
    '',
    'Summary',
    'Senior accountant with 7 years of experience in month-end close.',
    '',
    'Experience',
    'Senior Accountant | Acme Parts Inc. | March 2019 - Present',
    '- Own the month-end close for 3 legal entities; cut the close from 9 business days to 6',
    '',
    'Certifications',
    'CPA exam: FAR and AUD passed (2025); REG scheduled 2027',
  ].join('\n');
  const job = { title: 'Accounting Manager', description: 'Requirements\n- CPA license required\n- Month-end close experience' };

  it('meets no licence ask, and the summary claims none and says no ask twice', () => {
    const result = tailorResume({ resumeText, job, now });
    expect(result.match.items.find((i) => /CPA|Certified Public Accountant/.test(i.requirement))?.status).toBe('gap');
    expect(result.resume.summary).not.toMatch(/Licensed|CPA/);
    expect(result.resume.summary).not.toMatch(/month-end close.*month-end close/i);
  });

  it('in a sentence of the summary ("Passed FAR and AUD sections of the CPA exam; sitting for REG in 2027.") meets no licence ask either', () => {
    const text = resumeText.replace('Senior accountant with 7 years of experience in month-end close.', 'Senior accountant with 7 years of experience in month-end close. Passed FAR and AUD sections of the CPA exam; sitting for REG in 2027.');
    const result = tailorResume({ resumeText: text, job, now });
    expect(result.match.items.find((i) => /CPA|Certified Public Accountant/.test(i.requirement))?.status).toBe('gap');
  });

  it('is told apart from a credential held', () => {
    expect(holdsCredential('CPA exam: FAR and AUD passed (2025); REG scheduled 2027')).toBe(false);
    expect(holdsCredential('PMP candidate (exam scheduled March 2027)')).toBe(false);
    expect(holdsCredential('Certified Public Accountant (CPA), Ohio, License No. 12345')).toBe(true);
    expect(holdsCredential('Licensed CPA, passed the exam in 2015')).toBe(true);
  });
});

describe('writing for people to read', () => {
  const itemsFor = (statement: string) =>
    tailorResume({ resumeText: `Kevin Zhao\nkevin@example.com\n\nExperience\nData Analyst | Lonestar | 2022 - Present\n- ${statement}`, job: { title: 'Data Analyst', description: 'Requirements\n- SQL\n- Strong written communication' }, now }).match.items;

  it('is shown by "Wrote 25 help center articles", not by "Wrote SQL queries against the member database"', () => {
    const written = (items: ReturnType<typeof itemsFor>) => items.find((i) => /written/i.test(`${i.requirement} ${i.jobTerm ?? ''}`))?.status;
    expect(written(itemsFor('Wrote SQL queries against the member database to build a weekly report'))).toBe('gap');
    expect(written(itemsFor('Wrote 25 help center articles on payroll setup'))).toBe('met');
  });
});

describe("a licence is the user's own", () => {
  it('is shown by the resume\'s list of licences, not by a statement of other people\'s ("mentored 4 engineers to their P.E. license")', () => {
    const resumeText = 'Robert Kowalski\nrob@example.com\n\nExperience\nSenior Project Manager | Allegheny Civil Group | 2015 - Present\n- Supervise 6 engineers; mentored 4 engineers to their P.E. license\n\nLicenses\nProfessional Engineer (P.E.), Pennsylvania, 2009';
    const items = tailorResume({ resumeText, job: { title: 'Project Engineer', description: 'Requirements\n- Primavera P6\n\nPreferred\n- EIT or P.E. license' }, now }).match.items;
    expect(items.find((i) => i.requirement === 'EIT or P.E. license')).toMatchObject({ status: 'met', evidence: 'Professional Engineer (P.E.), Pennsylvania, 2009' });
  });
});

describe('a duty named by a verb that says only that the work is done', () => {
  const resumeText = 'Robert Kowalski\nrob@example.com\n\nExperience\nProject Engineer | Three Rivers Engineering | 2008 - Present\n- Review contractor submittals, RFIs and pay applications; lead weekly progress meetings\n- Managed change requests from the owner';
  const itemsFor = (line: string) => tailorResume({ resumeText, job: { title: 'Project Engineer', description: `Responsibilities\n- ${line}\n\nRequirements\n- Primavera P6` }, now }).match.items;

  it('is shown by any doing of its object ("Manage submittals" by "Review contractor submittals", "Attend owner progress meetings" by "lead weekly progress meetings")', () => {
    const items = itemsFor('Manage submittals and attend owner progress meetings');
    expect(items.find((i) => /submittals/i.test(i.requirement))?.status).toBe('met');
    expect(items.find((i) => /progress meetings/i.test(i.requirement))?.status).toBe('met');
  });

  it('not by its object as the first word of another noun, nor by a specific verb\'s object alone', () => {
    expect(itemsFor('Manage change orders').find((i) => /change orders/i.test(i.requirement))?.status).toBe('gap');
    expect(itemsFor('Design pump stations').find((i) => /pump stations/i.test(i.requirement))?.status ?? 'gap').toBe('gap');
  });
});

describe('a sentence of what the person wants proves nothing', () => {
  it('"Looking to move into instructional design … for adult learners" meets neither ADDIE nor adult learning', () => {
    const resumeText = [
      'Dana Whitfield',
      'dana@example.com',
      '',
      'Summary',
      'English teacher with 9 years of experience designing curriculum. Looking to move into instructional design, where I can build learning experiences for adult learners.',
      '',
      'Experience',
      'English Teacher | Westbrook High School | Aug 2017 - Present',
      '- Design and teach 5 sections of 10th grade English',
      '- Created 60 short video lessons in Screencastify',
    ].join('\n');
    const description = 'Requirements\n- Apply adult learning theory and the ADDIE model to analyze needs\n- Curriculum design';
    const items = tailorResume({ resumeText, job: { title: 'Instructional Designer', description }, now }).match.items;
    expect(items.filter((i) => /ADDIE|adult/i.test(i.requirement) || /adult/i.test(i.label ?? '')).map((i) => i.status)).not.toContain('met');
    expect(items.find((i) => i.requirement === 'Curriculum Development' || /curriculum/i.test(i.label ?? ''))?.status).toBe('met');
  });
});

describe('a senior credential is not the professional one', () => {
  const resumeText = 'Ana Diaz\nana@example.com\n\nExperience\nHR Generalist | Omega Retail | Jan 2021 - Present\n- Handle employee relations cases\n\nCertifications\nSHRM Certified Professional (SHRM-CP), 2022';
  const itemsFor = (text: string, line: string) => tailorResume({ resumeText: text, job: { title: 'HR Business Partner', description: `Requirements\n- Employee relations\n\nPreferred\n- ${line}` }, now }).match.items;

  it('a SHRM-CP does not meet "SHRM-SCP or SPHR certification"', () => {
    expect(itemsFor(resumeText, 'SHRM-SCP or SPHR certification').filter((i) => i.status === 'met').map((i) => i.requirement)).toEqual(['Employee Relations']);
  });

  it('a SHRM-SCP meets an ask for the SHRM-CP', () => {
    const senior = resumeText.replace('SHRM Certified Professional (SHRM-CP)', 'SHRM Senior Certified Professional (SHRM-SCP)');
    expect(itemsFor(senior, 'SHRM-CP certification').find((i) => i.requirement === 'SHRM-CP')?.status).toBe('met');
  });
});

describe('the job title is the role, no name of an ask', () => {
  const resumeText = [
    'Bruce Roe',
    'bruce@example.com',
    '',
    'Experience',
    'Software Developer | Fabrikam | Jun 2012 - Present',
    '- Built REST services in Python and React for the billing team',
    '- Trained models with machine learning libraries for fraud scoring',
  ].join('\n');

  it('"Role: Staff Software Engineer ( Python)" (a stray space) is no met item\'s label, and Python is listed', () => {
    const description = [
      'Role: Staff Software Engineer ( Python)',
      'Overview:',
      '• We are looking for an experienced Staff Software Engineer, to contribute to the design of AI-driven solutions.',
      'Requirements:',
      '• Extensive expertise in Python ( REQUIRED) along with proficiency in React.',
    ].join('\n');
    const { match } = tailorResume({ resumeText, job: { title: 'Staff Software Engineer (python)', description }, now });
    const labels = match.items.map((i) => i.label ?? i.requirement);
    expect(labels.filter((l) => /\(\s/.test(l) || /Staff Software Engineer/.test(l))).toEqual([]);
    expect(match.items.find((i) => i.requirement === 'Python')?.status).toBe('met');
    // The title's "( Python)" pins no tool to "Software Engineer": the role is not met by Python's line.
    expect(match.items.find((i) => i.requirement === 'Software Engineer')?.note ?? '').not.toMatch(/Python, the tool the posting names/);
  });

  it('"We are seeking a Machine Learning Engineer" does not label machine learning with the title', () => {
    const description = [
      'We are seeking a Machine Learning Engineer to join our AI platform team. You will own the models.',
      'Requirements:',
      '• Experience with Python and machine learning',
    ].join('\n');
    const { match } = tailorResume({ resumeText, job: { title: 'Machine Learning Engineer', description }, now });
    expect(match.items.map((i) => i.label ?? i.requirement)).not.toContain('Machine Learning Engineer');
  });
});

describe('a soft skill is shown by the person, not by a word of the work', () => {
  const job = 'Requirements:\n- Extensive expertise in Python\n- Strong communication skills and ability to explain complex technical concepts.';
  const resumeOf = (bullet: string) =>
    ['Bruce Roe', 'bruce@example.com', '', 'Experience', 'Full Stack Developer | Uber | Jul 2015 - May 2020', '- Built services in Python', `- ${bullet}`].join('\n');
  const communication = (bullet: string) => tailorResume({ resumeText: resumeOf(bullet), job: { title: 'Staff Software Engineer', description: job }, now }).match.items.find((i) => i.requirement === 'Communication');

  it('"communication between frontend and backend" (what RESTful services do) does not meet "communication skills"', () => {
    expect(communication('Implementing RESTful services for communication between frontend and backend.')).toMatchObject({ status: 'gap', evidence: null });
  });
  it('communication between people still shows it', () => {
    expect(communication('Improved communication between the engineering and sales teams with weekly reviews.')?.status).toBe('met');
  });
  const spoken = (bullet: string) =>
    tailorResume({ resumeText: resumeOf(bullet), job: { title: 'Technical Support Engineer', description: 'Requirements:\n- Extensive expertise in Python\n- Superior written and verbal communication skills are a must' }, now }).match.items.find(
      (i) => i.requirement === 'Written and Verbal Communication',
    );
  it('the person communicating with people ("Communicated effectively over chat and phone …") meets written and verbal communication', () => {
    expect(spoken('Communicated effectively over chat and phone to troubleshoot tech issues with office employees')).toMatchObject({ status: 'met' });
  });
  it('what things do still does not meet it', () => {
    expect(spoken('Implementing RESTful services for communication between frontend and backend.')).toMatchObject({ status: 'gap', evidence: null });
    expect(spoken('Communicated between the billing and shipping services over a message queue.')?.status).toBe('gap');
  });
});

describe('a soft skill shown by the person doing it, opening on the verb', () => {
  const job = [
    'How your work with us will look like?',
    'You will be developing new features. There is also always a lot of troubleshooting of user reported issues, bugs, and feature requests that are coming our way.',
    'Requirements:',
    '- Excellent command of Python',
    'Bonus points:',
    '- 4 hours daily overlap with European hours for smoother teamwork',
  ].join('\n');
  const item = (bullet: string, requirement: string) =>
    tailorResume({
      resumeText: ['John Roe', 'john@example.com', '', 'Experience', 'Junior Developer | DevShop | 2016 - 2018', '- Wrote services in Python', `- ${bullet}`].join('\n'),
      job: { title: 'Python Backend Developer', description: job },
      now,
    }).match.items.find((i) => i.requirement === requirement);

  it('"Fixed bugs and implemented feature requests from customer feedback" shows troubleshooting', () => {
    expect(item('Fixed bugs and implemented feature requests from customer feedback', 'Troubleshooting')).toMatchObject({ status: 'met', evidence: 'Fixed bugs and implemented feature requests from customer feedback' });
  });
  it('bugs that fell in number do not', () => {
    expect(item('Participated in code reviews, reducing bugs by 15%', 'Troubleshooting')?.status).toBe('gap');
  });
  it('"Collaborated with product team on feature specification" shows teamwork; a tool built for a team does not', () => {
    expect(item('Collaborated with product team on feature specification and timeline planning', 'Teamwork')?.status).toBe('met');
    expect(item('Built a release dashboard for the product team', 'Teamwork')?.status).toBe('gap');
  });
});

describe('what a built thing is made of', () => {
  const job = 'Requirements:\n- Excellent command of Python\nBonus points:\n- Experience with distributed systems: we connect to API endpoints and nodes.';
  const items = tailorResume({
    resumeText: ['John Roe', 'john@example.com', '', 'Experience', 'Senior Engineer | TechCorp | 2018 - Present', '- Led development of microservices architecture serving 1M+ daily active users', '- Developed RESTful APIs in Python for an e-commerce platform'].join('\n'),
    job: { title: 'Python Backend Developer', description: job },
    now,
  }).match.items;
  it('RESTful APIs a person developed show API endpoints', () => {
    expect(items.find((i) => i.jobTerm === 'API endpoints')?.status).toBe('met');
  });
  it('a microservices architecture shows distributed systems', () => {
    expect(items.find((i) => i.requirement === 'Distributed Systems')?.status).toBe('met');
  });
});

describe('a practice named before its tool', () => {
  it('is listed in sentence case ("Revision control SVN")', () => {
    const job = 'Job duties:\n- Development of several Python APIs that work on Windows, maintaining them using revision control SVN.';
    const { match } = tailorResume({ resumeText: ['Ann Roe', 'ann@example.com', '', 'Experience', 'Engineer | Acme | 2019 - Present', '- Built tools in Python'].join('\n'), job: { title: 'Python Developer', description: job }, now });
    expect(match.items.find((i) => i.requirement === 'Version Control')?.label).toBe('Revision control SVN');
  });
});

describe('one line of work of a list that ends on "or similar"', () => {
  const job = 'Requirements:\n-  Solid knowledge of networking concepts\n-  Experience in technical support, system administration, or similar technical role';
  const item = (title: string) =>
    tailorResume({ resumeText: ['Ivy Roe', 'ivy@example.com', '', 'Experience', `${title} | Acme | 2019 - Present`, '- Helped troubleshoot software and hardware issues for office employees'].join('\n'), job: { title: 'Technical Support Engineer', description: job }, now }).match;
  it('held, leaves the others of the list no gap', () => {
    const match = item('IT Support Technician');
    expect(match.items.find((i) => i.requirement === 'System Administration')).toMatchObject({ status: 'gap', alternativeHeld: 'Technical Support' });
    expect([...match.gaps, ...match.moreGaps]).not.toContain('System Administration');
  });
});

describe('the setting a years ask names', () => {
  const job = 'Requirements:\n- 4+ years of product management experience in a SaaS environment\n- SQL for ad-hoc analysis';
  const saas = (bullet: string) =>
    tailorResume({ resumeText: ['Alfred Roe', 'alfred@example.com', '', 'Experience', 'Product Manager | Google | 2017 - Present', `- ${bullet}`, '- Wrote SQL for ad-hoc analysis'].join('\n'), job: { title: 'Senior Product Manager', description: job }, now }).match.items.find((i) => i.requirement === 'SaaS');

  it('is not shown by the roles that count for the years unless they say it', () => {
    expect(saas('Leading cross-functional teams to launch innovative products.')?.status).toBe('gap');
  });
  it('is shown by a role that says it', () => {
    expect(saas('Leading the teams of our SaaS billing product.')?.status).toBe('met');
  });
  const report = (bullet: string) =>
    tailorResume({ resumeText: ['Alfred Roe', 'alfred@example.com', '', 'Experience', 'Product Manager | Google | 2017 - Present', `- ${bullet}`, '- Wrote SQL for ad-hoc analysis'].join('\n'), job: { title: 'Senior Product Manager', description: job }, now }).match;
  it('unshown, is a gap of its own: the met years item does not say it', () => {
    const match = report('Leading cross-functional teams to launch innovative products.');
    expect(match.items.find((i) => i.kind === 'years')).toMatchObject({ status: 'met', requirement: '4+ years of product management experience' });
    expect(match.gaps).toContain('SaaS');
  });
  it('shown, stays in the years item as the posting says it', () => {
    const match = report('Leading the teams of our SaaS billing product.');
    expect(match.items.find((i) => i.kind === 'years')?.requirement).toBe('4+ years of product management experience in a SaaS environment');
    expect(match.gaps).not.toContain('SaaS');
  });
});

describe('a skill said in another common form', () => {
  const itemOf = (bullet: string, ask: string, requirement: string) => {
    const resumeText = ['Jane Roe', 'jane@example.com', '', 'Experience', 'Engineer | Acme | Jan 2018 - Present', `- ${bullet}`].join('\n');
    return tailorResume({ resumeText, job: { title: 'Engineer', description: `Requirements:\n- ${ask}` }, now }).match.items.find((i) => i.requirement === requirement);
  };

  it('"scalable web applications" shows "building scalable systems"', () => {
    expect(itemOf('Developed and maintained scalable web applications using React', 'Experience building scalable systems', 'Scalability')?.status).toBe('met');
  });

  it('"data processing pipelines" shows "data pipeline construction"', () => {
    expect(itemOf('Improved the efficiency of model training and data processing pipelines', 'Data pipeline construction', 'Data Pipelines')?.status).toBe('met');
  });
});

describe('a database product is no modeling', () => {
  const job = ['Requirements:', '- Strong SQL and relational data modeling', '- Experience with relational databases'].join('\n');
  const items = (resumeText: string) => tailorResume({ resumeText, job: { title: 'Backend Engineer', description: job }, now }).match.items;
  const resume = (skills: string) => ['Jane Roe', 'jane@example.com', '', 'Skills', skills, '', 'Experience', 'Engineer | Acme | Jan 2018 - Present', '- Built backend services in Python'].join('\n');
  it('MySQL alone meets SQL and relational databases, not relational data modeling', () => {
    const all = items(resume('Python, MySQL'));
    expect(all.find((i) => i.jobTerm === 'relational data modeling')?.status).toBe('gap');
    expect(all.find((i) => i.jobTerm === 'SQL')?.status).toBe('met');
    expect(all.find((i) => i.requirement === 'Relational Databases')?.status).toBe('met');
  });
  it('a resume that states data modeling meets it', () => {
    expect(items(resume('Python, MySQL, Data modeling')).find((i) => i.jobTerm === 'relational data modeling')?.status).toBe('met');
  });
});

describe('books and records', () => {
  it('are shown by a ledger the resume keeps: payables and receivables', () => {
    const job = ['Requirements:', '- Maintain the books and records of the funds', '- Experience with compliance'].join('\n');
    const resumeText = ['Jane Roe', 'jane@example.com', '', 'Experience', 'Accountant | Acme | Jan 2018 - Present', '- Maintained accounts receivable and accounts payable for the department', '- Prepared tax returns for clients'].join('\n');
    const item = tailorResume({ resumeText, job: { title: 'Fund Accountant', description: job }, now }).match.items.find((i) => i.requirement === 'Bookkeeping');
    expect(item).toMatchObject({ status: 'met', evidence: 'Maintained accounts receivable and accounts payable for the department' });
  });
});

describe('an ask named as a thing and an action on it, met by doing that action to that thing', () => {
  const job = 'Qualifications:\n- Experience with insurance verification.\n- Change management.\n- Epic.';
  const item = (statement: string, requirement: string) =>
    tailorResume({ resumeText: `Dee Kay\ndee@example.com\n\nEXPERIENCE\nFront Desk Receptionist | Valley Urgent Care | May 2019 - Dec 2021\n* ${statement}\n`, job: { title: 'Patient Care Coordinator', description: job }, now }).match.items.find(
      (i) => i.requirement === requirement,
    );

  it('reads "verified insurance and collected copays" as insurance verification', () => {
    expect(item('Checked in 80+ patients a shift, verified insurance and collected copays.', 'Insurance Verification')).toMatchObject({ status: 'met' });
  });

  it('does not read a thing that begins another noun ("managed change requests") or an unrelated verb as it', () => {
    expect(item('Managed change requests for the front desk schedule.', 'Change Management')?.status).not.toBe('met');
    expect(item('Collected copays and insurance cards at check-in.', 'Insurance Verification')?.status).not.toBe('met');
  });
});

describe('dbt models are data modeling', () => {
  it('meets a data-modeling ask with "Wrote dbt models …"', () => {
    const r = tailorResume({
      resumeText: 'Tom W\ntom@example.com\n\nEXPERIENCE\nSoftware Engineer | Ridgeline | Jul 2021 - Present\n- Wrote dbt models for the finance team\'s revenue dashboards.\n',
      job: { title: 'Data Engineer', description: 'Requirements:\n- Data modeling in Snowflake.\n- dbt.' },
      now,
    });
    expect(r.match.items.find((i) => i.requirement === 'Data Modeling')?.status).toBe('met');
  });
});
