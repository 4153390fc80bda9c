import { describe, expect, it } from 'vitest';
import { paymentMethodLabel } from './account-labels';

describe('paymentMethodLabel', () => {
  it('follows the spec: trial, card on file, none on file', () => {
    expect(paymentMethodLabel('free_trial', true)).toBe('None (Free Trial)');
    expect(paymentMethodLabel('pro', true)).toBe('Credit Card ending in ****');
    expect(paymentMethodLabel('starter', false)).toBe('No payment method on file');
  });
});
