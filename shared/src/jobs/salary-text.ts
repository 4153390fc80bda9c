/**
 * Job facts as one line of text: "$155,000–$185,000 a year", "£28,000 a year", "From €95,000 a year",
 * "Remote". Pure (Intl only); the web app and the tracker show them the same way.
 */
import type { Salary, WorkplaceType } from './types';

const UNIT_TEXT: Readonly<Record<NonNullable<Salary['unit']>, string>> = {
  HOUR: 'an hour',
  DAY: 'a day',
  WEEK: 'a week',
  MONTH: 'a month',
  YEAR: 'a year',
};

function money(amount: number, currency: string | undefined, locale: string, digits: number): string {
  if (!currency) return new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(amount);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: digits, minimumFractionDigits: digits }).format(amount);
  } catch {
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(amount)} ${currency}`;
  }
}

/** The salary range in words; '' when it has no amount. */
export function salaryText(salary: Salary | null | undefined, locale = 'en-US'): string {
  if (!salary || (salary.min === undefined && salary.max === undefined)) return '';
  const { min, max, currency, unit } = salary;
  // Cents shown for every amount when any has them ("$19.50–$23.00").
  const digits = [min, max].some((a) => a !== undefined && !Number.isInteger(a)) ? 2 : 0;
  const m = (amount: number) => money(amount, currency, locale, digits);
  const range =
    min !== undefined && max !== undefined
      ? min === max
        ? m(min)
        : `${m(min)}–${m(max)}`
      : min !== undefined
        ? `From ${m(min)}`
        : `Up to ${m(max ?? 0)}`;
  return unit ? `${range} ${UNIT_TEXT[unit]}` : range;
}

export const workplaceTypeLabels: Readonly<Record<WorkplaceType, string>> = { onsite: 'On-site', hybrid: 'Hybrid', remote: 'Remote' };
