/** "Resume not found" for a resume that is not the user's, was deleted, or whose link is wrong. */
import { messages } from '@jobapp/shared';
import { FileSearch } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageContainer } from '@/components/common/page';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

export function ResumeNotFound() {
  return (
    <PageContainer>
      <Card data-testid="resume-not-found" className="mx-auto max-w-lg">
        <CardContent className="flex flex-col items-center gap-4 px-6 py-14 text-center">
          <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-slate-100 text-slate-600">
            <FileSearch className="size-7" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold text-slate-900">{messages.resumeNotFound}</h1>
          <p className="text-slate-600">It may have been deleted, or the link is wrong.</p>
          <Button asChild>
            <Link to="/my-resumes">Go to My Resumes</Link>
          </Button>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
