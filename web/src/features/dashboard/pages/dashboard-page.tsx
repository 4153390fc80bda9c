import { useLocation } from 'react-router-dom';
import { PageContainer, PageHeader } from '@/components/common/page';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { messages } from '@jobapp/shared';
import { useCurrentUser } from '@/features/auth/api';
import { useBillingAccount, useBillingConfig } from '@/features/billing/api';
import { BillingBanners } from '@/features/billing/components/billing-banners';
import { useReturnFromStripe } from '@/features/billing/use-return-from-stripe';
import { useMyResumes } from '@/features/resumes/api';
import { readTemplateParam } from '@/features/resumes/optimize-rules';
import { errorMessage } from '@/lib/error-messages';
import { useRemindersToday } from '@/features/reminders/api';
import { TodayReminders } from '@/features/reminders/components/today-reminders';
import { ConsultationCard } from '@/features/consultations/components/consultation-card';
import { AccountOverview } from '../components/account-overview';
import { OptimizeCard } from '../components/optimize-card';
import { RecentActivity } from '../components/recent-activity';
import { StorageCard } from '../components/storage-card';
import { greetingName, isNewAccountState, welcomeTitle } from '../welcome';

/** The dashboard's cards in outline while their data loads. */
function DashboardLoading() {
  return (
    <div className="mt-8 grid grid-cols-1 gap-6" aria-busy="true" aria-label="Loading your dashboard" data-testid="dashboard-loading">
      <Skeleton className="h-36 rounded-2xl" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Skeleton className="h-72 rounded-2xl lg:col-span-2" />
        <Skeleton className="h-72 rounded-2xl" />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Skeleton className="h-64 rounded-2xl lg:col-span-2" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    </div>
  );
}

/**
 * /dashboard: welcome (first visit after registering) or welcome back, the account banners (trial
 * ending, payment failed, plan ended), optimization and storage cards, account overview, recent activity.
 */
export function DashboardPage() {
  const user = useCurrentUser();
  const account = useBillingAccount();
  const config = useBillingConfig();
  const resumes = useMyResumes();
  const today = useRemindersToday();
  useReturnFromStripe();
  // ?template= (spec section 2) becomes the default template of the optimization started here.
  const location = useLocation();
  const templateId = readTemplateParam(location.search);
  const loadError = account.error ?? resumes.error;

  if (!user) return <Skeleton className="m-8 h-96 rounded-2xl" />;

  const title = welcomeTitle(greetingName(user), isNewAccountState(location.state));
  // What sits above the cards (the banners, the Today list) and the list below them come at once: the
  // page keeps its loading shape until they have answered, so nothing moves when they arrive (issue 26).
  if (account.isPending || today.isPending || resumes.isPending) {
    return (
      <PageContainer>
        <PageHeader title={title} description="Here is where your job search stands." />
        <DashboardLoading />
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <PageHeader title={title} description="Here is where your job search stands." />
      <div className="mt-8 grid grid-cols-1 gap-6">
        {loadError ? (
          <Alert variant="destructive" data-testid="dashboard-error">
            {messages.dashboardLoadError(errorMessage(loadError))}
          </Alert>
        ) : null}
        {account.data ? <BillingBanners overview={account.data} /> : null}
        <TodayReminders />
        <ConsultationCard />
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
          <AccountOverview
            overview={account.data}
            mode={config.data?.mode}
            isLoading={account.isPending}
            isError={account.isError}
          />
        </div>
      </div>
    </PageContainer>
  );
}
