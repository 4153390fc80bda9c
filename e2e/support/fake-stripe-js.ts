// A stand-in for Stripe.js in the browser (the machine has no way to js.stripe.com, and a real card
// form is not ours to drive). The page's request for Stripe.js is answered with a small script whose
// `Stripe(key)` mounts a plain "payment element" and whose `confirmPayment` asks the test, through an
// exposed function, to confirm the payment in the Stripe stand-in API (api/src/test/stripe-server).
// It is served at https://js.stripe.com itself, so the product's real Content-Security-Policy (which
// allows Stripe.js when Stripe is configured) is in force.
import type { HTTPRequest, Page } from 'puppeteer-core';

/** What the test does when the page confirms a payment: the PaymentIntent's id, or a decline message. */
export type ConfirmPayment = (paymentIntentId: string) => Promise<{ id: string } | { error: string }>;

const fakeStripeJs = `
(() => {
  function Stripe(publishableKey) {
    return {
      _registerWrapper() {},
      createToken() {}, createPaymentMethod() {}, confirmCardPayment() {},
      elements(options) {
        const clientSecret = options && options.clientSecret;
        return {
          _clientSecret: clientSecret,
          update() {}, fetchUpdates() { return Promise.resolve({}); }, submit() { return Promise.resolve({}); },
          getElement() { return null; },
          create(type) {
            const handlers = {};
            const element = {
              mount(node) {
                const target = typeof node === 'string' ? document.querySelector(node) : node;
                target.innerHTML = '<div data-testid="fake-payment-element">Card details (Stripe.js stand-in, ' + publishableKey + ')</div>';
                setTimeout(() => (handlers.ready || []).forEach((h) => h({ elementType: type })), 0);
              },
              on(event, handler) { (handlers[event] = handlers[event] || []).push(handler); return element; },
              off(event, handler) { handlers[event] = (handlers[event] || []).filter((h) => h !== handler); return element; },
              update() {}, destroy() {}, unmount() {}, focus() {}, blur() {}, clear() {}, collapse() {},
            };
            return element;
          },
        };
      },
      async confirmPayment({ elements, redirect }) {
        if (redirect !== 'if_required') throw new Error('expected redirect: if_required');
        const id = String(elements._clientSecret).split('_secret_')[0];
        const answer = await window.__confirmPayment(id);
        return answer.error ? { error: { type: 'card_error', message: answer.error } } : { paymentIntent: { id: answer.id, status: 'succeeded' } };
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;

/** Serves the stand-in Stripe.js to `page` and routes its confirmations to `confirm`. */
export async function useFakeStripeJs(page: Page, confirm: ConfirmPayment): Promise<void> {
  await page.exposeFunction('__confirmPayment', confirm);
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    const url = new URL(request.url());
    if (url.hostname === 'js.stripe.com') {
      void request.respond({ status: 200, contentType: 'application/javascript', body: fakeStripeJs });
    } else if (url.hostname.endsWith('stripe.com') || url.hostname.endsWith('stripe.network')) {
      void request.abort();
    } else {
      void request.continue();
    }
  });
}

/** Makes every request for Stripe.js fail, as a blocked script or a network without Stripe would. */
export async function blockStripeJs(page: Page): Promise<void> {
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    if (new URL(request.url()).hostname.endsWith('stripe.com')) void request.abort();
    else void request.continue();
  });
}
