import { describe, expect, it } from 'vitest';
import { listOf } from './lists';

describe('listOf', () => {
  it('joins for prose, without the serial comma unless asked', () => {
    expect(listOf([])).toBe('');
    expect(listOf(['SQL'])).toBe('SQL');
    expect(listOf(['SQL', 'Python'])).toBe('SQL and Python');
    expect(listOf(['SQL', 'Python', 'Go'])).toBe('SQL, Python and Go');
    expect(listOf(['SQL', 'Python', 'Go'], true)).toBe('SQL, Python, and Go');
    expect(listOf(['SQL', 'Python'], true)).toBe('SQL and Python');
  });
});
