import { Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** For plans without cover letters (spec section 2): 'Premium Feature' and 'Upgrade Subscription' to /subscription. */
export function PremiumFeatureCard() {
  return (
    <Card data-testid="premium-feature">
      <CardContent className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-800">
          <Lock className="size-6" aria-hidden="true" />
        </span>
        <div className="flex-1">
          <h2 className="font-semibold text-slate-900">Premium Feature</h2>
          <p className="text-sm text-slate-600">
            Cover letters are part of the Pro and Elite plans: pick one of your resumes and a job, choose a template, and get
            a letter written for that job.
          </p>
        </div>
        <Button asChild>
          <Link to="/subscription">Upgrade Subscription</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
