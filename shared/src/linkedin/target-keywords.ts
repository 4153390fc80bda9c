/**
 * What a target position asks for: the skills the target's title names itself ("Python Developer"),
 * then the keywords of the common positions it matches (a small table), then skills the industry names.
 * Keywords are canonical skill names where the vocabulary knows them, most asked first.
 */
import { foldForCompare } from '../resume/normalize';
import { canonicalSkill, findSkills } from '../tailoring/skill-matcher';

interface RoleKeywords {
  /** Phrases of the title that select the row (folded words). */
  readonly titles: readonly string[];
  readonly keywords: readonly string[];
}

const ROLE_TABLE: readonly RoleKeywords[] = [
  {
    titles: ['software engineer', 'software developer', 'backend', 'back end', 'full stack', 'fullstack', 'programmer'],
    keywords: ['Python', 'Java', 'JavaScript', 'TypeScript', 'SQL', 'AWS', 'Docker', 'Kubernetes', 'REST APIs', 'Microservices', 'CI/CD', 'Git', 'PostgreSQL'],
  },
  { titles: ['frontend', 'front end', 'web developer', 'ui engineer'], keywords: ['JavaScript', 'TypeScript', 'React', 'HTML', 'CSS', 'Accessibility', 'Jest', 'Git'] },
  {
    titles: ['data analyst', 'business intelligence', 'bi analyst', 'reporting analyst', 'analytics'],
    keywords: ['SQL', 'Python', 'Tableau', 'Power BI', 'Microsoft Excel', 'Data Analysis', 'Data Visualization', 'Statistics', 'Forecasting', 'dbt'],
  },
  {
    titles: ['data scientist', 'machine learning', 'ml engineer', 'ai engineer'],
    keywords: ['Python', 'Machine Learning', 'SQL', 'Statistics', 'pandas', 'scikit-learn', 'Deep Learning', 'TensorFlow', 'PyTorch', 'A/B Testing'],
  },
  { titles: ['data engineer'], keywords: ['SQL', 'Python', 'Apache Spark', 'Apache Airflow', 'ETL', 'dbt', 'AWS', 'Apache Kafka', 'Data Modeling', 'Snowflake'] },
  {
    titles: ['devops', 'site reliability', 'sre', 'platform engineer', 'cloud engineer', 'infrastructure engineer'],
    keywords: ['AWS', 'Kubernetes', 'Docker', 'Terraform', 'CI/CD', 'Linux', 'Python', 'Prometheus', 'Microsoft Azure', 'Google Cloud Platform'],
  },
  { titles: ['product manager', 'product owner'], keywords: ['Product Management', 'Product Roadmap', 'Agile', 'User Research', 'A/B Testing', 'SQL', 'Stakeholder Management', 'Jira'] },
  { titles: ['project manager', 'program manager', 'scrum master'], keywords: ['Project Management', 'Agile', 'Scrum', 'Stakeholder Management', 'Budgeting', 'Risk Management', 'Jira', 'PMP'] },
  // A graphic or packaging designer is asked for print and brand work, not user research.
  {
    titles: ['graphic designer', 'packaging designer', 'packaging graphic designer', 'visual designer', 'print designer', 'brand designer'],
    keywords: ['Packaging Design', 'Adobe Illustrator', 'Adobe InDesign', 'Adobe Photoshop', 'Typography', 'Prepress', 'Branding Design', 'Figma'],
  },
  { titles: ['ux designer', 'ui designer', 'product designer', 'interaction designer', 'ux', 'user experience'], keywords: ['Figma', 'User Research', 'Prototyping', 'UX Design', 'UI Design', 'Wireframing', 'Usability Testing', 'Design Systems'] },
  {
    titles: ['nurse', 'rn', 'nursing'],
    keywords: ['Patient Care', 'Critical Care Nursing', 'Basic Life Support', 'Advanced Cardiac Life Support (ACLS)', 'Electronic Medical Records', 'Patient Safety', 'Medication Administration', 'Patient Education'],
  },
  {
    titles: ['marketing', 'growth', 'seo', 'content strategist'],
    keywords: ['Digital Marketing', 'SEO', 'Google Analytics', 'Content Marketing', 'Social Media Marketing', 'Email Marketing', 'Copywriting', 'HubSpot'],
  },
  {
    titles: ['sales', 'account executive', 'business development', 'account manager'],
    keywords: ['Salesforce', 'B2B Sales', 'Lead Generation', 'Negotiation', 'Account Management', 'CRM', 'Cold Calling', 'Pipeline Management'],
  },
  // An accountant's postings ask for the close and reconciliations first; an analyst's for analysis and models.
  {
    titles: ['accountant', 'accounting', 'controller', 'auditor'],
    keywords: ['Month-End Close', 'Account Reconciliation', 'GAAP', 'Journal Entries', 'Microsoft Excel', 'Financial Reporting', 'ERP', 'Fixed Assets', 'Audit Support'],
  },
  {
    titles: ['financial analyst', 'finance manager', 'fp&a'],
    keywords: ['Financial Analysis', 'Microsoft Excel', 'Financial Modeling', 'Forecasting', 'Budgeting', 'GAAP', 'Financial Reporting', 'QuickBooks'],
  },
  { titles: ['chef', 'sous chef', 'cook', 'kitchen manager'], keywords: ['Food Costing', 'Butchery', 'Menu Development', 'Kitchen Management', 'Food Safety'] },
  {
    titles: ['warehouse', 'distribution center', 'fulfillment', 'shipping and receiving'],
    keywords: ['Warehouse Management Systems', 'Cycle Counting', 'Labor Planning', 'OSHA', 'Microsoft Excel', 'Lean'],
  },
  { titles: ['electrician'], keywords: ['NEC', 'Motor Controls', 'PLC', 'Troubleshooting', 'Blueprint Reading', 'Lockout/Tagout', 'Conduit Bending'] },
  // A clinical pharmacist is asked for pharmacokinetic dosing (vancomycin) first; compounding is a staff pharmacist's.
  {
    titles: ['pharmacist'],
    keywords: ['Pharmacokinetic Dosing', 'Vancomycin', 'Anticoagulation', 'Antimicrobial Stewardship', 'Renal Dosing', 'Sterile Compounding', 'Medication Therapy Management'],
  },
  { titles: ['social worker', 'case manager'], keywords: ['Discharge Planning', 'Psychosocial Assessment', 'Case Management', 'Crisis Intervention'] },
  {
    titles: ['mechanical engineer', 'mechanical design engineer', 'design engineer'],
    keywords: ['SolidWorks', 'GD&T', 'Finite Element Analysis', 'DFMEA', 'Tolerance Analysis', 'Design for Manufacturing'],
  },
  { titles: ['teacher', 'educator', 'instructor', 'tutor'], keywords: ['Curriculum Development', 'Classroom Management', 'Lesson Planning', 'Differentiated Instruction', 'Student Assessment'] },
  {
    titles: ['recruiter', 'talent acquisition', 'human resources', 'hr', 'people partner'],
    keywords: ['Recruiting', 'Talent Acquisition', 'Sourcing', 'Interviewing', 'Applicant Tracking Systems', 'Onboarding', 'Employee Relations'],
  },
  { titles: ['customer success', 'customer support', 'customer service'], keywords: ['Customer Service', 'Customer Success', 'Zendesk', 'Salesforce', 'Account Management'] },
  { titles: ['operations manager', 'operations analyst', 'supply chain', 'logistics'], keywords: ['Operations Management', 'Process Improvement', 'Lean Six Sigma', 'Supply Chain Management', 'Inventory Management'] },
];

/** A keyword's canonical skill name when the vocabulary knows it, else the keyword as written. */
export function canonicalKeyword(keyword: string): string {
  return canonicalSkill(keyword) ?? keyword.trim();
}

function matchesTitle(foldedPosition: string, phrase: string): boolean {
  return ` ${foldedPosition} `.includes(` ${foldForCompare(phrase)} `);
}

/** The keywords of a target position and industry, most asked first, each once. */
export function targetKeywordsOf(position: string, industry = ''): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (k: string) => {
    const name = canonicalKeyword(k);
    const key = name.toLowerCase();
    if (name === '' || seen.has(key)) return;
    seen.add(key);
    out.push(name);
  };
  for (const m of findSkills(position, 'strict')) add(m.skill);
  const folded = foldForCompare(position);
  for (const row of ROLE_TABLE) if (row.titles.some((t) => matchesTitle(folded, t))) row.keywords.forEach(add);
  for (const m of findSkills(industry, 'strict')) add(m.skill);
  return out;
}
