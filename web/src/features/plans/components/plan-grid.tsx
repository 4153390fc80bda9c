import { type ReactNode } from 'react';

export function PlanGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">{children}</div>;
}
