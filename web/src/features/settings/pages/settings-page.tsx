import { PageContainer, PageHeader } from '@/components/common/page';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/features/auth/api';
import { ChangePasswordForm } from '../components/change-password-form';
import { DeleteAccountCard } from '../components/delete-account-card';
import { JobAlertsCard } from '@/features/job-alerts/components/job-alerts-card';
import { ReminderSettingsCard } from '@/features/reminders/components/reminder-settings-card';
import { ConsultationCard } from '@/features/consultations/components/consultation-card';
import { NotificationsForm } from '../components/notifications-form';
import { ProfileForm } from '../components/profile-form';
import { SubscriptionCard } from '../components/subscription-card';
import { YourDataCard } from '../components/your-data-card';

/**
 * /settings: profile, password, subscription and notification preferences, saved to the API; links to
 * the legal pages; deleting the account at the foot.
 */
export function SettingsPage() {
  const user = useCurrentUser();
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader title="Settings" description="Manage your profile, password, subscription and notifications." />
      {user ? (
        <div className="mt-8 grid gap-6">
          <ProfileForm user={user} />
          <ChangePasswordForm />
          <SubscriptionCard user={user} />
          <NotificationsForm user={user} />
          <ReminderSettingsCard />
          <ConsultationCard />
          <JobAlertsCard />
          <YourDataCard />
          <DeleteAccountCard />
        </div>
      ) : (
        <Skeleton className="mt-8 h-96 rounded-2xl" />
      )}
    </PageContainer>
  );
}
