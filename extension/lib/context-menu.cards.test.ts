/**
 * The job-link menu over the real Indeed search cards in the shared fixtures (the `link` each card's
 * title anchor carries, as the browser resolves it on www.indeed.com): which links get the menu item
 * (`targetUrlPatterns`, matched as Chromium does, query string included) and where a click goes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { requireSharedFixtures, sharedFixturePath } from '@jobapp/shared/testing/fixtures';
import { matchesPattern } from '@jobapp/shared/testing/match-pattern';
import { describe, expect, it } from 'vitest';
import { contextMenuTargetUrl, optimizeLinkMenu } from './context-menu';

interface Card {
  jobkey: string;
  link: string;
  sponsored?: boolean;
}

const available = requireSharedFixtures('extension context-menu cards');
const app = 'http://localhost:3000';

function loadCards(): Card[] {
  const dir = sharedFixturePath('indeed');
  return readdirSync(dir)
    .filter((name) => name.includes('mosaic-jobcards'))
    .sort()
    .flatMap((name) => JSON.parse(readFileSync(sharedFixturePath('indeed', name), 'utf8')) as Card[]);
}

describe.runIf(available)('job-link menu on the fixture Indeed search cards', () => {
  const cards = available ? loadCards() : [];
  const patterns = optimizeLinkMenu().targetUrlPatterns;
  const withItem = (card: Card) => patterns.some((p) => matchesPattern(p, new URL(card.link, 'https://www.indeed.com/').href));

  it('reads the 225 real cards', () => expect(cards).toHaveLength(225));

  it('gives the item to every card whose link carries its job key, and none to key-less sponsored links', () => {
    const shown = cards.filter(withItem);
    const keyed = cards.filter((c) => c.link.toLowerCase().includes(c.jobkey.toLowerCase()));
    expect(shown.map((c) => c.jobkey)).toEqual(keyed.map((c) => c.jobkey));
    expect(cards.filter((c) => c.link.startsWith('/pagead/clk') && withItem(c))).toEqual([]);
    // Figure for the README: 194 of 225 (the 31 others are /pagead/clk ad links with no key).
    expect(shown.length).toBe(194);
  });

  it('opens the right job for every card that gets the item', () => {
    for (const card of cards.filter(withItem)) {
      const opened = new URL(contextMenuTargetUrl(new URL(card.link, 'https://www.indeed.com/').href, app));
      expect(opened.pathname, card.link).toBe('/optimize-resume');
      expect(opened.searchParams.get('jobUrl'), card.link).toBe(`https://www.indeed.com/viewjob?jk=${card.jobkey}`);
    }
  });
});
