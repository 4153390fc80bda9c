import { describe, expect, it } from 'vitest';
import { decodeEntities } from './entities';

describe('decodeEntities', () => {
  it.each([
    ['a &amp; b', 'a & b'],
    ['&lt;p&gt;x&lt;/p&gt;', '<p>x</p>'],
    ['&quot;quoted&quot; &#39;single&#39; &apos;apos&apos;', '"quoted" \'single\' \'apos\''],
    ['caf&#xE9; &#x2019; &#8212;', 'caf\u00e9 \u2019 \u2014'],
    ['a&nbsp;b', 'a\u00a0b'],
    ['&#146;', '\u2019'],
    ['AT&T and &unknown; stay', 'AT&T and &unknown; stay'],
    ['&amp;lt;', '&lt;'],
    ['&#0; &#xD800;', '\ufffd \ufffd'],
  ])('%s → %s', (input, expected) => expect(decodeEntities(input)).toBe(expected));
});
