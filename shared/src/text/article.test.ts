import { describe, expect, it } from 'vitest';
import { indefiniteArticle } from './article';

describe('indefiniteArticle', () => {
  it.each([
    ['MBA', 'an'], ['RN license', 'an'], ['SQL', 'an'], ['FEA', 'an'], ['FMEA', 'an'], ['LCSW', 'an'], ['HR Generalist', 'an'],
    ['UX designer', 'a'], ['API', 'an'], ['CPA', 'a'], ['MERN Stack Developer', 'a'], ['HIPAA audit', 'a'], ['NICU', 'a'],
    ['LEED project', 'a'], ['OSHA course', 'an'], ['hour', 'an'], ['university', 'a'], ['one-year contract', 'a'],
    ['European team', 'a'], ['8-year career', 'an'], ['11-year career', 'an'], ['18-month program', 'an'], ['Epic', 'an'],
    ['Senior Accountant', 'a'], ['honest', 'an'], ['Bachelor of Science', 'a'], ['M.S. in Statistics', 'an'],
  ] as const)('%s → %s', (word, article) => {
    expect(indefiniteArticle(word)).toBe(article);
  });
});
