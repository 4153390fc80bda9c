import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { PageContainer, PageHeader } from '@/components/common/page';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth/api';
import { useBillingAccount } from '@/features/billing/api';
import { useMyResumes, useResume } from '@/features/resumes/api';
import { parseResumeId } from '@/features/resumes/route-params';
import { EditorWorkspace } from '../components/editor-workspace';
import { FreeTrialBanner } from '../components/editor-banners';
import { EditorLoadFailure, EditorSkeleton } from '../components/editor-states';
import { initialEditorText } from '../sample-resume';

/** The plan the editor's banner goes by: the billing overview's, else the session's. */
function useIsFreeTrial(): boolean {
  const user = useCurrentUser();
  const account = useBillingAccount();
  return (account.data?.plan ?? user?.subscriptionTier) === 'free_trial';
}

function EditorBody({ routeId }: { routeId: string | undefined }) {
  const resumeId = parseResumeId(routeId);
  const resume = useResume(resumeId);
  const list = useMyResumes();

  if (routeId !== undefined && resumeId === null) return <EditorLoadFailure />;
  if (resumeId !== null && resume.isError) return <EditorLoadFailure />;
  const initialText = initialEditorText({
    resumeId,
    content: resume.data?.optimizedContent,
    // Without the list (it failed to load), start empty rather than wait.
    savedCount: list.isError ? 1 : list.data?.length,
  });
  if (initialText === undefined) return <EditorSkeleton />;
  return <EditorWorkspace key={resumeId ?? 'new'} initialText={initialText} resumeId={resumeId} />;
}

/**
 * /interactive-editor[/{resumeId}] (spec section 2, issue 12): edit a resume's text with section and
 * full-resume suggestions, and save it as a new version of the resume (decision D10).
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
