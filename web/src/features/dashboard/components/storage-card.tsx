import { formatBytes, messages, storagePercentage } from '@jobapp/shared';
import { HardDrive } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { useStorageInfo } from '@/features/account/api';
import { BuyStorageButton } from '@/features/billing/components/buy-storage-button';
import { cn } from '@/lib/cn';

/** Storage used / limit (GET /api/user/storage-info), and the 50 MB add-on's purchase dialog. */
export function StorageCard() {
  const storage = useStorageInfo();
  const percentage = storage.data
    ? (storage.data.percentage ?? storagePercentage(storage.data.used, storage.data.limit))
    : 0;

  return (
    <Card data-testid="storage-card" aria-labelledby="storage-title" role="region">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle id="storage-title">Storage</CardTitle>
          <CardDescription>Space for your uploaded resumes.</CardDescription>
        </div>
        <span className="inline-flex size-10 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700">
          <HardDrive className="size-5" aria-hidden="true" />
        </span>
      </CardHeader>
      <CardContent>
        {storage.isPending ? (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-2.5 w-full rounded-full" />
            <Skeleton className="h-4 w-24" />
          </div>
        ) : storage.isError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {messages.storageLoadFailed}
          </p>
        ) : (
          <div className="grid gap-3">
            <p className="text-sm text-slate-700">
              <span className="text-lg font-semibold text-slate-900" data-testid="storage-used">
                {formatBytes(storage.data.used)}
              </span>{' '}
              of <span data-testid="storage-limit">{formatBytes(storage.data.limit)}</span> used
            </p>
            <Progress
              value={percentage}
              label="Storage used"
              indicatorClassName={cn(percentage >= 90 ? 'bg-red-600' : percentage >= 75 ? 'bg-amber-500' : 'bg-indigo-600')}
            />
            <p className="text-xs text-slate-600">
              {percentage}% used · {formatBytes(Math.max(0, storage.data.limit - storage.data.used))} available
            </p>
            <div>
              <BuyStorageButton variant="soft" size="sm" />
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
