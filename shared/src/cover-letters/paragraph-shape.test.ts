/**
 * The shape of the letters' paragraphs as a recruiter reads them: no record paragraph of one sentence (46 of
 * 150 fixture letters had one: "As Junior Data Analyst for Facebook, I …" alone, "I hold a Master of …" alone),
 * no paragraph that opens by continuing the one before ("Alongside that, I filed …"), and the skills said once.
 */
import { describe, expect, it } from 'vitest';
import { buildDocument } from './__fixtures__/build-document';
import { argumentLinks } from './argument';
import { generateCoverLetter } from './generate';
import { sentencesOfParagraph, splitLetter } from './letter-text';
import { coverLetterTemplates, findCoverLetterTemplate } from './templates';
import { voiceOf } from './voices';

const extras = { referrerName: 'Jordan Lee', appliedOn: 'May 3, 2026', appliedFor: 'the open role' };

const backend = {
  resume: buildDocument({
    name: 'John Doe',
    email: 'john@example.com',
    skills: ['Python', 'Java', 'Spring Boot', 'Docker'],
    education: [{ degree: 'Bachelor of Science in Computer Science', institution: 'New York University', dates: '2010 – 2014' }],
    experience: [
      {
        title: 'Senior Backend Developer',
        employer: 'Microsoft',
        start: '2019',
        end: 'Present',
        statements: [
          'Designed and implemented multiple high-performance backend systems using Java and Spring Boot, resulting in a 30% increase in system efficiency.',
          'Collaborated with cross-functional teams to develop and deploy large-scale software applications, achieving a 25% reduction in deployment time.',
          'Mentored junior developers and provided code reviews, improving team productivity by 20%.',
        ],
      },
      {
        title: 'Backend Developer',
        employer: 'Google',
        start: '2014',
        end: '2019',
        statements: ['Developed and maintained multiple backend services using Python and Flask, handling 10 million requests per day.', 'Worked with the DevOps team to improve deployment scripts, reducing deployment time by 40%.'],
      },
    ],
  }),
  job: {
    title: 'Senior Backend Engineer',
    company: 'Corvid Systems',
    description: 'We need a senior backend engineer to build Python services. Requirements: 5+ years of Python, Java, Docker, and experience with high-traffic backend systems.',
  },
};

// The Private Equity Accountant pair of the fixtures (soupboss_02-Accountant × jaijanyani_pedescription_jd).
const accountant = {
  resume: buildDocument({
    name: 'Sofia Flores',
    email: 'sofia@example.com',
    summary: ['Certified Public Accountant with 10 years in the industry and experience in tax preparation, auditing and accounting management.'],
    skills: ['Expert-level knowledge of accounting', 'Auditing', 'Written and verbal communication', 'Time management', 'Data analysis'],
    certifications: ['Certified Management Accountant (CMA)', 'Certified Public Accountant (CPA)', 'Certified Internal Auditor (CIA)'],
    education: [{ degree: 'Bachelor of Science in accounting', institution: 'Springtown College', dates: '' }],
    experience: [
      {
        title: 'Accounting Manager',
        employer: 'Sparrow and Fly Accounting',
        start: 'May 2019',
        end: 'Present',
        statements: [
          'Oversee the daily operations in the accounting department',
          'Engage in auditing annually and quarterly internally and for clients',
          'Prepare business activity reports for corporate clients',
          'Complete tax planning throughout the fiscal year',
          'Perform data analysis on potential capital investments and contract negotiations for corporate clients',
        ],
      },
      {
        title: 'Lead Accountant',
        employer: 'Tumnus Financial',
        start: 'Oct 2015',
        end: 'May 2019',
        statements: ['Produced invoices and balance sheets for clients regularly', 'Helped clients organize their finances and compute their taxes during tax season', 'Provide support to the rest of the accounting teams'],
      },
      {
        title: 'Certified Public Accountant',
        employer: 'Tumnus Financial',
        start: 'Jan 2012',
        end: 'Oct 2015',
        statements: [
          'Completed auditing and assurance services for corporate clients',
          'Prepared and filed federal and state taxes to ensure clients received their tax returns',
          'Filed reports with the Securities and Exchange Commission (SEC) to share and update financial data',
        ],
      },
    ],
  }),
  job: {
    title: 'Private Equity Accountant',
    company: 'Harbor Point Partners',
    description: [
      'Experience in Private Equity accounting – management fee, preferred return, catch up, carry interest and IRR calculations.',
      'Quarterly and monthly activities for all general ledger accounts, including reconcililations, compiling, and analyzing partnership and direct/ co-investment financials and schedules',
      'Preparation of capital call / distribution notices and preparations of capital statements and financial statements.',
    ].join('\n'),
  },
};

