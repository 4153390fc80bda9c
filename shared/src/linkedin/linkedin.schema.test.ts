import { describe, expect, it } from 'vitest';
import { isLinkedInUrl, optimizeLinkedInSchema } from './linkedin.schema';

const valid = {
  profileUrl: 'https://www.linkedin.com/in/jordan-rivera',
  profileContent: 'Jordan Rivera\nSoftware Engineer at Northwind Traders\nAbout\nI build backend services in Python.',
  targetPosition: 'Backend Engineer',
  targetIndustry: 'Software',
};

function messagesOf(input: Record<string, unknown>): string[] {
  const r = optimizeLinkedInSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

describe('optimizeLinkedInSchema', () => {
  it('accepts a valid request', () => {
    expect(optimizeLinkedInSchema.parse(valid)).toEqual(valid);
    expect(messagesOf({ ...valid, profileUrl: 'https://linkedin.com/in/x' })).toEqual([]);
    expect(messagesOf({ ...valid, profileUrl: 'https://de.linkedin.com/in/x' })).toEqual([]);
  });

  it('refuses a profile URL that is no URL', () => {
    expect(messagesOf({ ...valid, profileUrl: 'linkedin profile' })).toEqual(['Please enter a valid LinkedIn profile URL']);
    expect(messagesOf({ ...valid, profileUrl: '' })).toEqual(['Please enter a valid LinkedIn profile URL']);
    expect(messagesOf({ ...valid, profileUrl: 'ftp://linkedin.com/in/x' })).toEqual(['Please enter a valid LinkedIn profile URL']);
    expect(messagesOf({ ...valid, profileUrl: undefined })).toEqual(['Please enter a valid LinkedIn profile URL']);
  });

  it('refuses a URL from another host, even one containing linkedin.com', () => {
    const notLinkedIn = ['URL must be from LinkedIn'];
    expect(messagesOf({ ...valid, profileUrl: 'https://example.com/in/jordan' })).toEqual(notLinkedIn);
    expect(messagesOf({ ...valid, profileUrl: 'https://linkedin.com.evil.example/in/jordan' })).toEqual(notLinkedIn);
    expect(messagesOf({ ...valid, profileUrl: 'https://evil.example/linkedin.com/in/jordan' })).toEqual(notLinkedIn);
    expect(messagesOf({ ...valid, profileUrl: 'https://notlinkedin.com/in/jordan' })).toEqual(notLinkedIn);
    expect(isLinkedInUrl('https://linkedin.com@evil.example/in/x')).toBe(false);
  });

  it('gives the profile content messages', () => {
    expect(messagesOf({ ...valid, profileContent: '' })).toEqual(['Profile content is required']);
    expect(messagesOf({ ...valid, profileContent: '   ' })).toEqual(['Profile content is required']);
    expect(messagesOf({ ...valid, profileContent: undefined })).toEqual(['Profile content is required']);
    expect(messagesOf({ ...valid, profileContent: 'x'.repeat(49) })).toEqual(['Profile content must be at least 50 characters']);
    expect(messagesOf({ ...valid, profileContent: 'x'.repeat(50) })).toEqual([]);
    expect(messagesOf({ ...valid, profileContent: 'x'.repeat(10_000) })).toEqual([]);
    expect(messagesOf({ ...valid, profileContent: 'x'.repeat(10_001) })).toEqual(['Profile content exceeds the maximum allowed length']);
  });

  it('gives the target messages', () => {
    expect(messagesOf({ ...valid, targetPosition: 'x' })).toEqual(['Target position is required']);
    expect(messagesOf({ ...valid, targetPosition: undefined })).toEqual(['Target position is required']);
    expect(messagesOf({ ...valid, targetIndustry: ' a ' })).toEqual(['Target industry is required']);
    expect(messagesOf({ ...valid, targetIndustry: undefined })).toEqual(['Target industry is required']);
  });
});
