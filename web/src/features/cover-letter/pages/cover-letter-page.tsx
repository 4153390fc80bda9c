import { useRef, useState } from 'react';
import { PageContainer, PageHeader } from '@/components/common/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCurrentUser } from '@/features/auth/api';
import { useBillingAccount } from '@/features/billing/api';
import { featureIncluded } from '@/features/billing/feature-gates';
import { GenerateTab } from '../components/generate-tab';
import { LettersTab } from '../components/letters-tab';
import { PremiumFeatureCard } from '../components/premium-feature-card';

type CoverLetterTab = 'generate' | 'letters';

/** Pro and Elite write cover letters (spec section 6): the shared entitlements, through the billing overview (else the session's plan). */
function useCoverLettersAllowed(): boolean {
  const user = useCurrentUser();
  const account = useBillingAccount();
  return featureIncluded('cover_letter', account.data, user?.subscriptionTier);
}

/**
 * /cover-letter (spec sections 2, 4, 5 and 8; issue 13): 'Generate New' writes a letter from one of the
 * user's resumes for a job; 'My Cover Letters' keeps them, to edit, download and delete. The signed-out
 * spinner is the route guard's; plans without cover letters see the Premium Feature card.
 */
export function CoverLetterPage() {
  const allowed = useCoverLettersAllowed();
  const [tab, setTab] = useState<CoverLetterTab>('generate');
  const lettersTrigger = useRef<HTMLButtonElement>(null);
  const generateTrigger = useRef<HTMLButtonElement>(null);

  return (
    <PageContainer>
      <div className="grid gap-6">
        <PageHeader title="Cover Letters" description="Cover letters written for the job you are applying to, from your own resume." />
        {allowed ? (
          <Tabs value={tab} onValueChange={(value) => setTab(value === 'letters' ? 'letters' : 'generate')}>
            <TabsList className="max-w-md">
              <TabsTrigger value="generate" ref={generateTrigger}>
                Generate New
              </TabsTrigger>
              <TabsTrigger value="letters" ref={lettersTrigger}>
                My Cover Letters
              </TabsTrigger>
            </TabsList>
            {/* Kept mounted, so what was typed in the form survives a look at the list. */}
            <TabsContent value="generate" forceMount className="data-[state=inactive]:hidden">
              <GenerateTab
                onFinished={(event) => {
                  // After the letter's dialog: the list (already refreshed), with focus on its tab.
                  event.preventDefault();
                  setTab('letters');
                  lettersTrigger.current?.focus();
                }}
              />
            </TabsContent>
            <TabsContent value="letters">
              <LettersTab
                onGenerateNew={() => {
                  setTab('generate');
                  generateTrigger.current?.focus();
                }}
              />
            </TabsContent>
          </Tabs>
        ) : (
          <PremiumFeatureCard />
        )}
      </div>
    </PageContainer>
  );
}
