import { Search } from 'lucide-react';
import { ComingSoonPage } from '@/components/common/coming-soon';

/** /job-search. The search itself is built in a later issue. */
export function JobSearchPage() {
  return (
    <ComingSoonPage
      title="Job Search"
      description="Find jobs on LinkedIn and Indeed."
      icon={Search}
      message="Job search is being built. Soon you'll search LinkedIn and Indeed by job title and location here, and tailor your resume to any result in one step."
      upcoming={[
        'A search by job title, location and source (LinkedIn or Indeed)',
        'Results with company, location, posting date and a short description',
        'Copy a job link, open the posting, or optimize your resume for it',
      ]}
    />
  );
}
