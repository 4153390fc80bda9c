import { Sparkles } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/error-messages';
import { useLinkedInProfiles } from '../api';
import { progressAnnouncement } from '../profile-status';
import { ProfileCard } from './profile-card';

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading your optimized profiles" className="grid gap-4">
      {[0, 1].map((key) => (
        <Card key={key}>
          <CardContent className="grid gap-3 p-6">
            <Skeleton className="h-6 w-1/3" />
            <Skeleton className="h-4 w-1/4" />
            <Skeleton className="h-24" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

function EmptyState({ onStart }: { onStart: () => void }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700">
          <Sparkles className="size-6" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold text-slate-900">No optimized profiles yet</h2>
        <p className="max-w-md text-sm text-slate-600">
          Paste or import your LinkedIn profile, name the position and industry you want, and get three headlines, an About
          section, role descriptions and ranked skills.
        </p>
        <Button type="button" onClick={onStart}>
          Optimize your profile
        </Button>
      </CardContent>
    </Card>
  );
}

/** 'My Optimized Profiles': newest first; read again every few seconds only while work is running. */
export function ProfilesList({ onStart }: { onStart: () => void }) {
  const list = useLinkedInProfiles(true);
  const checking = list.isFetching;
  const onCheckStatus = () => {
    if (!list.isFetching) void list.refetch();
  };

  let body;
  if (list.isPending && list.fetchStatus !== 'idle') body = <ListSkeleton />;
  else if (list.isError) {
    body = (
      <Alert variant="destructive" title="Your optimized profiles could not be loaded">
        <p>{errorMessage(list.error)}</p>
        <Button type="button" variant="secondary" size="sm" className="mt-2" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (!list.data || list.data.length === 0) body = <EmptyState onStart={onStart} />;
  else {
    body = (
      <ul className="grid gap-4" aria-label="My optimized profiles">
        {list.data.map((item) => (
          <li key={item.id}>
            <ProfileCard item={item} checking={checking} onCheckStatus={onCheckStatus} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="grid gap-4">
      <p aria-live="polite" className="sr-only">
        {progressAnnouncement(list.data)}
      </p>
      {body}
    </div>
  );
}
