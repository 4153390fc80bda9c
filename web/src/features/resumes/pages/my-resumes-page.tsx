import { type ResumeListItem } from '@jobapp/shared';
import { CalendarDays, FileText, FolderOpen, Paperclip, WandSparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageContainer, PageHeader } from '@/components/common/page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/error-messages';
import { formatDate } from '@/lib/dates';
import { useMyResumes } from '../api';
import { DownloadMenu } from '../components/download-menu';
import { ResumeManageActions } from '../components/resume-actions';
import { ScoreChange } from '../components/score-change';
import { originalFileLabel, resumeTitle } from '../labels';

function ResumeCard({ resume }: { resume: ResumeListItem }) {
  const title = resumeTitle(resume);
  const titleId = `resume-card-title-${resume.id}`;
  return (
    <li data-testid="resume-card">
      <Card className="flex h-full flex-col" role="article" aria-labelledby={titleId}>
        <CardContent className="flex flex-1 flex-col gap-4 pt-6">
          <div className="flex items-start gap-3">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
              <FileText className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <h2 id={titleId} className="text-base font-semibold text-slate-900">
                <Link to={`/resume/${resume.id}`} className="line-clamp-2 underline-offset-4 hover:text-indigo-700 hover:underline">
                  {title}
                </Link>
              </h2>
              {resume.company ? <p className="truncate text-sm text-slate-600">{resume.company}</p> : null}
            </div>
          </div>
          <dl className="grid gap-1.5 text-sm text-slate-700">
            <div className="flex items-center gap-2">
              <dt>
                <CalendarDays className="size-4 text-slate-500" aria-label="Created" />
              </dt>
              <dd>
                <time dateTime={resume.createdAt}>{formatDate(resume.createdAt)}</time>
              </dd>
            </div>
            <div className="flex min-w-0 items-center gap-2">
              <dt>
                <Paperclip className="size-4 text-slate-500" aria-label="Original" />
              </dt>
              <dd className="truncate">{originalFileLabel(resume)}</dd>
            </div>
          </dl>
          <ScoreChange before={resume.scoreBefore} after={resume.scoreAfter} />
          <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4">
            <Button asChild size="sm" variant="soft">
              <Link to={`/resume/${resume.id}`} aria-label={`Open ${title}`}>
                <FolderOpen aria-hidden="true" />
                Open
              </Link>
            </Button>
            <DownloadMenu resume={resume} compact label={`Download ${title}`} />
            <span className="ml-auto flex gap-1">
              <ResumeManageActions resume={resume} compact />
            </span>
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

/** /my-resumes (decision D2): every tailored resume, to open, download, rename or delete. */
export function MyResumesPage() {
  const resumes = useMyResumes();
  const newButton = (
    <Button asChild>
      <Link to="/optimize-resume">
        <WandSparkles aria-hidden="true" />
        Optimize a resume
      </Link>
    </Button>
  );

  return (
    <PageContainer>
      <PageHeader
        title="My Resumes"
        description="Every resume you have tailored, with the job it was made for."
        actions={resumes.data && resumes.data.length > 0 ? newButton : undefined}
      />
      <div className="mt-8">
        {resumes.isPending ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading your resumes">
            {[0, 1, 2].map((key) => (
              <li key={key}>
                <Skeleton className="h-64 rounded-2xl" />
              </li>
            ))}
          </ul>
        ) : resumes.isError ? (
          <Alert variant="destructive" title="Your resumes could not be loaded" data-testid="my-resumes-error">
            <p>{errorMessage(resumes.error)}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void resumes.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : resumes.data.length === 0 ? (
          <Card data-testid="my-resumes-empty">
            <CardContent className="flex flex-col items-center gap-4 px-6 py-14 text-center">
              <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-indigo-100 text-indigo-700">
                <FolderOpen className="size-7" aria-hidden="true" />
              </span>
              <h2 className="text-lg font-semibold text-slate-900">No resumes yet</h2>
              <p className="max-w-md text-slate-600">
                Tailor your resume to a LinkedIn or Indeed job and it will be kept here, ready to download again.
              </p>
              {newButton}
            </CardContent>
          </Card>
        ) : (
          <>
            <p className="mb-4 text-sm text-slate-600" aria-live="polite">
              {resumes.data.length === 1 ? '1 resume' : `${resumes.data.length} resumes`}, newest first
            </p>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {resumes.data.map((resume) => (
                <ResumeCard key={resume.id} resume={resume} />
              ))}
            </ul>
          </>
        )}
      </div>
    </PageContainer>
  );
}
