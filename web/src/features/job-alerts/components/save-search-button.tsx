import type { JobSource } from '@jobapp/shared';
import { Bell } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-messages';
import { canAdd, limitLine } from '../alert-rules';
import { useCreateJobAlert, useJobAlerts } from '../api';

/**
 * "Save this search" as a job alert, with the plan's limit shown beside it (issue 25): on the Job Search
 * page (the search's one source), and as "More jobs like this" on a tracker card (its title and place,
 * every source).
 */
export function SaveSearchButton({
  search,
  label = 'Save this search',
}: {
  search: { jobTitle: string; location?: string | undefined; source?: JobSource | undefined };
  label?: string;
}) {
  const alerts = useJobAlerts();
  const create = useCreateJobAlert();
  const list = alerts.data;
  if (!list) return null;
  if (!list.included) {
    return (
      <p className="text-sm text-slate-600">
        Get new postings for this search by e-mail with a <Link to="/pricing" className="font-medium text-indigo-700 underline">Pro or Elite plan</Link>.
      </p>
    );
  }
  const save = () =>
    create.mutate(
      { kind: 'search', title: search.jobTitle, location: search.location ?? '', ...(search.source ? { sources: [search.source] } : {}) },
      {
        onSuccess: () => toast({ title: 'Search saved', description: 'New postings will come in your job alerts e-mail.', variant: 'success' }),
        onError: (error) => toast({ title: 'The search was not saved', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
      <Button variant="secondary" size="sm" onClick={save} disabled={create.isPending || !canAdd(list, 'search')}>
        <Bell aria-hidden="true" />
        {label}
      </Button>
      <span>
        {limitLine(list.limits.searches, 'saved searches')} · <Link to="/settings#job-alerts" className="underline">Job alerts</Link>
      </span>
    </div>
  );
}
