import { describe, expect, it } from 'vitest';
import { tailorResume } from './engine';
import { yearsPhrase } from './match';

const now = new Date('2026-11-23T00:00:00Z');

/** A one-role resume with the given statements and skills line. */
function resume(bullets: string[], skills: string): string {
  return ['Jane Roe', 'jane@example.com', '', 'Experience', 'Analyst | Acme | Jan 2018 - Present', ...bullets.map((b) => `- ${b}`), '', 'Skills', skills].join('\n');
}

/** The match item of a requirement, by its canonical name or the posting's words. */
function itemFor(resumeText: string, description: string, name: string) {
  return tailorResume({ resumeText, job: { title: 'Analyst', description }, now }).match.items.find((i) => i.requirement === name || i.jobTerm === name);
}

describe('evidence for the posting’s own words', () => {
  it('meets a plural ask with the singular the resume writes', () => {
    const item = itemFor(resume(['Built a dashboard for the sales team in Tableau'], 'Tableau'), 'Requirements:\n- Build dashboards in Tableau', 'Dashboards');
    expect(item).toMatchObject({ status: 'met', evidence: 'Built a dashboard for the sales team in Tableau' });
  });
  it('does not meet a skill with words the vocabulary reads as a longer one', () => {
    const item = itemFor(resume(['Coordinated the annual external audit with the auditors'], 'Excel'), 'Requirements:\n- Audit experience', 'Auditing');
    expect(item?.status).toBe('gap');
  });
  it('shows a certificate by its own name, not by the skill it is filed with', () => {
    const text = resume(['Ran food safety checks every shift'], 'HACCP').concat('\n\nCertifications\nServSafe Food Protection Manager, 2022');
    expect(itemFor(text, 'Requirements:\n- ServSafe certification', 'ServSafe')?.evidence).toBe('ServSafe Food Protection Manager, 2022');
  });
  it('meets an acronym in the plural with its singular', () => {
    const item = itemFor(resume(['Designed packaging for a 24-SKU snack line'], 'Illustrator'), 'What you will do:\n- Keep claims accurate across SKUs', 'SKUs');
    expect(item?.status).toBe('met');
  });
});

describe('a task the posting names', () => {
  it('is met by the resume writing its verb in another tense', () => {
    const item = itemFor(resume(['Verified 300+ medication orders per shift'], 'Pyxis'), 'What you will do:\n- Verify orders in the pharmacy system', 'Verify orders');
    expect(item?.status).toBe('met');
  });
  it('is met by its noun form', () => {
    const item = itemFor(resume(['Owned labor planning for two shifts'], 'Excel'), 'What you will do:\n- Plan labor for each wave\n- Run cycle counts in the WMS', 'Plan labor');
    expect(item?.status).toBe('met');
  });
});

describe('a skill the posting pins to one tool', () => {
  it('is met by that tool', () => {
    const item = itemFor(resume(['Designed packaging for snack brands'], 'Adobe Illustrator, After Effects (basic)'), 'Nice to have:\n- Basic motion design (After Effects)', 'Motion Graphics');
    expect(item).toMatchObject({ status: 'met', evidence: 'After Effects (basic)' });
  });
  it('is not met by one of several examples', () => {
    const item = itemFor(resume(['Designed packaging for snack brands'], 'Adobe Illustrator, After Effects (basic)'), 'Nice to have:\n- Motion design (After Effects, Cinema 4D)', 'Motion Graphics');
    expect(item?.status).toBe('gap');
  });
});

describe('a writing requirement', () => {
  it('is met by a statement of what was written', () => {
    const item = itemFor(resume(['Wrote 35 help-center articles; tickets on those topics fell 20%'], 'Zendesk'), 'Requirements:\n- Excellent written communication in English', 'Written Communication');
    expect(item).toMatchObject({ status: 'met', evidence: 'Wrote 35 help-center articles; tickets on those topics fell 20%' });
  });
  it('is not met by other statements', () => {
    const item = itemFor(resume(['Handled employee relations cases from intake to resolution'], 'Workday'), 'Requirements:\n- Clear writing and sound judgment', 'Clear writing');
    expect(item?.status).toBe('gap');
  });
});

