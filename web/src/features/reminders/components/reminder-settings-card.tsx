import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ButtonSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-messages';
import { useReminderSettings, useRotateCalendarLink, useUpdateReminderSettings } from '../api';
import { browserTimeZone, hourLabel, supportedTimeZones, timeZoneChoices } from '../zones';

const selectClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** Settings: the time zone and hour of the daily reminder e-mail, and the private calendar link. */
export function ReminderSettingsCard() {
  const settings = useReminderSettings();
  const update = useUpdateReminderSettings();
  const rotate = useRotateCalendarLink();
  const [timezone, setTimezone] = useState('UTC');
  const [digestHour, setDigestHour] = useState(8);
  const [calendarUrl, setCalendarUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!settings.data) return;
    setTimezone(settings.data.timezone);
    setDigestHour(settings.data.digestHour);
  }, [settings.data]);

  const zones = useMemo(() => timeZoneChoices(settings.data?.timezone ?? 'UTC', browserTimeZone(), supportedTimeZones()), [settings.data?.timezone]);
  const dirty = settings.data ? settings.data.timezone !== timezone || settings.data.digestHour !== digestHour : false;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { timezone, digestHour },
      {
        onSuccess: () => toast({ title: 'Reminder e-mail time saved', description: `We will e-mail at ${hourLabel(digestHour)} in ${timezone} when something is due.`, variant: 'success' }),
        onError: (error) => toast({ title: 'The time was not saved', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  };

  const onRotate = () =>
    rotate.mutate(undefined, {
      onSuccess: ({ url }) => setCalendarUrl(url),
      onError: (error) => toast({ title: 'No calendar link was made', description: errorMessage(error), variant: 'destructive' }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle id="reminder-settings-title">Follow-up reminders</CardTitle>
        <CardDescription>One e-mail a day at your hour, only when a follow-up is due.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <form onSubmit={onSubmit} aria-labelledby="reminder-settings-title" className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <label htmlFor="reminder-timezone" className="text-sm font-medium text-slate-800">
              Time zone
            </label>
            <select id="reminder-timezone" value={timezone} onChange={(event) => setTimezone(event.target.value)} className={selectClass} disabled={!settings.data}>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <label htmlFor="reminder-hour" className="text-sm font-medium text-slate-800">
              E-mail hour
            </label>
            <select id="reminder-hour" value={digestHour} onChange={(event) => setDigestHour(Number(event.target.value))} className={selectClass} disabled={!settings.data}>
              {Array.from({ length: 24 }, (_, hour) => (
                <option key={hour} value={hour}>
                  {hourLabel(hour)}
                </option>
              ))}
            </select>
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={update.isPending || !dirty}>
              {update.isPending ? <ButtonSpinner /> : null}
              Save time
            </Button>
          </div>
        </form>
        <div className="grid gap-2 rounded-xl border border-slate-200 p-4">
          <p className="text-sm text-slate-700">
            Your reminders in your own calendar app: a private link. Making a new one stops the old one.
          </p>
          {calendarUrl ? (
            <input readOnly value={calendarUrl} aria-label="Calendar link" className={selectClass} onFocus={(event) => event.target.select()} data-testid="calendar-url" />
          ) : null}
          <div>
            <Button type="button" variant="secondary" onClick={onRotate} disabled={rotate.isPending}>
              {rotate.isPending ? <ButtonSpinner /> : null}
              {calendarUrl ? 'Make a new calendar link' : 'Get a calendar link'}
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
