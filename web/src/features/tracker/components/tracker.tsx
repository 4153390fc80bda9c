import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/error-messages';
import { useApplications, useFunnel } from '../api';
import { readAddParams } from '../board-rules';
import { AddApplicationForm } from './add-application-form';
import { AnalyticsPanel } from './analytics-panel';
import { ApplicationDetailDrawer } from './application-detail';
import { ApplicationsTable } from './applications-table';
import { Board } from './board';
import { SearchLogDownload } from '../search-log/search-log-download';
import { CsvTools } from './csv-tools';
import { EmptyState } from './empty-state';
import { FunnelSummary } from './funnel-summary';

type View = 'board' | 'table';

/** The tracker: the funnel, then the board or the table (kept in `?view=`), the response rates, and the card drawer. */
export function Tracker() {
  const list = useApplications();
  const funnel = useFunnel();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'table' ? 'table' : 'board';
  const [openId, setOpenId] = useState<number | null>(null);
  // A job alert's "Save to tracker" link opens the add form filled in.
  const [fromAlert] = useState(() => readAddParams(params));
  const [adding, setAdding] = useState(fromAlert !== null);
  const added = () => {
    setAdding(false);
    if (fromAlert) setParams(view === 'table' ? { view: 'table' } : {}, { replace: true });
  };

  if (list.isPending) return <Spinner className="mt-10" label="Loading your applications" />;
  if (list.isError) {
    return (
      <p role="alert" className="mt-8 text-red-700">
        {errorMessage(list.error)}
      </p>
    );
  }
  const items = list.data;
  if (items.length === 0 && !adding) return <EmptyState />;

  return (
    <>
      <FunnelSummary funnel={funnel.data} />
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <Button type="button" variant="secondary" size="sm" aria-expanded={adding} onClick={() => setAdding((v) => !v)}>
          <Plus aria-hidden="true" />
          Add a job
        </Button>
        <CsvTools />
      </div>
      {adding ? (
        <div className="mt-4 rounded-2xl border border-slate-200 p-4">
          <AddApplicationForm onAdded={added} initial={fromAlert} />
        </div>
      ) : null}
      <Tabs
        value={view}
        onValueChange={(value) => setParams(value === 'table' ? { view: 'table' } : {}, { replace: true })}
        className="mt-6"
      >
        <TabsList aria-label="View">
          <TabsTrigger value="board">Board</TabsTrigger>
          <TabsTrigger value="table">Table</TabsTrigger>
        </TabsList>
        <TabsContent value="board" className="mt-4">
          <Board items={items} onOpen={setOpenId} />
        </TabsContent>
        <TabsContent value="table" className="mt-4">
          <ApplicationsTable items={items} onOpen={setOpenId} />
        </TabsContent>
      </Tabs>
      <AnalyticsPanel className="mt-10 rounded-2xl border border-slate-200 p-4" />
      <SearchLogDownload className="mt-6 rounded-2xl border border-slate-200 p-4" />
      <ApplicationDetailDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
