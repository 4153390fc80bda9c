import { describe, expect, it } from 'vitest';
import { canonicalSkill, skillEntry, skillKey, vocabularyConflicts } from './skill-matcher';
import { SKILL_IMPLIES, impliedParents, skillEntries, vocabularySize } from './skills-vocabulary';

describe('skills vocabulary', () => {
  it('has at least 1,500 canonical skills', () => {
    expect(vocabularySize()).toBeGreaterThanOrEqual(1500);
  });

  it('has unique canonical names (also after normalisation)', () => {
    const names = skillEntries().map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    const keys = skillEntries().map((e) => `${e.forms[0]?.exactCase ? 'exact:' : ''}${skillKey(e.name)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('maps no alias to two canonical skills', () => {
    expect(vocabularyConflicts()).toEqual([]);
  });

  it('covers every field the product serves', () => {
    const fields = new Set(skillEntries().map((e) => e.field));
    for (const f of ['technology', 'healthcare', 'finance', 'sales-marketing', 'operations', 'education', 'general', 'office']) {
      expect(fields.has(f as never)).toBe(true);
    }
  });

  it.each([
    ['JS', 'JavaScript'],
    ['Postgres', 'PostgreSQL'],
    ['PostgreSQL', 'PostgreSQL'],
    ['psql', 'PostgreSQL'],
    ['k8s', 'Kubernetes'],
    ['K8s', 'Kubernetes'],
    ['RN', 'Registered Nurse'],
    ['Node', 'Node.js'],
    ['Node.js', 'Node.js'],
    ['NodeJS', 'Node.js'],
    ['C#', 'C#'],
    ['C Sharp', 'C#'],
    ['C++', 'C++'],
    ['.NET', '.NET'],
    ['React.js', 'React'],
    ['ReactJS', 'React'],
    ['React', 'React'],
    ['Golang', 'Go'],
    ['Go', 'Go'],
    ['R', 'R'],
    ['C', 'C'],
    ['AP', 'Accounts Payable'],
    ['Accounts Payable', 'Accounts Payable'],
    ['CPA', 'Certified Public Accountant'],
    ['GAAP', 'GAAP'],
    ['IFRS', 'IFRS'],
    ['NAV', 'Net Asset Value'],
    ['BLS', 'Basic Life Support'],
    ['ACLS', 'Advanced Cardiovascular Life Support'],
    ['EHR', 'Electronic Health Records'],
    ['Epic', 'Epic'],
    ['HIPAA', 'HIPAA'],
    ['Phlebotomy', 'Phlebotomy'],
    ['QuickBooks', 'QuickBooks'],
    ['SAP', 'SAP'],
    ['CRM', 'CRM'],
    ['Salesforce', 'Salesforce'],
    ['SEO', 'SEO'],
    ['SEM', 'SEM'],
    ['Lead Generation', 'Lead Generation'],
    ['B2B', 'B2B'],
    ['Six Sigma', 'Six Sigma'],
    ['Lean', 'Lean'],
    ['Inventory Management', 'Inventory Management'],
    ['Logistics', 'Logistics'],
    ['Curriculum Development', 'Curriculum Development'],
    ['Classroom Management', 'Classroom Management'],
    ['IEP', 'Individualized Education Programs'],
    ['CI/CD', 'CI/CD'],
    ['scikit-learn', 'scikit-learn'],
  ])('%s → %s', (alias, canonical) => {
    expect(canonicalSkill(alias)).toBe(canonical);
  });

  it('keeps short ambiguous forms case-sensitive', () => {
    expect(canonicalSkill('go')).toBeNull();
    expect(canonicalSkill('ap')).toBeNull();
    expect(canonicalSkill('rn')).toBeNull();
    expect(canonicalSkill('excel')).toBeNull();
    expect(canonicalSkill('lean')).toBeNull();
  });

  it('only implies skills that exist', () => {
    for (const [child, parents] of Object.entries(SKILL_IMPLIES)) {
      expect(skillEntry(child), child).toBeDefined();
      for (const p of parents) expect(skillEntry(p), `${child} → ${p}`).toBeDefined();
    }
    expect(impliedParents('Amazon EC2')).toContain('AWS');
    expect(impliedParents('Azure Functions')).toContain('Microsoft Azure');
    expect(impliedParents('Amazon Seller Central')).not.toContain('AWS');
  });
});
