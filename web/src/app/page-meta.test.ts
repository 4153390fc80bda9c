import { describe, expect, it } from 'vitest';
import { pageHeadTags } from './page-head';
import { defaultDescription, pageDescriptions } from './page-descriptions';
import { isPrerendered, pageTitle, prerenderedPaths, routeTitle } from './page-meta';
import { appRoutes } from './routes';

describe('prerendered pages', () => {
  it('are the public pages and the landing page, less those that depend on their query or repeat another', () => {
    const expected = appRoutes
      .filter((r) => r.access === 'public' || r.path === '/')
      .map((r) => r.path)
      .filter((path) => !['/reset-password', '/confirm-email', '/subscription'].includes(path));
    expect([...prerenderedPaths].sort()).toEqual(expected.sort());
    expect(isPrerendered('/pricing')).toBe(true);
    expect(isPrerendered('/dashboard')).toBe(false);
    expect(isPrerendered('/auth')).toBe(false);
  });

  it('each have their own description', () => {
    const descriptions = prerenderedPaths.map((path) => pageDescriptions[path]);
    expect(new Set(descriptions).size).toBe(prerenderedPaths.length);
    for (const text of descriptions) expect(text.length).toBeGreaterThanOrEqual(50);
    expect(pageDescriptions['/']).toBe(defaultDescription);
  });
});

describe('page titles', () => {
  it('follow the route table, /auth its mode, unknown paths "Page not found"', () => {
    expect(pageTitle('/')).toBe('Get more interviews · ResumeBoost');
    expect(pageTitle('/pricing')).toBe('Pricing · ResumeBoost');
    expect(routeTitle('/resume/12')).toBe('Resume');
    expect(routeTitle('/auth', '?action=register')).toBe('Create an account');
    expect(routeTitle('/no/such/page')).toBe('Page not found');
  });
});

describe('pageHeadTags', () => {
  it('writes title, description, an absolute canonical URL and Open Graph tags', () => {
    const head = pageHeadTags('/pricing', 'https://resumeboost.example');
    expect(head).toContain('<title>Pricing · ResumeBoost</title>');
    expect(head).toContain(`<meta name="description" content="${pageDescriptions['/pricing']}" />`);
    expect(head).toContain('<link rel="canonical" href="https://resumeboost.example/pricing" />');
    expect(head).toContain('<meta property="og:url" content="https://resumeboost.example/pricing" />');
    expect(head).toContain('<meta property="og:title" content="Pricing · ResumeBoost" />');
    expect(head).toContain('<meta property="og:type" content="website" />');
    expect(pageHeadTags('/', 'http://localhost:3000')).toContain('<link rel="canonical" href="http://localhost:3000/" />');
  });

  it('escapes what it writes into attributes', () => {
    const head = pageHeadTags('/faq', 'https://example.test/"><script>');
    expect(head).not.toContain('"><script>');
  });
});
