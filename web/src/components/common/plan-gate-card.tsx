import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** What a plan without a feature sees in its place: a title, what the feature is, and the way to a plan that has it. */
export function PlanGateCard({ title, children, action, href, testId }: { title: string; children: ReactNode; action: string; href: string; testId: string }) {
  return (
    <Card data-testid={testId}>
      <CardContent className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-800">
          <Lock className="size-6" aria-hidden="true" />
        </span>
        <div className="flex-1">
          <h2 className="font-semibold text-slate-900">{title}</h2>
          <p className="text-sm text-slate-600">{children}</p>
        </div>
        <Button asChild>
          <Link to={href}>{action}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
