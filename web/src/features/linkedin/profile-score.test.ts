import { describe, expect, it } from 'vitest';
import { checkRows, checksSummary, scoreSummary } from './profile-score';

const check = (id: string, pass: boolean) => ({ id, label: `Label ${id}`, pass, detail: `Detail ${id}` });

describe('profile score', () => {
  const before = { score: 44, checks: [check('a', true), check('b', false), check('c', false)] };
  const after = { score: 96, checks: [check('a', true), check('b', false), check('c', true), check('d', true)] };

  it("reads 'Profile score 44 → 96'", () => {
    expect(scoreSummary(before, after)).toBe('Profile score 44 → 96');
  });

  it('lists fixed checks first, then failing, then passing', () => {
    const rows = checkRows(before, after);
    expect(rows.map((row) => row.id)).toEqual(['c', 'b', 'a', 'd']);
    expect(rows[0]).toMatchObject({ before: false, after: true, fixed: true });
    expect(rows.find((row) => row.id === 'd')?.before).toBeNull();
    expect(checksSummary(rows)).toBe('1 check fixed, 3 of 4 passing');
  });
});
