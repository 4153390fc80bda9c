import { describe, expect, it } from 'vitest';
import { isCI, ownResume, sharedFixturesAvailable, sharedText } from '../tailoring/__fixtures__/load';
import { normalizeText } from './normalize';
import { renderResumeText } from './render';
import { splitSections } from './sections';
import { parseResume, sectionKindsOf } from './structure';

describe('normalizeText', () => {
  it('removes soft hyphens, private-use icon glyphs and ligatures, and tidies spacing', () => {
    expect(normalizeText('ﬁnance ofﬁce\u00ADmanager\t\u00A0 \uF0E0 mail')).toBe('finance officemanager mail');
    expect(normalizeText('on-\u00AD\u2010campus  (909) 555-\u00AD\u20105555')).toBe('on-campus (909) 555-5555');
    expect(normalizeText('a\r\n\r\n\r\nb')).toBe('a\n\nb');
  });
});

describe('parseResume on real-world text shapes', () => {
  it('reads letter-spaced and mixed-case headings, odd bullets and tabs', () => {
    const r = parseResume(
      [
        'J O H N  S M I T H',
        'Data Analyst',
        'john.smith@example.com\t(212) 555-0101\tBrooklyn, NY',
        '',
        'Work Experience:',
        'Data Analyst | Acme Retail | 01/2021 - Present',
        '▪ Built Tableau dashboards for 40 stores',
        '– Automated weekly reports with Python',
        '',
        'E D U C A T I O N',
        'B.A. in Economics, Hunter College, 2020',
        '',
        'Skills & Abilities',
        'SQL, Python, Tableau, Excel',
      ].join('\n'),
    );
    expect(r.contact.email).toBe('john.smith@example.com');
    expect(r.contact.phone).toBe('(212) 555-0101');
    expect(r.contact.location).toBe('Brooklyn, NY');
    expect(r.headline).toBe('Data Analyst');
    expect(r.experience).toHaveLength(1);
    expect(r.experience[0]).toMatchObject({ title: 'Data Analyst', employer: 'Acme Retail', startDate: 'Jan 2021', endDate: 'Present' });
    expect(r.experience[0]?.bullets).toEqual(['Built Tableau dashboards for 40 stores', 'Automated weekly reports with Python']);
    expect(r.education[0]?.degree).toBe('B.A. in Economics');
    expect(r.education[0]?.institution).toBe('Hunter College');
    expect(r.skills).toEqual(['SQL', 'Python', 'Tableau', 'Excel']);
  });

  it('handles Word-to-PDF exports with bullet glyphs on their own lines and wrapped bullets', () => {
    const r = parseResume(
      [
        'Ebony Moore',
        'Seattle, WA | 206-555-0149 | emoore@email.com',
        'Experience',
        '',
        'Gilmore Financial, New Orleans, LA, Certified Public Accountant',
        'Oct. 2021 – Current',
        '•',
        '•',
        '',
        'Meet with clients to discuss their accounting needs and prepare',
        'quarterly tax estimates',
        'Compute taxes for clients during tax season',
      ].join('\n'),
    );
    expect(r.contact.name).toBe('Ebony Moore');
    expect(r.experience[0]).toMatchObject({
      title: 'Certified Public Accountant',
      employer: 'Gilmore Financial',
      location: 'New Orleans, LA',
      startDate: 'Oct 2021',
      endDate: 'Present',
    });
    expect(r.experience[0]?.bullets).toEqual([
      'Meet with clients to discuss their accounting needs and prepare quarterly tax estimates',
      'Compute taxes for clients during tax season',
    ]);
  });

  it('reads moderncv-style ranges split over two lines', () => {
    const r = parseResume(
      [
        'Harvey Dent',
        'hdent@email.com',
        'Experience',
        '2021 – Machine Learning Engineer, OpenAI, San Francisco, USA',
        'Present Leading a team of AI engineers. Designed and implemented deep learning models for natural',
        'language processing tasks.',
      ].join('\n'),
    );
    expect(r.experience[0]).toMatchObject({ title: 'Machine Learning Engineer', employer: 'OpenAI', startDate: '2021', endDate: 'Present' });
    expect(r.experience[0]?.bullets).toEqual([
      'Leading a team of AI engineers.',
      'Designed and implemented deep learning models for natural language processing tasks.',
    ]);
  });

  it('keeps a language with its level when a table or a bar put them apart', () => {
    const r = parseResume('Ana Ruiz\nana@example.com\n\nLANGUAGES\nEnglish | Native\nSpanish | Fluent\n• French – B2\n\nSKILLS\nPython | Java');
    expect(r.other.find((s) => s.heading === 'LANGUAGES')?.lines).toEqual(['English (Native)', 'Spanish (Fluent)', 'French (B2)']);
    expect(r.skills).toEqual(['Python', 'Java']);
  });

  it('reads JSON Resume documents', () => {
    const r = parseResume(
      JSON.stringify({
        basics: { name: 'Ada Lovelace', email: 'ada@example.com', label: 'Engineer' },
        work: [{ name: 'Analytical Engines', position: 'Programmer', startDate: '2019-03-01', highlights: ['Wrote the first program'] }],
      }),
    );
    expect(r.contact.name).toBe('Ada Lovelace');
    expect(r.experience[0]).toMatchObject({ title: 'Programmer', employer: 'Analytical Engines', startDate: 'Mar 2019', endDate: 'Present' });
  });
});

