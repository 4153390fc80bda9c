import { APPLICATION_STAGES, type ApplicationItem, type ApplicationStage, applicationStageLabels } from '@jobapp/shared/applications/applications.schema';
import {
  type SortingState,
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-messages';
import { formatShortDate } from '@/lib/dates';
import { useBulkMove } from '../api';
import { type ApplicationFilter, filterApplications, tagsInUse } from '../table-rules';

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, datetime: sortFn_datetime },
});
const helper = createColumnHelper<typeof features, ApplicationItem>();
const stageOrder = new Map(APPLICATION_STAGES.map((stage, index) => [stage, index]));

const columns = helper.columns([
  helper.accessor('jobTitle', { header: 'Job', sortFn: 'alphanumeric' }),
  helper.accessor('company', { header: 'Company', sortFn: 'alphanumeric' }),
  helper.accessor((item) => stageOrder.get(item.stage) ?? 0, { id: 'stage', header: 'Stage', sortFn: 'basic' }),
  helper.accessor('location', { header: 'Location', sortFn: 'alphanumeric' }),
  helper.accessor('excitement', { header: 'Excitement', sortFn: 'basic' }),
  helper.accessor('stageChangedAt', { header: 'Last move', sortFn: 'alphanumeric' }),
]);

const inputClasses =
  'h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600';

/**
 * The table view: sort by any column (the header buttons), filter by stage, text and tag, select rows
 * with their checkboxes (Tab and Space) and move the selection to a stage in one call.
 */
