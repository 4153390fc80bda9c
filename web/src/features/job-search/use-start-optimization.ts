/**
 * "Optimize my resume for this job" from a search result: applies `startOptimization` (spec section
 * 5) with what the app knows now: the session and the number of stored resumes (fetched when the
 * list is not loaded yet or was changed since), then shows its toast and navigates.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/use-toast';
import { useSession } from '@/features/auth/api';
import { fetchMyResumes, useMyResumes } from '@/features/resumes/api';
import { queryKeys } from '@/lib/query-keys';
import { startOptimization } from './search-rules';

export function useStartOptimization() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signedIn = Boolean(useSession().data);
  const resumes = useMyResumes();
  const hasResumes = resumes.data ? resumes.data.length > 0 : null;

  async function resumeCount(): Promise<number | null> {
    if (!signedIn) return null;
    try {
      // Fresh data is used as it is; a list invalidated by a new optimization is fetched again.
      const list = await queryClient.fetchQuery({
        queryKey: queryKeys.resumes.list,
        queryFn: ({ signal }) => fetchMyResumes(signal),
      });
      return list.length;
    } catch {
      return null;
    }
  }

  async function start(url: string | null | undefined): Promise<void> {
    const outcome = startOptimization({ signedIn, url, resumeCount: await resumeCount() });
    if (outcome.toast) toast(outcome.toast);
    if (outcome.navigate) void navigate(outcome.navigate);
  }

  return { start, hasResumes };
}
