import { CircleCheck, MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageContainer, PageHeader } from '@/components/common/page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-messages';
import { type NewsletterTokenAction, useNewsletterTokenAction } from '../api';
import { NewsletterForm } from '../components/newsletter-form';

const benefits = [
  'Practical resume and interview tips',
  'Job search strategies that work with ATS screening',
  'News about ResumeBoost features',
];

function readTokenAction(params: URLSearchParams): { action: NewsletterTokenAction; token: string } | null {
  const confirm = params.get('confirm')?.trim();
  if (confirm) return { action: 'confirm', token: confirm };
  const unsubscribe = params.get('unsubscribe')?.trim();
  if (unsubscribe) return { action: 'unsubscribe', token: unsubscribe };
  return null;
}

/** Handles the e-mailed links /newsletter?confirm=<token> and /newsletter?unsubscribe=<token>. */
function TokenResult({ action, token }: { action: NewsletterTokenAction; token: string }) {
  const run = useNewsletterTokenAction();
  const started = useRef<string | null>(null);
  const { mutate } = run;

  useEffect(() => {
    const key = `${action}:${token}`;
    if (started.current === key) return;
    started.current = key;
    mutate({ action, token });
  }, [action, token, mutate]);

  const successTitle = action === 'confirm' ? 'Subscription confirmed' : 'You have been unsubscribed';
  const successFallback =
    action === 'confirm'
      ? 'Thank you! You will now receive the ResumeBoost newsletter.'
      : 'You will no longer receive the ResumeBoost newsletter.';

  return (
    <Card className="mx-auto max-w-xl" data-testid="newsletter-token-result" data-state={run.status}>
      <CardContent className="grid gap-5 p-8">
        {run.isSuccess ? (
          <Alert variant="success" title={successTitle}>
            {run.data?.message || successFallback}
          </Alert>
        ) : run.isError ? (
          <Alert
            variant="destructive"
            title={action === 'confirm' ? 'We could not confirm your subscription' : 'We could not unsubscribe you'}
          >
            {errorMessage(run.error)}
          </Alert>
        ) : (
          <Spinner label={action === 'confirm' ? 'Confirming your subscription' : 'Unsubscribing'} className="justify-self-center" />
        )}
        <Button asChild variant="secondary" className="justify-self-start">
          <Link to="/">Back to home</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** /newsletter: sign-up form (double opt-in) and the confirm / unsubscribe links. */
export function NewsletterPage() {
  const [searchParams] = useSearchParams();
  const tokenAction = readTokenAction(searchParams);
  const [subscribed, setSubscribed] = useState<{ email: string; message: string } | null>(null);

  return (
    <PageContainer className="py-12 sm:py-16">
      <PageHeader
        centered
        eyebrow="Newsletter"
        title="The ResumeBoost Newsletter"
        description="Career advice and resume tips in your inbox. No spam; leave at any time with one click."
      />
      <div className="mt-12">
        {tokenAction ? (
          <TokenResult action={tokenAction.action} token={tokenAction.token} />
        ) : subscribed ? (
          <Card className="mx-auto max-w-xl" data-testid="newsletter-confirmation">
            <CardContent className="grid justify-items-center gap-4 p-8 text-center">
              <MailCheck className="size-12 text-indigo-600" aria-hidden="true" />
              <h2 className="text-2xl font-bold text-slate-900">Check your inbox to confirm</h2>
              <p className="text-slate-700">
                We sent a confirmation link to <span className="font-semibold break-all">{subscribed.email}</span>. Your
                subscription starts once you open it.
              </p>
              {subscribed.message && !/check your inbox/i.test(subscribed.message) ? (
                <p className="text-sm text-slate-600">{subscribed.message}</p>
              ) : null}
              <Button asChild>
                <Link to="/">Back to home</Link>
              </Button>
            </CardContent>
          </Card>
        ) : (
          <div className="mx-auto grid max-w-5xl gap-8 lg:grid-cols-5">
            <div className="lg:col-span-2">
              <h2 className="text-xl font-semibold text-slate-900">What you&apos;ll get</h2>
              <ul className="mt-4 grid gap-3">
                {benefits.map((b) => (
                  <li key={b} className="flex gap-3 text-slate-700">
                    <CircleCheck className="mt-0.5 size-5 shrink-0 text-indigo-600" aria-hidden="true" />
                    {b}
                  </li>
                ))}
              </ul>
            </div>
            <Card className="lg:col-span-3">
              <CardContent className="p-6 sm:p-8">
                <NewsletterForm onSubscribed={(email, message) => setSubscribed({ email, message })} />
              </CardContent>
            </Card>
          </div>
        )}
      </div>
    </PageContainer>
  );
}
