import { zodResolver } from '@hookform/resolvers/zod';
import { type ForgotPasswordInput, forgotPasswordSchema, messages } from '@jobapp/shared';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { type z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-messages';
import { useForgotPassword } from '../api';

type ForgotPasswordOutput = z.output<typeof forgotPasswordSchema>;

export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const form = useForm<ForgotPasswordInput, unknown, ForgotPasswordOutput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    forgot.mutate(values, {
      onSuccess: (answer) => {
        toast({
          title: messages.resetEmailSent,
          description: answer?.message || messages.forgotPasswordSent,
          variant: 'success',
        });
      },
      onError: (error) => {
        toast({ title: messages.passwordResetFailed, description: errorMessage(error), variant: 'destructive' });
      },
    });
  });

  return (
    <div className="grid gap-5">
      <p className="text-sm text-slate-600">
        Enter the email address of your account and we&apos;ll send you a link to choose a new password.
      </p>
      {forgot.isSuccess ? (
        <Alert variant="success" title={messages.resetEmailSent}>
          {forgot.data?.message || messages.forgotPasswordSent}
        </Alert>
      ) : null}
      <form onSubmit={onSubmit} noValidate aria-label="Reset your password" className="grid gap-5">
        <Field id="forgot-email" label="Email address" error={errors.email?.message}>
          {(props) => <Input {...props} type="email" autoComplete="email" {...form.register('email')} />}
        </Field>
        <Button type="submit" size="lg" disabled={forgot.isPending} className="w-full">
          {forgot.isPending ? <ButtonSpinner /> : null}
          Send reset link
        </Button>
      </form>
      <Button variant="link" asChild className="justify-self-center">
        <Link to="/auth">Back to sign in</Link>
      </Button>
    </div>
  );
}
