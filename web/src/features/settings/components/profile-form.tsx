import { zodResolver } from '@hookform/resolvers/zod';
import { messages, type PublicUser, type UpdateProfileInput, type updateProfileSchema } from '@jobapp/shared';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useUpdateProfile } from '@/features/account/api';
import { isApiError } from '@/lib/api-client';
import { errorMessage, fieldErrors } from '@/lib/error-messages';
import { isEmailChange, profileFormSchema, profileUpdate } from '../profile-rules';

type UpdateProfileOutput = z.output<typeof updateProfileSchema>;

export function ProfileForm({ user }: { user: PublicUser }) {
  const update = useUpdateProfile();
  const schema = useMemo(() => profileFormSchema(user.email), [user.email]);
  const form = useForm<UpdateProfileInput, unknown, UpdateProfileOutput>({
    resolver: zodResolver(schema),
    defaultValues: { fullName: user.fullName ?? '', email: user.email, currentPassword: '' },
  });
  const { errors, isDirty } = form.formState;
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  // A new e-mail address needs the current password (the API refuses the change without it).
  const emailChanging = isEmailChange(form.watch('email'), user.email);

  // Keep the form in step with the saved user (after a save, or another tab's change).
  useEffect(() => {
    form.reset({ fullName: user.fullName ?? '', email: user.email, currentPassword: '' });
  }, [user.fullName, user.email, form]);

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(profileUpdate(values, user.email), {
      onSuccess: (saved) => {
        form.setValue('currentPassword', '');
        setPendingEmail(saved.pendingEmail ?? null);
        // The address field goes back to the one in use until the new one is confirmed.
        if (saved.pendingEmail) form.reset({ fullName: saved.fullName ?? '', email: saved.email, currentPassword: '' });
        toast({ title: 'Profile updated', description: 'Your profile information has been saved.', variant: 'success' });
      },
      onError: (error) => {
        const details = fieldErrors(error);
        if (details.fullName) form.setError('fullName', { message: details.fullName });
        if (details.email) form.setError('email', { message: details.email });
        if (details.currentPassword) form.setError('currentPassword', { message: details.currentPassword }, { shouldFocus: true });
        if (isApiError(error) && error.code === 'email_taken') form.setError('email', { message: errorMessage(error) });
        toast({ title: messages.updateFailed, description: errorMessage(error), variant: 'destructive' });
      },
    });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle id="profile-title">Profile Information</CardTitle>
        <CardDescription>Your name and the email address we use to reach you.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate aria-labelledby="profile-title" className="grid gap-5">
          {pendingEmail ? (
            <Alert variant="info" data-testid="email-pending">
              {messages.emailChangeSent.replace('{email}', pendingEmail)}
            </Alert>
          ) : null}
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="settings-full-name" label="Full name" error={errors.fullName?.message}>
              {(props) => <Input {...props} autoComplete="name" {...form.register('fullName')} />}
            </Field>
            <Field id="settings-email" label="Email address" error={errors.email?.message}>
              {(props) => <Input {...props} type="email" autoComplete="email" {...form.register('email')} />}
            </Field>
          </div>
          {emailChanging ? (
            <Field
              id="settings-current-password"
              label="Current password"
              error={errors.currentPassword?.message}
              hint="To change your e-mail address, confirm it is you."
              className="sm:max-w-[calc(50%-0.625rem)]"
            >
              {(props) => (
                <Input {...props} type="password" autoComplete="current-password" required {...form.register('currentPassword')} />
              )}
            </Field>
          ) : null}
          <Field id="settings-username" label="Username" hint="Your username cannot be changed.">
            {(props) => <Input {...props} value={user.username} readOnly disabled aria-invalid={undefined} />}
          </Field>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={update.isPending || !isDirty}>
              {update.isPending ? <ButtonSpinner /> : null}
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
            {isDirty && !update.isPending ? (
              <Button variant="ghost" onClick={() => form.reset()}>
                Cancel
              </Button>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
