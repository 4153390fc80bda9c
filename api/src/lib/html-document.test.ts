import { detectBlockedPage } from '@jobapp/shared/jobs/extract-job';
import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from './html-document';

describe('parseHtmlDocument', () => {
  it.each(['no', '', 'Too Many Requests', '{"error":"rate limited"}'])('gives a whole document for %j', (input) => {
    const doc = parseHtmlDocument(input);
    expect(doc.documentElement).not.toBeNull();
    expect(doc.title).toBe('');
    expect(doc.body.textContent).toBe(input);
    expect(detectBlockedPage(doc, 'https://www.linkedin.com/jobs-guest/jobs/api/seeMoreJobPostings/search')).toBeNull();
  });

  it('keeps a fragment of cards queryable', () => {
    const doc = parseHtmlDocument('<li><div class="base-card"><h3 class="base-search-card__title">Dev</h3></div></li>');
    expect(doc.querySelector('.base-search-card__title')?.textContent).toBe('Dev');
  });

  it('leaves a full page as it is', () => {
    const doc = parseHtmlDocument('<!doctype html><html><head><title>Just a moment...</title></head><body></body></html>');
    expect(doc.title).toBe('Just a moment...');
    expect(detectBlockedPage(doc)).toBe('bot-check');
  });
});
