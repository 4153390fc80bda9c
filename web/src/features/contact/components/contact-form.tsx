import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactInput, contactSchema, messages } from '@jobapp/shared';
import { useForm } from 'react-hook-form';
import { type z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, fieldErrors } from '@/lib/error-messages';
import { useSendContactMessage } from '../api';

type ContactOutput = z.output<typeof contactSchema>;
const empty: ContactInput = { name: '', email: '', subject: '', message: '' };
const fields = ['name', 'email', 'subject', 'message'] as const;

export function ContactForm() {
  const send = useSendContactMessage();
  const form = useForm<ContactInput, unknown, ContactOutput>({
    resolver: zodResolver(contactSchema),
    defaultValues: empty,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    send.mutate(values, {
      onSuccess: (answer) => {
        toast({
          title: messages.contactSuccess,
          description:
            answer?.message && answer.message !== messages.contactSuccess
              ? answer.message
              : "Thanks for reaching out. We'll reply within 24 hours.",
          variant: 'success',
        });
        form.reset(empty);
      },
      onError: (error) => {
        for (const [field, message] of Object.entries(fieldErrors(error))) {
          const name = fields.find((f) => f === field);
          if (name) form.setError(name, { message });
        }
        toast({ title: 'Message not sent', description: errorMessage(error), variant: 'destructive' });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Contact us" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label="Name" error={errors.name?.message}>
          {(props) => <Input {...props} autoComplete="name" {...form.register('name')} />}
        </Field>
        <Field id="contact-email" label="Email" error={errors.email?.message}>
          {(props) => <Input {...props} type="email" autoComplete="email" {...form.register('email')} />}
        </Field>
      </div>
      <Field id="contact-subject" label="Subject" error={errors.subject?.message}>
        {(props) => <Input {...props} {...form.register('subject')} />}
      </Field>
      <Field id="contact-message" label="Message" error={errors.message?.message}>
        {(props) => <Textarea {...props} rows={6} {...form.register('message')} />}
      </Field>
      <Button type="submit" size="lg" disabled={send.isPending} className="justify-self-start">
        {send.isPending ? <ButtonSpinner /> : null}
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
