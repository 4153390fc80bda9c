import { describe, expect, it } from 'vitest';
import { alertDue, bestFirst, composeDigest, digestItem, digestText, fetchKey, limitedSourcesLine, postedWithin, type DigestItem } from './digest';
import type { AlertPosting } from './posting';

const posting = (over: Partial<AlertPosting> = {}): AlertPosting => ({
  source: 'greenhouse',
  title: 'Data Engineer',
  company: 'Acme',
  location: 'Berlin',
  canonicalUrl: 'https://job-boards.greenhouse.io/acme/jobs/1',
  requisitionId: null,
  description: '',
  salary: '',
  datePosted: '2026-03-05',
  validThrough: '2026-04-01',
  ...over,
});
const now = new Date('2026-03-07T08:00:00Z');
const item = (over: Partial<AlertPosting> = {}, repostedTimes = 0): DigestItem =>
  digestItem({ posting: posting(over), keys: { canonicalUrl: '', requisitionId: null, descriptionHash: null, repostCount: 0 }, repostedTimes }, null, 'http://app.test/', now);
const base = { name: 'Dana', reposts: [], limited: [], frequency: 'daily' as const, publicUrl: 'http://app.test', unsubscribeUrl: 'http://app.test/u' };

describe('the digest', () => {
  it('words an item: age, closing date, repost count, and links into the app', () => {
    const one = item({}, 2);
    expect(one).toMatchObject({ age: 'posted 2 days ago', closes: 'closes on 1 April 2026', reposted: 'reposted twice', source: 'Greenhouse' });
    expect(one.saveUrl).toBe('http://app.test/tracker?add=https%3A%2F%2Fjob-boards.greenhouse.io%2Facme%2Fjobs%2F1&title=Data+Engineer&company=Acme&location=Berlin');
    expect(one.tailorUrl).toBe('http://app.test/optimize-resume?jobUrl=https%3A%2F%2Fjob-boards.greenhouse.io%2Facme%2Fjobs%2F1');
    expect(item({ validThrough: '2026-03-01' }).closes).toBe('');
  });

  it('says "since yesterday" only after a first run, and speaks of the match only when there is one', () => {
    const first = composeDigest({ ...base, items: [item(), item({ title: 'Analyst' })], ranBefore: false, hasResume: false });
    expect(first.intro).toBe('2 new postings match your job alerts. Upload a resume to see how well you match each posting.');
    const scored = [{ ...item(), match: { score: 70, met: ['SQL'], gaps: [] } }];
    const later = composeDigest({ ...base, items: scored, ranBefore: true, hasResume: true, frequency: 'weekly' });
    expect(later.intro).toBe('One new posting matches your job alerts since last week. Its match is your latest resume as it is, read against the posting by our engine.');
    expect(later.subject).toBe('New job: Data Engineer at Acme');
    expect(digestText(later)).toContain('Match: 70/100\nYour resume shows: SQL\n');
  });

  it('names limited sources in one sentence', () => {
    expect(limitedSourcesLine([])).toBe('');
    expect(limitedSourcesLine(['Indeed', 'LinkedIn', 'Acme on Lever'])).toBe(
      'Indeed, LinkedIn and Acme on Lever were not reachable or limited our reading today, so this e-mail holds what the other sources had. We will read them again for your next digest.',
    );
  });

  it('runs weekly alerts once a week, shares identical searches, keeps recent postings and the best 50', () => {
    expect(alertDue('weekly', new Date('2026-03-01T08:00:00Z'), now)).toBe(false);
    expect(alertDue('weekly', new Date('2026-02-28T08:00:00Z'), now)).toBe(true);
    const search = { kind: 'search' as const, source: 'indeed' as const, title: ' Data  Engineer', location: 'Berlin ', remote: false, postedWithinDays: 7 };
    expect(fetchKey(search)).toBe(fetchKey({ ...search, title: 'data engineer', location: 'berlin' }));
    expect(fetchKey(search)).not.toBe(fetchKey({ ...search, postedWithinDays: 3 }));
    expect(postedWithin([posting({ datePosted: '2026-02-20' }), posting({ datePosted: null }), posting()], 7, now)).toHaveLength(2);
    const many = Array.from({ length: 60 }, (_, i) => ({ posting: posting(), match: i === 59 ? { score: 99, met: [], gaps: [] } : null }));
    const best = bestFirst(many);
    expect(best).toHaveLength(50);
    expect(best[0]?.match?.score).toBe(99);
  });
});
