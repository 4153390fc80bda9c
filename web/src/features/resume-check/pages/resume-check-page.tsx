/**
 * /resume/{id}/check: "Check what we read" (decision D13). Loads only the original document (a small
 * JSON read, no tailoring), so the form is on screen moments after the upload. Saving stores the
 * corrected original, tailors it again for the same job at no cost, and opens the resume's page.
 */
import { messages } from '@jobapp/shared';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageContainer, PageHeader } from '@/components/common/page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-messages';
import { ResumeNotFound } from '@/features/resumes/components/resume-not-found';
import { parseResumeId } from '@/features/resumes/route-params';
import { useResumeDocument, useSaveOriginalDocument } from '../api';
import { errorsFromDetails, type FieldErrors } from '../check-state';
import { CheckForm } from '../components/check-form';

export function ResumeCheckPage() {
  const id = parseResumeId(useParams().resumeId);
  const navigate = useNavigate();
  const document = useResumeDocument(id);
  const save = useSaveOriginalDocument();
  const [serverErrors, setServerErrors] = useState<FieldErrors | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (id === null) return <ResumeNotFound />;
  if (document.isError && isApiError(document.error) && document.error.status === 404) return <ResumeNotFound />;

  const back = (
    <Button variant="secondary" asChild>
      <Link to={`/resume/${id}`}>
        <ArrowLeft aria-hidden="true" />
        Back to the resume
      </Link>
    </Button>
  );
  const header = (
    <PageHeader
      title="Check what we read"
      description="This is your resume as we read it. Everything we make for you is built from it: correct anything we got wrong."
      actions={back}
    />
  );

  if (document.isPending) {
    return (
      <PageContainer>
        {header}
        <div className="mt-8 grid gap-6" aria-busy="true" aria-label="Loading your resume">
          <Skeleton className="h-48 rounded-2xl" />
          <Skeleton className="h-96 rounded-2xl" />
        </div>
      </PageContainer>
    );
  }
  if (document.isError) {
    return (
      <PageContainer>
        {header}
        <Alert variant="destructive" className="mt-8" title="Your resume could not be loaded">
          <p>{errorMessage(document.error)}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void document.refetch()}>
            Try again
          </Button>
        </Alert>
      </PageContainer>
    );
  }

  return (
    <PageContainer className="max-w-4xl">
      {header}
      <div className="mt-8 grid gap-6" data-testid="resume-check">
        {failure ? (
          <Alert variant="destructive" title="Your corrections were not saved">
            {failure}
          </Alert>
        ) : null}
        <CheckForm
          key={`${id}-${document.data.version}`}
          document={document.data.document}
          saving={save.isPending}
          serverErrors={serverErrors}
          onSave={(corrected) => {
            setFailure(null);
            save.mutate(
              { id, document: corrected },
              {
                onSuccess: () => {
                  toast({
                    title: 'Corrections saved',
                    description: 'Your resume was tailored again for the same job.',
                    variant: 'success',
                  });
                  void navigate(`/resume/${id}`);
                },
                onError: (error) => {
                  if (isApiError(error) && error.code === 'validation_failed' && error.details) {
                    setServerErrors(errorsFromDetails(error.details));
                    return;
                  }
                  if (isApiError(error) && error.status === 404) {
                    setFailure(messages.resumeNotFound);
                    return;
                  }
                  setFailure(errorMessage(error));
                },
              },
            );
          }}
        />
      </div>
    </PageContainer>
  );
}
