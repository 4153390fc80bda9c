import { describe, expect, it } from 'vitest';
import { findAssignedJson, findJsonEnd, getPath, readJsonAt } from './raw-json';

describe('raw JSON decoder', () => {
  it('finds the end of an object followed by more code', () => {
    const src = 'window._initialData={"a":{"b":[1,2,{"c":"}"}]}};window.x={"y":1};';
    const start = src.indexOf('{');
    expect(src.slice(start, findJsonEnd(src, start))).toBe('{"a":{"b":[1,2,{"c":"}"}]}}');
  });

  it('ignores braces, "};" and escaped quotes inside strings', () => {
    const src = 'x = {"s":"he said \\"};\\" {[","t":"\\\\"}; more()';
    expect(readJsonAt(src, src.indexOf('{'))).toEqual({ s: 'he said "};" {[', t: '\\' });
  });

  it('returns -1 / undefined for unbalanced or invalid input', () => {
    expect(findJsonEnd('{"a":[1}', 0)).toBe(-1);
    expect(findJsonEnd('{"a":1', 0)).toBe(-1);
    expect(findJsonEnd('x', 0)).toBe(-1);
    expect(readJsonAt('{a:1}', 0)).toBeUndefined();
  });

  it('decodes \\u002F and \\u003C escapes', () => {
    const src = 'window._initialData={"url":"https:\\u002F\\u002Fx.com\\u002Fa","h":"\\u003Cp\\u003E"};';
    expect(findAssignedJson(src, '_initialData')).toEqual({ url: 'https://x.com/a', h: '<p>' });
  });

  it('skips comparisons and references, and assignments that are not JSON', () => {
    const src = [
      'if (window._initialData == null) {}',
      'var y = window._initialData;',
      'window._initialData = {notJson: true};',
      'window._initialData = {"ok": true};',
    ].join('\n');
    expect(findAssignedJson(src, '_initialData')).toEqual({ ok: true });
  });

  it('matches bracketed targets with either quote and spacing', () => {
    const src = `window.mosaic.providerData[ 'mosaic-provider-jobcards' ] = {"metaData":{"n":1}};`;
    expect(findAssignedJson(src, 'providerData["mosaic-provider-jobcards"]')).toEqual({ metaData: { n: 1 } });
    expect(findAssignedJson(src, 'providerData["other"]')).toBeUndefined();
  });

  it('getPath follows keys', () => {
    expect(getPath({ a: { b: { c: 3 } } }, ['a', 'b', 'c'])).toBe(3);
    expect(getPath({ a: 1 }, ['a', 'b'])).toBeUndefined();
  });
});
