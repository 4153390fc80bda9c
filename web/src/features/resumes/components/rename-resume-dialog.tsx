import { zodResolver } from '@hookform/resolvers/zod';
import { type RenameResumeInput, renameResumeSchema } from '@jobapp/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { type z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, fieldErrors } from '@/lib/error-messages';
import { useRenameResume } from '../api';

type RenameOutput = z.output<typeof renameResumeSchema>;

/** Renames a stored resume (its job title, which is how lists name it). */
export function RenameResumeDialog({
  resume,
  open,
  onOpenChange,
}: {
  resume: { id: number; jobTitle: string | null };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const rename = useRenameResume();
  const form = useForm<RenameResumeInput, unknown, RenameOutput>({
    resolver: zodResolver(renameResumeSchema),
    defaultValues: { jobTitle: resume.jobTitle ?? '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset({ jobTitle: resume.jobTitle ?? '' });
  }, [open, resume.jobTitle, form]);

  const onSubmit = form.handleSubmit((values) => {
    rename.mutate(
      { id: resume.id, ...values },
      {
        onSuccess: (detail) => {
          toast({ title: 'Resume renamed', description: `Now called “${detail.jobTitle ?? values.jobTitle}”.`, variant: 'success' });
          onOpenChange(false);
        },
        onError: (error) => {
          const message = fieldErrors(error).jobTitle;
          if (message) form.setError('jobTitle', { message });
          toast({ title: 'Rename failed', description: errorMessage(error), variant: 'destructive' });
        },
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Rename resume</DialogTitle>
        <DialogDescription className="mt-1">The name is shown in My Resumes and on your dashboard.</DialogDescription>
        <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-5">
          <Field id={`rename-resume-${resume.id}`} label="Name" error={errors.jobTitle?.message}>
            {(props) => <Input {...props} autoComplete="off" maxLength={200} {...form.register('jobTitle')} />}
          </Field>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={rename.isPending}>
              {rename.isPending ? <ButtonSpinner /> : null}
              {rename.isPending ? 'Saving...' : 'Save'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