describe('parseResume on our own fixtures', () => {
  it('software engineer (2 pages)', () => {
    const r = parseResume(ownResume('software-engineer-2page.txt'));
    expect(r.contact).toMatchObject({ name: 'Priya Raman', email: 'priya.raman@example.com', phone: '(415) 555-0182', location: 'Oakland, CA' });
    expect(r.contact.links).toEqual(['github.com/priyaraman', 'linkedin.com/in/priyaraman']);
    expect(r.experience.map((e) => [e.title, e.employer, e.startDate, e.endDate])).toEqual([
      ['Senior Software Engineer', 'Shipwise Logistics', 'Mar 2021', 'Present'],
      ['Software Engineer II', 'Tillpoint Payments', 'Jun 2018', 'Feb 2021'],
      ['Software Engineer', 'Brightline Health (contract)', 'Jan 2017', 'May 2018'],
      ['Software Engineering Intern', 'Sierra Maps', 'Summer 2014', ''],
      ['Junior Developer', 'Cobalt Studio', '2015', '2016'],
    ]);
    expect(r.experience[0]?.bullets).toHaveLength(12);
    expect(r.skills).toContain('Postgres');
    expect(r.skills).toContain('k8s');
    expect(r.education[0]).toMatchObject({ degree: 'B.S. in Computer Science', institution: 'University of California, Davis' });
    expect(r.certifications).toHaveLength(2);
    expect(r.other.map((o) => o.heading)).toEqual(['Publications', 'Awards', 'Languages', 'Volunteer Experience']);
  });

  it('reads a credential set in two columns as one: its abbreviation and date, issuer and spelled-out name', () => {
    const text = ['Jane Roe', 'jane@example.com', '', 'CERTIFICATES', '', 'CSM | Mar 2018', '', 'Scrum Alliance', 'Certified Scrum Master', 'AWS Certified Solutions Architect', '', 'PMP | 2019', 'Project Management Professional'].join('\n');
    expect(parseResume(text).certifications).toEqual([
      'Certified Scrum Master (CSM), Scrum Alliance — Mar 2018',
      'AWS Certified Solutions Architect',
      'Project Management Professional (PMP) — 2019',
    ]);
  });

  it('registered nurse', () => {
    const r = parseResume(ownResume('registered-nurse.txt'));
    expect(r.contact).toMatchObject({ name: 'MARIA GONZALEZ', credentials: ['RN'], email: 'maria.gonzalez.rn@example.com', phone: '(312) 555-0147' });
    expect(r.experience.map((e) => e.employer)).toEqual([
      'Northwestern Lakeside Hospital',
      'Mercy Community Hospital',
      'Mercy Community Hospital',
    ]);
    expect(r.experience[0]?.title).toBe('Staff Nurse, Telemetry Unit');
    expect(r.certifications).toContain('BLS and ACLS (American Heart Association), current through 2026');
    expect(r.education[0]?.degree).toBe('Bachelor of Science in Nursing (BSN)');
  });

  it('staff accountant', () => {
    const r = parseResume(ownResume('staff-accountant.txt'));
    expect(r.contact).toMatchObject({ name: 'Daniel Okafor', credentials: ['CPA'], phone: '713-555-0166', location: 'Houston, Texas' });
    expect(r.headline).toBe('Staff Accountant');
    expect(r.experience.map((e) => [e.title, e.employer, e.startDate, e.endDate])).toEqual([
      ['Senior Fund Accountant', 'Bayou Capital Partners', 'Sep 2022', 'Present'],
      ['Staff Accountant', 'Gulfport Energy Services', 'Jul 2020', 'Aug 2022'],
    ]);
    expect(r.education.map((e) => [e.degree, e.institution, e.dates])).toEqual([
      ['Master of Accountancy', 'University of Houston, C.T. Bauer College of Business', '2020'],
      ['Bachelor of Business Administration, Accounting', 'University of Houston', '2019'],
    ]);
    expect(r.skills).toContain('AP/AR');
  });

  it('sales, teaching and operations', () => {
    const sales = parseResume(ownResume('sales-account-executive.txt'));
    expect(sales.experience.map((e) => e.employer)).toEqual(['Summitly Software', 'Brightwave Analytics', 'REI Co-op']);
    const teacher = parseResume(ownResume('high-school-teacher.txt'));
    expect(teacher.contact.name).toBe('Emily Chen');
    expect(teacher.summary).toMatch(/^To obtain a high school mathematics teaching position/);
    expect(teacher.experience[0]).toMatchObject({ title: 'Mathematics Teacher', startDate: 'Aug 2019', endDate: 'Present' });
    const ops = parseResume(ownResume('operations-manager.txt'));
    expect(ops.contact.email).toBe('robert.kim@example.com');
    expect(ops.summary).toMatch(/^Operations manager with 10\+ years/);
    expect(ops.experience.map((e) => e.employer)).toEqual(['Midwest Fulfillment Co.', 'Buckeye Logistics']);
    expect(ops.skills).toContain('Warehouse Management Systems');
  });
});

