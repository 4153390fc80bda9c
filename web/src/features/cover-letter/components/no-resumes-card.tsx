import { FileText } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** Without a stored resume there is nothing to write from (spec section 2). */
export function NoResumesCard() {
  return (
    <Card data-testid="no-resumes">
      <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
        <FileText className="size-10 text-slate-400" aria-hidden="true" />
        <h2 className="text-lg font-semibold text-slate-900">No Resumes Found</h2>
        <p className="max-w-md text-sm text-slate-600">
          A cover letter is written from one of your resumes. Tailor a resume to a job first, then come back here.
        </p>
        <Button asChild>
          <Link to="/optimize-resume">Create a Resume</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
