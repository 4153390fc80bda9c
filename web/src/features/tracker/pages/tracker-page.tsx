import { PageContainer, PageHeader } from '@/components/common/page';
import { Tracker } from '../components/tracker';

/** /tracker (issue 24, decision D14): every application on a board or in a table. */
export function TrackerPage() {
  return (
    <PageContainer>
      <PageHeader title="Job Tracker" description="Every job you work on, from saved to offer, with what you sent." />
      <Tracker />
    </PageContainer>
  );
}
