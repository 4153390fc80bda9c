/**
 * The tracker's facts (salary, validThrough, requisition id, directApply, workplace type) read from the
 * shapes sources give them: schema.org `baseSalary` / `identifier` / `jobLocationType`, and the boards'
 * own names (board readers in ./boards). Values that do not fit are dropped, not coerced into a guess.
 */
import type { SALARY_UNITS } from '../applications/applications.schema';
import { cleanText } from './html-text';
import { isRecord } from './raw-json';
import type { JobTrackerFacts, Salary, WorkplaceType } from './types';

type SalaryUnit = (typeof SALARY_UNITS)[number];

function amount(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number.parseFloat(value.replace(/[,\s]/g, '')) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : undefined;
}

const UNIT_WORDS: ReadonlyArray<[RegExp, SalaryUnit]> = [
  [/^(hour|hourly|per[- ]hour|1 hour)/i, 'HOUR'],
  [/^(day|daily|per[- ]day|1 day)/i, 'DAY'],
  [/^(week|weekly|per[- ]week|1 week)/i, 'WEEK'],
  [/^(month|monthly|per[- ]month|1 month)/i, 'MONTH'],
  [/^(year|yearly|annual|annually|per[- ]year|1 year|per-year-salary)/i, 'YEAR'],
];

/** 'YEAR', 'year', 'per-year-salary', '1 YEAR', 'hourly' → the schema's unit; anything else → undefined. */
export function salaryUnit(value: unknown): SalaryUnit | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  for (const [re, unit] of UNIT_WORDS) if (re.test(text)) return unit;
  return undefined;
}

/** A salary from its parts; undefined when neither bound is a number. min > max is swapped. */
export function makeSalary(parts: { min?: unknown; max?: unknown; currency?: unknown; unit?: unknown }): Salary | undefined {
  let min = amount(parts.min);
  let max = amount(parts.max);
  if (min === undefined && max === undefined) return undefined;
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  const salary: Salary = {};
  if (min !== undefined) salary.min = min;
  if (max !== undefined) salary.max = max;
  const currency = typeof parts.currency === 'string' ? parts.currency.trim().toUpperCase() : '';
  if (/^[A-Z]{3}$/.test(currency)) salary.currency = currency;
  const unit = salaryUnit(parts.unit);
  if (unit) salary.unit = unit;
  return salary;
}

/** schema.org `baseSalary` (MonetaryAmount with a QuantitativeValue, or a bare number) → Salary. */
export function salaryFromSchemaOrg(value: unknown): Salary | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'number' || typeof first === 'string') return makeSalary({ min: first, max: first });
  if (!isRecord(first)) return undefined;
  const inner = isRecord(first.value) ? first.value : { value: first.value };
  const exact = inner.value;
  return makeSalary({
    min: inner.minValue ?? exact,
    max: inner.maxValue ?? exact,
    currency: first.currency ?? inner.currency,
    unit: inner.unitText ?? first.unitText,
  });
}

/** schema.org `identifier` (PropertyValue, text or number) → the requisition id. */
export function identifierText(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string' || typeof first === 'number') return cleanText(String(first)) || undefined;
  if (!isRecord(first)) return undefined;
  const inner = first.value ?? first['@value'] ?? first.propertyID;
  return typeof inner === 'string' || typeof inner === 'number' ? cleanText(String(inner)) || undefined : undefined;
}

/** 'remote', 'Remote', 'TELECOMMUTE', 'on-site', 'onsite', 'In office', 'Hybrid' → the schema's type. */
export function workplaceTypeOf(value: unknown): WorkplaceType | undefined {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!text) return undefined;
  if (/telecommute|remote|work from home|wfh/.test(text)) return 'remote';
  if (/hybrid|flexible/.test(text)) return 'hybrid';
  if (/on[- ]?site|in[- ]office|onsite|office[- ]based|in[- ]person/.test(text)) return 'onsite';
  return undefined;
}

/** `true` / `"true"` → true, `false` / `"false"` → false, else undefined. */
export function booleanOf(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value.trim())) return value.trim().toLowerCase() === 'true';
  return undefined;
}

/** An ISO date or date-time as given (trimmed); other text → undefined. */
export function isoDateText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(text) ? text : undefined;
}

/** Copies the defined facts of `facts` onto `target`. */
export function assignFacts(target: JobTrackerFacts, facts: JobTrackerFacts): void {
  if (facts.salary) target.salary = facts.salary;
  if (facts.validThrough) target.validThrough = facts.validThrough;
  if (facts.requisitionId) target.requisitionId = facts.requisitionId;
  if (facts.directApply !== undefined) target.directApply = facts.directApply;
  if (facts.workplaceType) target.workplaceType = facts.workplaceType;
}

/** Fills the facts `target` lacks from `from`. */
export function fillFacts(target: JobTrackerFacts, from: JobTrackerFacts): void {
  if (!target.salary && from.salary) target.salary = from.salary;
  if (!target.validThrough && from.validThrough) target.validThrough = from.validThrough;
  if (!target.requisitionId && from.requisitionId) target.requisitionId = from.requisitionId;
  if (target.directApply === undefined && from.directApply !== undefined) target.directApply = from.directApply;
  if (!target.workplaceType && from.workplaceType) target.workplaceType = from.workplaceType;
}
