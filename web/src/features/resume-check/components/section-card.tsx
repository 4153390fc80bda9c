/** A section of the check form: a card with its h2, which names the region for screen readers. */
import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

export function SectionCard({
  title,
  description,
  testId,
  children,
}: {
  title: string;
  description?: string;
  testId?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card data-testid={testId}>
      <section aria-labelledby={headingId}>
        <CardHeader>
          <CardTitle id={headingId}>{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="grid gap-4">{children}</CardContent>
      </section>
    </Card>
  );
}
