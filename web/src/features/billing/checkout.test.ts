import { describe, expect, it } from 'vitest';
import { checkoutPath, pathAfterRegister, planButton, readCheckoutPlan, readStripeReturn } from './checkout';

describe('the checkout link', () => {
  it('opens the payment step for a paid plan and reads it back', () => {
    expect(checkoutPath('pro')).toBe('/subscription?plan=pro&checkout=1');
    expect(readCheckoutPlan('?plan=pro&checkout=1')).toBe('pro');
    expect(readCheckoutPlan('?checkout=1&plan=elite')).toBe('elite');
  });

  it('ignores a link without checkout=1 or with an unknown plan', () => {
    expect(readCheckoutPlan('?plan=pro')).toBeNull();
    expect(readCheckoutPlan('?plan=platinum&checkout=1')).toBeNull();
    expect(readCheckoutPlan('')).toBeNull();
  });
});

describe('pathAfterRegister', () => {
  it('goes on to the payment step after choosing a paid plan, else to the dashboard', () => {
    expect(pathAfterRegister('pro')).toBe('/subscription?plan=pro&checkout=1');
    expect(pathAfterRegister('starter')).toBe('/subscription?plan=starter&checkout=1');
    expect(pathAfterRegister('free_trial')).toBe('/dashboard');
    expect(pathAfterRegister(null)).toBe('/dashboard');
    expect(pathAfterRegister('https://evil.example')).toBe('/dashboard');
  });
});

describe('planButton', () => {
  const member = { signedIn: true, currentPlan: 'free_trial' as const, trialAvailable: false };

  it('sends a signed-out visitor to registration whatever the mode', () => {
    expect(planButton('pro', { signedIn: false, currentPlan: null, trialAvailable: true }, 'stripe')).toEqual({
      kind: 'register',
    });
  });

  it('marks the current plan and a used trial', () => {
    expect(planButton('free_trial', member, 'test')).toEqual({ kind: 'current' });
    expect(planButton('free_trial', { ...member, currentPlan: 'pro' }, 'test')).toEqual({ kind: 'trial-used' });
    expect(planButton('free_trial', { ...member, currentPlan: null, trialAvailable: true }, 'stripe')).toEqual({
      kind: 'subscribe',
    });
  });

  it('subscribes at once in test mode, checks out with Stripe, refuses without keys', () => {
    expect(planButton('pro', member, 'test')).toEqual({ kind: 'subscribe' });
    expect(planButton('pro', member, 'stripe')).toEqual({ kind: 'checkout' });
    expect(planButton('pro', member, 'unconfigured')).toEqual({ kind: 'unconfigured' });
  });

  it('marks a plan change already waiting for the next cycle', () => {
    const onElite = { ...member, currentPlan: 'elite' as const, scheduledChange: { plan: 'pro' as const, effectiveAt: '2026-12-23T10:00:00Z' } };
    expect(planButton('pro', onElite, 'stripe')).toEqual({ kind: 'scheduled', effectiveAt: '2026-12-23T10:00:00Z' });
    expect(planButton('starter', onElite, 'stripe')).toEqual({ kind: 'checkout' });
  });
});

describe('readStripeReturn', () => {
  it("reads Stripe's return after a redirect for a subscription or the storage add-on", () => {
    expect(readStripeReturn('?checkout=complete&payment_intent=pi_123&redirect_status=succeeded')).toEqual({
      kind: 'subscription',
      paymentIntentId: 'pi_123',
      succeeded: true,
    });
    expect(readStripeReturn('?purchase=storage&payment_intent=pi_9&redirect_status=failed')).toEqual({
      kind: 'storage',
      paymentIntentId: 'pi_9',
      succeeded: false,
    });
  });

  it('ignores ordinary visits and odd payment ids', () => {
    expect(readStripeReturn('')).toBeNull();
    expect(readStripeReturn('?template=basic-1')).toBeNull();
    expect(readStripeReturn('?purchase=storage&payment_intent=../x&redirect_status=succeeded')?.paymentIntentId).toBeNull();
  });
});