// The Staff Software Engineer pair of the fixtures (resume-matcher_bruce_wayne_fullstack × Blue Yonder): the current role told in "-ing".
const fullstack = {
  resume: buildDocument({
    name: 'Bruce Wayne',
    email: 'bruce@example.com',
    skills: ['JavaScript and TypeScript', 'MongoDB', 'Express.js', 'React', 'RESTful APIs', 'Docker and Kubernetes', 'Agile and Scrum'],
    education: [{ degree: 'PhD in Computer Science', institution: 'CalTech', dates: '2009 – 2012' }],
    experience: [
      {
        title: 'MERN Stack Developer',
        employer: 'OpenAI',
        start: 'Jun 2020',
        end: 'Present',
        statements: [
          'Working on the development of the ChatGPT project, using Node.js, Express.js, and React.',
          'Implementing RESTful services for communication between frontend and backend.',
          'Utilizing Docker and Kubernetes for deployment and management of applications.',
          'Working in an Agile environment, delivering high-quality software every sprint.',
        ],
      },
      {
        title: 'Full Stack Developer',
        employer: 'Uber',
        start: 'Jul 2015',
        end: 'May 2020',
        statements: ['Developed and maintained scalable web applications using MERN stack.', 'Collaborated with a team of engineers, product managers, and UX designers.'],
      },
    ],
  }),
  job: {
    title: 'Staff Software Engineer',
    company: 'Blue Yonder',
    description: 'Requirements: React, Node.js and Express.js; RESTful services; Docker and Kubernetes; Agile delivery; machine learning a plus.',
  },
};

  // A thin resume (the Senior Frontend Engineer pair of the fixtures): the letter is filled to its length with the skills.
  const frontend = buildDocument({
    name: 'Barry Allen',
    email: 'barry@example.com',
    skills: ['JavaScript (ES6+)', 'TypeScript', 'HTML5', 'CSS3', 'Python', 'React', 'Redux', 'Node.js', 'D3.js', 'Git', 'Firebase', 'RESTful APIs', 'GraphQL', 'Agile Development'],
    education: [{ degree: 'B.Tech, Computer Science and Engineering', institution: 'Indian Institute of Technology', dates: '2014 – 2018' }],
    experience: [
      {
        title: 'Software Engineer',
        employer: 'Google',
        start: 'Jun 2022',
        end: 'Present',
        statements: ['Developing intuitive and engaging user interfaces using React and Redux.', 'Collaborating with back-end developers to integrate RESTful APIs and ensure seamless data flow.'],
      },
    ],
    projects: [
      {
        name: 'Personal Expense Tracker',
        statements: [
          'Developed a personal expense tracker application using React, Redux, and Firebase.',
          'Implemented user authentication using Firebase Auth and data storage using Firestore.',
          'Utilized D3.js for data visualization to provide users with insights into their spending patterns.',
        ],
      },
    ],
  });
  const frontendJob = { title: 'Senior Frontend Engineer', company: 'Lumen Commerce', description: 'Build our storefront in React and TypeScript. Requirements: 5+ years of React, TypeScript, GraphQL, and collaborating with designers.' };

/** The paragraphs between the opening and the close. */
function middle(letter: string): string[] {
  return splitLetter(letter).body.slice(1, -1);
}

