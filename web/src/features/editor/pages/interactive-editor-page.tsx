import { ArrowLeft } from 'lucide-react';
import type { ResumeListItem } from '@jobapp/shared';
import { useCallback, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageContainer, PageHeader } from '@/components/common/page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth/api';
import { useBillingAccount } from '@/features/billing/api';
import { useMyResumes, useResume } from '@/features/resumes/api';
import { parseResumeId } from '@/features/resumes/route-params';
import { EditorWorkspace } from '../components/editor-workspace';
import { FreeTrialBanner } from '../components/editor-banners';
import { EditorLoadFailure, EditorSkeleton, NoSavedResumes } from '../components/editor-states';
import { ResumePicker } from '../components/resume-picker';
import { RevisionAllowanceNote } from '../components/revision-allowance-note';
import { editorStart } from '../resume-choice';
import { sampleResume } from '../sample-resume';

/** The plan the editor's banner goes by: the billing overview's, else the session's. */
function useIsFreeTrial(): boolean {
  const user = useCurrentUser();
  const account = useBillingAccount();
  return (account.data?.plan ?? user?.subscriptionTier) === 'free_trial';
}

/** Switching resumes drops what was typed; the user is asked first. */
const DISCARD_QUESTION = 'Open another resume? Your unsaved changes to this one will be lost.';

/** A saved resume in the editor, with the picker over the user's resumes (when the list loaded). */
function ResumeEditor({ resumeId, resumes }: { resumeId: number; resumes: readonly ResumeListItem[] | undefined }) {
  const navigate = useNavigate();
  const resume = useResume(resumeId);
  const dirty = useRef(false);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  if (resume.isError) return <EditorLoadFailure />;
  const pick = (id: number) => {
    if (id === resumeId || (dirty.current && !window.confirm(DISCARD_QUESTION))) return;
    void navigate(`/interactive-editor/${id}`);
  };
  return (
    <>
      {resumes?.some((item) => item.id === resumeId) ? (
        <ResumePicker resumes={resumes} selectedId={resumeId} onPick={pick} />
      ) : null}
      <RevisionAllowanceNote />
      {resume.data ? (
        <EditorWorkspace
          key={resumeId}
          initialText={resume.data.optimizedContent}
          resumeId={resumeId}
          onDirtyChange={onDirtyChange}
        />
      ) : (
        <EditorSkeleton />
      )}
    </>
  );
}

/** No saved resume to open: the empty state (or the list's failure) over an empty editor to paste into. */
function NewResumeEditor({ listFailed, onRetry }: { listFailed: boolean; onRetry: () => void }) {
  const [samples, setSamples] = useState(0);
  return (
    <>
      {listFailed ? (
        <Alert variant="destructive" title="Your resumes could not be loaded" data-testid="editor-list-error">
          <p>You can still paste a resume below, or try loading your resumes again.</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
            Try again
          </Button>
        </Alert>
      ) : (
        <NoSavedResumes sampleShown={samples > 0} onTrySample={() => setSamples((count) => count + 1)} />
      )}
      <RevisionAllowanceNote />
      <EditorWorkspace key={`new-${samples}`} initialText={samples > 0 ? sampleResume : ''} resumeId={null} />
    </>
  );
}

/**
 * Which resume opens (issue 23): the route's; without one, the latest saved (the picker offers the
 * others); with none saved, the empty state.
 */
function EditorBody({ routeId }: { routeId: string | undefined }) {
  const routeResumeId = parseResumeId(routeId);
  const list = useMyResumes();
  if (routeId !== undefined && routeResumeId === null) return <EditorLoadFailure />;
  const start = editorStart({ routeResumeId, resumes: list.data, listFailed: list.isError });
  switch (start.kind) {
    case 'loading':
      return <EditorSkeleton />;
    case 'resume':
      return <ResumeEditor resumeId={start.resumeId} resumes={list.data} />;
    default:
      return <NewResumeEditor listFailed={start.kind === 'list-failed'} onRetry={() => void list.refetch()} />;
  }
}

/**
 * /interactive-editor[/{resumeId}] (spec section 2, issue 12): edit a resume's text with section and
 * full-resume suggestions, and save it as a new version of the resume (decision D10). From the menu (no
 * id) it opens the latest saved resume, with a picker for the others and the plan's revision allowance.
 */
export function InteractiveEditorPage() {
  const routeId = useParams().resumeId;
  const freeTrial = useIsFreeTrial();
  return (
    <PageContainer>
      <div className="grid gap-6">
        <PageHeader
          title="Interactive Resume Editor"
          description="Edit your resume, get suggestions for each section, and analyse the whole resume."
          actions={
            <Button asChild variant="secondary">
              <Link to="/my-resumes">
                <ArrowLeft aria-hidden="true" />
                My Resumes
              </Link>
            </Button>
          }
        />
        {freeTrial ? <FreeTrialBanner /> : null}
        <EditorBody key={routeId ?? 'new'} routeId={routeId} />
      </div>
    </PageContainer>
  );
}
