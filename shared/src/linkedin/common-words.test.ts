import { describe, expect, it } from 'vitest';
import { isCommonWord } from './common-words';

describe('isCommonWord', () => {
  it('tells a common word from a name', () => {
    expect(isCommonWord('Customer')).toBe(true);
    expect(isCommonWord('Management')).toBe(true);
    expect(isCommonWord('Salesforce')).toBe(false);
    expect(isCommonWord('Zendesk')).toBe(false);
    expect(isCommonWord('and')).toBe(true);
  });
});
