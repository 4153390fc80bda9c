import { zodResolver } from '@hookform/resolvers/zod';
import {
  defaultNewsletterInterests,
  type NewsletterInput,
  newsletterInterests,
  newsletterSchema,
} from '@jobapp/shared';
import { Controller, useForm } from 'react-hook-form';
import { type z } from 'zod';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ButtonSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, fieldErrors } from '@/lib/error-messages';
import { useSubscribeToNewsletter } from '../api';

type NewsletterOutput = z.output<typeof newsletterSchema>;
const fields = ['email', 'firstName', 'interests'] as const;

export function NewsletterForm({ onSubscribed }: { onSubscribed: (email: string, message: string) => void }) {
  const subscribe = useSubscribeToNewsletter();
  const form = useForm<NewsletterInput, unknown, NewsletterOutput>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { email: '', firstName: '', interests: [...defaultNewsletterInterests] },
  });
  const { errors } = form.formState;
  const interestsErrorId = errors.interests ? 'newsletter-interests-error' : undefined;

  const onSubmit = form.handleSubmit((values) => {
    subscribe.mutate(values, {
      onSuccess: (answer) => onSubscribed(values.email, answer?.message ?? ''),
      onError: (error) => {
        for (const [field, message] of Object.entries(fieldErrors(error))) {
          const name = fields.find((f) => f === field || field.startsWith(`${f}.`));
          if (name) form.setError(name, { message });
        }
        toast({ title: 'Newsletter sign-up failed', description: errorMessage(error), variant: 'destructive' });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Newsletter sign-up" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="newsletter-email" label="Email address" error={errors.email?.message}>
          {(props) => <Input {...props} type="email" autoComplete="email" {...form.register('email')} />}
        </Field>
        <Field id="newsletter-first-name" label="First name" error={errors.firstName?.message}>
          {(props) => <Input {...props} autoComplete="given-name" {...form.register('firstName')} />}
        </Field>
      </div>
      <Controller
        control={form.control}
        name="interests"
        render={({ field }) => {
          const selected = new Set(field.value);
          return (
            <fieldset aria-describedby={interestsErrorId} className="grid gap-3">
              <legend className="text-sm font-medium text-slate-800">Interests</legend>
              <div className="grid gap-3 sm:grid-cols-2">
                {newsletterInterests.map((interest) => {
                  const id = `newsletter-interest-${interest.id}`;
                  return (
                    <div
                      key={interest.id}
                      className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2.5"
                    >
                      <Checkbox
                        id={id}
                        value={interest.id}
                        checked={selected.has(interest.id)}
                        onCheckedChange={(checked) => {
                          const next = new Set(selected);
                          if (checked === true) next.add(interest.id);
                          else next.delete(interest.id);
                          field.onChange(newsletterInterests.map((i) => i.id).filter((i) => next.has(i)));
                        }}
                        onBlur={field.onBlur}
                        aria-invalid={Boolean(errors.interests)}
                      />
                      <Label htmlFor={id} className="flex-1 font-normal text-slate-700">
                        {interest.label}
                      </Label>
                    </div>
                  );
                })}
              </div>
              <FieldError id={interestsErrorId} message={errors.interests?.message} />
            </fieldset>
          );
        }}
      />
      <Button type="submit" size="lg" disabled={subscribe.isPending} className="justify-self-start">
        {subscribe.isPending ? <ButtonSpinner /> : null}
        {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
      </Button>
    </form>
  );
}
