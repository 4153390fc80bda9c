import { type LucideIcon } from 'lucide-react';
import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageContainer, PageHeader } from './page';

/**
 * A page whose feature is built in a later issue. It says plainly what the page will hold and that it
 * is coming; it never shows a form that does nothing.
 */
export function ComingSoonPage({
  title,
  description,
  icon: Icon,
  message,
  upcoming,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  icon: LucideIcon;
  message: ReactNode;
  upcoming?: string[];
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <PageContainer>
      <PageHeader title={title} description={description} actions={actions} />
      <div className="mt-8 grid gap-6">
        {children}
        <ComingSoonCard icon={Icon} message={message} upcoming={upcoming} />
      </div>
    </PageContainer>
  );
}

export function ComingSoonCard({
  icon: Icon,
  message,
  upcoming,
}: {
  icon: LucideIcon;
  message: ReactNode;
  upcoming?: string[] | undefined;
}) {
  return (
    <Card data-testid="coming-soon">
      <CardContent className="flex flex-col items-center gap-4 px-6 py-12 text-center sm:px-12">
        <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-indigo-100 text-indigo-700">
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <Badge variant="warning">Coming soon</Badge>
        <p className="max-w-2xl text-base text-slate-700">{message}</p>
        {upcoming && upcoming.length > 0 ? (
          <div className="w-full max-w-xl text-left">
            <h2 className="text-sm font-semibold text-slate-900">What this page will hold</h2>
            <ul className="mt-3 grid gap-2 text-sm text-slate-700">
              {upcoming.map((item) => (
                <li key={item} className="flex gap-2 rounded-lg bg-slate-50 px-3 py-2">
                  <span className="mt-1.5 size-1.5 shrink-0 rounded-full bg-indigo-600" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <Button asChild variant="secondary">
          <Link to="/dashboard">Back to dashboard</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
