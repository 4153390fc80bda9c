/**
 * Test helper (imported by the fuzz suite only): fast-check arbitraries for hostile request bodies and
 * headers. A body is built as JSON text, not with JSON.stringify, so it can hold what a real client
 * may send and an object cannot: duplicate keys, `__proto__` keys, numbers past double range.
 */
import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';

export interface FuzzBody {
  /** What the body is, for failure reports. */
  kind: string;
  bytes: Buffer;
  headers: Record<string, string>;
}

/** Valid bodies, one per endpoint, as `[key, JSON text]` pairs the mutations start from. */
export type Template = [string, string][];

export function templateOf(value: Record<string, unknown>): Template {
  return Object.entries(value).map(([key, v]) => [key, JSON.stringify(v)]);
}

function objectText(entries: Template): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** Strings a text field should refuse or clean: NUL, other C0, lone surrogates, direction marks, huge. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'ada\u0000lovelace',
    '\u0001\u0002\u0007\u0008\u000b\u000c\u000e\u001b\u001f',
    'line\nbreak\r\ttab',
    '\ud800',
    'lone \udfff low',
    'cut \ud83d',
    '\u202eevil\u202c',
    '\ufeff\u200b',
    '%00',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '',
    ' ',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom('\u0000', '\u0001', '\u001f', '\ud800', '\udc00', 'a', 'é', '😀'), maxLength: 60 }),
  fc.tuple(fc.constantFrom('a', '\u0000', 'é', '😀'), fc.integer({ min: 300, max: 60_000 })).map(([unit, n]) => unit.repeat(n)),
);

/** Number literals JavaScript reads as Infinity, loses precision on, or PostgreSQL cannot store. */
export const hugeNumber: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('1e400', '-1e400', '1e-400', '123456789012345678901234567890', '9007199254740993', '-0', '2147483648', '1.5', '0'),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
  fc.double().filter(Number.isFinite).map(String),
);