describe('work in an area', () => {
  const withHeadline = (headline: string) => ['Jane Roe', headline, 'jane@example.com', '', 'Experience', 'Engineer | Acme | Jan 2018 - Present', '- Built services in Go', '', 'Skills', 'Go'].join('\n');
  it('is met by a title that puts the person in that area', () => {
    const item = itemFor(withHeadline('Senior Software Engineer · Backend and Platform'), 'Requirements:\n- 5+ years of backend development experience', 'Back-End Development');
    expect(item).toMatchObject({ status: 'met', evidence: 'Senior Software Engineer · Backend and Platform' });
  });
  it('is not met by a title in another area', () => {
    const item = itemFor(withHeadline('Senior Software Engineer · Mobile'), 'Requirements:\n- 5+ years of backend development experience', 'Back-End Development');
    expect(item?.status).toBe('gap');
  });
});

describe('the practice a years requirement names', () => {
  const text = ['Jane Roe', 'jane@example.com', '', 'Experience', 'Clinical Pharmacist | Acme Hospital | Jan 2018 - Present', '- Verified medication orders', '', 'Skills', 'Pyxis'].join('\n');
  const description = 'Requirements:\n- Completion of a PGY1 residency OR 2+ years of hospital pharmacy practice';
  it('is met by the roles that count for the years', () => {
    const result = tailorResume({ resumeText: text, job: { title: 'Clinical Pharmacist', description }, now });
    // Named only in the years phrase, the practice is listed once, as the years item (merged-items.ts).
    const item = result.match.items.find((i) => i.jobTerm === 'pharmacy practice' || i.covers?.includes('pharmacy practice'));
    expect(item).toMatchObject({ kind: 'years', status: 'met' });
    expect(result.match.items.find((i) => i.jobTerm === 'PGY1')?.status).toBe('gap');
  });
});

describe('data about a thing', () => {
  const description = 'Requirements:\n- Inventory management and cycle counting experience\n- Warehouse management system (WMS)';
  it('does not show the work with the thing', () => {
    const item = itemFor(resume(['Built a demand forecast in Python from point-of-sale and inventory data'], 'SQL'), description, 'Inventory Management');
    expect(item?.status).toBe('gap');
  });
  it('leaves other mentions to show it', () => {
    const item = itemFor(resume(['Built reports from inventory data', 'Kept inventory accurate across two sites'], 'SQL'), description, 'Inventory Management');
    expect(item).toMatchObject({ status: 'met', evidence: 'Kept inventory accurate across two sites' });
  });
});

describe('a skill word that names a kind of place', () => {
  it('does not show the skill ("a teaching hospital")', () => {
    const text = ['Jane Roe', 'jane@example.com', '', 'Summary', 'Clinical pharmacist with eight years in a 400-bed teaching', 'hospital, focused on internal medicine.', '', 'Experience', 'Pharmacist | Acme | Jan 2018 - Present', '- Verified medication orders', '', 'Skills', 'Pyxis'].join('\n');
    const item = itemFor(text, 'Nice to have:\n- Teaching experience', 'Classroom Instruction');
    expect(item?.status).toBe('gap');
  });
});

describe('years of practice', () => {
  it('names the roles that count, and leaves an internship out of them', () => {
    const text = [
      'Jane Roe',
      'jane@example.com',
      '',
      'Experience',
      'Software Engineer | Acme | Jun 2021 - Present',
      '- Built billing services in Python',
      'Software Engineering Intern | Beta Labs | Jun 2016 - Aug 2016',
      '- Wrote tests in Python',
    ].join('\n');
    const report = tailorResume({ resumeText: text, job: { title: 'Software Engineer', description: 'Requirements:\n- 5+ years of software engineering experience\n- Python' }, now }).match;
    const years = report.items.find((i) => i.kind === 'years');
    expect(years).toMatchObject({ status: 'met', evidence: 'About 5 years as Software Engineer, Acme, from Jun 2021' });
    expect(years?.evidence).not.toMatch(/Intern/);
  });
});

