import { planRank } from '@jobapp/shared';
import { Lock, Mail } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ComingSoonPage } from '@/components/common/coming-soon';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useCurrentUser } from '@/features/auth/api';

/** /cover-letter: Pro and Elite. Generation is built in a later issue. */
export function CoverLetterPage() {
  const user = useCurrentUser();
  const allowed = user ? planRank(user.subscriptionTier) >= planRank('pro') : false;
  return (
    <ComingSoonPage
      title="Cover Letters"
      description="Cover letters written for the job you are applying to."
      icon={Mail}
      message="Cover letter generation is being built. Soon you'll pick one of your resumes and a job, choose from twelve templates and get a cover letter written for that job."
      upcoming={['Generate New: resume, job link, job title, company, template and your own instructions', 'My Cover Letters: every letter you have generated, ready to download']}
    >
      {!allowed ? (
        <Card data-testid="premium-feature">
          <CardContent className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-800">
              <Lock className="size-6" aria-hidden="true" />
            </span>
            <div className="flex-1">
              <h2 className="font-semibold text-slate-900">Premium Feature</h2>
              <p className="text-sm text-slate-600">Cover letters are part of the Pro and Elite plans.</p>
            </div>
            <Button asChild>
              <Link to="/subscription">Upgrade Subscription</Link>
            </Button>
          </CardContent>
        </Card>
      ) : null}
    </ComingSoonPage>
  );
}