/** `[[[[…]]]]` or `{"a":{"a":…}}`, deep enough to break a recursive reader. */
export const deepNesting: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('array', 'object'), fc.integer({ min: 100, max: 20_000 }))
  .map(([shape, depth]) => (shape === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`));

const protoValue = fc.constantFrom('{"isAdmin":true,"storageLimit":1e12}', '{"prototype":{"polluted":true}}', 'null', '"x"');

/** A value of any JSON type, or one of the hostile ones above, as JSON text. */
export const hostileValue: fc.Arbitrary<string> = fc.oneof(
  nastyString.map((s) => JSON.stringify(s)),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null'),
  hugeNumber,
  deepNesting,
  protoValue,
);

type Mutation = (entries: Template) => Template;

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  // One field gets a hostile value (wrong type, NUL, huge, deep…).
  fc.tuple(fc.nat(), hostileValue).map(([i, value]): Mutation => (entries) =>
    entries.length === 0 ? [['value', value]] : entries.map(([k, v], j) => [k, j === i % entries.length ? value : v]),
  ),
  // A field appears twice, the second time with another value.
  fc.tuple(fc.nat(), hostileValue).map(([i, value]): Mutation => (entries) => {
    const key = entries.length === 0 ? 'key' : entries[i % entries.length]![0];
    return [...entries, [key, value]];
  }),
  // Prototype-pollution keys, top level or nested.
  fc.tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), protoValue, fc.boolean()).map(
    ([key, value, nested]): Mutation => (entries) => (nested ? [...entries, ['profile', `{${JSON.stringify(key)}:${value}}`]] : [...entries, [key, value]]),
  ),
  // A field goes missing.
  fc.nat().map((i): Mutation => (entries) => entries.filter((_, j) => j !== i % Math.max(entries.length, 1))),
  // An unknown field with any value.
  fc.tuple(nastyString, hostileValue).map(([key, value]): Mutation => (entries) => [...entries, [key, value]]),
);

/** The endpoint's valid body with one to three mutations, sent as JSON. */
export function mutatedBody(template: Template): fc.Arbitrary<FuzzBody> {
  return fc.array(mutation, { minLength: 1, maxLength: 3 }).map((mutations) => ({
    kind: 'mutated JSON',
    bytes: Buffer.from(objectText(mutations.reduce((entries, mutate) => mutate(entries), template)), 'utf8'),
    headers: JSON_TYPE,
  }));
}

/** Bodies that are not the JSON object the endpoint wants: broken, truncated, bytes, scalars, deep. */
export function malformedBody(template: Template): fc.Arbitrary<FuzzBody> {
  const valid = objectText(template);
  const text = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.nat({ max: Math.max(valid.length - 1, 0) }).map((cut) => valid.slice(0, cut)),
    fc.constantFrom('"just a string"', '1', '1e400', 'null', 'true', '[]', '[{}]', '{', '}', '{"a":}', "{'a':1}", '{"a":1,}', 'NaN', '\u0000', ''),
    deepNesting,
    hostileValue,
  );
  return fc.oneof(
    text.map((t) => ({ kind: 'malformed JSON', bytes: Buffer.from(t, 'utf8'), headers: JSON_TYPE })),
    fc.uint8Array({ maxLength: 300 }).map((b) => ({ kind: 'random bytes as JSON', bytes: Buffer.from(b), headers: JSON_TYPE })),
  );
}

/** What an HTTP client can put in a header value (printable ASCII), plus a few forged tokens. */
const headerValue: fc.Arbitrary<string> = fc.oneof(
  fc.stringMatching(/^[\x20-\x7e]{0,300}$/),
  fc.constantFrom(
    'eyJhbGciOiJub25lIn0.eyJzaWQiOiJ4In0.',
    'eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiIxIn0.AAAA',
    'null',
    'https://evil.example',
    'chrome-extension://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    'same-origin',
    'cross-site',
    '999.999.999.999, ::1, garbage',
    'a'.repeat(8000),
  ),
);

const compressors: Record<string, (data: Buffer) => Buffer> = {
  gzip: (data) => gzipSync(data),
  deflate: (data) => deflateSync(data),
  br: (data) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
};

/** 20 MB of spaces, compressed once per encoding (a few kB each). */
const bombs = new Map<string, Buffer>();
function bomb(encoding: string): Buffer {
  let packed = bombs.get(encoding);
  if (!packed) {
    packed = compressors[encoding]!(Buffer.alloc(20_000_000, 0x20));
    bombs.set(encoding, packed);
  }
  return packed;
}

/** Content-Encoding and Content-Type games around the endpoint's valid body. */
export function encodedBody(template: Template): fc.Arbitrary<FuzzBody> {
  const valid = Buffer.from(objectText(template), 'utf8');
  const encoding = fc.constantFrom('gzip', 'deflate', 'br');
  return fc.oneof(
    // Garbage declared as compressed.
    fc.tuple(encoding, fc.uint8Array({ maxLength: 200 })).map(([name, bytes]) => ({
      kind: `garbage as ${name}`,
      bytes: Buffer.from(bytes),
      headers: { ...JSON_TYPE, 'content-encoding': name },
    })),
    // A valid compressed body, cut short or with flipped bytes.
    fc.tuple(encoding, fc.nat(), fc.boolean()).map(([name, at, flip]) => {
      const packed = Buffer.from(compressors[name]!(valid));
      const index = at % packed.length;
      if (flip) packed[index] = packed[index]! ^ 0xff;
      return { kind: `${flip ? 'corrupted' : 'truncated'} ${name}`, bytes: flip ? packed : packed.subarray(0, index), headers: { ...JSON_TYPE, 'content-encoding': name } };
    }),
    // Well compressed: valid JSON, or a bomb that inflates far past the body limit.
    fc.tuple(encoding, fc.boolean()).map(([name, isBomb]) => ({
      kind: isBomb ? `${name} bomb` : `valid ${name}`,
      bytes: isBomb ? bomb(name) : compressors[name]!(valid),
      headers: { ...JSON_TYPE, 'content-encoding': name },
    })),
    // Encodings nobody supports, or the right ones spelt wrong or stacked.
    fc.constantFrom('compress', 'x-gzip', 'zstd', 'GZIP', 'gzip, br', 'identity, gzip', 'bogus', ' ', 'br;q=1').map((name) => ({
      kind: `encoding ${JSON.stringify(name)}`,
      bytes: valid,
      headers: { ...JSON_TYPE, 'content-encoding': name },
    })),
    // Hostile headers around the valid body: forged or broken session cookies, foreign origins, odd ids.
    fc.tuple(fc.constantFrom('cookie', 'origin', 'x-request-id', 'x-forwarded-for', 'accept', 'sec-fetch-site'), headerValue).map(([name, value]) => ({
      kind: `header ${name}`,
      bytes: valid,
      headers: { ...JSON_TYPE, [name]: name === 'cookie' ? `session=${value}` : value },
    })),
    // Multipart bodies (the upload route, and JSON routes that must refuse them): well formed with hostile
    // fields and file bytes, cut short, or garbage under a boundary.
    fc.tuple(nastyString, fc.uint8Array({ maxLength: 400 }), fc.constantFrom('whole', 'cut', 'garbage')).map(([field, file, shape]) => {
      const boundary = '----fuzzboundary';
      const whole = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="jobUrl"\r\n\r\n${field}\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="resumeFile"; filename="${field.slice(0, 20)}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
        Buffer.from(file),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const bytes = shape === 'whole' ? whole : shape === 'cut' ? whole.subarray(0, Math.floor(whole.length / 2)) : Buffer.from(file);
      return { kind: `multipart ${shape}`, bytes, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
    }),
    // The valid body under another content type.
    fc
      .constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'multipart/form-data; boundary=x',
        'application/json; charset=utf-16',
        'application/json; charset=bogus',
        'application/vnd.api+json',
        'application/xml',
        '',
        'application/json, text/plain',
        '*/*',
      )
      .map((type): FuzzBody => ({ kind: `content-type ${JSON.stringify(type)}`, bytes: valid, headers: type ? { 'content-type': type } : {} })),
  );
}
