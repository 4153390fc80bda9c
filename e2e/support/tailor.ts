// Tailoring through the app's own call from a signed-in page (same origin, the session cookie).
import type { Page } from 'puppeteer-core';
import { expect } from 'vitest';

/** Tailors `resumeText` to a pasted posting through the app's own call; answers the new resume's id and text. */
export async function tailorInPage(
  page: Page,
  job: { jobUrl: string; jobTitle: string; company: string; jobDescription: string },
  resumeText: string,
): Promise<{ resumeId: number; optimizedContent: string }> {
  const answer = await page.evaluate(
    async (body) => {
      const response = await fetch('/api/optimize-resume-text', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      });
      return { ok: response.ok, body: (await response.json()) as { resumeId?: number; optimizedContent?: string } };
    },
    { ...job, resumeText, templateId: 'basic-1' },
  );
  expect(answer.ok, JSON.stringify(answer.body).slice(0, 300)).toBe(true);
  return { resumeId: Number(answer.body.resumeId), optimizedContent: String(answer.body.optimizedContent) };
}
