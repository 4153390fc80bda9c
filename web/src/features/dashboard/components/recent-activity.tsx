import { FileText } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { type RecentResume } from '@/features/resumes/types';
import { formatDate } from '@/lib/dates';

/**
 * Recent resume optimizations. Takes the list from its parent, so the resumes issue only has to
 * pass the data from GET /api/my-resumes (and add the download action).
 */
export function RecentActivity({
  items,
  isLoading = false,
  error,
}: {
  items: RecentResume[] | undefined;
  isLoading?: boolean;
  error?: string | null;
}) {
  return (
    <Card role="region" aria-labelledby="recent-activity-title" data-testid="recent-activity">
      <CardHeader>
        <CardTitle id="recent-activity-title">Recent Activity</CardTitle>
        <CardDescription>Your latest tailored resumes.</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : !items || items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center">
            <FileText className="size-8 text-slate-500" aria-hidden="true" />
            <p className="font-medium text-slate-900">No resume optimizations yet</p>
            <p className="text-sm text-slate-600">Resumes you tailor to a job will be listed here.</p>
          </div>
        ) : (
          <ul className="divide-y divide-slate-200">
            {items.map((item) => (
              <li key={item.id} className="flex items-center gap-3 py-3">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
                  <FileText className="size-5" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-slate-900">{item.jobTitle || `Resume #${item.id}`}</p>
                  <p className="truncate text-sm text-slate-600">
                    {item.company || 'Unknown company'} · {formatDate(item.createdAt)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