describe('evidence is the user’s own, and the degree asked', () => {
  it('does not show a role by a statement that names a co-worker in it', () => {
    const text = ['Dana Roe', 'dana@example.com', '', 'Experience', 'Nursing Supervisor | Mercy | Mar 2022 - Present', '- Coordinate bed placement with the house supervisor and ED charge nurse.', 'Charge Nurse, Telemetry | Mercy | Jun 2018 - Feb 2022', '- Ran a 32-bed telemetry unit as charge nurse three shifts a week.'].join('\n');
    const item = itemFor(text, 'Nice to have:\n- Charge nurse experience', 'Nursing Leadership');
    expect(item).toMatchObject({ status: 'met', evidence: 'Ran a 32-bed telemetry unit as charge nurse three shifts a week.' });
  });
  it('shows a bachelor’s asked by the bachelor’s, not a master’s the resume also holds', () => {
    const text = resume(['Own the month-end close for three entities'], 'Excel').concat('\n\nEducation\nMaster of Science in Accounting — 2019\nUniversity of Hartford\nBachelor of Science in Accounting — May 2016\nUniversity of Connecticut');
    const item = tailorResume({ resumeText: text, job: { title: 'Accountant', description: "What we need\n- Bachelor's degree in Accounting" }, now }).match.items.find((i) => i.kind === 'education');
    expect(item).toMatchObject({ status: 'met', evidence: expect.stringMatching(/^Bachelor of Science in Accounting/) });
  });
  it('meets an ask the posting offers beside a degree with that degree ("… or electrical associate degree")', () => {
    const text = resume(['Install and troubleshoot motor control circuits'], 'Conduit bending').concat('\n\nEducation\nAssociate of Applied Science in Electrical Technology — 2017\nGreen Country Community College');
    const item = tailorResume({ resumeText: text, job: { title: 'Industrial Maintenance Electrician', description: 'PREFERRED\n- Industrial maintenance or electrical associate degree' }, now }).match.items.find((i) => i.label?.startsWith('Industrial maintenance'));
    expect(item).toMatchObject({ status: 'met', label: 'Industrial maintenance or electrical associate degree', evidence: expect.stringMatching(/^Associate of Applied Science in Electrical Technology/) });
  });
  it('says what the resume does show for a gap it names only inside other work', () => {
    const text = resume(['Coordinate the annual external audit (schedules, PBC list, walkthroughs)'], 'Excel');
    const item = tailorResume({ resumeText: text, job: { title: 'Accountant', description: 'Preferred\n- Public accounting or audit experience' }, now }).match.items.find((i) => i.jobTerm === 'audit');
    expect(item).toMatchObject({ status: 'gap', label: 'Public accounting or audit experience' });
    expect(item?.note).toContain('Coordinate the annual external audit');
  });
  it('shows a skill asked in kinds by a line of one of those kinds ("Italian or Mediterranean cooking")', () => {
    const text = ['Luca Roe', 'luca@example.com', '', 'Summary', 'Executive sous chef with 13 years in high-volume, scratch kitchens. I run a calm, clean line and train cooks to take over stations quickly.', '', 'Experience', 'Sous Chef | Ferro | Apr 2017 - Feb 2021', '- Ran the line for a 140-seat Italian restaurant and made fresh pasta daily.', '', 'Skills', 'Food costing'].join('\n');
    const item = tailorResume({ resumeText: text, job: { title: 'Sous Chef', description: 'Requirements\n- Food costing experience.\n\nPluses\n- Italian or Mediterranean cooking background.' }, now }).match.items.find((i) => i.jobTerm === 'cooking');
    expect(item).toMatchObject({ status: 'met', evidence: expect.stringContaining('Italian restaurant') });
  });
});

describe('the years asked, in the posting’s words', () => {
  it('keeps two adjectives of one noun across their comma ("a high-volume, scratch kitchen")', () => {
    expect(yearsPhrase('3+ years as a sous chef or lead line cook in a high-volume, scratch kitchen.', 3)).toBe('3+ years as a sous chef or lead line cook in a high-volume, scratch kitchen');
    expect(yearsPhrase('2+ years of customer support experience, ideally at a software company', 2)).toBe('2+ years of customer support experience');
  });
});
