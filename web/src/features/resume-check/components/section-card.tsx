/** A section of the check form: a card with its h2, which names the region for screen readers. */
import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { fieldId } from '../document-paths';
import { useCheck } from './check-context';
import { CheckMark } from './check-field';

export function SectionCard({
  title,
  description,
  testId,
  path,
  children,
}: {
  title: string;
  /** The section's path in the document ("experience"), for the reader's mark on the whole section. */
  path?: string;
  description?: string;
  testId?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const { state } = useCheck();
  const unsure = path !== undefined && state.uncertain.includes(path);
  return (
    <Card data-testid={testId}>
      <section aria-labelledby={headingId}>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle id={headingId}>{title}</CardTitle>
            {unsure && path ? <CheckMark id={`${fieldId(path)}-check`} /> : null}
          </div>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="grid gap-4">{children}</CardContent>
      </section>
    </Card>
  );
}
