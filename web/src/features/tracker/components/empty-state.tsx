import { Link } from 'react-router-dom';
import { AddApplicationForm } from './add-application-form';

/** No application yet: the three ways one arrives, the last one right here. */
export function EmptyState() {
  return (
    <section aria-labelledby="tracker-empty" className="mt-8 rounded-2xl border border-slate-200 bg-white p-6" data-testid="tracker-empty">
      <h2 id="tracker-empty" className="text-xl font-semibold text-slate-900">
        Nothing tracked yet
      </h2>
      <p className="mt-2 text-slate-700">Every job you work on gets a card here. Start one of three ways:</p>
      <ol className="mt-4 grid gap-3 text-slate-800 sm:grid-cols-3">
        <li className="rounded-xl bg-slate-50 p-4">
          <Link to="/optimize-resume" className="font-semibold text-indigo-700 hover:underline">
            Tailor a resume
          </Link>{' '}
          to a job: its card appears in Saved.
        </li>
        <li className="rounded-xl bg-slate-50 p-4">
          <span className="font-semibold text-slate-900">Save from the extension</span> on a LinkedIn, Indeed or any job page.
        </li>
        <li className="rounded-xl bg-slate-50 p-4">
          <span className="font-semibold text-slate-900">Add by hand</span> with the form below.
        </li>
      </ol>
      <div className="mt-6">
        <AddApplicationForm />
      </div>
    </section>
  );
}
