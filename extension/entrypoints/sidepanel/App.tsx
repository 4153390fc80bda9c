import { applicationStageLabels } from '@jobapp/shared/applications/applications.schema';
import { useCallback, useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { askForBoard, BOARD_HOST_PATTERNS, type BoardHostPattern, boardPermissionToAsk } from '../../lib/board-hosts';
import { browserBoardDeps } from '../../lib/board-permission';
import { sendMessage } from '../../lib/messaging';
import { type PageJob, sourceText } from '../../lib/page-job';
import { fetchLatestResume, matchScore } from '../../lib/match-score';
import { loadPopup, type PopupView, unreachableMessage } from '../../lib/popup-state';
import { saveJob, type TrackerStatus, trackerStatus } from '../../lib/tracker-client';
import { coverLetterUrl, signInUrl, optimizeResumeUrl } from '../../lib/web-app';

function openTab(url: string): void {
  void browser.tabs.create({ url, active: true });
}

function trackerText(status: TrackerStatus | null, webAppUrl: string): string {
  if (status === null) return 'Checking your tracker…';
  switch (status.kind) {
    case 'tracked':
      return `In your tracker: ${applicationStageLabels[status.item.stage]}`;
    case 'untracked':
      return 'Not in your tracker yet.';
    case 'signed-out':
      return 'Sign in to ResumeBoost to see your tracker.';
    case 'unreachable':
      return unreachableMessage(webAppUrl);
    default:
      return status.message;
  }
}

/**
 * The side panel: the job on the current tab, its match score against the latest resume, whether it
 * is in the tracker and at which stage, and Save / Tailor / Letter. The job shows as soon as it is read; the tracker is asked apart.
 */
export function App() {
  const [view, setView] = useState<PopupView>({ kind: 'loading' });
  const [webAppUrl, setWebAppUrl] = useState('');
  const [tracker, setTracker] = useState<TrackerStatus | null>(null);
  const [score, setScore] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  // The board host to ask for on the user's first action on this page (board-hosts.ts), or null.
  const [boardAsk, setBoardAsk] = useState<BoardHostPattern | null>(null);

  const load = useCallback(() => {
    setTracker(null);
    setScore('');
    setNotice('');
    setBoardAsk(null);
    void loadPopup(location.search, undefined, (loaded) => {
      setWebAppUrl(loaded.webAppUrl);
      setView(loaded.view);
    }).then(async (loaded) => {
      const job = 'job' in loaded.view ? loaded.view.job : null;
      if (!job) return;
      void boardPermissionToAsk(loaded.tabUrl, browserBoardDeps()).then(setBoardAsk);
      const [status, latest] = await Promise.all([trackerStatus(loaded.webAppUrl, job), fetchLatestResume(loaded.webAppUrl)]);
      setTracker(status);
      if (latest.kind === 'resume') {
        const of = latest.resume.jobTitle ? ` (${latest.resume.jobTitle})` : '';
        setScore(`Match with your latest resume${of}: ${matchScore(latest.resume.text, job)}/100`);
      } else if (latest.kind === 'no-resume') setScore('Optimize a resume once to see how well it matches this job.');
    });
  }, []);

  useEffect(() => {
    load();
    // The panel stays open across tabs: read the job again when the user switches tab.
    const onActivated = () => load();
    browser.tabs.onActivated.addListener(onActivated);
    return () => browser.tabs.onActivated.removeListener(onActivated);
  }, [load]);

  const job: PageJob | null = 'job' in view && view.job ? view.job : null;

  /** First thing in a click handler: the board's host, asked once (the action does not wait for it). */
  const askBoardOnce = () => {
    void askForBoard(boardAsk, browserBoardDeps());
    setBoardAsk(null);
  };

  /** The side panel cannot read a tab it was never given: the user may allow the job boards once. */
  const allowBoards = async () => {
    const granted = await browser.permissions.request({ origins: [...BOARD_HOST_PATTERNS] }).catch(() => false);
    if (granted) load();
  };

  const save = async (current: PageJob) => {
    askBoardOnce();
    setBusy(true);
    setTracker(await saveJob(webAppUrl, current));
    setBusy(false);
  };

  const tailor = async (current: PageJob) => {
    askBoardOnce();
    setBusy(true);
    const outcome = await sendMessage('optimizeJob', { job: current }).catch(() => null);
    setBusy(false);
    setNotice(outcome?.kind === 'opened' ? 'Opened Optimize Resume in a new tab.' : 'Could not send the job to ResumeBoost.');
  };

  return (
    <main className="popup" aria-busy={view.kind === 'loading' || busy}>
      <header className="popup__header">
        <h1>ResumeBoost</h1>
      </header>
      {view.kind === 'loading' && (
        <p role="status" className="status">
          Looking for a job on this page…
        </p>
      )}
      {!job && view.kind !== 'loading' && (
        <div data-testid="sidepanel-no-job">
          {view.kind === 'no-job' && view.reason === 'no-access' ? (
            <>
              <p>Click the ResumeBoost button in the toolbar on this page to let ResumeBoost read it.</p>
              <button type="button" className="button button--secondary" onClick={() => void allowBoards()}>
                Always read jobs on Greenhouse, Lever, Ashby, Workday and SmartRecruiters
              </button>
            </>
          ) : (
            <p>Open a job posting (on LinkedIn, Indeed, a job board or a company career site) to see it here.</p>
          )}
        </div>
      )}
      {job && (
        <>
          <section className="job" aria-labelledby="sidepanel-job-title" data-testid="sidepanel-job">
            <p className="job__source">{sourceText(job.source)}</p>
            <h2 id="sidepanel-job-title" className="job__title">
              {job.title}
            </h2>
            {job.company && <p className="job__company">{job.company}</p>}
            {job.location && <p className="job__location">{job.location}</p>}
          </section>
          {score && (
            <p className="status" data-testid="sidepanel-score">
              {score}
            </p>
          )}
          <p role="status" className="status" data-testid="sidepanel-tracker">
            {trackerText(tracker, webAppUrl)}
          </p>
          {tracker?.kind === 'signed-out' ? (
            <button type="button" className="button button--primary" onClick={() => openTab(signInUrl(webAppUrl, optimizeResumeUrl(webAppUrl, job.canonicalUrl)))}>
              Sign in
            </button>
          ) : (
            <div className="actions">
              <button type="button" className="button button--primary" disabled={busy || tracker?.kind !== 'untracked'} onClick={() => void save(job)}>
                {tracker?.kind === 'tracked' ? 'Saved' : 'Save'}
              </button>
              <button type="button" className="button button--secondary" disabled={busy} onClick={() => void tailor(job)}>
                Tailor my resume
              </button>
              <button type="button" className="button button--secondary" onClick={() => {
                  askBoardOnce();
                  openTab(coverLetterUrl(webAppUrl, job.canonicalUrl));
                }}>
                Write a cover letter
              </button>
              <p role="status" className="status">
                {notice}
              </p>
            </div>
          )}
        </>
      )}
    </main>
  );
}
