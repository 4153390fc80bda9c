import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginInput, loginSchema, messages } from '@jobapp/shared';
import { Controller, useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { type z } from 'zod';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ButtonSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, fieldErrors } from '@/lib/error-messages';
import { useLogin } from '../api';
import { returnPathFrom } from '../return-path';
import { useEnterSignedIn } from '../sign-in';

type LoginOutput = z.output<typeof loginSchema>;

/** `onForgotPassword` switches the auth page to its forgot-password mode. */
export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const login = useLogin();
  const enterSignedIn = useEnterSignedIn();
  const returnPath = returnPathFrom(useLocation().search);
  const form = useForm<LoginInput, unknown, LoginOutput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '', rememberMe: false },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: (user) => {
        toast({ title: messages.loginSuccess, description: messages.welcomeBack(user.username), variant: 'success' });
        void enterSignedIn(user, undefined, returnPath ?? undefined);
      },
      onError: (error) => {
        for (const [field, message] of Object.entries(fieldErrors(error))) {
          if (field === 'username' || field === 'password') form.setError(field, { message });
        }
        toast({ title: messages.loginFailed, description: errorMessage(error), variant: 'destructive' });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in" className="grid gap-5">
      <Field id="login-username" label="Username" error={errors.username?.message}>
        {(props) => <Input {...props} autoComplete="username" autoCapitalize="none" {...form.register('username')} />}
      </Field>
      <Field
        id="login-password"
        label="Password"
        error={errors.password?.message}
        labelAside={
          <button
            type="button"
            onClick={onForgotPassword}
            className="rounded text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
          >
            Forgot your password?
          </button>
        }
      >
        {(props) => <Input {...props} type="password" autoComplete="current-password" {...form.register('password')} />}
      </Field>
      <div className="flex items-center gap-2">
        <Controller
          control={form.control}
          name="rememberMe"
          render={({ field }) => (
            <Checkbox
              id="login-remember-me"
              name={field.name}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Label htmlFor="login-remember-me" className="font-normal text-slate-700">
          Remember me
        </Label>
      </div>
      <Button type="submit" size="lg" disabled={login.isPending} className="w-full">
        {login.isPending ? <ButtonSpinner /> : null}
        Sign in
      </Button>
    </form>
  );
}
