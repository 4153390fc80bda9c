import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageContainer, PageHeader } from '@/components/common/page';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCurrentUser } from '@/features/auth/api';
import { useBillingAccount } from '@/features/billing/api';
import { featureIncluded } from '@/features/billing/feature-gates';
import { EliteGate } from '../components/elite-gate';
import { OptimizeForm } from '../components/optimize-form';
import { ProfilesList } from '../components/profiles-list';
import { tabOf, type LinkedInTab } from '../tabs';

/** Whether the plan includes LinkedIn optimization: the shared entitlements, through the billing overview (else the session's plan). */
function useIsElite(): boolean {
  const user = useCurrentUser();
  const account = useBillingAccount();
  return featureIncluded('linkedin_optimization', account.data, user?.subscriptionTier);
}

/**
 * /linkedin-profile (spec section 2, issue 13): Elite only. 'Optimize Profile' starts an optimization
 * that runs in the background; 'My Optimized Profiles' lists them with their texts to copy.
 */
export function LinkedInProfilePage() {
  const elite = useIsElite();
  const [params, setParams] = useSearchParams();
  // The tab is React state (switches in the same render as the click); the URL only remembers it,
  // because a router navigation runs as a transition and would show the new panel a moment later.
  const [tab, setTabState] = useState<LinkedInTab>(() => tabOf(params.get('tab')));
  const setTab = (next: LinkedInTab) => {
    setTabState(next);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'optimize') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  };

  return (
    <PageContainer>
      <div className="grid gap-6">
        <PageHeader
          title="LinkedIn Profile Optimization"
          description="Three headlines, an About section, role descriptions and ranked skills, written for the role you want and true to your profile."
        />
        {!elite ? (
          <EliteGate />
        ) : (
          <Tabs value={tab} onValueChange={(value) => setTab(tabOf(value))}>
            <TabsList className="max-w-xl">
              <TabsTrigger value="optimize">Optimize Profile</TabsTrigger>
              <TabsTrigger value="profiles">My Optimized Profiles</TabsTrigger>
            </TabsList>
            {/* Kept mounted (hidden when inactive) so a draft survives a look at the list. */}
            <TabsContent value="optimize" forceMount className="data-[state=inactive]:hidden">
              <Card>
                <CardContent className="p-6">
                  <OptimizeForm onStarted={() => setTab('profiles')} />
                </CardContent>
              </Card>
            </TabsContent>
            <TabsContent value="profiles">
              <ProfilesList onStart={() => setTab('optimize')} />
            </TabsContent>
          </Tabs>
        )}
      </div>
    </PageContainer>
  );
}
