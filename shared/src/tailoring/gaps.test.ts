import { describe, expect, it } from 'vitest';
import { rankGaps, saidOnce } from './gaps';
import { matchItem } from './__fixtures__/match-items';
import type { SkillRequirement } from './job-requirements';
import type { MatchItem } from './report-types';

const item = matchItem;

describe('rankGaps', () => {
  it('one per concept, none contradicting a met item, no non-skills, ranked and capped at 12', () => {
    const items: MatchItem[] = [
      item('procedures and controls', { priority: 2 }),
      item('controls and procedures', { priority: 1 }),
      item('Auditing', { priority: 5 }),
      item('Audit Coordination', { status: 'met', evidence: 'Helped the team complete annual audits' }),
      item('Accountability', { priority: 9 }),
      item('Kafka', { required: false, priority: 9 }),
      item('5+ years of experience', { kind: 'years', priority: 3 }),
      ...Array.from({ length: 14 }, (_, i) => item(`Tool${String.fromCharCode(65 + i)}x`, { priority: 4 })),
    ];
    const { gaps, moreGaps } = rankGaps(items, []);
    expect(gaps).toHaveLength(12);
    expect(gaps[0]).toBe('5+ years of experience');
    expect(gaps[1]).toBe('ToolAx');
    const all = [...gaps, ...moreGaps];
    expect(all).not.toContain('Auditing');
    expect(all).not.toContain('Accountability');
    expect(all.filter((g) => /procedures|controls/.test(g))).toEqual(['procedures and controls']); // one concept
    expect(all.at(-1)).toBe('Kafka'); // preferred last
    expect(new Set(all).size).toBe(all.length);
  });

  it('folds word order and plurals into one gap', () => {
    const { gaps } = rankGaps([item('Data Pipelines', { priority: 2 }), item('pipeline data', { priority: 1 })], []);
    expect(gaps).toEqual(['Data Pipelines']);
  });

  it('folds a general gap into the more specific one ending with it, at the better rank', () => {
    const items = [
      item('Registered Nurse', { priority: 5 }),
      item('Collaboration', { priority: 4 }),
      item('Critical Care', { priority: 3 }),
      item('Cross-Functional Collaboration', { priority: 2 }),
      item('Critical Care Registered Nurse', { required: false, priority: 1 }),
    ];
    const { gaps } = rankGaps(items, []);
    expect(gaps).toEqual(['Critical Care Registered Nurse', 'Critical Care', 'Cross-Functional Collaboration']);
  });

  it('drops degree names and the company, ranks its business and generic habits last', () => {
    const skill = (name: string, aboutCompany?: 'name' | 'business'): SkillRequirement => ({
      skill: name,
      jobTerm: name,
      required: true,
      priority: 5,
      count: 1,
      inTitle: false,
      inRequirements: true,
      custom: false,
      ...(aboutCompany ? { aboutCompany } : {}),
    });
    const items = [
      item('Teamwork', { priority: 9 }),
      item('Public Speaking', { priority: 9 }),
      item('Real Estate', { priority: 8 }),
      item('Blue Yonder', { priority: 8 }),
      item('BSN', { priority: 8 }),
      item('MSN', { required: false, priority: 8 }),
      item('Fund Accounting', { priority: 2 }),
      item('Kafka', { required: false, priority: 1 }),
    ];
    const skills = [skill('Real Estate', 'business'), skill('Blue Yonder', 'name'), skill('Fund Accounting')];
    const { gaps } = rankGaps(items, skills);
    expect(gaps.slice(0, 3)).toEqual(['Fund Accounting', 'Kafka', 'Real Estate']);
    expect(gaps.slice(3).sort()).toEqual(['Public Speaking', 'Teamwork']);
  });
});

describe('rankGaps: what a met phrase covers', () => {
  it('a phrase of the posting covers a gap only through its head noun', () => {
    const items = [item('Auditing', { priority: 3 }), item('audit schedules', { status: 'met', evidence: 'Prepared the PBC list' })];
    expect(rankGaps(items, []).gaps).toEqual(['Auditing']);
  });
});

describe('a choice the posting offers', () => {
  it('is listed once, as the choice, not beside its own sides', () => {
    const gap = (requirement: string): MatchItem => ({ requirement, kind: 'skill', status: 'gap', evidence: null, required: true, priority: 2, jobTerm: requirement });
    expect(rankGaps([gap('PCCN'), gap('PCCN or CMSRN certification'), gap('CMSRN'), gap('Telemetry')], []).gaps).toEqual(['PCCN or CMSRN certification', 'Telemetry']);
  });
});

describe('saidOnce', () => {
  it('lists a gap once as the report shows it: the fuller one stays, a years ask is no fuller skill', () => {
    const shown = (g: string) => (g.startsWith('3+ years') ? null : g);
    expect(
      saidOnce(['AWS (ECS, RDS, ElastiCache)', 'Redis', 'Redis caching', 'RDS', 'revision control SVN', 'SVN', 'PostgreSQL', 'Postgre sql', '3+ years supervising in a warehouse', 'Warehouse'], shown),
    ).toEqual(['AWS (ECS, RDS, ElastiCache)', 'Redis caching', 'revision control SVN', 'PostgreSQL', '3+ years supervising in a warehouse', 'Warehouse']);
  });
});
