/**
 * A title's field word and the word for the person who does it are one field ("Accounting Manager" and "Private Equity
 * Accountant"): a reader found an accounting manager's letters for an accountant's job passing over her current post.
 */
import { describe, expect, it } from 'vitest';
import { writeBuiltInLetter } from './letter-task';
import { sameField } from './letter-context';

const resumeText = `Rosa Ibarra
Accounting Manager
rosa.ibarra@example.com | (555) 010-3030 | Tucson, AZ

Experience
Accounting Manager | Saguaro Ledger Group | 2019 - Present
- Oversee the daily operations of the accounting department
- Analyze potential capital investments for corporate clients

Staff Accountant | Pima Street Books | 2012 - 2019
- Kept ledgers for 40 small businesses
- Prepared quarterly sales tax filings for clients

Education
Bachelor of Science in Accounting, University of Arizona | 2012
`;

const job = {
  title: 'Private Equity Accountant',
  company: 'Harbor Point Partners',
  description: 'Harbor Point Partners is a private equity firm. The Private Equity Accountant prepares fund financial statements and investor reports for our clients.',
};

describe('sameField', () => {
  it('reads a field word and its doer as one field, and keeps short roots apart', () => {
    expect(sameField('Accounting Manager', 'Private Equity Accountant')).toBe(true);
    expect(sameField('Design Lead', 'Graphic Designer')).toBe(true);
    expect(sameField('Office Coordinator', 'Loan Officer')).toBe(false);
    expect(sameField('Accounting Manager', 'Registered Nurse')).toBe(false);
  });

  it("brings nothing \"across\" in the Career Change letter of a step in the same field", () => {
    const resumeText = 'Geraldine Paulsen\ngerri@example.com\n\nExperience\nAdministrative Assistant to the Superintendent | Lakeside Public Schools | 2014 - Present\n- Manage the calendar, travel and correspondence, often 40+ meetings a week\n- Prepare agendas and minutes for 24 board meetings a year\n\nSkills\nMicrosoft Outlook, PowerPoint, Word';
    const job = { title: 'Executive Assistant to the CEO', company: 'Norrland', description: 'Requirements\n- Microsoft Outlook and PowerPoint\n- Calendar management' };
    const { content } = writeBuiltInLetter({ document: null, resumeText, job, templateId: 'cl-spec-1', extras: {} });
    expect(content).not.toMatch(/bring across|change of field|changing fields/);
  });

  it('reads assistants by trade as one field, an assistant manager as a rank', () => {
    expect(sameField('Administrative Assistant to the Superintendent', 'Executive Assistant to the CEO')).toBe(true);
    expect(sameField('Assistant Manager', 'Executive Assistant to the CEO')).toBe(false);
  });

  it("lets an accounting manager's Career Change letter for an accountant's job note the same field and end without a move", () => {
    const letter = writeBuiltInLetter({ document: null, resumeText, job, templateId: 'cl-spec-1', extras: {} });
    expect(letter.warnings.map((w) => w.code)).toContain('same-field');
    expect(letter.content).not.toMatch(/why I am making this move/);
  });

  it("argues from the accounting manager's current post first", () => {
    const letter = writeBuiltInLetter({ document: null, resumeText, job, templateId: 'cl-standard-1', extras: {} });
    const proofs = letter.content.split('\n\n')[2] ?? '';
    expect(proofs.split('. ')[0]).toMatch(/daily operations|capital investments/);
  });
});

describe('sameField for software titles', () => {
  it('reads a software engineer and a backend developer as one field, and no other engineer or developer', () => {
    // A recruiter's read: a Senior Software Engineer's Career Change letter for a Python Backend Developer post asked
    // "to explain in person why I am making this move".
    expect(sameField('Senior Software Engineer', 'Python Backend Developer Sr')).toBe(true);
    expect(sameField('MERN Stack Developer', 'Staff Software Engineer (python)')).toBe(true);
    expect(sameField('Mechanical Engineer', 'Web Developer')).toBe(false);
    expect(sameField('Software Engineer', 'Warehouse Operations Supervisor')).toBe(false);
    expect(sameField('Real Estate Developer', 'Software Engineer')).toBe(false);
  });
});
