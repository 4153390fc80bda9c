/**
 * The Academic template on any job (issue 22): a recruiter's read found its teaching paragraph going back to the
 * writer's current job after the research paragraph had told an earlier one ("… at Uber, … In my current post … at
 * OpenAI, I improved … model training …"), and its close asking for "the search committee" of a software company.
 * And the Impact-Focused opening of a resume that states no result: it opened on a side project.
 */
import { describe, expect, it } from 'vitest';
import { buildDocument } from './__fixtures__/build-document';
import { generateCoverLetter } from './generate';
import { findCoverLetterTemplate } from './templates';

const academic = findCoverLetterTemplate('cl-prof-4')!;

const engineer = buildDocument({
  name: 'Harriet Dunn',
  email: 'harriet@example.com',
  summary: ['Machine Learning Engineer with 5 years of experience in designing, building, and deploying predictive models and deep learning systems.'],
  skills: ['Python', 'PyTorch', 'TensorFlow', 'SQL'],
  projects: [{ name: 'Personal Project', statements: ['Used PyTorch for model development and Docker for deployment of a small image classifier.'] }],
  education: [{ degree: 'Master of Science in Computer Science', institution: 'Lakeside University', dates: '2014 – 2016' }],
  experience: [
    { title: 'Machine Learning Engineer', employer: 'Orbital Labs', start: '2022', end: 'Present', statements: ['Improved the efficiency of model training and data processing pipelines.'] },
    {
      title: 'Machine Learning Engineer',
      employer: 'Ridewell',
      start: '2018',
      end: '2022',
      statements: ['Developed and deployed machine learning models in PyTorch to improve ride allocation.', 'Utilized TensorFlow and PyTorch for developing predictive models.'],
    },
    { title: 'Junior Data Analyst', employer: 'Brightpost', start: '2016', end: '2018', statements: ['Analyzed and visualized large datasets using Python and SQL, and assisted in the development of machine learning models for user behavior prediction.'] },
  ],
});

const job = {
  title: 'Machine Learning Engineer',
  company: 'Northbeam',
  description: 'We are hiring a Machine Learning Engineer. You will deploy machine learning models with PyTorch and TensorFlow. Python and SQL required.',
};

describe('the Academic letter for a job outside academia', () => {
  const letter = generateCoverLetter({ document: engineer, job, template: academic, extras: {} });
  const body = letter.content;

  it('tells no later job after an earlier one the letter has told, and reads a model\'s training as no teaching', () => {
    const earlier = body.indexOf('Ridewell');
    const later = body.indexOf('model training');
    expect(earlier, body).toBeGreaterThan(0);
    if (later >= 0) expect(later, body).toBeLessThan(earlier);
  });

  it('asks for a talk with the hiring team, not the search committee; a university post keeps its committee', () => {
    expect(body).not.toContain('search committee');
    expect(body).toContain('I would welcome the chance to discuss my work with your hiring team.');
    const university = generateCoverLetter({ document: engineer, job: { ...job, title: 'Research Scientist', company: 'Lakeside University' }, template: academic, extras: {} });
    expect(university.content).toContain('search committee');
  });
});

describe('the Impact-Focused opening of a resume that states no result', () => {
  it('tells the latest job\'s work, not a side project or an earlier job', () => {
    const letter = generateCoverLetter({ document: engineer, job, template: findCoverLetterTemplate('cl-spec-4')!, extras: {} });
    const opening = letter.content.split('\n\n')[1] ?? '';
    expect(opening, letter.content).toMatch(/^As Machine Learning Engineer for Orbital Labs, I /);
    expect(opening).toContain('I would like to bring work of that kind');
  });
});
