import { Link2, Upload, WandSparkles } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * The resume-optimization card. Tailoring is built in the next issue; until then the card says so
 * plainly instead of showing a form that does nothing.
 */
export function OptimizeCard() {
  return (
    <Card role="region" aria-labelledby="optimize-card-title" data-testid="optimize-card">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle id="optimize-card-title">Optimize Resume</CardTitle>
          <CardDescription>Tailor your resume to a LinkedIn or Indeed job.</CardDescription>
        </div>
        <Badge variant="warning">Coming soon</Badge>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-slate-700">
          Resume tailoring is being built. Soon you&apos;ll paste a LinkedIn or Indeed job link here, add your resume
          and get a version written for that job.
        </p>
        <ol className="mt-5 grid gap-3 text-sm text-slate-700 sm:grid-cols-3">
          {[
            { icon: Link2, text: 'Paste the job link' },
            { icon: Upload, text: 'Upload your resume' },
            { icon: WandSparkles, text: 'Get a tailored resume' },
          ].map(({ icon: Icon, text }, index) => (
            <li key={text} className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2">
              <Icon className="size-4 shrink-0 text-indigo-600" aria-hidden="true" />
              <span>
                <span className="sr-only">Step {index + 1}: </span>
                {text}
              </span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
