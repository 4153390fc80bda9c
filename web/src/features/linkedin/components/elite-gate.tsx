import { linkedInMessages as m } from '@jobapp/shared/linkedin/linkedin-messages';
import { Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** What a plan without LinkedIn optimization sees (spec section 2): 'Elite Plan Feature', 'Upgrade Required'. */
export function EliteGate() {
  return (
    <Card data-testid="elite-feature">
      <CardContent className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-800">
          <Lock className="size-6" aria-hidden="true" />
        </span>
        <div className="flex-1">
          <h2 className="font-semibold text-slate-900">{m.eliteTitle}</h2>
          <p className="text-sm text-slate-600">
            <strong className="font-semibold text-slate-800">{m.upgradeRequired}</strong>: LinkedIn profile optimization is
            part of the Elite plan, with 2 optimizations a month.
          </p>
        </div>
        <Button asChild>
          <Link to="/pricing">View Pricing</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
