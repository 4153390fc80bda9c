import { type ApplicationItem } from '@jobapp/shared/applications/applications.schema';
import { useDraggable } from '@dnd-kit/core';
import { GripVertical, Star } from 'lucide-react';
import { memo } from 'react';
import { cn } from '@/lib/cn';
import { cardDragId, cardName } from '../board-rules';

/** What a card shows, shared by the card in its column and the copy carried under the pointer. */
export function CardBody({ item }: { item: ApplicationItem }) {
  return (
    <>
      <p className="truncate text-sm text-slate-600">{item.company || 'No company'}</p>
      <div className="mt-2 flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
        {item.stage === 'interviewing' && item.interviewRounds > 0 ? (
          <span className="rounded-full bg-indigo-50 px-2 py-0.5 font-medium text-indigo-800">Round {item.interviewRounds}</span>
        ) : null}
        {item.location ? <span className="truncate">{item.location}</span> : null}
        {item.excitement > 0 ? (
          <span className="inline-flex items-center gap-0.5" aria-label={`Excitement ${item.excitement} of 5`}>
            <Star className="size-3 fill-amber-400 text-amber-500" aria-hidden="true" />
            {item.excitement}
          </span>
        ) : null}
      </div>
    </>
  );
}

/**
 * One application on the board. The grip button is the drag handle (pointer and keyboard: Space or
 * Enter picks it up); the title button opens the card's detail. While carried, the card stays in place, dimmed, and a copy
 * follows the pointer (DragOverlay). Memoised: a move re-renders only the cards whose item changed.
 */
export const BoardCard = memo(function BoardCard({ item, onOpen }: { item: ApplicationItem; onOpen: (id: number) => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: cardDragId(item.id),
    data: { stage: item.stage },
  });
  const name = cardName(item);
  return (
    <li
      ref={setNodeRef}
      className={cn(
        'flex gap-1 rounded-xl border border-slate-200 bg-white p-3 shadow-sm',
        isDragging && 'opacity-40',
      )}
      data-testid="tracker-card"
      data-application-id={item.id}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Move ${name}`}
        className="-ml-1 flex h-8 w-6 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
      <div className="min-w-0 flex-1">
        <button
          type="button"
          onClick={() => onOpen(item.id)}
          className="block w-full truncate text-left font-semibold text-slate-900 hover:text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {item.jobTitle || 'Untitled job'}
        </button>
        <CardBody item={item} />
      </div>
    </li>
  );
});
