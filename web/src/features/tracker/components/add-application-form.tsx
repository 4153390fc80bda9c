import { zodResolver } from '@hookform/resolvers/zod';
import { createApplicationSchema } from '@jobapp/shared/applications/applications.schema';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-messages';
import { useCreateApplication } from '../api';

/** What the form asks: the shared create schema's job fields, title or company required. */
const addFormSchema = z
  .object({
    jobTitle: z.string().trim().max(300),
    company: z.string().trim().max(300),
    location: z.string().trim().max(300),
    jobUrl: z.string().trim().max(2000),
  })
  .refine((v) => v.jobTitle !== '' || v.company !== '', { path: ['jobTitle'], error: 'Please enter the job title or the company' })
  .refine((v) => v.jobUrl === '' || createApplicationSchema.shape.jobUrl.safeParse(v.jobUrl).success, {
    path: ['jobUrl'],
    error: 'Please enter a valid http(s) job link',
  });
export type AddForm = z.infer<typeof addFormSchema>;

/** "Add by hand": POST /api/applications with source manual, the card lands in Saved. */
export function AddApplicationForm({ onAdded, initial }: { onAdded?: () => void; initial?: AddForm | null }) {
  const create = useCreateApplication();
  const form = useForm<AddForm>({
    resolver: zodResolver(addFormSchema),
    defaultValues: initial ?? { jobTitle: '', company: '', location: '', jobUrl: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    create.mutate(
      {
        jobTitle: values.jobTitle,
        company: values.company,
        location: values.location,
        ...(values.jobUrl ? { jobUrl: values.jobUrl } : {}),
        source: 'manual',
      },
      {
        onSuccess: (item) => {
          form.reset();
          toast({ title: `${item.jobTitle || item.company} added to Saved`, variant: 'success' });
          onAdded?.();
        },
        onError: (error) => toast({ title: 'The job could not be added', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2" aria-label="Add a job by hand">
      <Field id="tracker-add-title" label="Job title" error={errors.jobTitle?.message}>
        {(props) => <Input {...props} {...form.register('jobTitle')} />}
      </Field>
      <Field id="tracker-add-company" label="Company" error={errors.company?.message}>
        {(props) => <Input {...props} {...form.register('company')} />}
      </Field>
      <Field id="tracker-add-location" label="Location" error={errors.location?.message}>
        {(props) => <Input {...props} {...form.register('location')} />}
      </Field>
      <Field id="tracker-add-url" label="Job link" error={errors.jobUrl?.message}>
        {(props) => <Input {...props} type="url" placeholder="https://" {...form.register('jobUrl')} />}
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={create.isPending}>
          Add job
        </Button>
      </div>
    </form>
  );
}
