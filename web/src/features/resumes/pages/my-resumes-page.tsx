import { FolderOpen } from 'lucide-react';
import { ComingSoonPage } from '@/components/common/coming-soon';

/** /my-resumes. The list of stored resumes comes with the resumes issue. */
export function MyResumesPage() {
  return (
    <ComingSoonPage
      title="My Resumes"
      description="Every resume you have tailored, in one place."
      icon={FolderOpen}
      message="Your resume library is being built. Soon every resume you tailor will be listed here."
      upcoming={['Open, download, rename and delete your tailored resumes', 'See which job each resume was made for']}
    />
  );
}
