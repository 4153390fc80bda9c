import { Lock, UserRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ComingSoonPage } from '@/components/common/coming-soon';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useCurrentUser } from '@/features/auth/api';

/** /linkedin-profile: Elite only. Optimization is built in a later issue. */
export function LinkedInProfilePage() {
  const user = useCurrentUser();
  const allowed = user?.subscriptionTier === 'elite';
  return (
    <ComingSoonPage
      title="LinkedIn Profile Optimization"
      description="A headline and summary written for the role you want."
      icon={UserRound}
      message="LinkedIn profile optimization is being built. Soon you'll paste your profile, name your target position and industry, and get an optimized headline, summary and profile text."
      upcoming={['Optimize Profile: your profile link and text, target position and industry', 'My Optimized Profiles: results with copy buttons']}
    >
      {!allowed ? (
        <Card data-testid="elite-feature">
          <CardContent className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-800">
              <Lock className="size-6" aria-hidden="true" />
            </span>
            <div className="flex-1">
              <h2 className="font-semibold text-slate-900">Elite Plan Feature</h2>
              <p className="text-sm text-slate-600">Upgrade Required: LinkedIn profile optimization is part of the Elite plan.</p>
            </div>
            <Button asChild>
              <Link to="/pricing">View Pricing</Link>
            </Button>
          </CardContent>
        </Card>
      ) : null}
    </ComingSoonPage>
  );
}
