/**
 * Letters read as the hiring manager who receives them, on the real fixture pairs (issue 22, item 5): the job held
 * now left out of the letter, an Academic letter short of its length with two more degrees or the writer's
 * credentials unsaid, a Concise letter that never says where the writer works, a one-skill line beside an unsaid
 * degree, and "Outside my clinical work" in a software engineer's letter.
 */
import { describe, expect, it } from 'vitest';
import { buildDocument, type FixtureResume } from './__fixtures__/build-document';
import { generateCoverLetter } from './generate';
import { findCoverLetterTemplate } from './templates';

const template = (id: string) => findCoverLetterTemplate(id)!;
const role = (title: string, employer: string, start: string, end: string, ...statements: string[]) => ({ title, employer, start, end, statements });
const posting = (title: string, company: string, description: string) => ({ title, company, description });

const engineerResume: FixtureResume = {
  name: 'Harriet Dunn',
  email: 'harriet@example.com',
  summary: ['Machine Learning Engineer with 5 years of experience in designing, building, and deploying predictive models and deep learning systems.'],
  skills: ['Python', 'PyTorch', 'TensorFlow', 'SQL'],
  education: [
    { degree: 'Master of Science in Computer Science', institution: 'Massachusetts Institute of Technology', dates: '2014 – 2016' },
    { degree: 'Bachelor of Science in Computer Science', institution: 'Lakeside University', dates: '2010 – 2014' },
  ],
  experience: [
    role('Machine Learning Engineer', 'Quillmark AI', '2021', 'Present', 'Improved the efficiency of model training and data processing pipelines.'),
    role('Data Scientist', 'Transitly', '2018', '2021', 'Developed and deployed machine learning models in PyTorch to improve route matching.', 'Utilized TensorFlow and PyTorch for developing predictive models.'),
    role('Junior Data Analyst', 'Pinecrest Media', '2016', '2018', 'Analyzed and visualized large datasets using Python and SQL, and assisted in the development of machine learning models for churn prediction.'),
  ],
};
const engineer = buildDocument(engineerResume);

const mlJob = posting('Machine Learning Engineer', 'Northbeam', 'We are hiring a Machine Learning Engineer. You will deploy machine learning models with PyTorch and TensorFlow. Python and SQL required.');

const accountant = buildDocument({
  name: 'Ebony Moore',
  email: 'ebony@example.com',
  summary: ['Accountant with 7 years of experience in personal and tax accounting.'],
  certifications: ['Certified Public Accountant (CPA)', 'Certified Financial Analyst (CFA)'],
  education: [{ degree: 'Bachelor of Business Administration in accounting', institution: 'Cloverfield College', dates: '2011 – 2015' }],
  experience: [
    {
      title: 'Certified Public Accountant',
      employer: 'Gilmore Financial',
      start: 'Oct. 2021',
      end: 'Current',
      statements: ['Prepare balance sheets for corporate clients.', 'Monitor and record activity for accounts payable and accounts receivable.', 'Meet with clients to discuss their accounting needs.'],
    },
    { title: 'Accountant', employer: 'Harrison Money Management', start: 'May 2019', end: 'Oct. 2021', statements: ['Helped the internal audit team complete annual audits.'] },
  ],
});

const fundJob = posting('Fund Accountant', 'Oaktree Capital', 'The Fund Accountant prepares balance sheets and financial statements, records accounts payable and accounts receivable, and supports annual audits.');

describe('the job held now', () => {
  it('is told when its work bears on the posting, though the asks are proved by earlier jobs', () => {
    for (const id of ['cl-standard-1', 'cl-standard-2', 'cl-spec-3', 'cl-spec-5']) {
      const body = generateCoverLetter({ document: engineer, job: mlJob, template: template(id), extras: { appliedOn: 'March 3, 2026' } }).content;
      expect(body, id).toContain('model training');
    }
  });
});

describe('an Academic letter', () => {
  it('gives the training, both degrees, a school "of" taking its article', () => {
    const body = generateCoverLetter({ document: engineer, job: mlJob, template: template('cl-prof-4'), extras: {} }).content;
    expect(body).toContain('My training is a Master of Science in Computer Science from the Massachusetts Institute of Technology. I also hold a Bachelor of Science in Computer Science from Lakeside University.');
  });

  it('short of its length, names the credentials the resume lists rather than ending short', () => {
    const letter = generateCoverLetter({ document: accountant, job: fundJob, template: template('cl-prof-4'), extras: {} });
    expect(letter.content).toContain('The credentials I hold include Certified Public Accountant (CPA), along with Certified Financial Analyst (CFA).');
  });
});

describe('the Concise letter', () => {
  it('says where the writer works after the description, so "In my current role" has a place', () => {
    const body = generateCoverLetter({ document: accountant, job: fundJob, template: template('cl-standard-3'), extras: {} }).content;
    expect(body).toContain('I work as a Certified Public Accountant at Gilmore Financial.');
  });
});

describe('the Healthcare letter of a writer outside health care', () => {
  const body = generateCoverLetter({ document: engineer, job: mlJob, template: template('cl-prof-6'), extras: {} }).content;

  it('says no "clinical work"', () => {
    const withProject = buildDocument({
      ...engineerResume,
      education: [],
      experience: [role('Machine Learning Engineer', 'Quillmark AI', '2021', 'Present', 'Deployed machine learning models in PyTorch to improve route matching.', 'Built data pipelines in Python.')],
      projects: [{ name: 'Personal Project', statements: ['Used PyTorch for model development and Docker for deployment of a small image classifier.'] }],
    });
    const letter = generateCoverLetter({ document: withProject, job: mlJob, template: template('cl-prof-6'), extras: {} }).content;
    expect(letter).toContain('image classifier');
    expect(letter).not.toContain('clinical');
  });

  it('names the second degree beside the first, not a line of one skill', () => {
    expect(body).toContain('I hold a Master of Science in Computer Science from the Massachusetts Institute of Technology. I also earned a Bachelor of Science in Computer Science from Lakeside University.');
    expect(body).not.toMatch(/Skills I use on the job include \w+\./);
  });
});
