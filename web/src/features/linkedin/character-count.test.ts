import { describe, expect, it } from 'vitest';
import { aboutHook, characterCount, linkedInTextCount, profileContentCount } from './character-count';

describe('characterCount', () => {
  it('labels the count against the limit with thousands separators', () => {
    const count = characterCount('a'.repeat(1234), 2600);
    expect(count.label).toBe('1,234 / 2,600');
    expect(count.description).toBe('1,234 of 2,600 characters');
    expect(count.tone).toBe('ok');
    expect(count.over).toBe(false);
  });

  it('warns near the limit and flags a text over it', () => {
    expect(characterCount('a'.repeat(200), 220).tone).toBe('near');
    expect(characterCount('a'.repeat(220), 220).over).toBe(false);
    const over = characterCount('a'.repeat(225), 220);
    expect(over.over).toBe(true);
    expect(over.tone).toBe('over');
    expect(over.description).toBe('225 of 220 characters, 5 over the limit');
  });

  it('marks a non-empty text under the minimum as short, an empty one as ok', () => {
    expect(characterCount('abc', 100, 50).tone).toBe('short');
    expect(characterCount('', 100, 50).tone).toBe('ok');
  });
});

describe('LinkedIn limits', () => {
  it('counts headlines against 220, About against 2,600 and roles against 2,000', () => {
    expect(linkedInTextCount('headline', 'x').max).toBe(220);
    expect(linkedInTextCount('about', 'x').max).toBe(2600);
    expect(linkedInTextCount('role', 'x').max).toBe(2000);
  });

  it('counts the profile content trimmed against 10,000', () => {
    const count = profileContentCount('  hello  ');
    expect(count.count).toBe(5);
    expect(count.label).toBe('5 / 10,000');
    expect(count.tone).toBe('short');
    expect(profileContentCount('a'.repeat(10_001)).over).toBe(true);
  });

  it("keeps the About's first 300 characters as the part shown before 'see more'", () => {
    expect(aboutHook('short')).toBe('short');
    expect(aboutHook('a'.repeat(400))).toHaveLength(300);
  });
});
