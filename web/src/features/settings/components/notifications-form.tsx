import { messages, type NotificationPreferences, type PublicUser } from '@jobapp/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { ButtonSpinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { useUpdateNotifications } from '@/features/account/api';
import { errorMessage } from '@/lib/error-messages';

const options: { key: keyof NotificationPreferences; label: string; description: string }[] = [
  { key: 'jobAlerts', label: 'Job alerts', description: 'E-mails about new jobs that match your searches.' },
  { key: 'resumeUpdates', label: 'Resume updates', description: 'Notices when an optimized resume or analysis is ready.' },
  { key: 'marketingEmails', label: 'Marketing emails', description: 'Offers, product news and tips from ResumeBoost.' },
];

function samePreferences(a: NotificationPreferences, b: NotificationPreferences) {
  return options.every(({ key }) => a[key] === b[key]);
}

export function NotificationsForm({ user }: { user: PublicUser }) {
  const saved = user.notificationPreferences;
  const [values, setValues] = useState<NotificationPreferences>(saved);
  const update = useUpdateNotifications();

  useEffect(() => {
    setValues(saved);
  }, [saved]);

  const dirty = !samePreferences(values, saved);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Notification preferences saved',
          description: 'We will only send you the e-mails you chose.',
          variant: 'success',
        });
      },
      onError: (error) => {
        toast({ title: messages.updateFailed, description: errorMessage(error), variant: 'destructive' });
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle id="notifications-title">Notifications</CardTitle>
        <CardDescription>Choose which e-mails you receive.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} aria-labelledby="notifications-title" className="grid gap-5">
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
            {options.map(({ key, label, description }) => {
              const id = `notification-${key}`;
              return (
                <li key={key} className="flex items-center justify-between gap-4 p-4">
                  <div>
                    <Label htmlFor={id}>{label}</Label>
                    <p id={`${id}-description`} className="text-sm text-slate-600">
                      {description}
                    </p>
                  </div>
                  <Switch
                    id={id}
                    name={key}
                    checked={values[key]}
                    aria-describedby={`${id}-description`}
                    onCheckedChange={(checked) => setValues((v) => ({ ...v, [key]: checked }))}
                  />
                </li>
              );
            })}
          </ul>
          <div>
            <Button type="submit" disabled={update.isPending || !dirty}>
              {update.isPending ? <ButtonSpinner /> : null}
              {update.isPending ? 'Saving...' : 'Save preferences'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
