import { zodResolver } from '@hookform/resolvers/zod';
import { apiMessages, type ChangePasswordFormInput, changePasswordFormSchema, limits } from '@jobapp/shared';
import { useForm } from 'react-hook-form';
import { type z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useChangePassword } from '@/features/account/api';
import { errorMessage, fieldErrors } from '@/lib/error-messages';

type ChangePasswordFormOutput = z.output<typeof changePasswordFormSchema>;
const empty: ChangePasswordFormInput = { currentPassword: '', newPassword: '', confirmPassword: '' };
const formFields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** Change password: POST /api/user/password; this session stays signed in, the others are signed out. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordFormInput, unknown, ChangePasswordFormOutput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: empty,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset(empty);
          toast({
            title: apiMessages.passwordChanged,
            description: 'Use your new password the next time you sign in. Your other devices have been signed out.',
            variant: 'success',
          });
        },
        onError: (error) => {
          let shown = false;
          for (const [field, message] of Object.entries(fieldErrors(error))) {
            const name = formFields.find((f) => f === field);
            if (!name) continue;
            form.setError(name, { message }, { shouldFocus: !shown });
            shown = true;
          }
          toast({ title: 'Password not changed', description: errorMessage(error), variant: 'destructive' });
        },
      },
    );
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle id="password-title">Change password</CardTitle>
        <CardDescription>Enter your current password, then choose a new one.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate aria-labelledby="password-title" className="grid gap-5">
          <Field
            id="settings-password-current"
            label="Current password"
            error={errors.currentPassword?.message}
            className="sm:max-w-[calc(50%-0.625rem)]"
          >
            {(props) => (
              <Input {...props} type="password" autoComplete="current-password" {...form.register('currentPassword')} />
            )}
          </Field>
          <div className="grid items-start gap-5 sm:grid-cols-2">
            <Field
              id="settings-password-new"
              label="New password"
              error={errors.newPassword?.message}
              hint={`At least ${limits.passwordMinLength} characters.`}
            >
              {(props) => <Input {...props} type="password" autoComplete="new-password" {...form.register('newPassword')} />}
            </Field>
            <Field id="settings-password-confirm" label="Confirm new password" error={errors.confirmPassword?.message}>
              {(props) => (
                <Input {...props} type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
              )}
            </Field>
          </div>
          <div>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? <ButtonSpinner /> : null}
              {change.isPending ? 'Changing...' : 'Change password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
