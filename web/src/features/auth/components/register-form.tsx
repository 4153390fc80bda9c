import { zodResolver } from '@hookform/resolvers/zod';
import { type RegisterFormInput, registerFormSchema, messages, limits } from '@jobapp/shared';
import { Controller, useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { type z } from 'zod';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ButtonSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { pathAfterRegister } from '@/features/billing/checkout';
import { newAccountState } from '@/features/dashboard/welcome';
import { errorMessage, fieldErrors } from '@/lib/error-messages';
import { useRegister } from '../api';
import { useEnterSignedIn } from '../sign-in';

type RegisterFormOutput = z.output<typeof registerFormSchema>;
const termsLinkClass = 'font-medium text-indigo-700 underline underline-offset-4 hover:text-indigo-900';
const newTab = { target: '_blank', rel: 'noopener noreferrer', 'aria-describedby': 'register-terms-new-tab' } as const;
const formFields = ['fullName', 'email', 'username', 'password', 'confirmPassword', 'acceptTerms'] as const;

export function RegisterForm() {
  const register = useRegister();
  const enterSignedIn = useEnterSignedIn();
  // A paid plan chosen on /membership or /pricing (`?plan=`) goes on to its payment step after sign-up.
  const [searchParams] = useSearchParams();
  const destination = pathAfterRegister(searchParams.get('plan'));
  const form = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { fullName: '', email: '', username: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ confirmPassword: _confirm, ...values }) => {
    register.mutate(values, {
      onSuccess: (user) => {
        toast({
          title: messages.registrationSuccess,
          description: user.freeTrial === false ? messages.registrationNoFreeTrialBody : messages.registrationSuccessBody,
          variant: 'success',
        });
        void enterSignedIn(user, newAccountState, destination);
      },
      onError: (error) => {
        for (const [field, message] of Object.entries(fieldErrors(error))) {
          const name = formFields.find((f) => f === field);
          if (name) form.setError(name, { message });
        }
        if (isApiError(error) && error.code === 'username_taken') {
          form.setError('username', { message: errorMessage(error) });
        }
        if (isApiError(error) && error.code === 'email_taken') {
          form.setError('email', { message: errorMessage(error) });
        }
        toast({ title: messages.registrationFailed, description: errorMessage(error), variant: 'destructive' });
      },
    });
  });

  const termsErrorId = errors.acceptTerms ? 'register-terms-error' : undefined;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Register" className="grid gap-5">
      <Field id="register-full-name" label="Full name" error={errors.fullName?.message}>
        {(props) => <Input {...props} autoComplete="name" {...form.register('fullName')} />}
      </Field>
      <Field id="register-email" label="Email address" error={errors.email?.message}>
        {(props) => <Input {...props} type="email" autoComplete="email" {...form.register('email')} />}
      </Field>
      <Field id="register-username" label="Username" error={errors.username?.message}>
        {(props) => <Input {...props} autoComplete="username" autoCapitalize="none" {...form.register('username')} />}
      </Field>
      <Field
        id="register-password"
        label="Password"
        error={errors.password?.message}
        hint={`At least ${limits.passwordMinLength} characters.`}
      >
        {(props) => <Input {...props} type="password" autoComplete="new-password" {...form.register('password')} />}
      </Field>
      <Field id="register-confirm-password" label="Confirm password" error={errors.confirmPassword?.message}>
        {(props) => (
          <Input {...props} type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        )}
      </Field>
      <div className="grid gap-1.5">
        <div className="flex items-start gap-2">
          <Controller
            control={form.control}
            name="acceptTerms"
            render={({ field }) => (
              <Checkbox
                id="register-terms"
                name={field.name}
                className="mt-0.5"
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true ? true : undefined)}
                onBlur={field.onBlur}
                ref={field.ref}
                aria-invalid={Boolean(errors.acceptTerms)}
                aria-describedby={termsErrorId}
              />
            )}
          />
          {/* The links sit inside the label so it reads as one sentence; a click on a link does not toggle
              the checkbox (a label ignores clicks on interactive content) and opens a new tab, so the
              half-filled form stays. */}
          <Label htmlFor="register-terms" className="leading-relaxed font-normal text-slate-700">
            I agree to the{' '}
            <Link to="/terms" {...newTab} className={termsLinkClass}>
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link to="/privacy" {...newTab} className={termsLinkClass}>
              Privacy Policy
            </Link>
          </Label>
          <span id="register-terms-new-tab" hidden>
            Opens in a new tab
          </span>
        </div>
        <FieldError id={termsErrorId} message={errors.acceptTerms?.message} />
      </div>
      <Button type="submit" size="lg" disabled={register.isPending} className="w-full">
        {register.isPending ? <ButtonSpinner /> : null}
        Sign up
      </Button>
    </form>
  );
}
