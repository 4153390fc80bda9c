import { FileText } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { ComingSoonPage } from '@/components/common/coming-soon';

/** /resume/:resumeId. One stored resume; built with the resumes issue. */
export function ResumePage() {
  const { resumeId } = useParams();
  return (
    <ComingSoonPage
      title="Resume"
      description={resumeId ? `Resume #${resumeId}` : undefined}
      icon={FileText}
      message="The resume view is being built. Soon this page will show one of your tailored resumes with its job, its match analysis and its downloads."
    />
  );
}
