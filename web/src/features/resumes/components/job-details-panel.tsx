import { type JobDetails } from '@jobapp/shared';
import { jobBoardLabels } from '@jobapp/shared/jobs/boards/labels';
import { salaryText, workplaceTypeLabels } from '@jobapp/shared/jobs/salary-text';
import { Briefcase, CircleCheck, ExternalLink, GraduationCap, MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const originNotes: Record<JobDetails['origin'], string | null> = {
  capture: 'Read by the ResumeBoost browser extension.',
  fetch: null,
  pasted: 'From the job description you pasted.',
};


/** Descriptions longer than this get the Show more toggle (4 lines hold about this much). */
const CLAMP_CHARS = 280;

/**
 * The Job Details panel (spec section 2): title, company, location, required skills, experience,
 * education and the description clamped to 4 lines, with the note 'Resume optimized for this job' and a
 * link to the posting.
 */
export function JobDetailsPanel({ job, jobUrl }: { job: JobDetails; jobUrl?: string | null | undefined }) {
  const titleId = useId();
  const descriptionId = useId();
  const [expanded, setExpanded] = useState(false);
  const url = job.url || jobUrl || null;
  const origin = originNotes[job.origin];
  const long = job.description.length > CLAMP_CHARS || job.description.split('\n').length > 4;
  // What the posting states beside its text (issue 24): salary, workplace, requisition id.
  const facts = [
    salaryText(job.salary),
    job.workplaceType ? workplaceTypeLabels[job.workplaceType] : '',
    job.requisitionId ? `Req. ${job.requisitionId}` : '',
  ].filter(Boolean);

  return (
    <Card role="region" aria-labelledby={titleId} data-testid="job-details">
      <CardHeader className="gap-2">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Job Details</p>
        <CardTitle id={titleId} className="text-xl">
          {job.title || (job.origin === 'pasted' ? 'The job you pasted' : 'Untitled position')}
        </CardTitle>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          {job.company ? (
            <span className="inline-flex items-center gap-1.5">
              <Briefcase className="size-4 text-slate-500" aria-hidden="true" />
              {job.company}
            </span>
          ) : null}
          {job.location ? (
            <span className="inline-flex items-center gap-1.5">
              <MapPin className="size-4 text-slate-500" aria-hidden="true" />
              {job.location}
            </span>
          ) : null}
        </div>
        {facts.length > 0 ? (
          <p className="text-sm text-slate-700" data-testid="job-facts">
            {facts.join(' · ')}
          </p>
        ) : null}
        <p className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-700">
          <CircleCheck className="size-4" aria-hidden="true" />
          Resume optimized for this job
        </p>
      </CardHeader>
      <CardContent className="grid gap-5 text-sm">
        {job.skills.length > 0 ? (
          <div>
            <h3 className="font-semibold text-slate-900">Required skills</h3>
            <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Required skills">
              {job.skills.map((skill) => (
                <li key={skill}>
                  <Badge variant="default">{skill}</Badge>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {job.experience ? (
          <div>
            <h3 className="font-semibold text-slate-900">Experience</h3>
            <p className="mt-1 text-slate-700">{job.experience}</p>
          </div>
        ) : null}
        {job.education ? (
          <div>
            <h3 className="flex items-center gap-1.5 font-semibold text-slate-900">
              <GraduationCap className="size-4 text-slate-500" aria-hidden="true" />
              Education
            </h3>
            <p className="mt-1 text-slate-700">{job.education}</p>
          </div>
        ) : null}
        {job.description ? (
          <div>
            <h3 className="font-semibold text-slate-900">Description</h3>
            <p
              id={descriptionId}
              className={`mt-1 whitespace-pre-line text-slate-700 ${expanded ? '' : 'line-clamp-4'}`}
              data-testid="job-description"
            >
              {job.description}
            </p>
            {long ? (
              <Button
                variant="link"
                size="sm"
                className="mt-1 h-auto px-0"
                aria-expanded={expanded}
                aria-controls={descriptionId}
                onClick={() => setExpanded((v) => !v)}
              >
                {expanded ? 'Show less' : 'Show more'}
              </Button>
            ) : null}
          </div>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4 text-xs text-slate-600">
          <span>
            {jobBoardLabels[job.source] ?? job.source}
            {origin ? ` · ${origin}` : ''}
          </span>
          {url ? (
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-sm font-semibold text-indigo-700 underline-offset-4 hover:underline"
            >
              View the job posting
              <ExternalLink className="size-3.5" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
