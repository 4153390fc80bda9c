/**
 * Stripe's request parameters: `application/x-www-form-urlencoded` bodies (and query strings) with
 * bracketed keys, `items[0][price]=price_1&expand[]=latest_invoice&metadata[user_id]=7`.
 *
 * Parsed with `qs`, the parser Express and stripe-node itself used for this exact encoding (the SDK
 * encoded with `qs.stringify` until it inlined its own encoder): nested objects, indexed and `[]` arrays,
 * no prototype keys. Every value arrives as a string; the readers below turn them into the types
 * Stripe's API accepts and answer Stripe's 400s for the rest.
 */
import qs from 'qs';
import { parameterInvalid, parameterMissing, parameterUnknown } from './errors';

export type Params = Record<string, unknown>;

export function parseParams(text: string): Params {
  return qs.parse(text, { depth: 10, arrayLimit: 1000, parameterLimit: 10_000 }) as Params;
}

/** Parameters every endpoint accepts besides its own. */
const ALWAYS_ALLOWED = new Set(['expand']);

/** Answers Stripe's `parameter_unknown` 400 for the first parameter the endpoint does not take. */
export function checkKnownParams(params: Params, allowed: readonly string[]): void {
  for (const key of Object.keys(params)) {
    if (!ALWAYS_ALLOWED.has(key) && !allowed.includes(key)) throw parameterUnknown(key);
  }
}

const isRecord = (value: unknown): value is Params =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `a[b][c]` for error messages. */
const nameOf = (path: string, key: string) => (path ? `${path}[${key}]` : key);

/** Reads typed values out of one parameter object; `path` names it in error messages. */
export class ParamReader {
  constructor(
    readonly params: Params,
    readonly path = '',
  ) {}

  has(key: string): boolean {
    return this.params[key] !== undefined;
  }

  string(key: string): string | undefined {
    const value = this.params[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') throw parameterInvalid(nameOf(this.path, key), `Invalid string: ${JSON.stringify(value)}`);
    return value;
  }

  requiredString(key: string): string {
    const value = this.string(key);
    if (value === undefined || value === '') throw parameterMissing(nameOf(this.path, key));
    return value;
  }

  /** A string that may be sent empty to unset the field: '' → null. */
  nullableString(key: string): string | null | undefined {
    const value = this.string(key);
    return value === '' ? null : value;
  }

  integer(key: string): number | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (!/^-?\d+$/.test(value)) throw parameterInvalid(nameOf(this.path, key), `Invalid integer: ${value}`);
    return Number(value);
  }

  requiredInteger(key: string): number {
    const value = this.integer(key);
    if (value === undefined) throw parameterMissing(nameOf(this.path, key));
    return value;
  }

  boolean(key: string): boolean | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (value !== 'true' && value !== 'false') throw parameterInvalid(nameOf(this.path, key), `Invalid boolean: ${value}`);
    return value === 'true';
  }

  oneOf<const T extends string>(key: string, values: readonly T[]): T | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (!(values as readonly string[]).includes(value)) {
      throw parameterInvalid(
        nameOf(this.path, key),
        `Invalid ${key}: must be one of ${values.join(', ')}`,
        'parameter_invalid_string',
      );
    }
    return value as T;
  }

  /** A nested object (`key[a]=…`), or undefined. */
  object(key: string): ParamReader | undefined {
    const value = this.params[key];
    if (value === undefined) return undefined;
    if (!isRecord(value)) throw parameterInvalid(nameOf(this.path, key), `Invalid object`);
    return new ParamReader(value, nameOf(this.path, key));
  }

  /** An array of objects (`key[0][a]=…`); qs may give an array or an object keyed by index. */
  objects(key: string): ParamReader[] | undefined {
    const value = this.params[key];
    if (value === undefined) return undefined;
    const entries = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : undefined;
    if (!entries || !entries.every(isRecord)) throw parameterInvalid(nameOf(this.path, key), `Invalid array`);
    return entries.map((entry, index) => new ParamReader(entry, `${nameOf(this.path, key)}[${index}]`));
  }

  /** An array of strings (`key[]=a&key[]=b` or `key[0]=a`). */
  strings(key: string): string[] {
    const value = this.params[key];
    if (value === undefined) return [];
    const entries = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : [value];
    if (!entries.every((entry) => typeof entry === 'string')) throw parameterInvalid(nameOf(this.path, key), `Invalid array`);
    return entries;
  }

  /** Stripe's metadata update: keys set, `key=''` removes one, `metadata=''` removes all. */
  metadata(current: Record<string, string> = {}): Record<string, string> {
    const value = this.params.metadata;
    if (value === undefined) return current;
    if (value === '') return {};
    if (!isRecord(value)) throw parameterInvalid('metadata', 'Invalid metadata: must be an object');
    const next = { ...current };
    for (const [key, entry] of Object.entries(value)) {
      if (typeof entry !== 'string') throw parameterInvalid(`metadata[${key}]`, 'Invalid metadata value: must be a string');
      if (entry === '') delete next[key];
      else next[key] = entry;
    }
    return next;
  }
}
