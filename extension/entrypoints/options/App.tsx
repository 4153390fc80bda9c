import { type FormEvent, useEffect, useId, useState } from 'react';
import { browser } from 'wxt/browser';
import { checkSession, type SessionStatus } from '../../lib/api-client';
import { saveWebAppUrl } from '../../lib/options';
import { unreachableMessage } from '../../lib/popup-state';
import { DEFAULT_WEB_APP_URL, webAppUrl } from '../../lib/storage';

type Feedback = { kind: 'error' | 'saved' | 'info'; text: string } | null;

function describeSession(url: string, session: SessionStatus): Feedback {
  switch (session.kind) {
    case 'signed-in':
      return { kind: 'saved', text: `Saved. ResumeBoost answers at ${url}${session.username ? ` and you are signed in as ${session.username}` : ''}.` };
    case 'signed-out':
      return { kind: 'saved', text: `Saved. ResumeBoost answers at ${url}; sign in there to use the extension.` };
    case 'unreachable':
      return { kind: 'error', text: `Saved, but: ${unreachableMessage(url)}` };
    case 'error':
      return { kind: 'error', text: `Saved, but ResumeBoost answered: ${session.message}` };
  }
}

export function App() {
  const inputId = useId();
  const hintId = useId();
  const feedbackId = useId();
  const [value, setValue] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    void webAppUrl.getValue().then(setValue);
  }, []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    // No await before this call: the permission request must run inside the click.
    const outcome = saveWebAppUrl(value, {
      manifestPatterns: browser.runtime.getManifest().host_permissions ?? [],
      requestOrigins: (origins) => browser.permissions.request({ origins }),
      save: (url) => webAppUrl.setValue(url),
    });
    void outcome
      .then(async (result) => {
        if (result.kind !== 'saved') {
          setFeedback({ kind: 'error', text: result.message });
          return;
        }
        setValue(result.url);
        setFeedback({ kind: 'info', text: `Saved. Checking ${result.url}…` });
        setFeedback(describeSession(result.url, await checkSession(result.url)));
      })
      .finally(() => setSaving(false));
  }

  const invalid = feedback?.kind === 'error' && !feedback.text.startsWith('Saved');
  const extensionOrigin = new URL(browser.runtime.getURL('/')).origin;

  return (
    <main className="options">
      <h1>ResumeBoost options</h1>
      <form onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId}>Web app address</label>
        <input
          id={inputId}
          name="webAppUrl"
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          value={value}
          placeholder={DEFAULT_WEB_APP_URL}
          aria-invalid={invalid}
          aria-describedby={`${hintId} ${feedbackId}`}
          onChange={(e) => setValue(e.target.value)}
        />
        <p id={hintId} className="hint">
          Where your ResumeBoost web app runs, for example {DEFAULT_WEB_APP_URL}. For another computer, the browser asks you to allow
          access to that address.
        </p>
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </button>
        <p id={feedbackId} role="status" className={feedback ? feedback.kind : undefined} data-testid="options-feedback">
          {feedback?.text ?? ''}
        </p>
      </form>
      <section aria-labelledby={`${inputId}-origin`}>
        <h2 id={`${inputId}-origin`}>This extension's origin</h2>
        <p className="hint">
          A ResumeBoost server accepts captures only from the extension origins it knows (EXTENSION_ORIGINS). Chrome builds of this
          extension have a fixed origin; Firefox gives each installation its own.
        </p>
        <p>
          <code data-testid="extension-origin">{extensionOrigin}</code>
        </p>
      </section>
    </main>
  );
}
