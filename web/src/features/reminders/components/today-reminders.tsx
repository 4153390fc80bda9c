import { Bell, Check, PenLine, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-messages';
import { useRemindersToday, useSettleReminder } from '../api';
import { FollowUpDraftDialog } from './follow-up-draft-dialog';

/** The dashboard's "Today" list: follow-ups due by the end of the user's day, each to mark done or dismiss. */
export function TodayReminders() {
  const today = useRemindersToday();
  const settle = useSettleReminder();
  const reminders = today.data?.reminders ?? [];
  const [drafting, setDrafting] = useState<{ applicationId: number; title: string } | null>(null);

  const act = (key: string, action: 'done' | 'dismiss') =>
    settle.mutate(
      { key, action },
      { onError: (error) => toast({ title: 'The reminder was not updated', description: errorMessage(error), variant: 'destructive' }) },
    );

  return (
    <Card role="region" aria-labelledby="today-reminders-title" data-testid="today-reminders">
      <CardHeader>
        <CardTitle id="today-reminders-title">Today</CardTitle>
        <CardDescription>Follow-ups your applications are due for. We never write to anyone for you.</CardDescription>
      </CardHeader>
      <CardContent>
        {today.isPending ? (
          <Skeleton className="h-14 w-full" aria-busy="true" />
        ) : today.isError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            Your reminders could not be loaded. Reload the page to try again.
          </p>
        ) : reminders.length === 0 ? (
          <p className="text-sm text-slate-600">Nothing is due today.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {reminders.map((reminder) => (
              <li key={reminder.key} className="flex items-center gap-3 py-3" data-testid="today-reminder">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
                  <Bell className="size-5" aria-hidden="true" />
                </span>
                <Link to="/tracker" className="min-w-0 flex-1 font-medium text-slate-900 underline-offset-4 hover:text-indigo-700 hover:underline">
                  {reminder.title}
                </Link>
                <Button variant="ghost" size="sm" onClick={() => setDrafting({ applicationId: reminder.applicationId, title: reminder.title })} aria-label={`Draft a follow-up: ${reminder.title}`}>
                  <PenLine aria-hidden="true" />
                  Draft
                </Button>
                <Button variant="ghost" size="sm" disabled={settle.isPending} onClick={() => act(reminder.key, 'done')} aria-label={`Mark done: ${reminder.title}`}>
                  <Check aria-hidden="true" />
                  Done
                </Button>
                <Button variant="ghost" size="sm" disabled={settle.isPending} onClick={() => act(reminder.key, 'dismiss')} aria-label={`Dismiss: ${reminder.title}`}>
                  <X aria-hidden="true" />
                  Dismiss
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {drafting ? <FollowUpDraftDialog applicationId={drafting.applicationId} title={drafting.title} onClose={() => setDrafting(null)} /> : null}
    </Card>
  );
}
