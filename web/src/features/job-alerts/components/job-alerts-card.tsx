import { alertLimitsLine, type JobAlert } from '@jobapp/shared/job-alerts/job-alerts.schema';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-messages';
import { alertStatus, alertSummary, canAdd, limitLine } from '../alert-rules';
import { useCreateJobAlert, useDeleteJobAlert, useJobAlerts, useUpdateJobAlert } from '../api';

/**
 * Settings: job alerts (issue 25). Saved searches (made from the Job Search page, "Save this search")
 * and company watches (added here by the board's address), each paused, resumed or deleted; the plan's
 * limits shown before they are hit. Plans without alerts see which plans have them.
 */
export function JobAlertsCard() {
  const alerts = useJobAlerts();
  const list = alerts.data;
  return (
    <Card id="job-alerts">
      <CardHeader>
        <CardTitle id="job-alerts-title">Job alerts</CardTitle>
        <CardDescription>New postings from your saved searches and watched companies, in one e-mail at your hour, only when there is something new.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5" aria-labelledby="job-alerts-title">
        {!list ? null : !list.included ? (
          <div className="grid gap-3 rounded-xl border border-slate-200 p-4" data-testid="job-alerts-locked">
            <p className="text-sm text-slate-700">Job alerts are part of the Pro and Elite plans. {alertLimitsLine()}</p>
            <div>
              <Button asChild>
                <Link to="/pricing">See plans</Link>
              </Button>
            </div>
          </div>
        ) : (
          <>
            {!list.emailsOn ? <p className="text-sm text-amber-800">Job alert e-mails are turned off in your notifications.</p> : null}
            <ul className="grid gap-1 text-sm text-slate-700" data-testid="job-alert-limits">
              <li>{limitLine(list.limits.searches, 'saved searches')}</li>
              <li>{limitLine(list.limits.watches, 'company watches')}</li>
            </ul>
            {list.alerts.length === 0 ? (
              <p className="text-sm text-slate-600">
                No alerts yet. Save a search from <Link to="/job-search" className="font-medium text-indigo-700 underline">Job Search</Link>, or watch a company below.
              </p>
            ) : (
              <ul className="grid gap-2" aria-label="Your job alerts">
                {list.alerts.map((alert) => (
                  <AlertRow key={alert.id} alert={alert} />
                ))}
              </ul>
            )}
            <WatchForm disabled={!canAdd(list, 'watch')} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function AlertRow({ alert }: { alert: JobAlert }) {
  const update = useUpdateJobAlert();
  const remove = useDeleteJobAlert();
  const summary = alertSummary(alert);
  const onError = (error: unknown) => toast({ title: 'The alert was not changed', description: errorMessage(error), variant: 'destructive' });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-3">
      <div className="grid gap-0.5">
        <span className="text-sm font-medium text-slate-900">{summary}</span>
        <span className="text-xs text-slate-600">
          {alert.kind === 'search' ? 'Saved search' : 'Company watch'} · {alertStatus(alert)}
        </span>
      </div>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={update.isPending}
          aria-label={`${alert.paused ? 'Resume' : 'Pause'} ${summary}`}
          onClick={() => update.mutate({ id: alert.id, changes: { paused: !alert.paused } }, { onError })}
        >
          {alert.paused ? 'Resume' : 'Pause'}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={update.isPending}
          aria-label={`${alert.frequency === 'weekly' ? 'Make daily' : 'Make weekly'}: ${summary}`}
          onClick={() => update.mutate({ id: alert.id, changes: { frequency: alert.frequency === 'weekly' ? 'daily' : 'weekly' } }, { onError })}
        >
          {alert.frequency === 'weekly' ? 'Make daily' : 'Make weekly'}
        </Button>
        <Button variant="ghost" size="sm" disabled={remove.isPending} aria-label={`Delete ${summary}`} onClick={() => remove.mutate(alert.id, { onError })}>
          Delete
        </Button>
      </div>
    </li>
  );
}

function WatchForm({ disabled }: { disabled: boolean }) {
  const create = useCreateJobAlert();
  const [boardUrl, setBoardUrl] = useState('');
  const [titleFilter, setTitleFilter] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { kind: 'watch', boardUrl, titleFilter },
      {
        onSuccess: () => {
          setBoardUrl('');
          setTitleFilter('');
          toast({ title: 'Company watch added', description: 'New postings on that board will come in your job alerts.', variant: 'success' });
        },
        onError: (error) => toast({ title: 'The company was not added', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end" aria-label="Watch a company">
      <div className="grid gap-1.5">
        <label htmlFor="watch-board-url" className="text-sm font-medium text-slate-800">
          Company job board (Greenhouse, Lever, Ashby or Workday)
        </label>
        <Input id="watch-board-url" value={boardUrl} onChange={(event) => setBoardUrl(event.target.value)} placeholder="https://jobs.lever.co/company" disabled={disabled} />
      </div>
      <div className="grid gap-1.5">
        <label htmlFor="watch-title-filter" className="text-sm font-medium text-slate-800">
          Titles with (optional)
        </label>
        <Input id="watch-title-filter" value={titleFilter} onChange={(event) => setTitleFilter(event.target.value)} placeholder="e.g. engineer" disabled={disabled} />
      </div>
      <Button type="submit" disabled={disabled || create.isPending || !boardUrl.trim()}>
        {create.isPending ? <ButtonSpinner /> : null}
        Watch company
      </Button>
    </form>
  );
}