export function ApplicationsTable({ items, onOpen }: { items: ApplicationItem[]; onOpen: (id: number) => void }) {
  const [filter, setFilter] = useState<ApplicationFilter>({ stage: '', text: '', tag: '' });
  const [sorting, setSorting] = useState<SortingState>([{ id: 'stageChangedAt', desc: true }]);
  // The selection is ours (ids of rows ticked), read straight from React state in the same render.
  const [rowSelection, setRowSelection] = useState<Record<string, boolean>>({});
  const [bulkStage, setBulkStage] = useState<ApplicationStage>('applied');
  const bulk = useBulkMove();

  const rows = useMemo(() => filterApplications(items, filter), [items, filter]);
  const tags = useMemo(() => tagsInUse(items), [items]);

  // Rows that left the list (deleted, filtered out) leave the selection too.
  useEffect(() => {
    const visible = new Set(rows.map((item) => String(item.id)));
    setRowSelection((current) => {
      const kept = Object.fromEntries(Object.entries(current).filter(([id, on]) => on && visible.has(id)));
      return Object.keys(kept).length === Object.keys(current).length ? current : kept;
    });
  }, [rows]);

  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (item) => String(item.id),
    state: { sorting },
    onSortingChange: setSorting,
  });
  const allSelected = rows.length > 0 && rows.every((item) => rowSelection[String(item.id)]);
  const someSelected = rows.some((item) => rowSelection[String(item.id)]);
  const selectRow = (id: number, on: boolean) =>
    setRowSelection((current) => {
      const copy = { ...current };
      if (on) copy[String(id)] = true;
      else delete copy[String(id)];
      return copy;
    });
  const selectAll = (on: boolean) => setRowSelection(on ? Object.fromEntries(rows.map((item) => [String(item.id), true])) : {});

  const selectedIds = Object.keys(rowSelection)
    .filter((id) => rowSelection[id])
    .map(Number);

  const moveSelected = () => {
    if (selectedIds.length === 0) return;
    bulk.mutate(
      { ids: selectedIds, stage: bulkStage },
      {
        onSuccess: ({ updated, skipped }) => {
          setRowSelection({});
          toast({
            title: `${updated} ${updated === 1 ? 'application' : 'applications'} moved to ${applicationStageLabels[bulkStage]}`,
            ...(skipped.length > 0 ? { description: `${skipped.length} could not be found: ${skipped.length === 1 ? 'it was' : 'they were'} deleted.` } : {}),
            variant: 'success',
          });
        },
        onError: (error) => toast({ title: 'The applications could not be moved', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <div data-testid="tracker-table">
      <div className="flex flex-wrap items-end gap-3" role="search" aria-label="Filter applications">
        <label className="grid gap-1 text-sm font-medium text-slate-800">
          Search
          <input
            type="search"
            className={inputClasses}
            value={filter.text}
            placeholder="Title, company, place"
            onChange={(event) => setFilter((f) => ({ ...f, text: event.target.value }))}
          />
        </label>
        <label className="grid gap-1 text-sm font-medium text-slate-800">
          Stage
          <select className={inputClasses} value={filter.stage} onChange={(event) => setFilter((f) => ({ ...f, stage: event.target.value as ApplicationStage | '' }))}>
            <option value="">All stages</option>
            {APPLICATION_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {applicationStageLabels[stage]}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium text-slate-800">
          Tag
          <select className={inputClasses} value={filter.tag} onChange={(event) => setFilter((f) => ({ ...f, tag: event.target.value }))}>
            <option value="">Any tag</option>
            {tags.map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </select>
        </label>
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-3 rounded-xl bg-slate-50 px-3 py-2" aria-live="polite">
        <span className="text-sm text-slate-700">
          {selectedIds.length > 0 ? `${selectedIds.length} selected` : `${rows.length} of ${items.length} shown`}
        </span>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          Move selected to
          <select className={inputClasses} value={bulkStage} onChange={(event) => setBulkStage(event.target.value as ApplicationStage)}>
            {APPLICATION_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {applicationStageLabels[stage]}
              </option>
            ))}
          </select>
        </label>
        <Button type="button" size="sm" onClick={moveSelected} disabled={selectedIds.length === 0 || bulk.isPending}>
          Move
        </Button>
      </div>

      <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">Your applications; column headers sort.</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="w-10 px-3 py-2">
                <input
                  type="checkbox"
                  aria-label="Select all shown applications"
                  className="size-4 accent-indigo-600"
                  checked={allSelected}
                  ref={(el) => {
                    if (el) el.indeterminate = someSelected && !allSelected;
                  }}
                  onChange={(event) => selectAll(event.target.checked)}
                />
              </th>
              {table.getHeaderGroups()[0]?.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className="px-3 py-2 font-semibold"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                  >
                    <button
                      type="button"
                      onClick={header.column.getToggleSortingHandler()}
                      className="inline-flex items-center gap-1 rounded-md hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
                    >
                      <table.FlexRender header={header} />
                      <Icon className="size-3.5" aria-hidden="true" />
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => {
              const item = row.original;
              return (
                <tr key={row.id} className={rowSelection[row.id] ? 'bg-indigo-50' : 'border-t border-slate-100'} data-testid="tracker-row">
                  <td className="px-3 py-2">
                    <input
                      type="checkbox"
                      className="size-4 accent-indigo-600"
                      aria-label={`Select ${item.jobTitle || 'Untitled job'}${item.company ? ` at ${item.company}` : ''}`}
                      checked={Boolean(rowSelection[row.id])}
                      onChange={(event) => selectRow(item.id, event.target.checked)}
                    />
                  </td>
                  <td className="px-3 py-2">
                    <button
                      type="button"
                      onClick={() => onOpen(item.id)}
                      className="text-left font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                    >
                      {item.jobTitle || 'Untitled job'}
                    </button>
                  </td>
                  <td className="px-3 py-2 text-slate-800">{item.company}</td>
                  <td className="px-3 py-2 text-slate-800">
                    {applicationStageLabels[item.stage]}
                    {item.stage === 'interviewing' && item.interviewRounds > 0 ? ` (round ${item.interviewRounds})` : ''}
                  </td>
                  <td className="px-3 py-2 text-slate-800">{item.location}</td>
                  <td className="px-3 py-2 text-slate-800">{item.excitement > 0 ? `${item.excitement} / 5` : '–'}</td>
                  <td className="px-3 py-2 text-slate-800">{formatShortDate(item.stageChangedAt)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="p-4 text-sm text-slate-600">No application matches these filters.</p> : null}
      </div>
    </div>
  );
}
