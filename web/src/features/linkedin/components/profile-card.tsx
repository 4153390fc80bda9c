import type { LinkedInProfileItem } from '@jobapp/shared/linkedin/linkedin.schema';
import { RefreshCw } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/dates';
import { statusView } from '../profile-status';
import { ProfileResult } from './profile-result';

/**
 * One saved optimization: target position and industry, status and date; then its texts (completed),
 * its reason (failed), or a spinner and 'Check Status' (pending, processing).
 */
export function ProfileCard({ item, checking, onCheckStatus }: { item: LinkedInProfileItem; checking: boolean; onCheckStatus: () => void }) {
  const view = statusView(item);
  const titleId = `linkedin-profile-${item.id}-title`;
  return (
    <Card aria-labelledby={titleId} role="article" data-testid="linkedin-profile-item">
      <CardContent className="grid gap-5 p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {item.targetPosition}
            </h2>
            <p className="text-sm text-slate-600">
              {item.targetIndustry} · <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
            </p>
          </div>
          <Badge variant={view.badge}>
            <span className="sr-only">Status: </span>
            {view.label}
          </Badge>
        </div>
        {view.inProgress ? (
          <div className="flex flex-wrap items-center gap-4 rounded-xl bg-slate-50 p-4">
            <Spinner label={`${view.label}: optimizing your profile`} />
            <p className="flex-1 text-sm text-slate-700">Your profile is being optimized. This usually takes under a minute.</p>
            <Button type="button" variant="secondary" size="sm" aria-busy={checking} onClick={onCheckStatus}>
              <RefreshCw className={checking ? 'animate-spin' : undefined} aria-hidden="true" />
              Check Status
            </Button>
          </div>
        ) : null}
        {view.failure ? (
          <Alert variant="destructive" role="note" title="Optimization failed">
            {view.failure}
          </Alert>
        ) : null}
        {view.showResult ? <ProfileResult item={item} /> : null}
      </CardContent>
    </Card>
  );
}