const haveShared = sharedFixturesAvailable();

describe('shared fixtures', () => {
  it('are present in CI', () => {
    if (isCI()) expect(haveShared).toBe(true);
  });

  it.skipIf(!haveShared)('plain-text resume (soupboss_sample_resume.txt)', () => {
    const text = sharedText('resumes', 'soupboss_sample_resume.txt');
    const r = parseResume(text);
    expect(r.contact).toMatchObject({ name: 'John Smith', email: 'john.smith@email.com', phone: '(555) 123-4567', location: 'San Francisco, CA' });
    expect(r.headline).toBe('Senior Software Engineer');
    expect(r.summary).toMatch(/^Experienced software engineer with 8\+ years/);
    expect(r.experience.map((e) => [e.title, e.employer, e.startDate, e.endDate])).toEqual([
      ['Senior Software Engineer', 'TechCorp Inc.', '2020', 'Present'],
      ['Software Engineer', 'StartupXYZ', '2018', '2020'],
      ['Junior Developer', 'DevShop LLC', '2016', '2018'],
    ]);
    expect(r.experience.every((e) => e.bullets.length === 4)).toBe(true);
    expect(r.education[0]).toMatchObject({ degree: 'Bachelor of Science in Computer Science', institution: 'University of California, Berkeley' });
    expect(r.skills).toEqual(expect.arrayContaining(['Python', 'PostgreSQL', 'Kubernetes', 'CI/CD', 'Node.js']));
    expect(r.certifications).toEqual(['AWS Certified Solutions Architect', 'Google Cloud Professional Developer', 'Scrum Master Certification']);
    expect(sectionKindsOf(text)).toEqual(['header', 'contact', 'summary', 'skills', 'experience', 'education', 'projects', 'certifications', 'languages']);
  });

  it('keeps a certification whole when its number wraps after "License No."', () => {
    const r = parseResume(
      ['Nathan Boateng', 'nathan@example.com', '', 'Credentials', '* Certified Public Accountant (CPA), State of Connecticut — License No.', 'CPA.0031842, issued 2019', '* BlackLine Certified Account Reconciliation User — 2022'].join('\n'),
    );
    expect(r.certifications).toEqual(['Certified Public Accountant (CPA), State of Connecticut — License No. CPA.0031842, issued 2019', 'BlackLine Certified Account Reconciliation User — 2022']);
  });

  it.skipIf(!haveShared)('JSON Resume (jsonresume_sample.resume.json)', () => {
    const r = parseResume(sharedText('resumes', 'jsonresume_sample.resume.json'));
    expect(r.contact).toMatchObject({ name: 'Richard Hendriks', email: 'richard.hendriks@mail.com', phone: '(912) 555-4321', location: 'San Francisco, California' });
    expect(r.headline).toBe('Programmer');
    expect(r.experience[0]).toMatchObject({ title: 'CEO/President', employer: 'Pied Piper', startDate: 'Dec 2013', endDate: 'Dec 2014' });
    expect(r.education[0]).toMatchObject({ degree: 'Bachelor, Information Technology', institution: 'University of Oklahoma', dates: 'Jun 2011 – Jan 2014' });
    expect(r.skills).toEqual(['HTML', 'CSS', 'Javascript', 'Mpeg', 'MP4', 'GIF']);
    expect(r.projects[0]?.name).toBe('Miss Direction');
    expect(r.other.map((o) => o.heading)).toEqual(['Awards', 'Volunteer Experience', 'Publications', 'Languages', 'Interests']);
    // Rendered text splits into the editor's sections.
    const names = splitSections(renderResumeText(r)).map((s) => s.name);
    expect(names).toEqual(['HEADER', 'SUMMARY', 'SKILLS', 'EXPERIENCE', 'PROJECTS', 'EDUCATION', 'ACHIEVEMENTS']);
  });
});

