import { describe, expect, it } from 'vitest';
import { formatBytes, getInitials, storagePercentage } from './format';

describe('formatBytes', () => {
  it.each([
    [0, '0 Bytes'],
    [512, '512 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [5 * 1024 * 1024, '5 MB'],
    [3 * 1024 ** 3, '3 GB'],
  ])('%i → %s', (bytes, text) => expect(formatBytes(bytes)).toBe(text));
});

describe('getInitials', () => {
  it('uses the first two words of the full name', () => expect(getInitials('ada king lovelace', 'x')).toBe('AK'));
  it('falls back to the username', () => expect(getInitials('  ', 'grace')).toBe('G'));
  it("falls back to 'U'", () => expect(getInitials(null, undefined)).toBe('U'));
});

describe('storagePercentage', () => {
  it('rounds to one decimal and caps at 100', () => {
    expect(storagePercentage(1, 3)).toBe(33.3);
    expect(storagePercentage(10, 5)).toBe(100);
    expect(storagePercentage(0, 0)).toBe(100);
  });
});
