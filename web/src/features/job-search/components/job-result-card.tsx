import { type JobSearchResult } from '@jobapp/shared';
import { Banknote, Check, Copy, ExternalLink, Info, Upload, WandSparkles } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { companyLine, descriptionMayOverflow, parsePostedDate, postedDateLabel, sourceLabel } from '../search-rules';
import { Heading, type HeadingLevel } from './heading';

/**
 * Whether the clamped description hides text. Measured on the rendered paragraph (and again when its
 * width changes); until it can be measured, a guess from the text's length.
 */
function useClampOverflow(text: string, expanded: boolean) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [overflows, setOverflows] = useState(() => descriptionMayOverflow(text));
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, expanded]);
  return { ref, overflows };
}

/**
 * One search result (spec section 2): checkbox, title, company, location, the description clamped to 2
 * lines with Show More/Less, posted date, source badge, and Copy URL, Details, View and Optimize Resume
 * (or 'Upload Resume First' when the user has no stored resumes).
 */
export function JobResultCard({
  job,
  level,
  selected,
  onSelectedChange,
  expanded,
  onExpandedChange,
  copied,
  onCopy,
  onDetails,
  onOptimize,
  hasResumes,
}: {
  job: JobSearchResult;
  level: HeadingLevel;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  copied: boolean;
  onCopy: () => void;
  /** `trigger` gets the focus back when the dialog closes. */
  onDetails: (trigger: HTMLElement) => void;
  onOptimize: () => void;
  /** null while the resume list is loading (then the button reads 'Optimize Resume'). */
  hasResumes: boolean | null;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const description = job.description.trim();
  const { ref, overflows } = useClampOverflow(description, expanded);
  const posted = parsePostedDate(job.datePosted);

  return (
    <li
      data-testid="job-result"
      data-job-id={job.id}
      className={cn(
        'rounded-xl border bg-white p-4 transition-colors sm:p-5',
        selected ? 'border-indigo-400 ring-1 ring-indigo-400' : 'border-slate-200',
      )}
    >
      <div className="flex items-start gap-3">
        <Checkbox
          className="mt-1"
          checked={selected}
          onCheckedChange={(checked) => onSelectedChange(checked === true)}
          aria-label={`Select ${job.title}`}
          data-testid="job-select"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
            <Heading level={level} id={titleId} className="min-w-0 text-base font-semibold break-words text-slate-900">
              {job.title}
            </Heading>
            <Badge variant={job.source === 'linkedin' ? 'default' : 'neutral'} data-testid="job-source">
              {sourceLabel(job.source)}
            </Badge>
          </div>
          <p className="mt-0.5 text-sm break-words text-slate-700">{companyLine(job)}</p>
          {job.salary ? (
            <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-slate-700">
              <Banknote className="size-4 text-slate-500" aria-hidden="true" />
              {job.salary}
            </p>
          ) : null}
          {description ? (
            <div className="mt-2">
              <p
                ref={ref}
                id={descriptionId}
                data-testid="job-description"
                className={cn('text-sm break-words whitespace-pre-line text-slate-600', !expanded && 'line-clamp-2')}
              >
                {description}
              </p>
              {overflows || expanded ? (
                <Button
                  variant="link"
                  size="sm"
                  className="h-auto px-0 py-0.5"
                  aria-expanded={expanded}
                  aria-controls={descriptionId}
                  onClick={() => onExpandedChange(!expanded)}
                >
                  {expanded ? 'Show Less' : 'Show More'}
                </Button>
              ) : null}
            </div>
          ) : null}
          <p className="mt-2 text-xs text-slate-600">
            {posted ? <time dateTime={job.datePosted ?? undefined}>{postedDateLabel(job.datePosted)}</time> : postedDateLabel(null)}
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <Button variant="secondary" size="sm" onClick={onCopy} aria-describedby={titleId} data-testid="copy-url">
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? 'Copied' : 'Copy URL'}
            </Button>
            <Button variant="secondary" size="sm" onClick={(event) => onDetails(event.currentTarget)}
              aria-describedby={titleId}
              aria-haspopup="dialog">
              <Info aria-hidden="true" />
              Details
            </Button>
            <Button variant="secondary" size="sm" asChild>
              <a href={job.url} target="_blank" rel="noopener noreferrer" aria-describedby={titleId}>
                <ExternalLink aria-hidden="true" />
                View
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
            <Button size="sm" onClick={onOptimize} aria-describedby={titleId} className="sm:ml-auto">
              {hasResumes === false ? <Upload aria-hidden="true" /> : <WandSparkles aria-hidden="true" />}
              {hasResumes === false ? 'Upload Resume First' : 'Optimize Resume'}
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}