describe('the paragraphs of a letter', () => {
  it('leaves no paragraph between the opening and the close of one sentence', () => {
    for (const { resume, job } of [backend, accountant]) {
      for (const template of coverLetterTemplates) {
        const letter = generateCoverLetter({ document: resume, job, template, extras }).content;
        for (const paragraph of middle(letter)) expect(sentencesOfParagraph(paragraph).length, `${template.name}\n${paragraph}`).toBeGreaterThan(1);
      }
    }
  });

  it('opens no paragraph by continuing the one before ("Alongside that, I filed …")', () => {
    const CONTINUES_RE = /^(?:Alongside (?:that|this)|At the same time|Along with that|Beyond that|Besides this|In the same (?:role|job|post|position)|Also in that role|Also in that post|Within that role|There I also|In that position I also)\b/;
    for (const { resume, job } of [backend, accountant]) {
      for (const template of coverLetterTemplates) {
        const letter = generateCoverLetter({ document: resume, job, template, extras }).content;
        for (const paragraph of middle(letter)) expect(sentencesOfParagraph(paragraph)[0] ?? '', `${template.name}\n${paragraph}`).not.toMatch(CONTINUES_RE);
      }
    }
  });

  it("opens a third sentence about one role with a word no proof's frame of the template opens with", () => {
    // The Academic letter read "Moreover, I implement … Moreover, I utilize …": its second proof's frame and its voice's.
    for (const template of coverLetterTemplates) {
      const onward = /^(\w+(?: \w+)?),/.exec(voiceOf(template.id).onward('do it'))?.[1] ?? '';
      expect(argumentLinks(template.id), template.name).not.toContain(onward);
    }
  });

  it('opens no two sentences of a paragraph with the same linking word ("Moreover, … Moreover, …")', () => {
    for (const { resume, job } of [backend, accountant, fullstack]) {
      for (const template of coverLetterTemplates) {
        const letter = generateCoverLetter({ document: resume, job, template, extras }).content;
        for (const paragraph of splitLetter(letter).body) {
          const links = sentencesOfParagraph(paragraph).flatMap((s) => /^(\w+(?: \w+)?),/.exec(s)?.[1] ?? []);
          expect(new Set(links).size, `${template.name}\n${paragraph}`).toBe(links.length);
        }
      }
    }
  });

  it('tells a project\'s second statement as the same project, and names no project its statement or its name does not need', () => {
    const personal = buildDocument({
      name: 'Harvey Dent',
      email: 'harvey@example.com',
      experience: [{ title: 'Machine Learning Engineer', employer: 'OpenAI', start: '2021', end: 'Present', statements: ['Improved the efficiency of model training and data processing pipelines.'] }],
      projects: [{ name: 'Personal Project', statements: ['Used PyTorch for model development and Docker for deployment.'] }],
    });
    const mlJob = { title: 'Machine Learning Engineer', company: 'Northbeam AI', description: 'Requirements: PyTorch, Docker, and model training pipelines.' };
    for (const template of coverLetterTemplates) {
      const letters = [generateCoverLetter({ document: frontend, job: frontendJob, template, extras }).content, generateCoverLetter({ document: personal, job: mlJob, template, extras }).content];
      for (const letter of letters) {
        expect(letter, template.name).not.toMatch(/Personal Project|another (?:project|of my projects)/);
        expect(letter.match(/Personal Expense Tracker/g)?.length ?? 0, `${template.name}\n${letter}`).toBeLessThan(2);
      }
    }
  });

  it('names each credential once, by name, without the date or issuer the line adds (Healthcare)', () => {
    const doc = buildDocument({
      name: 'John Doe',
      email: 'john@example.com',
      // As the fixture resume's lines are read: the issuer on a line of its own.
      certifications: ['CSM | Mar 2018', 'Scrum Alliance', 'Certified Scrum Master'],
      experience: backend.resume.experience.map((e) => ({ title: e.title, employer: e.employer, start: e.start, end: e.end, statements: e.statements.map((st) => st.text) })),
    });
    const letter = generateCoverLetter({ document: doc, job: backend.job, template: findCoverLetterTemplate('cl-prof-6')!, extras }).content;
    expect(letter).toMatch(/My credentials include Certified Scrum Master\./);
    expect(letter).not.toMatch(/CSM|Mar 2018|Scrum Alliance/);
  });

  it('says the skills once: the Career Change opening that names them is not followed by a second list', () => {
    const letter = generateCoverLetter({ document: frontend, job: frontendJob, template: findCoverLetterTemplate('cl-spec-1')!, extras }).content;
    expect(letter).toMatch(/What I bring (?:across|with me) is/);
    // A way of working is no skill to list.
    expect(letter).not.toMatch(/and collaborating\./);
    expect(letter).not.toMatch(/skills I (?:carry over|bring|draw on)|My skill set|My methods include|I am also skilled/);
  });
});
