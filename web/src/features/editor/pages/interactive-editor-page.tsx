import { PencilLine } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { ComingSoonPage } from '@/components/common/coming-soon';
import { Button } from '@/components/ui/button';

/** /interactive-editor[/:resumeId]. The editor is built in a later issue. */
export function InteractiveEditorPage() {
  const { resumeId } = useParams();
  return (
    <ComingSoonPage
      title="Interactive Resume Editor"
      description={resumeId ? `Editing resume #${resumeId}` : 'Edit your resume with section-by-section suggestions.'}
      icon={PencilLine}
      actions={
        <Button asChild variant="secondary">
          <Link to="/my-resumes">My Resumes</Link>
        </Button>
      }
      message="The interactive editor is being built. Soon you'll edit your resume here and get formatting suggestions for each section and for the whole resume."
      upcoming={[
        'Edit Resume: your resume text, with Analyze and Save',
        'Improve Sections: suggestions and a score for one section at a time',
        'Full Analysis: scores for every section and a formatted preview',
      ]}
    />
  );
}
