import { describe, expect, it } from 'vitest';
import { fixtureResume, fixtureText } from './__fixtures__/load';
import { llmProfileAnswerSchema, llmProfilePromptOf } from './llm-profile.schema';
import { completeOptimization, profileTargetOf, truthContextOf } from './optimize';
import { enforceProfileTruth, type ProfileTexts } from './profile-truth';
import { readProfile } from './profile-read';
import { structuredResumesOf } from './support';

const profile = () => readProfile(fixtureText('weak-profile.txt'));
const resumes = () => [fixtureResume('jordan-resume.txt')];
const target = { position: 'Backend Engineer', industry: 'Fintech' };

/** A model's answer with inventions planted among true statements. */
const planted = (): ProfileTexts => ({
  headlines: ['Backend Engineer | Python, Kafka and SQL | Software Engineer at Northwind Traders', 'Backend Engineer at Initech | Python'],
  about: [
    "I'm a Software Engineer at Northwind Traders, working with Python and PostgreSQL. I led 12 engineers at Initech.",
    'I managed a team of twelve. I reduced checkout latency by 35% by adding Redis caching.',
    'If you are hiring for Backend Engineer roles in Fintech, I would be glad to connect.',
  ].join('\n\n'),
  roles: [
    {
      title: 'Software Engineer',
      company: 'Northwind Traders',
      description: '• Reduced checkout latency by 35% by adding Redis caching.\n• Led 12 engineers through the move to Kafka.\n• Shipped the billing service in Jan 2015.',
    },
    { title: 'Staff Engineer', company: 'Initech', description: '• Built the payments platform.' },
  ],
  skills: ['Python', 'Kafka', 'PostgreSQL', 'Redis'],
});

function enforce(texts: ProfileTexts) {
  const t = profileTargetOf(target);
  const { support, options } = truthContextOf(profile(), structuredResumesOf(resumes()), t);
  return enforceProfileTruth(texts, support, options);
}

describe('enforceProfileTruth', () => {
  it('removes planted inventions and reports each', () => {
    const { result, removedClaims } = enforce(planted());
    const all = [...result.headlines, result.about, ...result.roles.map((r) => `${r.title} ${r.company}\n${r.description}`), ...result.skills].join('\n');
    expect(all).not.toMatch(/Kafka|Initech|twelve|\b12\b|2015/);
    // True statements stay, numbers exactly.
    expect(result.headlines[0]).toBe('Backend Engineer | Python and SQL | Software Engineer at Northwind Traders');
    expect(result.about).toContain('I reduced checkout latency by 35% by adding Redis caching.');
    expect(result.about).toContain("I'm a Software Engineer at Northwind Traders");
    expect(result.roles).toEqual([{ title: 'Software Engineer', company: 'Northwind Traders', description: '• Reduced checkout latency by 35% by adding Redis caching.' }]);
    expect(result.skills).toEqual(['Python', 'PostgreSQL', 'Redis']);
    const report = removedClaims.join('\n');
    for (const claim of ['Kafka', 'Initech', 'twelve', '12', '2015']) expect(report).toContain(claim);
    expect(removedClaims.some((c) => c.startsWith('Experience: role "Staff Engineer" at "Initech"'))).toBe(true);
    expect(removedClaims.some((c) => c.startsWith('Skills: "Kafka"'))).toBe(true);
  });

  it('leaves a truthful answer as it is', () => {
    const truthful: ProfileTexts = {
      headlines: ['Backend Engineer | Python · PostgreSQL · Redis'],
      about: "I'm a Software Engineer at Northwind Traders. I reduced checkout latency by 35% by adding Redis caching.",
      roles: [{ title: 'Junior Developer', company: 'Contoso Ltd', description: '• Built internal tools in Python and Django for 3 warehouse teams.' }],
      skills: ['Python', 'Django'],
    };
    expect(enforce(truthful)).toEqual({ result: truthful, removedClaims: [] });
  });

  it('cuts texts to LinkedIn limits', () => {
    const long: ProfileTexts = {
      headlines: [`Backend Engineer | ${'Python '.repeat(60)}`],
      about: 'I build Python services. '.repeat(200),
      roles: [{ title: 'Junior Developer', company: 'Contoso Ltd', description: '• Built internal tools in Python.\n'.repeat(100) }],
      skills: ['Python'],
    };
    const { result } = enforce(long);
    expect(result.headlines[0]?.length).toBeLessThanOrEqual(220);
    expect(result.about.length).toBeLessThanOrEqual(2600);
    expect(result.roles[0]?.description.length).toBeLessThanOrEqual(2000);
  });
});

describe('a model answer', () => {
  it('is validated by the schema and completed like the built-in result', () => {
    const answer = llmProfileAnswerSchema.parse(planted());
    const result = completeOptimization(answer, { profile: profile(), target, resumes: resumes() });
    expect(result.removedClaims.length).toBeGreaterThanOrEqual(5);
    expect(result.after.score).toBeGreaterThan(result.before.score);
    expect(llmProfileAnswerSchema.safeParse({ headlines: [], about: '', roles: [], skills: [] }).success).toBe(false);
  });

  it('has a prompt naming the target, the rules and the user texts', () => {
    const prompt = llmProfilePromptOf(profile(), target, [fixtureText('jordan-resume.txt')]);
    expect(prompt.system).toMatch(/never add a skill/);
    expect(prompt.user).toContain('Target position: Backend Engineer');
    expect(prompt.user).toContain('Northwind Traders');
    expect(prompt.user).toContain('Resume 1:');
  });
});
