/**
 * Small resumes written for the editor's tests (nothing here comes from elsewhere): a good resume in
 * parts, so a test can drop or swap one section, and a weak one with the common problems.
 */

export const GOOD_HEADER = `Jane Doe
Denver, CO | jane.doe@example.com | (555) 123-4567 | linkedin.com/in/jane-doe
`;

export const GOOD_SUMMARY = `SUMMARY
Payroll specialist with eight years of experience running payroll for companies of 200 to 1,500 people. Known for accurate, on-time pay runs and clean audits. Skilled in ADP, Excel and multi-state tax filing.
`;

export const GOOD_EXPERIENCE = `EXPERIENCE
Senior Payroll Specialist, Acme Corp
Jan 2021 – Present
• Run semi-monthly payroll for 1,200 employees across 14 states with no missed deadlines
• Reconcile payroll ledgers against the general ledger each month, closing within 3 business days
• Train four new payroll clerks on ADP Workforce Now and the team's written checklists
Payroll Clerk, Birch Logistics
Mar 2017 – Dec 2020
• Processed weekly payroll for 350 hourly warehouse staff using ADP and Excel
• Cut manual timesheet corrections by 40% by building an Excel validation template
• Answered employee pay questions by e-mail and phone within one business day
• Prepared quarterly tax filings for three states and filed every return before its deadline
Accounts Assistant, Cedar Foods
Jun 2015 – Feb 2017
• Entered supplier invoices into the accounting system and matched them to purchase orders
• Chased overdue customer payments, bringing average collection time down from 52 to 38 days
`;

export const GOOD_EDUCATION = `EDUCATION
Bachelor of Science in Accounting, University of Colorado
May 2015
`;

export const GOOD_SKILLS = `SKILLS
Payroll, ADP Workforce Now, Excel, Multi-state tax, General ledger, Reconciliation, Timekeeping, Audit preparation
`;

/** Joins resume parts with blank lines. */
export function joinResume(...parts: readonly string[]): string {
  return parts.join('\n');
}

export const GOOD_RESUME = joinResume(GOOD_HEADER, GOOD_SUMMARY, GOOD_EXPERIENCE, GOOD_EDUCATION, GOOD_SKILLS);

export const WEAK_RESUME = `jane doe
jane.doe@example | 555-1234

PROFILE
I am a results-driven team player seeking a challenging position.

EXPERIENCE
Payroll Clerk, Birch Logistics
03/2017 - Dec 2020
- Responsible for managing payroll for warehouse staff.
• Helped build a timesheet template
- I answered employee questions about pay and benefits every day in order to keep staff happy.
Intern, Acme Corp
Jan 2022 - Jun 2021
• Manage filing

Skills
Excel, Payroll, Excel
`;
