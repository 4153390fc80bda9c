// Chooses a plan for the signed-in page's account through the app's own call (test mode: no card is
// charged), as the plan screens do; answers the HTTP status.
import type { Page } from 'puppeteer-core';

export async function subscribeInPage(page: Page, plan: 'starter' | 'pro' | 'elite'): Promise<number> {
  return page.evaluate(async (p) => {
    const response = await fetch('/api/create-subscription', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ plan: p }),
    });
    return response.status;
  }, plan);
}
