import { describe, expect, it } from 'vitest';
import { tailorResume } from './engine';

const resume = `Jordan Vale
jordan.vale@example.com | (555) 010-2030

SUMMARY
Highly skilled MERN Stack Developer with over 10 years of experience, building complex web applications. Currently contributing to the development of AI technologies at Northwind Labs, with a primary focus on the assistant project.

SKILLS
JavaScript and TypeScript, MongoDB, React, Node.js, RESTful APIs, Docker and Kubernetes, Python

EXPERIENCE
MERN Stack Developer | Northwind Labs | Austin, TX | Jun 2020 – Present
- Implementing RESTful services for communication between frontend and backend.
- Utilizing Docker and Kubernetes for deployment and management of applications.
- Contributing to the design and implementation of machine learning algorithms for natural language processing tasks.

Full Stack Developer | Rideshare Co | Austin, TX | Jul 2015 – May 2020
- Developed and maintained scalable web applications using the MERN stack.
- Collaborated with a team of engineers, product managers, and UX designers.

EDUCATION
Bachelor of Science in Computer Science | UT Austin | 2011 – 2015
`;

const job = {
  title: 'Staff Software Engineer (Python)',
  description: `We are looking for a Staff Software Engineer to build AI-driven solutions.

What we are looking for:
- 8+ years of software development experience
- Strong Python and AI experience
- Experience with React, REST APIs, Docker and Kubernetes
- Experience with PostgreSQL and Django
`,
};

describe('a written summary keeps what the user\u2019s own summary showed of the job', () => {
  const out = tailorResume({ resumeText: resume, job, now: new Date('2026-06-01T00:00:00Z') });

  it('keeps the user\u2019s sentence naming an ask that no other line of the summary or skills list shows', () => {
    expect(out.resume.summary).toContain('Currently contributing to the development of AI technologies at Northwind Labs');
    // Rewritten still, and in three sentences at most.
    expect(out.resume.summary).not.toMatch(/^Highly skilled/);
    expect(out.resume.summary.split(/(?<=\.)\s+(?=[A-Z])/).length).toBeLessThanOrEqual(3);
  });

  it('never scores the required skills the summary and skills list show below the original', () => {
    const { breakdownBefore: before, breakdownAfter: after } = out.match;
    expect(after.requiredSkills ?? 0).toBeGreaterThanOrEqual(before.requiredSkills ?? 0);
    expect(out.match.scoreReasons?.join(' ') ?? '').not.toMatch(/Required skills[^.]*: \d+% → /);
  });

  it('says in the change note whose words those are', () => {
    const note = out.changes.find((c) => c.kind === 'summary');
    expect(note?.why).toMatch(/your own summary's words on AI/);
  });
});

const pmResume = `Morgan Reyes
morgan.reyes@example.com | (555) 010-4455

SUMMARY
Project manager with 9 years in banking software. Certified PMP; I run PI planning for two release trains every quarter.

SKILLS
Agile and Scrum, Jira, Smartsheet, Vendor management, Budget tracking

EXPERIENCE
Project Manager | Harbor Point Bank | Boston, MA | Jan 2019 – Present
- Delivered the loan origination upgrade 3 weeks early and 8% under its budget.
- Manage contracts with four software vendors.

Associate Project Manager | Quayside Credit Union | Boston, MA | Jun 2017 – Dec 2018
- Kept the schedules of 12 projects in Smartsheet.

CERTIFICATIONS
Project Management Professional (PMP)

EDUCATION
B.A. in Economics | Boston University | 2017
`;

const pmJob = {
  title: 'Agile Project Manager',
  description: `We are hiring an Agile Project Manager for our lending platform.

Requirements:
- 7+ years of project management experience
- PMP certification
- Experience running PI planning in a SAFe setting
- Agile, Jira and vendor management
`,
};

describe('a sentence of the user\u2019s own in the first person', () => {
  const out = tailorResume({ resumeText: pmResume, job: pmJob, now: new Date('2026-06-01T00:00:00Z') });

  it('is kept as written when it names an ask nothing else in the summary shows', () => {
    expect(out.resume.summary).toContain('Certified PMP; I run PI planning for two release trains every quarter.');
    expect(out.resume.summary).toMatch(/^Project manager with \d+ years of experience/);
  });

  it('takes the place of the credential sentence that says the same credential', () => {
    expect(out.resume.summary).not.toContain('Earned the PMP certification');
    expect(out.resume.summary).toContain('3 weeks early and 8% under its budget');
  });
});
