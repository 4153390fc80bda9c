import { type ApplicationItem, type ApplicationStage, applicationStageLabels } from '@jobapp/shared/applications/applications.schema';
import { useDroppable } from '@dnd-kit/core';
import { cn } from '@/lib/cn';
import { columnDropId } from '../board-rules';
import { BoardCard } from './board-card';

/** A stage's column: a drop target holding its cards. */
export function BoardColumn({
  stage,
  items,
  onOpen,
}: {
  stage: ApplicationStage;
  items: ApplicationItem[];
  onOpen: (id: number) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(stage) });
  const headingId = `tracker-column-${stage}`;
  const rounds = stage === 'interviewing' ? items.reduce((sum, item) => sum + item.interviewRounds, 0) : 0;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={cn(
        'flex w-72 shrink-0 flex-col rounded-2xl border border-slate-200 bg-slate-50 p-3',
        isOver && 'border-indigo-400 bg-indigo-50',
      )}
      data-testid={`tracker-column-${stage}`}
    >
      <h2 id={headingId} className="flex items-baseline justify-between gap-2 px-1 text-sm font-semibold text-slate-900">
        <span>{applicationStageLabels[stage]}</span>
        <span className="text-xs font-medium text-slate-600">
          {items.length}
          {stage === 'interviewing' && rounds > 0 ? ` · ${rounds} ${rounds === 1 ? 'round' : 'rounds'}` : ''}
        </span>
      </h2>
        {items.length === 0 ? (
          <p className="mt-3 rounded-xl border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">Drop a card here</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-2">
            {items.map((item) => (
              <BoardCard key={item.id} item={item} onOpen={onOpen} />
            ))}
          </ul>
        )}
    </section>
  );
}

/** An ending (Accepted, Rejected…) while the endings lane is folded: a drop target with its count. */
export function EndingTarget({ stage, count }: { stage: ApplicationStage; count: number }) {
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(stage) });
  return (
    <li
      ref={setNodeRef}
      className={cn(
        'rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700',
        isOver && 'border-indigo-400 bg-indigo-50',
      )}
      data-testid={`tracker-ending-${stage}`}
    >
      {applicationStageLabels[stage]} <span className="font-semibold text-slate-900">{count}</span>
    </li>
  );
}
