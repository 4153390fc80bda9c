import { type ResumeListItem } from '@jobapp/shared';
import { ArrowRight, FileText } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { DownloadMenu } from '@/features/resumes/components/download-menu';
import { resumeTitle } from '@/features/resumes/labels';
import { formatDate } from '@/lib/dates';

/** How many resumes the dashboard lists; the rest are on /my-resumes. */
export const recentActivityLimit = 5;

/** The latest tailored resumes (GET /api/my-resumes), each with its downloads and a link to it. */
export function RecentActivity({
  items,
  isLoading = false,
  error,
}: {
  items: ResumeListItem[] | undefined;
  isLoading?: boolean;
  error?: string | null;
}) {
  const latest = (items ?? []).slice(0, recentActivityLimit);
  return (
    <Card role="region" aria-labelledby="recent-activity-title" data-testid="recent-activity">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle id="recent-activity-title">Recent Activity</CardTitle>
          <CardDescription>Your latest tailored resumes.</CardDescription>
        </div>
        {latest.length > 0 ? (
          <Button variant="ghost" size="sm" asChild>
            <Link to="/my-resumes">
              View all
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : latest.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center">
            <FileText className="size-8 text-slate-500" aria-hidden="true" />
            <p className="font-medium text-slate-900">No resume optimizations yet</p>
            <p className="text-sm text-slate-600">Resumes you tailor to a job will be listed here.</p>
            <Button asChild size="sm" className="mt-2">
              <Link to="/optimize-resume">Optimize your first resume</Link>
            </Button>
          </div>
        ) : (
          <ul className="divide-y divide-slate-200">
            {latest.map((item) => (
              <li key={item.id} className="flex items-center gap-3 py-3" data-testid="recent-activity-item">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
                  <FileText className="size-5" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/resume/${item.id}`}
                    className="block truncate font-medium text-slate-900 underline-offset-4 hover:text-indigo-700 hover:underline"
                  >
                    {resumeTitle(item)}
                  </Link>
                  <p className="truncate text-sm text-slate-600">
                    {item.company ? `${item.company} · ` : ''}
                    <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
                  </p>
                </div>
                <DownloadMenu resume={item} compact label={`Download ${resumeTitle(item)}`} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
