import { PageContainer, PageHeader } from '@/components/common/page';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/features/auth/api';
import { NotificationsForm } from '../components/notifications-form';
import { ProfileForm } from '../components/profile-form';
import { SubscriptionCard } from '../components/subscription-card';

/** /settings: profile, subscription and notification preferences, saved to the API. */
export function SettingsPage() {
  const user = useCurrentUser();
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader title="Settings" description="Manage your profile, subscription and notifications." />
      {user ? (
        <div className="mt-8 grid gap-6">
          <ProfileForm user={user} />
          <SubscriptionCard user={user} />
          <NotificationsForm user={user} />
        </div>
      ) : (
        <Skeleton className="mt-8 h-96 rounded-2xl" />
      )}
    </PageContainer>
  );
}
