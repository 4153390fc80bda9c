import { describe, expect, it } from 'vitest';
import { isCI, ownJob, sharedFixturesAvailable, sharedFile, sharedText } from './__fixtures__/load';
import { extractJobRequirements, inferCompanyName, titleKeywords, type JobRequirements } from './job-requirements';
import { parseYears } from './requirements-years';

const required = (r: JobRequirements) => r.skills.filter((s) => s.required).map((s) => s.skill);
const preferred = (r: JobRequirements) => r.skills.filter((s) => !s.required).map((s) => s.skill);

describe('parseYears', () => {
  it.each([
    ['5+ years of experience with Python', 5, null],
    ['at least 3 years of professional experience', 3, null],
    ['3-5 years of fund accounting experience', 3, 5],
    ['Minimum 8 to 10 years of software development experience', 8, 10],
    ['three or more years of teaching experience', 3, null],
    ['BS and a minimum of 3 years relevant industry experience', 3, null],
  ])('%s', (text, min, max) => expect(parseYears(text)).toMatchObject({ min, max }));
  it('ignores years that are not experience', () => {
    expect(parseYears('We have been in business for 20 years')).toBeNull();
    expect(parseYears('Founded 15 years ago, our experience is unmatched')).toBeNull();
  });
});

describe('titleKeywords', () => {
  it('drops seniority and filler', () => {
    expect(titleKeywords('Senior Backend Engineer (Python) - Remote')).toEqual(['backend', 'engineer', 'python']);
  });
});

describe('extractJobRequirements on our own job descriptions', () => {
  it('backend engineer: title, required/preferred blocks, years and education', () => {
    const r = extractJobRequirements({ title: 'Senior Backend Engineer (Python)', company: 'Harbor Freight Tech', description: ownJob('backend-python-postgresql.txt') });
    expect(r.skills[0]?.skill).toBe('Python');
    expect(r.skills[0]?.inTitle).toBe(true);
    expect(required(r)).toEqual(expect.arrayContaining(['PostgreSQL', 'Redis', 'Apache Kafka', 'Kubernetes', 'AWS', 'Terraform', 'Docker', 'CI/CD', 'GitHub Actions', 'SQL', 'Django', 'FastAPI']));
    expect(preferred(r)).toEqual(expect.arrayContaining(['Go', 'Rust', 'GraphQL', 'gRPC', 'Snowflake', 'dbt']));
    // Benefits text does not create requirements; the company name is not a requirement.
    expect(r.skills.map((s) => s.skill)).not.toContain('Freight Management');
    expect(r.years).toMatchObject({ min: 5, max: null, required: true });
    expect(r.education).toMatchObject({ level: 'bachelor', field: 'Computer Science', orEquivalent: true, required: true });
  });

  it('ICU nurse: certifications, preferred credentials, years and degree', () => {
    const r = extractJobRequirements({ title: 'Registered Nurse - Intensive Care Unit (ICU)', description: ownJob('icu-nurse.txt') });
    expect(required(r)).toEqual(expect.arrayContaining(['Registered Nurse', 'Critical Care', 'Basic Life Support', 'Advanced Cardiovascular Life Support', 'Epic', 'Ventilator Management']));
    expect(preferred(r)).toEqual(expect.arrayContaining(['Pediatric Advanced Life Support', 'Critical Care Registered Nurse']));
    expect(r.years).toMatchObject({ min: 2 });
    expect(r.education).toMatchObject({ level: 'bachelor', required: true });
  });

  it('fund accountant: 3-5 years, CPA, GAAP', () => {
    const r = extractJobRequirements({ title: 'Senior Fund Accountant', description: ownJob('senior-accountant.txt') });
    expect(required(r)).toEqual(expect.arrayContaining(['Certified Public Accountant', 'GAAP', 'Fund Accounting', 'Carried Interest', 'Capital Calls']));
    expect(preferred(r)).toEqual(expect.arrayContaining(['Investran', 'eFront']));
    expect(r.years).toMatchObject({ min: 3, max: 5 });
  });
});

const haveShared = sharedFixturesAvailable();