describe('parseResume: a title line above its employer line', () => {
  it('reads "Title / Employer, City, ST / Dates" with a state code that spells a word (OR, IN)', () => {
    const r = parseResume(
      'Dana Whitfield\ndana@example.com\n\nEXPERIENCE\nPayroll Specialist\nCascade Foods, Portland, OR\nJan 2019 - Present\n- Processed biweekly payroll for 1,200 employees across 4 states\n\nClerk\nHoosier Supply, Fort Wayne, IN\nJun 2016 - Dec 2018\n- Kept the ledgers of 40 vendor accounts every month\n',
    );
    expect(r.experience.map((e) => [e.title, e.employer, e.location, e.dates, e.bullets.length])).toEqual([
      ['Payroll Specialist', 'Cascade Foods', 'Portland, OR', 'Jan 2019 - Present', 1],
      ['Clerk', 'Hoosier Supply', 'Fort Wayne, IN', 'Jun 2016 - Dec 2018', 1],
    ]);
  });

  it('keeps the title a title when the employer is named in a plural trade ("Northwind Traders")', () => {
    const r = parseResume('Jordan Rivera\njordan@example.com\n\nEXPERIENCE\nSoftware Engineer\nNorthwind Traders | Seattle, WA | Mar 2020 – Present\n- Built the order service used by 3 warehouse teams\n');
    expect(r.experience[0]).toMatchObject({ title: 'Software Engineer', employer: 'Northwind Traders', location: 'Seattle, WA' });
  });
});

describe('education dates with a qualifier', () => {
  it('keeps "Expected Graduation: June 2016" with its date, not as a detail of its own', () => {
    const text = [
      'Leo Leopard',
      'lleopard@example.edu | (909) 555-5555',
      '',
      'EDUCATION',
      'University of La Verne, La Verne, CA    Expected Graduation: June 2016',
      'Bachelor of Arts, Business Administration',
      'GPA: 3.5',
    ].join('\n');
    const [entry] = parseResume(text).education;
    expect(entry?.dates).toBe('Expected Jun 2016');
    expect(entry?.details).toEqual(['GPA: 3.5']);
    expect(entry?.institution).toBe('University of La Verne');
  });
});
