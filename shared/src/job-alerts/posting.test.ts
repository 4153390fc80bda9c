import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tailorResume } from '../tailoring/engine';
import { resumeForScoring, scorePosting } from './alert-score';
import { canonicalLink, descriptionHash, postingAge, selectNew, type AlertPosting, type SentKey } from './posting';

const fixture = (path: string) => readFileSync(new URL(`../tailoring/__fixtures__/${path}`, import.meta.url), 'utf8');
const backend = fixture('jobs/backend-python-postgresql.txt');
const nurse = fixture('jobs/icu-nurse.txt');
const teacher = fixture('jobs/math-teacher.txt');

function posting(over: Partial<AlertPosting>): AlertPosting {
  return { source: 'greenhouse', title: 'Backend Engineer', company: 'Acme', location: 'Berlin', canonicalUrl: 'https://job-boards.greenhouse.io/acme/jobs/1', requisitionId: null, description: backend, salary: '', datePosted: '2026-03-01', validThrough: null, ...over };
}

describe('dedupe keys', () => {
  it('hashes the description without case, punctuation, markup or "posted N days ago"', () => {
    expect(descriptionHash(backend)).toMatch(/^[0-9a-f]{16}$/);
    expect(descriptionHash(`<p>${backend.toUpperCase()}</p> Posted 3 days ago.`)).toBe(descriptionHash(backend));
    expect(descriptionHash(nurse)).not.toBe(descriptionHash(backend));
    expect(descriptionHash('Short text.')).toBeNull();
    expect(canonicalLink('https://Jobs.Lever.co/acme/123/?utm_source=x#apply')).toBe('https://jobs.lever.co/acme/123');
    // A parameter that names the posting stays: two Indeed jobs are two links.
    expect(canonicalLink('https://www.indeed.com/viewjob?jk=1a2b3c4d5e6f7081&from=serp')).toBe('https://www.indeed.com/viewjob?jk=1a2b3c4d5e6f7081');
    expect(canonicalLink('https://acme.example/careers?gh_jid=4012345&utm_medium=x')).toBe('https://acme.example/careers?gh_jid=4012345');
  });

  it('sends each posting once across sources, skips what was sent, and tells reposts apart', () => {
    const a = posting({});
    const sameOnIndeed = posting({ source: 'indeed', canonicalUrl: 'https://www.indeed.com/viewjob?jk=abc', description: `${backend}\n` });
    const b = posting({ canonicalUrl: 'https://job-boards.greenhouse.io/acme/jobs/2', description: nurse, title: 'ICU Nurse' });
    const first = selectNew([a, sameOnIndeed, b], []);
    expect(first.fresh.map((p) => p.posting.title)).toEqual(['Backend Engineer', 'ICU Nurse']);
    expect(first.reposts).toEqual([]);

    expect(first.duplicates.map((k) => k.canonicalUrl)).toEqual(['https://www.indeed.com/viewjob?jk=abc']);

    // Kept as sent with it, the second source's link is neither new nor a repost on the next run.
    const sent: SentKey[] = [...first.fresh.map((p) => p.keys), ...first.duplicates];
    expect(selectNew([a, sameOnIndeed, b], sent)).toEqual({ fresh: [], reposts: [], duplicates: [] });
    // Without it, the second link would be taken for a repost.
    expect(selectNew([a, sameOnIndeed, b], first.fresh.map((p) => p.keys)).reposts).toHaveLength(1);

    // A repost is told while the first link is still listed.
    const beside = selectNew([a, posting({ canonicalUrl: 'https://job-boards.greenhouse.io/acme/jobs/77' })], sent);
    expect(beside.reposts.map((p) => p.posting.canonicalUrl)).toEqual(['https://job-boards.greenhouse.io/acme/jobs/77']);

    // The same text under a new link: a repost, once, then twice.
    const again = posting({ canonicalUrl: 'https://job-boards.greenhouse.io/acme/jobs/9' });
    const c = posting({ canonicalUrl: 'https://job-boards.greenhouse.io/acme/jobs/3', description: teacher, title: 'Math Teacher' });
    const second = selectNew([again, c], sent);
    expect(second.fresh.map((p) => p.posting.title)).toEqual(['Math Teacher']);
    expect(second.reposts.map((p) => p.repostedTimes)).toEqual([1]);
    const third = selectNew([posting({ canonicalUrl: 'https://job-boards.greenhouse.io/acme/jobs/10' })], [...sent, ...second.reposts.map((p) => p.keys)]);
    expect(third.reposts.map((p) => p.repostedTimes)).toEqual([2]);

    // A requisition id ties two links and two texts together (within one company).
    const req1 = posting({ canonicalUrl: 'https://x.test/1', requisitionId: 'R-100', description: '' });
    const req2 = posting({ canonicalUrl: 'https://y.test/2', requisitionId: ' r-100 ', description: 'other' });
    const other = posting({ canonicalUrl: 'https://z.test/3', requisitionId: 'R-100', company: 'Globex', description: '' });
    expect(selectNew([req1, req2, other], []).fresh.map((p) => p.posting.canonicalUrl)).toEqual(['https://x.test/1', 'https://z.test/3']);
  });

  it('words the age', () => {
    const now = new Date('2026-03-05T10:00:00Z');
    expect(postingAge('2026-03-05', now)).toBe('today');
    expect(postingAge('2026-03-04', now)).toBe('yesterday');
    expect(postingAge('2026-03-01', now)).toBe('4 days ago');
    expect(postingAge(null, now)).toBe('');
  });
});

describe('match score against the latest resume', () => {
  it('gives the engine’s score with its top 3 met requirements and top 3 gaps, none for a card without text', () => {
    const resume = resumeForScoring(fixture('resumes/software-engineer-2page.txt'));
    const now = new Date('2026-03-05T00:00:00Z');
    const good = scorePosting(resume, posting({}), now);
    const poor = scorePosting(resume, posting({ description: nurse, title: 'ICU Nurse' }), now);
    expect(good?.score).toBeGreaterThan(poor?.score ?? 100);
    expect(good?.met.length).toBe(3);
    expect(good?.gaps.length).toBeLessThanOrEqual(3);
    expect(poor?.gaps.length).toBe(3);
    expect(scorePosting(resume, posting({ description: '' }), now)).toBeNull();
  });

  it('says what the full engine says: the same score before tailoring and the same first gaps, for every fixture job', () => {
    const resumeText = fixture('resumes/software-engineer-2page.txt');
    const resume = resumeForScoring(resumeText);
    const now = new Date('2026-03-05T00:00:00Z');
    for (const name of ['backend-python-postgresql', 'icu-nurse', 'math-teacher', 'sales-saas-ae', 'senior-accountant', 'warehouse-operations']) {
      const description = fixture(`jobs/${name}.txt`);
      const full = tailorResume({ resumeText, job: { title: name, company: 'Acme', location: 'Berlin', description }, now }).match;
      const quick = scorePosting(resume, posting({ title: name, description }), now);
      expect(quick?.score, name).toBe(full.scoreBefore);
      expect(quick?.gaps, name).toEqual(full.gaps.slice(0, 3));
      const fullMet = full.items.filter((i) => i.status === 'met').map((i) => i.label ?? i.requirement);
      for (const met of quick?.met ?? []) expect(fullMet, name).toContain(met);
    }
  });
});
