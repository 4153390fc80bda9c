/**
 * Four resume/job pairs for the cover-letter tests, written for them (a backend engineer, an accountant,
 * an academic biologist, an ICU nurse). Each resume has real numbers in its statements; each posting has
 * a sentence about the company and asks for some things the resume lacks (which no letter may claim).
 */
import type { ResumeDocument } from '../../resume/document.schema';
import type { CoverLetterExtras } from '../cover-letter.schema';
import { buildDocument } from './build-document';

export interface FixturePair {
  readonly key: string;
  readonly document: ResumeDocument;
  readonly job: { title: string; company: string; description: string };
  readonly extras: CoverLetterExtras;
}

const backend = buildDocument({
  name: 'Dana Whitfield',
  email: 'dana.whitfield@example.com',
  phone: '(503) 555-0142',
  location: 'Portland, OR',
  headline: 'Senior Backend Engineer',
  summary: ['Results-driven engineer who builds payment and logistics backends.', 'Backend engineer with eight years of building APIs and data pipelines.'],
  experience: [
    {
      title: 'Senior Backend Engineer',
      employer: 'Larkspur Payments',
      start: 'Jan 2021',
      end: 'Present',
      statements: [
        'Led a team of 5 engineers rebuilding the payment ledger service in Go and PostgreSQL.',
        'Cut p99 API latency by 42% by moving hot reads to Redis and tuning PostgreSQL indexes.',
        'Designed an event pipeline on Kafka that processes 3 million transactions a day.',
        'Introduced contract tests that reduced production incidents by 30% over two quarters.',
        'Mentored 4 junior engineers through their first on-call rotations.',
      ],
    },
    {
      title: 'Backend Engineer',
      employer: 'Tidewater Logistics',
      start: 'Jun 2017',
      end: 'Dec 2020',
      statements: [
        'Built REST APIs in Python and Django for a shipment tracking platform used by 1,200 carriers.',
        'Migrated 40 cron jobs to a Kubernetes job runner, saving $18,000 a year in hosting.',
        'Wrote the on-call guide and runbooks that 3 other teams adopted.',
        'Automated nightly data reconciliation, freeing 6 hours a week of manual work.',
      ],
    },
    {
      title: 'Software Developer',
      employer: 'Brightline Media',
      start: 'Jul 2015',
      end: 'May 2017',
      statements: ['Developed content APIs in Python serving 2 million monthly readers.', 'Added a caching layer that lowered database load by 25%.'],
    },
  ],
  projects: [
    {
      name: 'Ledgerlite',
      statements: ['Built an open-source double-entry ledger library in Go with 900 GitHub stars.', 'Wrote the documentation and examples used in 2 conference talks.'],
    },
  ],
  education: [{ degree: 'B.S. Computer Science', institution: 'University of Oregon', dates: '2011 – 2015' }],
  skills: ['Go', 'Python', 'PostgreSQL', 'Redis', 'Kafka', 'Kubernetes', 'Docker', 'Django', 'gRPC'],
  certifications: ['AWS Certified Solutions Architect – Associate'],
});

const accountant = buildDocument({
  name: 'Priya Raman',
  email: 'priya.raman@example.com',
  location: 'Columbus, OH',
  headline: 'Senior Accountant',
  experience: [
    {
      title: 'Senior Accountant',
      employer: 'Northwind Foods',
      start: 'Mar 2019',
      end: 'Present',
      statements: [
        'Reduced the month-end close from 10 to 6 business days by rebuilding the reconciliation workflow.',
        'Prepared consolidated financial statements for 4 subsidiaries under US GAAP.',
        'Managed accounts payable for 1,500 vendors and cut late payments by 35%.',
        'Led the move of the general ledger to NetSuite, on time and under budget.',
        'Coordinated the annual external audit with no material findings for 3 years running.',
        'Trained 2 staff accountants on account reconciliations and journal entries.',
      ],
    },
    {
      title: 'Staff Accountant',
      employer: 'Carver & Lowe LLP',
      start: 'Jul 2015',
      end: 'Feb 2019',
      statements: [
        'Prepared tax workpapers and journal entries for 60 small-business clients.',
        'Built Excel models that cut quarterly accrual review time by 20%.',
        'Reconciled bank and credit card accounts for 25 client entities each month.',
        'Documented internal controls for a client preparing for its first audit.',
      ],
    },
  ],
  education: [{ degree: 'B.S. in Accounting', institution: 'Ohio State University', dates: '2011 – 2015', details: ['Coursework in cost accounting and auditing'] }],
  skills: ['GAAP', 'NetSuite', 'Excel', 'Account Reconciliation', 'Financial Reporting', 'Accounts Payable', 'Auditing'],
  certifications: ['Certified Public Accountant (CPA), Ohio'],
});

