import { useCallback, useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { askForBoard, type BoardHostPattern, boardPermissionToAsk } from '../../lib/board-hosts';
import { browserBoardDeps } from '../../lib/board-permission';
import { sendMessage } from '../../lib/messaging';
import { type PageJob, searchSource, sourceText } from '../../lib/page-job';
import { loadPopup, type PopupView, unreachableMessage, viewAfterOptimize } from '../../lib/popup-state';
import { loadActionShortcut } from '../../lib/shortcut';
import { tabJob } from '../../lib/storage';
import { jobSearchUrl, optimizeResumeUrl, signInUrl } from '../../lib/web-app';

function openTab(url: string): void {
  void browser.tabs.create({ url, active: true });
}

function ExternalLink({ href, children, className }: { href: string; children: string; className?: string }) {
  return (
    <a href={href} target="_blank" rel="noreferrer" className={className}>
      {children}
    </a>
  );
}

function JobSummary({ job }: { job: PageJob }) {
  return (
    <section className="job" aria-labelledby="job-title" data-testid="popup-job">
      <p className="job__source">{sourceText(job.source)}</p>
      <h2 id="job-title" className="job__title" data-testid="popup-job-title">
        {job.title}
      </h2>
      {job.company && (
        <p className="job__company" data-testid="popup-job-company">
          {job.company}
        </p>
      )}
      {job.location && <p className="job__location">{job.location}</p>}
    </section>
  );
}

function WebAppLinks({ webAppUrl }: { webAppUrl: string }) {
  return (
    <nav aria-label="ResumeBoost" className="links">
      <ExternalLink href={optimizeResumeUrl(webAppUrl)}>Optimize Resume</ExternalLink>
      <ExternalLink href={jobSearchUrl(webAppUrl)}>Job Search</ExternalLink>
    </nav>
  );
}

const NO_JOB_TEXT = {
  'not-job-page':
    'Open a job posting (on LinkedIn, Indeed, a job board or a company career site) and ResumeBoost will read it for you.',
  'no-access': 'Click the ResumeBoost button in the toolbar on this page to let ResumeBoost read it.',
  'reload-page': 'This looks like a job posting that was open before ResumeBoost started. Reload the page, then open ResumeBoost again.',
  unreadable:
    "ResumeBoost can't read a job on this page (it may ask you to sign in). You can still paste the job description on Optimize Resume.",
} as const;

export function App() {
  const [view, setView] = useState<PopupView>({ kind: 'loading' });
  const [webAppUrl, setWebAppUrl] = useState('');
  const [tabId, setTabId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  // undefined while reading, null when no shortcut is set.
  const [shortcut, setShortcut] = useState<string | null | undefined>(undefined);
  // The board host to ask for on the user's first action on this page (board-hosts.ts), or null.
  const [boardAsk, setBoardAsk] = useState<BoardHostPattern | null>(null);

  useEffect(() => {
    void loadActionShortcut(() => browser.commands.getAll()).then(setShortcut);
  }, []);

  useEffect(() => {
    let cancelled = false;
    void loadPopup(location.search, undefined, (loaded) => {
      if (cancelled) return;
      setWebAppUrl(loaded.webAppUrl);
      setTabId(loaded.tabId);
      setView(loaded.view);
    }).then(async (loaded) => {
      const ask = 'job' in loaded.view && loaded.view.job ? await boardPermissionToAsk(loaded.tabUrl, browserBoardDeps()) : null;
      if (!cancelled) setBoardAsk(ask);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  // The tab is a single-page app: another job picked while the popup is open replaces the shown one.
  useEffect(() => {
    if (tabId === null) return;
    return tabJob(tabId).watch((job) => {
      if (!job) return;
      setView((current) => ('job' in current && current.job && current.job.canonicalUrl !== job.canonicalUrl ? { ...current, job } : current));
    });
  }, [tabId]);

  const optimize = useCallback(async (job: PageJob, ask: BoardHostPattern | null) => {
    // First, while the click is current: the board's host, asked once (the capture does not wait for it).
    void askForBoard(ask, browserBoardDeps());
    setBoardAsk(null);
    setBusy(true);
    setNotice('');
    try {
      const outcome = await sendMessage('optimizeJob', { job });
      if (outcome.kind === 'opened') {
        setView({ kind: 'job', job });
        setNotice('Opened Optimize Resume in a new tab.');
        return;
      }
      setView(viewAfterOptimize(job, outcome));
    } catch (error) {
      setView({ kind: 'error', message: error instanceof Error ? error.message : String(error), job });
    } finally {
      setBusy(false);
    }
  }, []);

  const optionsUrl = browser.runtime.getURL('/options.html');

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

      {'job' in view && view.job && <JobSummary job={view.job} />}

      {view.kind === 'checking' && (
        <p role="status" className="status" data-testid="popup-web-app-status">
          Checking ResumeBoost at {webAppUrl}…
        </p>
      )}

      {view.kind === 'job' && (
        <div className="actions">
          <button type="button" className="button button--primary" autoFocus disabled={busy} onClick={() => void optimize(view.job, boardAsk)}>
            {busy ? 'Sending the job…' : 'Optimize my resume for this job'}
          </button>
          <ExternalLink
            className="button button--secondary"
            href={jobSearchUrl(webAppUrl, { jobTitle: view.job.title, location: view.job.location, source: searchSource(view.job.source) })}
          >
            Search similar jobs
          </ExternalLink>
          <p role="status" className="status">
            {busy ? 'Sending the job to ResumeBoost…' : notice}
          </p>
        </div>
      )}

      {view.kind === 'signed-out' && (
        <div className="actions" role="alert">
          <p>Sign in to ResumeBoost to tailor your resume to this job.</p>
          <button type="button" className="button button--primary" autoFocus onClick={() => openTab(signInUrl(webAppUrl, view.job ? optimizeResumeUrl(webAppUrl, view.job.canonicalUrl) : undefined))}>
            Sign in
          </button>
        </div>
      )}

      {view.kind === 'unreachable' && (
        <div className="alert" role="alert" data-testid="popup-error">
          <p>{unreachableMessage(view.webAppUrl)}</p>
          <a href={optionsUrl} target="_blank" rel="noreferrer" autoFocus>
            Check the web app address in the options
          </a>
        </div>
      )}

      {view.kind === 'error' && (
        <div className="alert" role="alert" data-testid="popup-error">
          <p>{view.message}</p>
          {view.job && (
            <button type="button" className="button button--primary" autoFocus disabled={busy} onClick={() => void optimize(view.job!, boardAsk)}>
              Try again
            </button>
          )}
        </div>
      )}

      {view.kind === 'no-job' && (
        <div className="no-job" data-testid="popup-no-job">
          <p>{NO_JOB_TEXT[view.reason]}</p>
          <WebAppLinks webAppUrl={webAppUrl} />
        </div>
      )}

      {view.kind !== 'loading' && (
        <footer className="popup__footer">
          <a href={optionsUrl} target="_blank" rel="noreferrer">
            Options
          </a>
          {shortcut !== undefined && (
            <span data-testid="popup-shortcut">
              {shortcut ? (
                <>
                  Shortcut: <kbd>{shortcut}</kbd>
                </>
              ) : (
                'No keyboard shortcut set (chrome://extensions/shortcuts)'
              )}
            </span>
          )}
        </footer>
      )}
    </main>
  );
}