describe('extractJobRequirements on the shared job descriptions', () => {
  it('shared fixtures are present in CI', () => {
    if (isCI()) expect(haveShared).toBe(true);
  });

  it.skipIf(!haveShared)('resume-matcher backend JD', () => {
    const r = extractJobRequirements({ title: 'Senior Backend Engineer', description: sharedText('jobs', 'resume-matcher_e2e_jd_backend-eng.txt') });
    expect(required(r)).toEqual(
      expect.arrayContaining(['Python', 'FastAPI', 'Django REST Framework', 'AWS', 'Amazon ECS', 'Amazon RDS', 'Amazon ElastiCache', 'Microservices', 'Apache Kafka', 'PostgreSQL', 'asyncio', 'Docker', 'Kubernetes', 'SQL', 'Redis', 'CI/CD', 'GitHub Actions', 'CircleCI', 'Datadog', 'OpenTelemetry']),
    );
    expect(r.years).toMatchObject({ min: 4, skill: 'Python' });
    expect(r.education).toBeNull();
    expect(r.titleKeywords).toEqual(['backend', 'engineer']);
  });

  it.skipIf(!haveShared)('resume-matcher frontend, ML and product-manager JDs', () => {
    const fe = extractJobRequirements({ title: 'Senior Frontend Engineer', description: sharedText('jobs', 'resume-matcher_e2e_jd_frontend-eng.txt') });
    expect(required(fe)).toEqual(expect.arrayContaining(['React', 'Next.js', 'TypeScript', 'GraphQL', 'Tailwind CSS', 'CSS-in-JS', 'Web Accessibility', 'Storybook', 'Vitest', 'Jest', 'Playwright', 'Core Web Vitals']));
    expect(fe.years).toMatchObject({ min: 4 });
    const ml = extractJobRequirements({ title: 'Machine Learning Engineer', description: sharedText('jobs', 'resume-matcher_e2e_jd_ml-eng.txt') });
    expect(ml.skills[0]?.skill).toBe('Machine Learning');
    expect(required(ml)).toEqual(expect.arrayContaining(['PyTorch', 'scikit-learn', 'Hugging Face', 'MLflow', 'Apache Spark', 'Ray', 'Dask', 'Amazon SageMaker', 'Triton Inference Server', 'SQL', 'Python']));
    expect(ml.years).toMatchObject({ min: 3 });
    const pm = extractJobRequirements({ title: 'Senior Product Manager', description: sharedText('jobs', 'resume-matcher_e2e_jd_product-manager.txt') });
    expect(required(pm)).toEqual(expect.arrayContaining(['Product Roadmap', 'Mixpanel', 'Amplitude', 'Looker', 'SQL', 'A/B Testing', 'Stakeholder Management', 'OKRs', 'SaaS', 'B2B']));
    expect(pm.years).toMatchObject({ min: 4 });
  });

  it.skipIf(!haveShared)('Indeed HTML: Splunk support engineer (required, preferred, degree or equivalent)', () => {
    const html = sharedText('jobs', 'indeed-scrapfly_2023-05_splunk-technical-support-engineer-remote-remote.html');
    const r = extractJobRequirements({ title: 'Technical Support Engineer- Remote', company: 'Splunk', description: html });
    expect(required(r)).toEqual(expect.arrayContaining(['Technical Support', 'Linux', 'Unix', 'Microsoft Windows', 'macOS', 'Regex', 'Python', 'Troubleshooting']));
    expect(preferred(r)).toEqual(expect.arrayContaining(['Perl', 'Shell Scripting', 'XML', 'HTML', 'Business Intelligence', 'Spanish']));
    // The employer's own product is not held against the candidate.
    expect(required(r)).not.toContain('Splunk');
    expect(r.education).toMatchObject({ level: 'bachelor', orEquivalent: true });
    expect(r.descriptionText).not.toMatch(/<[a-z]/i);
  });

  it.skipIf(!haveShared)('Indeed HTML: Apple data scientist and Blue Yonder staff engineer', () => {
    const apple = extractJobRequirements({ title: 'Data Scientist', company: 'Apple', description: sharedText('jobs', 'indeed-scrapfly_2025-03_apple-data-scientist-austin-tx.html') });
    expect(required(apple)).toEqual(expect.arrayContaining(['Python', 'Snowflake', 'MySQL', 'Tableau', 'Docker', 'Kubernetes', 'Machine Learning', 'Anomaly Detection']));
    expect(apple.years).toMatchObject({ min: 5 });
    expect(apple.education).toMatchObject({ level: 'bachelor', required: true });
    const by = extractJobRequirements({ title: 'Staff Software Engineer (python)', company: 'Blue Yonder', description: sharedText('jobs', 'indeed-scrapfly_2025-08_blue-yonder-staff-software-engineer-python-dallas-tx.html') });
    expect(by.skills[0]?.skill).toBe('Python');
    expect(required(by)).toEqual(expect.arrayContaining(['React', 'REST APIs', 'PostgreSQL', 'Django', 'AWS', 'Google Cloud Platform', 'Microsoft Azure', 'Docker', 'Kubernetes', 'MLOps']));
    expect(by.years).toMatchObject({ min: 8, max: 10 });
  });

  it.skipIf(!haveShared)('Oaktree fund-accounting JD in Windows-1252', () => {
    const text = new TextDecoder('windows-1252').decode(sharedFile('jobs', 'jaijanyani_oaktree_jd.txt'));
    expect(text).toContain('SPV’s');
    const r = extractJobRequirements({ title: 'Fund Accounting Manager', company: 'Oaktree', description: text });
    expect(required(r)).toEqual(expect.arrayContaining(['Special Purpose Vehicles', 'Auditing', 'External Audit', 'Financial Statements', 'Internal Controls', 'Intercompany Reconciliation', 'Regulatory Reporting', 'Company Secretarial']));
    expect(r.skills.map((s) => s.skill)).not.toContain('R');
  });

  it.skipIf(!haveShared)('private-equity snippet: "preferred return" is a skill, not a preference', () => {
    const text = new TextDecoder('windows-1252').decode(sharedFile('jobs', 'jaijanyani_pedescription_jd.txt'));
    const r = extractJobRequirements({ title: 'Fund Accountant', description: text });
    expect(required(r)).toEqual(expect.arrayContaining(['Private Equity Accounting', 'Management Fees', 'Preferred Return', 'Carried Interest', 'Internal Rate of Return', 'General Ledger', 'Reconciliation', 'Capital Calls', 'Distribution Notices', 'Capital Statements']));
  });

  it.skipIf(!haveShared)('JSON Resume job: listed skills, qualifications', () => {
    const job = JSON.parse(sharedText('jobs', 'jsonresume_sample.job.json')) as {
      title: string;
      company: string;
      description: string;
      qualifications: string[];
      responsibilities: string[];
      skills: { keywords: string[] }[];
      experience: string;
    };
    const r = extractJobRequirements({
      title: job.title,
      company: job.company,
      description: [job.description, 'Responsibilities:', ...job.responsibilities, 'Qualifications:', ...job.qualifications].join('\n'),
      skills: job.skills.flatMap((s) => s.keywords),
      experience: job.experience,
    });
    expect(required(r)).toEqual(expect.arrayContaining(['HTML', 'CSS', 'JavaScript', 'React', 'Node.js', 'SQL', 'NoSQL', 'MongoDB']));
    expect(r.years).toMatchObject({ min: 3 });
    expect(r.education).toMatchObject({ level: 'bachelor', field: 'Computer Science or related field' });
  });

  it('reads the company from how the posting speaks of itself, and marks its business', () => {
    const text = [
      'At Acme Robotics, we build warehouse robots. Acme Robotics is a leading automation company.',
      'Requirements:',
      '- Python and SQL',
      '- Work with our clients (Real Estate, Retail) on reporting',
    ].join('\n');
    expect(inferCompanyName(text)).toBe('Acme Robotics');
    expect(inferCompanyName('At least 3 years of Python. Python is a must.')).toBeNull();
    const r = extractJobRequirements({ title: 'Data Engineer', description: text });
    expect(r.skills.find((s) => s.skill === 'Real Estate')?.aboutCompany).toBe('business');
    expect(r.skills.find((s) => s.skill === 'Python')?.aboutCompany).toBeUndefined();
  });
});