const academic = buildDocument({
  name: 'Elena Sokolova',
  email: 'e.sokolova@example.edu',
  location: 'Ann Arbor, MI',
  experience: [
    {
      title: 'Postdoctoral Research Fellow',
      employer: 'University of Michigan',
      start: 'Sep 2021',
      end: 'Present',
      statements: [
        'Published 6 peer-reviewed papers on bacterial stress responses, 3 as first author.',
        'Secured a $250,000 NIH grant as co-investigator for a study of antibiotic tolerance.',
        'Designed CRISPR screening experiments that identified 14 new tolerance genes.',
        'Mentored 5 undergraduate researchers, 2 of whom went on to graduate school.',
        'Presented research findings at 4 international conferences.',
      ],
    },
    {
      title: 'Lecturer',
      employer: 'Eastern Michigan University',
      start: 'Jan 2020',
      end: 'Aug 2021',
      statements: [
        'Taught introductory microbiology to 120 students a semester with weekly lab sections.',
        'Redesigned the lab curriculum around inquiry projects, raising course ratings from 3.6 to 4.4.',
        'Advised 12 students on independent study projects.',
      ],
    },
    {
      title: 'Graduate Research Assistant',
      employer: 'Wayne State University',
      start: 'Sep 2014',
      end: 'Dec 2019',
      statements: [
        'Ran a study of biofilm formation in 30 clinical isolates for my dissertation.',
        'Taught 8 sections of general biology lab as a teaching assistant.',
        'Maintained the lab microscopy facility used by 3 research groups.',
      ],
    },
  ],
  education: [{ degree: 'Ph.D. in Molecular Biology', institution: 'Wayne State University', dates: '2014 – 2019', details: ['Dissertation on biofilm formation in clinical isolates'] }],
  skills: ['CRISPR', 'Microbiology', 'R', 'Python', 'Microscopy', 'Grant Writing'],
});

const nurse = buildDocument({
  name: 'Marcus Bell',
  email: 'marcus.bell@example.com',
  location: 'Chicago, IL',
  headline: 'Registered Nurse, ICU',
  experience: [
    {
      title: 'Registered Nurse, Intensive Care Unit',
      employer: 'St. Brigid Medical Center',
      start: 'Apr 2020',
      end: 'Present',
      statements: [
        'Cared for 2 to 3 critically ill patients a shift in a 24-bed medical ICU.',
        'Cut central line infections on the unit by 40% as lead of the bundle compliance audit.',
        'Precepted 9 new graduate nurses through their ICU orientation.',
        'Managed ventilated patients, vasoactive drips and continuous renal replacement therapy.',
        'Served as charge nurse for 12 beds on night shifts.',
      ],
    },
    {
      title: 'Registered Nurse, Medical-Surgical',
      employer: 'Lakeview Community Hospital',
      start: 'Jun 2017',
      end: 'Mar 2020',
      statements: [
        'Cared for 5 to 6 patients a shift on a 32-bed medical-surgical unit.',
        'Reduced patient falls on the unit by 25% by leading hourly rounding.',
        'Trained 15 colleagues on the new electronic health record.',
        'Educated patients and families on discharge medications and wound care.',
      ],
    },
  ],
  education: [{ degree: 'Bachelor of Science in Nursing (BSN)', institution: 'Loyola University Chicago', dates: '2013 – 2017' }],
  skills: ['Critical Care', 'Ventilator Management', 'Epic', 'Patient Education', 'Infection Control'],
  certifications: ['Registered Nurse, Illinois', 'CCRN (Critical Care Registered Nurse)', 'ACLS and BLS'],
});

export const fixturePairs: readonly FixturePair[] = [
  {
    key: 'backend engineer',
    document: backend,
    job: {
      title: 'Senior Backend Engineer',
      company: 'Meridian Freight',
      description: `Meridian Freight builds the software that moves goods for 4,000 shippers.
Our platform team keeps shipment data flowing between carriers, warehouses and customers.
Requirements:
- 5+ years of backend development in Go
- Deep experience with PostgreSQL and Kafka
- Kubernetes in production
- Terraform and infrastructure as code
- Bachelor's degree in Computer Science or related field`,
    },
    extras: { referrerName: 'Jordan Ellis', referrerRelationship: 'former colleague', appliedOn: 'March 3, 2026', appliedFor: 'the Senior Backend Engineer opening', previousField: 'payments engineering' },
  },
  {
    key: 'accountant',
    document: accountant,
    job: {
      title: 'Accounting Manager',
      company: 'Bramble Outdoor Co.',
      description: `About us: Bramble Outdoor Co. makes camping gear that lasts, and our finance team keeps the company growing on solid numbers.
What you'll do: own the month-end close, lead account reconciliations and prepare financial statements under GAAP.
Requirements: CPA required. NetSuite experience. 5+ years in accounting. Experience with SAP is a plus.`,
    },
    extras: { referrerName: 'Maria Lopez', appliedOn: 'last Tuesday', appliedFor: 'the Accounting Manager role', previousField: 'public accounting' },
  },
  {
    key: 'academic',
    document: academic,
    job: {
      title: 'Assistant Professor of Biology',
      company: 'Kestrel College',
      description: `Kestrel College is a liberal arts college where faculty teach small classes and involve undergraduates in their research.
The Department of Biology seeks a microbiologist who will teach introductory and upper-level courses and build a research program with students.
Qualifications: Ph.D. in microbiology or a related field; postdoctoral experience; teaching experience. Experience with bioinformatics pipelines in Nextflow preferred.`,
    },
    extras: { referrerName: 'Prof. Alan Reyes', appliedOn: 'January 15, 2026', appliedFor: 'the Assistant Professor of Biology position', previousField: 'laboratory research' },
  },
  {
    key: 'nurse',
    document: nurse,
    job: {
      title: 'ICU Registered Nurse',
      company: 'Lakeshore Regional Hospital',
      description: `Lakeshore Regional Hospital serves families across the north shore with compassionate, evidence-based care.
Our medical ICU team cares for the sickest patients in the region.
Requirements: active RN license, CCRN preferred, 2+ years of ICU experience, ACLS and BLS. Experience with ECMO is a plus.`,
    },
    extras: { referrerName: 'Dr. Priya Shah', referrerRelationship: 'my former charge nurse', appliedOn: 'Feb 2, 2026', appliedFor: 'the ICU Registered Nurse position', previousField: 'medical-surgical nursing' },
  },
];
