import { zodResolver } from '@hookform/resolvers/zod';
import { apiMessages, type DeleteAccountInput, deleteAccountSchema } from '@jobapp/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { type z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useDeleteAccount } from '@/features/account/api';
import { leaveSignedIn } from '@/features/auth/sign-out';
import { errorMessage, fieldErrors } from '@/lib/error-messages';

type DeleteAccountOutput = z.output<typeof deleteAccountSchema>;

/** What goes, in the words of the Privacy Policy's "How to delete your data". */
const removed = [
  'your profile, settings and sign-in sessions on every device',
  'every resume: the original files, their text, the tailored versions and their match reports',
  'the job postings fetched or captured for you, and your job searches',
  'the messages you sent us and the newsletter subscription of your e-mail address',
  'a paid plan: it is cancelled at once at our payment provider, with no partial refund, and your stored card goes with it',
];

/**
 * Asks for the password before DELETE /api/user. A wrong password shows under the field; any other
 * failure (too many attempts, no connection) shows in the dialog. Success leaves for '/' signed out.
 */
export function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<DeleteAccountInput, unknown, DeleteAccountOutput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });
  const { errors } = form.formState;

  const changeOpen = (next: boolean) => {
    if (remove.isPending) return;
    if (!next) {
      form.reset({ password: '' });
      setProblem(null);
    }
    onOpenChange(next);
  };

  // mutateAsync: leaving the signed-in pages unmounts this dialog, and the toast must still be shown.
  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await remove.mutateAsync(values);
    } catch (error) {
      const details = fieldErrors(error);
      if (details.password) form.setError('password', { message: details.password }, { shouldFocus: true });
      else setProblem(errorMessage(error));
      return;
    }
    await leaveSignedIn(queryClient, navigate);
    toast({ title: 'Account deleted', description: apiMessages.accountDeleted, variant: 'success' });
  });

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent role="alertdialog" data-testid="delete-account-dialog">
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogDescription className="mt-2">
          Everything in your account is deleted at once, and it can&apos;t be undone.
        </DialogDescription>
        <div className="mt-4 text-sm text-slate-700">
          <p>This removes:</p>
          <ul className="mt-2 grid list-disc gap-1.5 pl-5">
            {removed.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="mt-3 text-slate-600">We send one last e-mail to your address to confirm it is done.</p>
        </div>
        <form onSubmit={onSubmit} noValidate aria-label="Delete account" className="mt-5 grid gap-5">
          <Field id="delete-account-password" label="Password" error={errors.password?.message} hint="Enter your password to confirm.">
            {(props) => (
              <Input {...props} type="password" autoComplete="current-password" required {...form.register('password')} />
            )}
          </Field>
          {problem ? (
            <Alert variant="destructive" data-testid="delete-account-problem">
              {problem}
            </Alert>
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={remove.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              {remove.isPending ? <ButtonSpinner /> : null}
              {remove.isPending ? 'Deleting...' : 'Delete my account'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
