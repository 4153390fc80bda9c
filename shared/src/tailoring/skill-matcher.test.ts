import { describe, expect, it } from 'vitest';
import { findSkills, skillSet, tokenize, withImplied, withScanMemo } from './skill-matcher';

const skills = (text: string, mode: 'strict' | 'lenient' = 'strict') => findSkills(text, mode).map((m) => m.skill);

describe('tokenize', () => {
  it('keeps punctuation that belongs to names', () => {
    expect(tokenize('C++, C#, F#, .NET, Node.js, ASP.NET, R&D, S&OP, CI/CD').map((t) => t.raw)).toEqual([
      'C++',
      'C#',
      'F#',
      '.NET',
      'Node.js',
      'ASP.NET',
      'R&D',
      'S&OP',
      'CI',
      'CD',
    ]);
  });
  it('marks list and sentence breaks', () => {
    const t = tokenize('Google, Cloud. Platform');
    expect(t.map((x) => x.breakBefore)).toEqual([true, true, true]);
  });
});

describe('findSkills', () => {
  it('finds punctuated names and aliases', () => {
    expect(skills('Built services in C++ and C# on .NET, Node.js and ASP.NET; CI/CD with GitHub Actions')).toEqual([
      'C++',
      'C#',
      '.NET',
      'Node.js',
      'ASP.NET',
      'CI/CD',
      'GitHub Actions',
    ]);
  });

  it('prefers the longest match and reports positions', () => {
    const m = findSkills('Experience with Google Cloud Platform and SQL Server.');
    expect(m.map((x) => x.skill)).toEqual(['Google Cloud Platform', 'Microsoft SQL Server']);
    expect(m[0]).toMatchObject({ surface: 'Google Cloud Platform', start: 16, line: 0 });
  });

  it('never glues list items into one skill', () => {
    expect(skills('Microsoft, SQL')).toEqual(['SQL']);
    expect(skills('Java, Script')).toEqual(['Java']);
  });

  it('applies context rules to short ambiguous forms', () => {
    expect(skills('Languages: Python, Go, R, C')).toEqual(['Python', 'Go', 'R', 'C']);
    expect(skills('Go to the store and report to C-level executives about R&D.')).toEqual([]);
    expect(skills('Reviewed AP/AR aging and reconciled the GL.')).toEqual(['Accounts Payable', 'Accounts Receivable', 'General Ledger']);
    expect(skills('I excel at teamwork')).toEqual(['Teamwork']);
    expect(skills('Advanced Excel and Word')).toEqual(['Microsoft Excel', 'Microsoft Word']);
    expect(skills('Section 13x/R SPVs')).not.toContain('R');
  });

  it('lenient mode accepts ambiguous forms anywhere (for deciding what the input supports)', () => {
    expect(skills('Go', 'lenient')).toEqual(['Go']);
    expect(skills('Go', 'strict')).toEqual([]);
  });

  it('understands one-skill-per-line lists', () => {
    expect(skills('Jenkins\nGo\nDocker')).toEqual(['Jenkins', 'Go', 'Docker']);
  });

  it('is case-insensitive except for exact-case forms', () => {
    expect(skills('postgres, KUBERNETES, python')).toEqual(['PostgreSQL', 'Kubernetes', 'Python']);
    expect(skills('We react quickly and go live')).toEqual([]);
  });

  it('finds health care, finance, sales, operations and education skills', () => {
    expect(skillSet('RN with BLS, ACLS and Epic EHR charting; phlebotomy; HIPAA')).toEqual(
      new Set(['Registered Nurse', 'Basic Life Support', 'Advanced Cardiovascular Life Support', 'Epic', 'Clinical Documentation', 'Phlebotomy', 'HIPAA']),
    );
    expect(skillSet('CPA; US GAAP and IFRS reporting; month-end close in QuickBooks and SAP; NAV calculations')).toEqual(
      new Set(['Certified Public Accountant', 'GAAP', 'IFRS', 'Month-End Close', 'QuickBooks', 'SAP', 'Net Asset Value']),
    );
    expect(skillSet('B2B lead generation in Salesforce CRM; SEO and SEM')).toEqual(new Set(['B2B', 'Lead Generation', 'Salesforce', 'SEO', 'SEM']));
    expect(skillSet('Lean Six Sigma, inventory management and logistics')).toEqual(new Set(['Lean Six Sigma', 'Inventory Management', 'Logistics']));
    expect(skillSet('Classroom management, IEP writing and curriculum development')).toEqual(
      new Set(['Classroom Management', 'Individualized Education Programs', 'Curriculum Development']),
    );
  });
});

describe('withImplied', () => {
  it('adds parent skills transitively', () => {
    const s = withImplied(['Spring Boot', 'Amazon EKS', 'Epic']);
    for (const x of ['Spring Framework', 'Java', 'Kubernetes', 'AWS', 'Containerization', 'Electronic Health Records']) expect(s.has(x)).toBe(true);
  });
});

describe('withScanMemo', () => {
  const line = 'Built Go services on AWS with Kubernetes; wrote R scripts for the go-to-market team';

  it('answers what an unmemoised scan answers, strict and lenient, however often a text is asked', () => {
    const strict = findSkills(line);
    const lenient = findSkills(line, 'lenient');
    withScanMemo(() => {
      expect(findSkills(line)).toEqual(strict);
      expect(findSkills(line, 'lenient')).toEqual(lenient);
      expect(findSkills(line)).toEqual(strict);
    });
  });

  it('hands each caller its own copy: a caller changing its list does not change the next answer', () => {
    withScanMemo(() => {
      const first = findSkills(line);
      first.length = 0;
      expect(findSkills(line).length).toBeGreaterThan(0);
    });
  });

  it('nests and passes the answer through', () => {
    expect(withScanMemo(() => withScanMemo(() => skillSet(line).has('Kubernetes')))).toBe(true);
  });
});

describe('a form after "non-"', () => {
  it('names what the skill is not ("non-sterile compounding" is no Sterile Compounding)', () => {
    expect(findSkills('Skills: non-sterile compounding, insurance billing', 'lenient').map((m) => m.skill)).not.toContain('Sterile Compounding');
    expect(findSkills('Skills: sterile compounding, insurance billing', 'lenient').map((m) => m.skill)).toContain('Sterile Compounding');
  });
});
