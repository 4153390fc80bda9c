import { zodResolver } from '@hookform/resolvers/zod';
import { limits, messages, type ResetPasswordFormInput, resetPasswordFormSchema } from '@jobapp/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { type z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useResetPassword } from '../api';

type ResetPasswordFormOutput = z.output<typeof resetPasswordFormSchema>;

/** The failure text: the server's message, or the spec's fallbacks (section 8). */
function resetFailureMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === 'network_error' || error.code === 'internal') return messages.resetFailedRetry;
    return error.message || messages.resetFailed;
  }
  return messages.resetFailedRetry;
}

function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const navigate = useNavigate();
  const form = useForm<ResetPasswordFormInput, unknown, ResetPasswordFormOutput>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => void navigate('/auth'), limits.resetRedirectMs);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const onSubmit = form.handleSubmit(({ newPassword }) => {
    reset.mutate(
      { token, newPassword },
      {
        onError: (error) => {
          toast({ title: messages.passwordResetFailed, description: resetFailureMessage(error), variant: 'destructive' });
        },
      },
    );
  });

  if (reset.isSuccess) {
    return (
      <div className="grid gap-5">
        <Alert variant="success" data-testid="reset-success">
          {messages.resetSuccess}
        </Alert>
        <Button asChild size="lg">
          <Link to="/auth">Go to Sign In</Link>
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Choose a new password" className="grid gap-5">
      {reset.isError ? <Alert variant="destructive">{resetFailureMessage(reset.error)}</Alert> : null}
      <Field
        id="reset-new-password"
        label="New Password"
        error={errors.newPassword?.message}
        hint={`At least ${limits.passwordMinLength} characters.`}
      >
        {(props) => <Input {...props} type="password" autoComplete="new-password" {...form.register('newPassword')} />}
      </Field>
      <Field id="reset-confirm-password" label="Confirm New Password" error={errors.confirmPassword?.message}>
        {(props) => (
          <Input {...props} type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={reset.isPending} className="w-full">
        {reset.isPending ? <ButtonSpinner /> : null}
        {reset.isPending ? 'Resetting Password...' : 'Reset Password'}
      </Button>
      <Button variant="link" asChild className="justify-self-center">
        <Link to="/auth">Back to Sign In</Link>
      </Button>
    </form>
  );
}

/** /reset-password?token=…: the link from the reset e-mail. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';

  return (
    <div className="bg-gradient-to-b from-indigo-50 to-slate-50">
      <div className="mx-auto max-w-md px-4 py-12 sm:py-20">
        <Card>
          <CardContent className="p-6 sm:p-8">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">Choose a new password</h1>
            <div className="mt-6">
              {token ? (
                <ResetPasswordForm token={token} />
              ) : (
                <div className="grid gap-5">
                  <Alert variant="destructive">{messages.resetLinkMissing}</Alert>
                  <Button asChild size="lg">
                    <Link to="/auth?action=forgot">Request a new reset link</Link>
                  </Button>
                  <Button variant="link" asChild className="justify-self-center">
                    <Link to="/auth">Back to Sign In</Link>
                  </Button>
                </div>
              )}
            </div>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
