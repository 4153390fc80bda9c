import { describe, expect, it } from 'vitest';
import { isCI, ownJob, sharedFixturesAvailable, sharedFile, sharedText } from './__fixtures__/load';
import { correctOsTypos, extractJobRequirements, inferCompanyName, titleKeywords, type JobRequirements } from './job-requirements';
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

describe('a misspelt operating system', () => {
  it('reads "Linus" as Linux only in a list of operating systems', () => {
    expect(correctOsTypos('Python APIs that work both in Linus and Windows')).toBe('Python APIs that work both in Linux and Windows');
    expect(correctOsTypos('Windows, macOS or Linus')).toBe('Windows, macOS or Linux');
    expect(correctOsTypos('Report to Linus and the team')).toBe('Report to Linus and the team');
    const asked = extractJobRequirements({ title: 'Python Developer', company: 'Acme', description: 'Requirements:\n- Python tools that work in Linus and Windows' });
    expect(asked.skills.map((s) => s.skill)).toContain('Linux');
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

describe('blocks', () => {
  it('"Experience with distributed systems: we connect to …" is an ask of the bonus block, not a heading that starts a required one', () => {
    const r = extractJobRequirements({
      title: 'Python Backend Developer',
      description: 'Requirements:\nExcellent command of Python.\n\nBonus Points:\nExperience with distributed systems: we connect to API endpoints and nodes for various blockchains.\n\nUnderstanding of Ethereum blockchain structures',
    });
    expect(required(r)).toEqual(['Python']);
    expect(preferred(r)).toEqual(expect.arrayContaining(['Distributed Systems', 'Ethereum']));
  });
});

describe('a level asked', () => {
  it('"Advanced SQL (joins, …)" among the requirements is a level; "optimize advanced AI systems" in a duty is not', () => {
    const r = extractJobRequirements({
      title: 'Staff Software Engineer',
      description: "What you'll do:\n• In this role, you'll architect, build, and optimize advanced AI systems.\n\nRequirements:\n• Advanced SQL (joins, window functions)",
    });
    expect(r.skills.find((s) => s.skill === 'SQL')?.advanced?.details).toEqual(['joins', 'window functions']);
    expect(r.skills.find((s) => s.skill === 'Artificial Intelligence')?.advanced).toBeUndefined();
  });

  it('keeps the posting\'s word for the level: "expert-level TypeScript" is not renamed "Advanced TypeScript"', () => {
    const r = extractJobRequirements({ title: 'Frontend Engineer', description: 'Requirements: 4+ years building React applications; expert-level TypeScript; advanced SQL.' });
    expect(r.skills.find((s) => s.skill === 'TypeScript')?.jobTerm).toBe('Expert-level TypeScript');
    expect(r.skills.find((s) => s.skill === 'SQL')?.jobTerm).toBe('Advanced SQL');
  });
});

describe('where a thing the job moves starts out', () => {
  const skillsOf = (description: string) => extractJobRequirements({ title: 'Machine Learning Engineer', description }).skills.map((s) => s.skill);

  it('"taking models from notebook prototypes to production services" asks no prototyping', () => {
    const skills = skillsOf('Requirements: strong Python skills. A track record of taking models from notebook prototypes to latency-sensitive production services is essential.');
    expect(skills).not.toContain('Prototyping');
    expect(skills).toContain('Python');
  });
  it('prototyping asked on its own, or a technology a move starts from, still is', () => {
    expect(skillsOf('Requirements: rapid prototyping of new model ideas in Python.')).toContain('Prototyping');
    expect(skillsOf('Requirements: experience bringing services from Oracle to PostgreSQL.')).toEqual(expect.arrayContaining(['Oracle Database', 'PostgreSQL']));
  });
});

describe('a skill the posting says it does not ask', () => {
  const skillsOf = (description: string) => extractJobRequirements({ title: 'Python Developer', description }).skills.map((s) => s.skill);

  it('"Not strict TDD, but …", "no Kubernetes experience needed" and "Azure" after "not" are no asks', () => {
    const skills = skillsOf('Requirements:\n- Python\n\nBonus points:\n- Write tests for features you code. Not strict TDD, but we are always looking to increase test coverage.\n- AWS, not Azure; no Kubernetes experience needed');
    expect(skills).not.toContain('Test-Driven Development');
    expect(skills).not.toContain('Kubernetes');
    expect(skills).not.toContain('Microsoft Azure');
    expect(skills).toEqual(expect.arrayContaining(['Python', 'Code Coverage', 'AWS']));
  });

  it('"not only", "not just" and "including but not limited to" still ask what follows', () => {
    const skills = skillsOf('Requirements:\n- Not only Python but also Go\n- Not just React\n- Databases, including but not limited to PostgreSQL');
    expect(skills).toEqual(expect.arrayContaining(['Python', 'Go', 'React', 'PostgreSQL']));
  });
});

describe("the employer's own product", () => {
  it('a skill inside the name of "our Unified Security and Observability Platform" is no ask', () => {
    const r = extractJobRequirements({
      title: 'Technical Support Engineer',
      company: 'Splunk',
      description: 'Splunk is the key to enterprise resilience for the 11,000+ organizations that use our Unified Security and Observability Platform. You will help them.\n\nRequirements:\n- Python scripting',
    });
    expect(r.skills.map((s) => s.skill)).not.toContain('Observability');
    expect(required(r)).toContain('Python');
  });
});

describe('who the role works with is no ask', () => {
  const skillsOf = (title: string, description: string) => extractJobRequirements({ title, description }).skills.map((s) => s.skill);

  it('the teams and people a duty is done with, alongside or by, and what those people do', () => {
    const pm = skillsOf('Product Manager', 'You will own the product roadmap, working alongside engineering, design, data science, and go-to-market teams.\n\nRequirements:\n- SQL');
    expect(pm).toEqual(expect.arrayContaining(['Product Roadmap', 'SQL']));
    expect(pm).not.toContain('Data Science');
    expect(pm).not.toContain('Go-to-Market Strategy');
    const fund = skillsOf('Fund Accountant', 'Oversee the work carried out by external service providers who will complete the tax advisory and company secretarial work\nPrepare SPV financial statements');
    expect(fund).toContain('Financial Statements');
    for (const partner of ['Vendor Management', 'Tax Accounting', 'Company Secretarial']) expect(fund).not.toContain(partner);
  });

  it('a list item of two words joined by a slash ("system/network administrators") is among the people', () => {
    const sre = extractJobRequirements({ title: 'Python Developer', description: 'Responsibilities:\n- Collaborate with software developers, scientists, system/network administrators, and other technical experts to automate cloud deployments\n\nRequirements:\n- Python' });
    expect(sre.skills.map((s) => s.jobTerm.toLowerCase())).not.toContain('network administrators');
    expect(sre.skills.map((s) => s.skill)).toContain('Python');
  });

  it('the means a duty is done with stays an ask: "messaging with Kafka", "pipelines with Spark for the analytics team"', () => {
    const be = skillsOf('Backend Engineer', 'Responsibilities:\n- Build event-driven messaging with Kafka\n- Build data pipelines with Spark for the analytics team');
    expect(be).toEqual(expect.arrayContaining(['Apache Kafka', 'Apache Spark']));
  });

  it('a posting of duty lines alone: a work habit they name is how the job is done', () => {
    const fund = skillsOf('Fund Accountant', 'Maintain, develop and grow key relationships with our service providers\nEnsure that all inter-company balances are reconciled');
    expect(fund).toContain('Intercompany Reconciliation');
    expect(fund).not.toContain('Relationship Management');
    // A line that asks ("Experience in …") is no duty.
    expect(skillsOf('Account Manager', 'Experience in key relationships with enterprise accounts')).toContain('Relationship Management');
  });
});

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
    // "working closely with product designers and a GraphQL API team": the API the interfaces are backed by.
    expect(required(fe)).toEqual(expect.arrayContaining(['React', 'Next.js', 'TypeScript', 'GraphQL', 'Tailwind CSS', 'CSS-in-JS', 'Web Accessibility', 'Storybook', 'Vitest', 'Jest', 'Playwright', 'Core Web Vitals']));
    expect(fe.years).toMatchObject({ min: 4 });
    const ml = extractJobRequirements({ title: 'Machine Learning Engineer', description: sharedText('jobs', 'resume-matcher_e2e_jd_ml-eng.txt') });
    expect(ml.skills[0]?.skill).toBe('Machine Learning');
    expect(required(ml)).toEqual(expect.arrayContaining(['PyTorch', 'scikit-learn', 'Hugging Face', 'MLflow', 'Apache Spark', 'Ray', 'Dask', 'Amazon SageMaker', 'Triton Inference Server', 'SQL', 'Python']));
    expect(ml.years).toMatchObject({ min: 3 });
    const pm = extractJobRequirements({ title: 'Senior Product Manager', description: sharedText('jobs', 'resume-matcher_e2e_jd_product-manager.txt') });
    expect(required(pm)).toEqual(expect.arrayContaining(['Product Roadmap', 'Mixpanel', 'Amplitude', 'Looker', 'SQL', 'A/B Testing', 'Stakeholder Management', 'OKRs', 'SaaS']));
    // "… execution of our\nB2B SaaS analytics suite": the employer's product (hard-wrapped), not an ask.
    expect(pm.skills.map((s) => s.skill)).not.toContain('B2B');
    // "working alongside engineering, design, data science, and go-to-market teams": the partners' work, not the PM's.
    expect(pm.skills.map((s) => s.skill)).not.toContain('Data Science');
    expect(pm.skills.map((s) => s.skill)).not.toContain('Go-to-Market Strategy');
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
    expect(required(r)).toEqual(expect.arrayContaining(['Special Purpose Vehicles', 'Auditing', 'Financial Statements', 'Internal Controls', 'Intercompany Reconciliation', 'Regulatory Reporting']));
    expect(r.skills.map((s) => s.skill)).not.toContain('R');
    // Who the role works with is no ask: "Work closely with and oversee the work carried out by external service
    // providers who will complete the local accounting, legal, tax advisory and compliance and company secretarial
    // work", "dealing directly with external audit firms", "Maintain, develop and grow key relationships with our
    // service providers" (a work habit of a duty, as under a duties heading).
    for (const partner of ['Vendor Management', 'Company Secretarial', 'Tax Accounting', 'External Audit', 'Relationship Management']) expect(r.skills.map((s) => s.skill)).not.toContain(partner);
    expect(required(r)).toContain('Compliance'); // "Manage the local annual audit and quarterly accounting compliance process".
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

describe('the employer\u2019s own product across a hard-wrapped line', () => {
  const skillsOf = (description: string) => extractJobRequirements({ title: 'Senior Product Manager', company: 'Brightwave Analytics', description }).skills.map((s) => s.skill);

  it('"… execution of our\\nB2B SaaS analytics suite" asks for no B2B', () => {
    const intro = 'We are looking for a Senior Product Manager to drive the strategy and execution of our\nB2B SaaS analytics suite. You will own the roadmap.';
    expect(skillsOf(`${intro}\n\nRequirements:\n- 5+ years of product management experience\n- SQL for ad-hoc analysis`)).not.toContain('B2B');
  });
  it('a line that ends its sentence carries nothing to the next', () => {
    const intro = 'We are looking for a Senior Product Manager for our analytics suite.';
    expect(skillsOf(`${intro}\n\nRequirements:\n- 5+ years of product management experience\n- B2B product experience with our\nB2B customers is a plus\n- SQL for ad-hoc analysis`)).toContain('B2B');
  });
});

describe("the employer's closing lines ask for nothing", () => {
  it('reads no requirement from an equal-opportunity line with the benefits after it', () => {
    const reqs = extractJobRequirements({
      title: 'Data Engineer',
      description: 'Requirements\n- Strong SQL and Python.\n\nClearwater Mutual is an equal opportunity employer. Benefits include a pension and 30 days PTO.',
    });
    expect(reqs.skills.map((s) => s.jobTerm.toLowerCase()).filter((t) => /pension|benefit|pto/.test(t))).toEqual([]);
    expect(reqs.skills.map((s) => s.skill)).toEqual(expect.arrayContaining(['SQL', 'Python']));
  });
});
