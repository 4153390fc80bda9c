import { jobLinkPatterns } from '@jobapp/shared/jobs/job-url';
import { describe, expect, it, vi } from 'vitest';
import { MatchPattern } from 'wxt/utils/match-patterns';
import { BOARD_JOB_LINK_PATTERNS } from './board-hosts';
import { contextMenuTargetUrl, handleContextMenuClick, OPTIMIZE_LINK_MENU_ID, optimizeLinkMenu } from './context-menu';

const app = 'http://localhost:3000';
/** Links as the stored board fixtures give them (api/src/features/jobs/__fixtures__/boards/postings.json). */
const BOARD_LINKS = [
  'https://job-boards.greenhouse.io/harborlight/jobs/4012345006?gh_src=linkedin',
  'https://jobs.lever.co/quillstone/5f1c2a9e-3b7d-4e21-9c0a-7d2e8b6f41a3',
  'https://northgate.wd5.myworkdayjobs.com/en-US/NorthgateCareers/job/Chicago-IL/Senior-Financial-Analyst_R-104233',
  'https://jobs.ashbyhq.com/orbitalkitchen/3c0e8d52-9a41-4f7b-b3d6-1e2f4a5b6c7d',
  'https://jobs.smartrecruiters.com/VantageRail/744000051234567-signal-maintainer',
];
const jobUrlOf = (url: string) => new URL(url).searchParams.get('jobUrl');

describe('optimizeLinkMenu', () => {
  it('is a link menu limited to the shared job link patterns', () => {
    expect(optimizeLinkMenu()).toEqual({
      id: OPTIMIZE_LINK_MENU_ID,
      title: 'Optimize resume for this job',
      contexts: ['link'],
      targetUrlPatterns: [...jobLinkPatterns, ...BOARD_JOB_LINK_PATTERNS],
    });
  });

  it('shows on the boards\' posting links (the stored board fixtures\' links) and not on other pages of those hosts', () => {
    const patterns = optimizeLinkMenu().targetUrlPatterns.map((p) => new MatchPattern(p));
    const shown = (url: string) => patterns.some((p) => p.includes(url));
    for (const link of BOARD_LINKS) expect(shown(link), link).toBe(true);
    for (const link of ['https://boards.greenhouse.io/acme', 'https://jobs.lever.co/quillstone', 'https://northgate.wd5.myworkdayjobs.com/en-US/NorthgateCareers', 'https://careers.example.com/jobs/1']) {
      expect(shown(link), link).toBe(false);
    }
  });

  it('has patterns that are valid match patterns', () => {
    for (const pattern of optimizeLinkMenu().targetUrlPatterns) expect(() => new MatchPattern(pattern)).not.toThrow();
  });
});

describe('contextMenuTargetUrl', () => {
  it.each([
    ['https://www.linkedin.com/jobs/view/4411867124/?refId=abc&trackingId=xyz', 'https://www.linkedin.com/jobs/view/4411867124/'],
    ['https://de.linkedin.com/jobs/view/senior-engineer-at-acme-4411867124', 'https://www.linkedin.com/jobs/view/4411867124/'],
    ['https://www.linkedin.com/jobs/search/?currentJobId=4012345678&keywords=react', 'https://www.linkedin.com/jobs/view/4012345678/'],
    ['https://www.linkedin.com/jobs/collections/recommended/?currentJobId=4012345678', 'https://www.linkedin.com/jobs/view/4012345678/'],
    ['https://www.indeed.com/viewjob?jk=0123456789ABCDEF&from=serp', 'https://www.indeed.com/viewjob?jk=0123456789abcdef'],
    ['https://uk.indeed.com/rc/clk?jk=0123456789abcdef&bb=x', 'https://uk.indeed.com/viewjob?jk=0123456789abcdef'],
    ['https://www.indeed.com/jobs?q=python&l=Texas&vjk=1a2b3c4d5e6f7081', 'https://www.indeed.com/viewjob?jk=1a2b3c4d5e6f7081'],
    ['https://m.indeed.com/m/viewjob?jk=1a2b3c4d5e6f7081', 'https://www.indeed.com/viewjob?jk=1a2b3c4d5e6f7081'],
  ])('opens %s as its canonical job link', (link, canonical) => {
    const url = contextMenuTargetUrl(link, app);
    expect(url.startsWith('http://localhost:3000/optimize-resume?jobUrl=')).toBe(true);
    expect(jobUrlOf(url)).toBe(canonical);
  });

  it('opens a board posting link as its canonical link (the API reads the board\'s JSON for it)', () => {
    expect(jobUrlOf(contextMenuTargetUrl(BOARD_LINKS[0]!, app))).toBe('https://job-boards.greenhouse.io/harborlight/jobs/4012345006');
    expect(jobUrlOf(contextMenuTargetUrl(BOARD_LINKS[2]!, app))).toBe(
      'https://northgate.wd5.myworkdayjobs.com/NorthgateCareers/job/Chicago-IL/Senior-Financial-Analyst_R-104233',
    );
    for (const link of BOARD_LINKS) expect(contextMenuTargetUrl(link, app).startsWith(`${app}/optimize-resume?jobUrl=`), link).toBe(true);
    // A board link that names no posting opens as it is.
    expect(contextMenuTargetUrl('https://jobs.lever.co/quillstone/not-a-posting', app)).toBe('https://jobs.lever.co/quillstone/not-a-posting');
  });

  it('opens a link that only looks like a job link as it is, never the optimize form with an invalid job URL', () => {
    const link = 'https://www.indeed.com/viewjob?jk=not-a-key';
    expect(contextMenuTargetUrl(link, app)).toBe(link);
    const sponsored = 'https://www.indeed.com/pagead/clk?mo=r&ad=-6NYlbfkN0&bjk=1&p=0';
    expect(contextMenuTargetUrl(sponsored, app)).toBe(sponsored);
  });
});

describe('handleContextMenuClick', () => {
  it('opens the optimize page in a new tab for our menu', async () => {
    const openTab = vi.fn(async () => undefined);
    const opened = await handleContextMenuClick(
      { menuItemId: OPTIMIZE_LINK_MENU_ID, linkUrl: 'https://www.linkedin.com/jobs/view/4411867124/' },
      { getWebAppUrl: async () => 'https://rb.example.com', openTab },
    );
    expect(opened).toBe('https://rb.example.com/optimize-resume?jobUrl=https%3A%2F%2Fwww.linkedin.com%2Fjobs%2Fview%2F4411867124%2F');
    expect(openTab).toHaveBeenCalledWith(opened);
  });

  it('ignores other menus and clicks without a link', async () => {
    const openTab = vi.fn(async () => undefined);
    const deps = { getWebAppUrl: async () => app, openTab };
    expect(await handleContextMenuClick({ menuItemId: 'other', linkUrl: 'https://www.linkedin.com/jobs/view/1/' }, deps)).toBeNull();
    expect(await handleContextMenuClick({ menuItemId: OPTIMIZE_LINK_MENU_ID }, deps)).toBeNull();
    expect(openTab).not.toHaveBeenCalled();
  });
});
