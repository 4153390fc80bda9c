import { WandSparkles } from 'lucide-react';
import { ComingSoonPage } from '@/components/common/coming-soon';

/** /optimize-resume. Tailoring is built in the next issue. */
export function OptimizeResumePage() {
  return (
    <ComingSoonPage
      title="Optimize Resume"
      description="Tailor your resume to a specific job posting."
      icon={WandSparkles}
      message="Resume tailoring is being built. Soon you'll paste a LinkedIn or Indeed job link here, upload your resume (PDF or Word, up to 1 MB) or paste its text, and get a version tailored to that job."
      upcoming={[
        'The job link field (LinkedIn or Indeed) and your resume as a file or pasted text',
        'Your tailored resume with the job details it was optimized for',
        'Downloads as DOCX, PDF or plain text',
      ]}
    />
  );
}
