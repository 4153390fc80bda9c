import { describe, expect, it } from 'vitest';
import { JobReadingCache } from './job-reading-cache';
import { readJobDescription, type ReadJobInput } from './job-text';

const text = 'Requirements:\n• 5+ years of experience with Python\n• Kubernetes and Terraform in production';
const input: ReadJobInput = {
  title: 'Platform Engineer',
  company: 'Contoso',
  description: { text },
};

describe('JobReadingCache', () => {
  it('reads a posting once and answers the same reading for the same content', async () => {
    const cache = new JobReadingCache();
    let reads = 0;
    const reader = (job: ReadJobInput) => {
      reads += 1;
      return Promise.resolve(readJobDescription(job));
    };
    const first = await cache.read(input, reader);
    const again = await cache.read({ ...input, description: { text: `${text}` } }, reader);
    expect(reads).toBe(1);
    expect(again).toEqual(first);
    expect(first.reading.facts.experience).toMatch(/^5\+ years/);
  });

  it('reads again when anything in the input differs, and keeps nothing from a failed read', async () => {
    const cache = new JobReadingCache();
    let reads = 0;
    const reader = (job: ReadJobInput) => {
      reads += 1;
      return Promise.resolve(readJobDescription(job));
    };
    await cache.read(input, reader);
    await cache.read({ ...input, company: 'Fabrikam' }, reader);
    await cache.read({ ...input, skills: ['Go'] }, reader);
    expect(reads).toBe(3);
    await expect(cache.read({ ...input, title: 'x' }, () => Promise.reject(new Error('limit')))).rejects.toThrow('limit');
    expect(cache.size).toBe(3);
  });
});
