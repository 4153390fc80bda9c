import { zodResolver } from '@hookform/resolvers/zod';
import {
  type OptimizeLinkedInFormValues,
  type OptimizeLinkedInRequest,
  optimizeLinkedInSchema,
} from '@jobapp/shared/linkedin/linkedin.schema';
import { Link } from 'react-router-dom';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useBillingAccount } from '@/features/billing/api';
import { cn } from '@/lib/cn';
import { useOptimizeLinkedInProfile } from '../api';
import { countToneClass, profileContentCount } from '../character-count';
import { classifyOptimizeError } from '../optimize-errors';
import { quotaHint, renewalHint } from '../quota-hint';
import { ImportExportControl } from './import-export-control';

const countId = 'linkedin-profile-content-count';
const empty: OptimizeLinkedInFormValues = { profileUrl: '', profileContent: '', targetPosition: '', targetIndustry: '' };

type Notice = { kind: 'limit' | 'upgrade'; title: string; message: string };

/**
 * 'Optimize Profile' (spec sections 2, 4, 5, 8): the profile's link and text (typed, pasted or imported
 * from LinkedIn's data export), the target position and industry. Success resets the form and hands over
 * to the profiles tab; 'Limit Reached' disables submit.
 */
export function OptimizeForm({ onStarted }: { onStarted: () => void }) {
  const optimize = useOptimizeLinkedInProfile();
  const account = useBillingAccount();
  const [notice, setNotice] = useState<Notice | null>(null);
  // Remounts the import control after a start, clearing its last summary.
  const [importKey, setImportKey] = useState(0);
  const form = useForm<OptimizeLinkedInFormValues, unknown, OptimizeLinkedInRequest>({
    resolver: zodResolver(optimizeLinkedInSchema),
    defaultValues: empty,
  });
  const { errors } = form.formState;
  const count = profileContentCount(form.watch('profileContent'));
  const limitReached = notice?.kind === 'limit';
  const quota = account.data?.quotas.linkedin_optimization;
  const allowance = quotaHint(quota);
  const renewal = notice?.kind === 'limit' ? renewalHint(quota, notice.message) : null;

  const onSubmit = form.handleSubmit((values) => {
    optimize.mutate(values, {
      onSuccess: () => {
        form.reset(empty);
        setImportKey((key) => key + 1);
        setNotice(null);
        toast({
          title: 'Optimization started',
          description: 'Your profile is being optimized. It appears under My Optimized Profiles when it is ready.',
          variant: 'success',
        });
        onStarted();
      },
      onError: (error) => {
        const failure = classifyOptimizeError(error);
        if (failure.kind !== 'toast') {
          setNotice(failure);
          return;
        }
        for (const [field, message] of Object.entries(failure.fields)) {
          form.setError(field as keyof OptimizeLinkedInFormValues, { message });
        }
        toast({ title: failure.title, description: failure.description, variant: 'destructive' });
      },
    });
  });

  const onImported = (profileContent: string) =>
    form.setValue('profileContent', profileContent, { shouldDirty: true, shouldValidate: true });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="LinkedIn profile to optimize" className="grid gap-5">
      {notice ? (
        <Alert variant={notice.kind === 'limit' ? 'warning' : 'destructive'} title={notice.title} role="alert">
          <p>{notice.message}</p>
          {notice.kind === 'upgrade' ? (
            <Link to="/pricing" className="font-semibold underline underline-offset-4">
              View Pricing
            </Link>
          ) : null}
          {renewal ? <p>{renewal}</p> : null}
        </Alert>
      ) : null}
      {/* Locked while the request runs, so its success (which resets the form) cannot wipe new typing. */}
      <fieldset disabled={optimize.isPending} className="grid min-w-0 gap-5">
        <Field id="linkedin-profile-url" label="LinkedIn profile URL" error={errors.profileUrl?.message}>
          {(props) => (
            <Input {...props} type="url" inputMode="url" autoComplete="url" placeholder="https://www.linkedin.com/in/your-name" {...form.register('profileUrl')} />
          )}
        </Field>
        <ImportExportControl key={importKey} onImported={onImported} />
        <Field
          id="linkedin-profile-content"
          label="Profile content"
          error={errors.profileContent?.message}
          hint="Paste your headline, About, experience, education and skills, or import your data export above. 50 to 10,000 characters."
          labelAside={
            <span id={countId} className={cn('text-xs tabular-nums', countToneClass[count.tone])}>
              <span aria-hidden="true">{count.label}</span>
              <span className="sr-only">{count.description}</span>
            </span>
          }
        >
          {(props) => (
            <Textarea
              {...props}
              aria-describedby={[props['aria-describedby'], countId].filter(Boolean).join(' ')}
              rows={12}
              className="min-h-64"
              {...form.register('profileContent')}
            />
          )}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="linkedin-target-position" label="Target position" error={errors.targetPosition?.message}>
            {(props) => <Input {...props} placeholder="e.g. Senior Product Manager" {...form.register('targetPosition')} />}
          </Field>
          <Field id="linkedin-target-industry" label="Target industry" error={errors.targetIndustry?.message}>
            {(props) => <Input {...props} placeholder="e.g. Fintech" {...form.register('targetIndustry')} />}
          </Field>
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" disabled={optimize.isPending || limitReached}>
          {optimize.isPending ? <ButtonSpinner /> : null}
          Optimize Profile
        </Button>
        {optimize.isPending ? (
          <span role="status" className="text-sm text-slate-700">
            Starting your optimization...
          </span>
        ) : allowance ? (
          <span className="text-sm text-slate-600">{allowance}</span>
        ) : null}
      </div>
    </form>
  );
}
