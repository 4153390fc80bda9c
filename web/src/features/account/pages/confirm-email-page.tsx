import { messages } from '@jobapp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { confirmEmailChange } from '../api';

/**
 * /confirm-email?token=…: the link sent to a new e-mail address (Settings). Opening it makes the change;
 * it works signed in or not, in any browser.
 */
export function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.session }),
  });
  const { mutate } = confirm;

  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  const failure = !token ? messages.emailChangeInvalid : isApiError(confirm.error) ? confirm.error.message : confirm.isError ? messages.emailChangeInvalid : null;

  return (
    <div className="bg-gradient-to-b from-indigo-50 to-slate-50">
      <div className="mx-auto max-w-md px-4 py-12 sm:py-20">
        <Card>
          <CardContent className="p-6 sm:p-8">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">Confirm your email address</h1>
            <div className="mt-6 grid gap-5" aria-live="polite">
              {confirm.isSuccess ? (
                <Alert variant="success" data-testid="email-confirmed">
                  {messages.emailChangeDone.replace('{email}', confirm.data.email)}
                </Alert>
              ) : failure ? (
                <Alert variant="destructive">{failure}</Alert>
              ) : (
                <p className="flex items-center gap-2 text-sm text-slate-600">
                  <Spinner /> Confirming…
                </p>
              )}
              {confirm.isSuccess || failure ? (
                <Button asChild size="lg">
                  <Link to="/settings">Go to Settings</Link>
                </Button>
              ) : null}
            </div>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
