import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computedExperienceYears, referenceMonth, statedExperienceYears } from '../resume/experience-years';
import { parseResume } from '../resume/structure';
import { tailorResume } from './engine';
import { skillSet } from './skill-matcher';
import { skillEntries } from './skills-vocabulary';
import { numbersIn, supportedNumbers } from './text';
import { checkTruthfulness } from './truthfulness';

const NOW = '2025-06-01';

// Skill forms to draw from: every declared form of every canonical skill (aliases included).
const FORMS = skillEntries().flatMap((e) => e.forms.map((f) => f.text));
const form = fc.constantFrom(...FORMS);
const n = fc.integer({ min: 1, max: 950 });
const year = fc.integer({ min: 2001, max: 2023 });
const month = fc.constantFrom('Jan', 'Mar', 'Jun', 'Sep', 'Nov', '02', '07', '11');

const BULLETS: ((s: string, k: number) => string)[] = [
  (s, k) => `Responsible for managing ${s} rollouts for ${k} clients`,
  (s, k) => `Worked on the ${s} migration that cut costs by ${k}%`,
  (s) => `Assisted with ${s} reporting for the finance team`,
  (s, k) => `Built ${s} dashboards used by ${k} people`,
  (s) => `Helped with ${s} documentation`,
  (s, k) => `Trained ${k} new hires on ${s}`,
  (s) => `Tasked with improving ${s} quality`,
  // Counts written as words: the output may repeat them, never invent one.
  (s, k) => `Led a team of ${['two', 'three', 'five', 'eight', 'twelve'][k % 5] ?? 'two'} on ${s} work`,
];

const role = fc.record({
  title: fc.constantFrom('Analyst', 'Engineer', 'Nurse', 'Accountant', 'Teacher', 'Coordinator', 'Sales Representative', 'Operations Lead'),
  employer: fc.constantFrom('Acme Corp', 'Globex Inc.', 'Initech LLC', 'Umbrella Health', 'Stark Industries', 'Wayne Enterprises'),
  start: fc.tuple(month, year),
  current: fc.boolean(),
  length: fc.integer({ min: 1, max: 6 }),
  bullets: fc.array(fc.tuple(fc.integer({ min: 0, max: BULLETS.length - 1 }), form, n), { minLength: 1, maxLength: 4 }),
});

const resumeArb = fc.record({
  skills: fc.array(form, { minLength: 1, maxLength: 12 }),
  roles: fc.array(role, { minLength: 1, maxLength: 3 }),
  statedYears: fc.option(fc.integer({ min: 1, max: 25 }), { nil: null }),
  degree: fc.constantFrom('Bachelor of Science in Biology', 'B.A. in Economics', 'Master of Business Administration', 'Associate of Applied Science'),
});

const jobArb = fc.record({
  title: fc.oneof(fc.constantFrom('Senior Analyst', 'Operations Manager', 'Staff Nurse'), form.map((s) => `Senior ${s} Specialist`)),
  company: fc.oneof(fc.constantFrom('Contoso', 'Northwind Traders'), form),
  required: fc.array(form, { minLength: 1, maxLength: 10 }),
  preferred: fc.array(form, { maxLength: 5 }),
  years: fc.integer({ min: 1, max: 12 }),
});

type ResumeSpec = typeof resumeArb extends fc.Arbitrary<infer T> ? T : never;

function buildResume(r: ResumeSpec): string {
  const lines = ['Pat Example', 'pat@example.com | (555) 010-4477 | Springfield, IL', ''];
  if (r.statedYears !== null) lines.push('Summary', `Professional with ${r.statedYears}+ years of experience.`, '');
  lines.push('Skills', r.skills.join(', '), '', 'Experience');
  for (const ro of r.roles) {
    const [m, y] = ro.start;
    const start = /^\d+$/.test(m) ? `${m}/${y}` : `${m} ${y}`;
    const end = ro.current ? 'Present' : String(Math.min(y + ro.length, 2024));
    lines.push(`${ro.title} | ${ro.employer} | ${start} - ${end}`);
    for (const [i, s, k] of ro.bullets) lines.push(`- ${(BULLETS[i] ?? BULLETS[0] ?? String)(s, k)}`);
    lines.push('');
  }
  lines.push('Education', `${r.degree}, State University, 2000`);
  return lines.join('\n');
}

describe('tailorResume property: nothing the input lacks appears in the output', () => {
  // 150 generated resumes: a few seconds alone, more beside other suites on 2 cores.
  it('skills and numbers in the output all come from the resume', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(resumeArb, jobArb, (r, j) => {
        const resumeText = buildResume(r);
        const description = [
          `We are hiring a ${j.title}.`,
          'Requirements:',
          ...j.required.map((s) => `- Experience with ${s}`),
          `- ${j.years}+ years of experience`,
          'Nice to have:',
          ...j.preferred.map((s) => `- ${s}`),
        ].join('\n');
        const result = tailorResume({ resumeText, job: { title: j.title, company: j.company, description }, now: NOW });

        // Skills: strict matches in the output ⊆ lenient matches in the input.
        const inputSkills = skillSet(resumeText, 'lenient');
        for (const s of skillSet(result.text, 'strict')) expect(inputSkills.has(s), `skill ${s}`).toBe(true);

        // Numbers: every number is in the input, except a derived "N+ years" within what the dates support.
        const parsed = parseResume(resumeText);
        const maxYears = Math.max(
          computedExperienceYears(parsed, referenceMonth(resumeText, NOW)),
          statedExperienceYears(parsed)?.years ?? 0,
        );
        const inputNumbers = supportedNumbers(resumeText);
        for (const num of numbersIn(result.text)) {
          const value = num.value.replace(/^~/, '');
          if (inputNumbers.has(value) || resumeText.includes(value)) continue;
          const derived = /^\s*\+?\s*years? of experience/.test(result.text.slice(num.end));
          expect(derived && Number(value) <= maxYears, `number ${value}`).toBe(true);
        }

        // Number words in the output (counts) are all in the input.
        for (const m of result.text.matchAll(/\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/gi)) {
          expect(resumeText.toLowerCase().includes((m[1] ?? '').toLowerCase()), `number word ${m[1]}`).toBe(true);
        }

        // And the engine's own checker agrees (it checks bare counts and number words too).
        expect(checkTruthfulness(resumeText, result.text, { now: NOW }).unsupported).toEqual([]);
        expect(result.match.scoreAfter).toBeGreaterThanOrEqual(result.match.scoreBefore);
      }),
      { numRuns: 150, seed: 20250601 },
    );
  });
});
