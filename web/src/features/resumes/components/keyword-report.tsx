import type { KeywordEntry, KeywordPlace } from '@jobapp/shared/tailoring/keyword-report';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const sectionLabels: Record<KeywordPlace['section'], string> = {
  summary: 'Summary',
  skills: 'Skills',
  experience: 'Experience',
  projects: 'Projects',
  other: 'Other',
};

function placeLabel(place: KeywordPlace): string {
  return place.where && place.section !== 'skills' ? `${sectionLabels[place.section]} — ${place.where}` : sectionLabels[place.section];
}

/**
 * The keyword report (issue 9): each of the job's keywords and where the tailored resume shows it, in the
 * posting's exact words or as a variant (which some applicant tracking systems do not match), or that
 * it is not in the resume.
 */
export function KeywordReport({ keywords }: { keywords: KeywordEntry[] }) {
  const titleId = useId();
  if (keywords.length === 0) return null;
  const found = keywords.filter((k) => k.places.length > 0).length;
  return (
    <Card role="region" aria-labelledby={titleId} data-testid="keyword-report">
      <CardHeader>
        <CardTitle id={titleId}>Keywords</CardTitle>
        <CardDescription>
          {found} of {keywords.length} of the job&apos;s keywords appear in your tailored resume. An applicant tracking
          system matches the exact words best.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {keywords.map((entry) => (
            <li key={entry.keyword} className="grid gap-1 text-sm">
              <span className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                {entry.keyword}
                {entry.required ? null : <Badge variant="neutral">Preferred</Badge>}
                {entry.places.length === 0 ? <Badge variant="warning">Not in your resume</Badge> : null}
              </span>
              {entry.places.length > 0 ? (
                <ul className="grid gap-1 pl-3 text-slate-700">
                  {entry.places.map((place, index) => (
                    <li key={`${place.section}-${index}`} className="flex flex-wrap items-baseline gap-x-2">
                      <span className="font-medium">{placeLabel(place)}</span>
                      {place.exact ? (
                        <Badge variant="success">Exact</Badge>
                      ) : (
                        <Badge variant="neutral">Variant: {place.form}</Badge>
                      )}
                      {place.section !== 'skills' ? <span className="line-clamp-1 text-slate-600">“{place.text}”</span> : null}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
