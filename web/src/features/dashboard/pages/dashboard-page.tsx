import { useLocation } from 'react-router-dom';
import { PageContainer, PageHeader } from '@/components/common/page';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { messages } from '@jobapp/shared';
import { useSubscriptionStatus } from '@/features/account/api';
import { useCurrentUser } from '@/features/auth/api';
import { useMyResumes } from '@/features/resumes/api';
import { readTemplateParam } from '@/features/resumes/optimize-rules';
import { trialState } from '@/lib/dates';
import { errorMessage } from '@/lib/error-messages';
import { AccountOverview } from '../components/account-overview';
import { OptimizeCard } from '../components/optimize-card';
import { RecentActivity } from '../components/recent-activity';
import { StorageCard } from '../components/storage-card';
import { TrialBanner } from '../components/trial-banner';
import { greetingName, isNewAccountState, welcomeTitle } from '../welcome';

/** /dashboard: welcome (first visit after registering) or welcome back, trial warning, optimization and storage cards, account overview, recent activity. */
export function DashboardPage() {
  const user = useCurrentUser();
  const status = useSubscriptionStatus();
  const resumes = useMyResumes();
  // ?template= (spec section 2) becomes the default template of the optimization started here.
  const location = useLocation();
  const templateId = readTemplateParam(location.search);
  const loadError = status.error ?? resumes.error;

  if (!user) return <Skeleton className="m-8 h-96 rounded-2xl" />;

  const title = welcomeTitle(greetingName(user), isNewAccountState(location.state));

  return (
    <PageContainer>
      <PageHeader title={title} description="Here is where your job search stands." />
      <div className="mt-8 grid grid-cols-1 gap-6">
        {loadError ? (
          <Alert variant="destructive" data-testid="dashboard-error">
            {messages.dashboardLoadError(errorMessage(loadError))}
          </Alert>
        ) : null}
        <TrialBanner state={trialState(status.data?.plan, status.data?.endDate)} />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <OptimizeCard templateId={templateId} />
          </div>
          <StorageCard />
        </div>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <RecentActivity
              items={resumes.data}
              isLoading={resumes.isPending}
              error={resumes.isError ? 'Your recent resumes could not be loaded. Reload the page to try again.' : null}
            />
          </div>
          <AccountOverview user={user} status={status.data} isLoading={status.isPending} isError={status.isError} />
        </div>
      </div>
    </PageContainer>
  );
}
