import { PageContainer, PageHeader } from '@/components/common/page';
import { JobSearch } from '../components/job-search';

/**
 * /job-search (spec section 2): the search form card and the results panel. Opened with
 * ?jobTitle=&location=&source= (the browser extension's "Search similar jobs") it fills the form and
 * searches at once.
 */
export function JobSearchPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Job Search"
        description="Find jobs on LinkedIn and Indeed, then tailor your resume to the one you want."
      />
      <div className="mt-8">
        <JobSearch variant="page" />
      </div>
    </PageContainer>
  );
}
