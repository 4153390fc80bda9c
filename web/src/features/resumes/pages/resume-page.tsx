import { ArrowLeft, CalendarDays, Paperclip } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageContainer, PageHeader } from '@/components/common/page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { CheckWhatWeReadLink } from '@/features/resume-check/components/check-callout';
import { formatDate } from '@/lib/dates';
import { errorMessage } from '@/lib/error-messages';
import { DownloadTemplateSelect } from '@/features/templates/components/download-template-select';
import { downloadTemplateParam, ownTemplateId } from '@/features/templates/template-choice';
import { useResume } from '../api';
import { DownloadMenu } from '../components/download-menu';
import { ResumeManageActions } from '../components/resume-actions';
import { ResumeNotFound } from '../components/resume-not-found';
import { ResumeOverview } from '../components/resume-overview';
import { ResumeVersions } from '../components/resume-versions';
import { resumeOriginalPath } from '../downloads';
import { originalFileLabel, resumeTitle } from '../labels';
import { contentState } from '../optimize-rules';
import { parseResumeId } from '../route-params';

function BackToList() {
  return (
    <Button variant="secondary" asChild>
      <Link to="/my-resumes">
        <ArrowLeft aria-hidden="true" />
        My Resumes
      </Link>
    </Button>
  );
}

/**
 * /resume/{id} (decision D2): one tailored resume with its job, its match analysis and its downloads,
 * whose DOCX and PDF can be made in another template the plan unlocks (issue 11) without tailoring again.
 */
export function ResumePage() {
  const id = parseResumeId(useParams().resumeId);
  const navigate = useNavigate();
  const resume = useResume(id);
  // The template picked for this resume's downloads; none (or one picked on another resume): its own.
  const [picked, setPicked] = useState<{ resumeId: number; templateId: string } | null>(null);

  if (id === null) return <ResumeNotFound />;
  if (resume.isError && isApiError(resume.error) && resume.error.status === 404) return <ResumeNotFound />;

  if (resume.isPending) {
    return (
      <PageContainer>
        <div className="grid gap-6" aria-busy="true" aria-label="Loading the resume">
          <Skeleton className="h-10 w-2/3 max-w-md" />
          <Skeleton className="h-5 w-1/3 max-w-xs" />
          <div className="grid gap-6 lg:grid-cols-5">
            <Skeleton className="h-[600px] rounded-2xl lg:col-span-3" />
            <Skeleton className="h-96 rounded-2xl lg:col-span-2" />
          </div>
        </div>
      </PageContainer>
    );
  }

  if (resume.isError) {
    return (
      <PageContainer>
        <PageHeader title="Resume" actions={<BackToList />} />
        <Alert variant="destructive" className="mt-8" title="This resume could not be loaded">
          <p>{errorMessage(resume.error)}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void resume.refetch()}>
            Try again
          </Button>
        </Alert>
      </PageContainer>
    );
  }

  const data = resume.data;
  const usable = contentState(data.optimizedContent) === 'usable';
  const selectedTemplate = picked?.resumeId === data.id ? picked.templateId : ownTemplateId(data.templateUsed);
  const downloadTemplateId = downloadTemplateParam(selectedTemplate, data.templateUsed);
  return (
    <PageContainer>
      <div data-testid="resume-detail" className="grid grid-cols-1 gap-8">
        <PageHeader
          title={resumeTitle(data)}
          description={
            <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm sm:text-base">
              {data.company ? <span>{data.company}</span> : null}
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays className="size-4" aria-hidden="true" />
                <time dateTime={data.createdAt}>{formatDate(data.createdAt)}</time>
              </span>
            </span>
          }
          actions={<BackToList />}
        />
        <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <DownloadMenu resume={{ ...data, downloadTemplateId }} disabled={!usable} />
          <CheckWhatWeReadLink resumeId={data.id} />
          <ResumeManageActions resume={data} onDeleted={() => void navigate('/my-resumes', { replace: true })} />
          <span className="flex min-w-0 items-center gap-2 text-sm text-slate-700 sm:ml-auto">
            <Paperclip className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <span className="truncate">Original: {originalFileLabel(data)}</span>
            {data.originalFileName ? (
              <a
                href={resumeOriginalPath(data.id)}
                download={data.originalFileName}
                className="shrink-0 font-semibold text-indigo-700 underline-offset-4 hover:underline"
              >
                Download original
              </a>
            ) : null}
          </span>
          <div className="w-full border-t border-slate-200 pt-3">
            <DownloadTemplateSelect
              value={selectedTemplate}
              onChange={(templateId) => setPicked({ resumeId: data.id, templateId })}
              templateUsed={data.templateUsed}
            />
          </div>
        </div>
        <ResumeOverview
          content={data.optimizedContent}
          match={data.match}
          keywords={data.keywords}
          engine={data.engine}
          jobDetails={data.jobDetails}
          jobUrl={data.jobUrl}
          jobFallback={{ title: data.jobTitle, company: data.company }}
          evidence={{ resumeId: data.id }}
        />
        <ResumeVersions resumeId={data.id} />
      </div>
    </PageContainer>
  );
}
