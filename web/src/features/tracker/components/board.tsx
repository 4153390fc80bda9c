import { type ApplicationItem, type ApplicationStage } from '@jobapp/shared/applications/applications.schema';
import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  type DragStartEvent,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  type CollisionDetection,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-messages';
import { useMoveApplication } from '../api';
import {
  applicationIdOf,
  boardColumns,
  boardEndings,
  boardInstructions,
  cardName,
  describeMove,
  groupByStage,
  stageForDrop,
} from '../board-rules';
import { useFirstRenderMeasure } from '../render-measure';
import { CardBody } from './board-card';
import { columnKeyboardCoordinates } from './column-keyboard';
import { BoardColumn, EndingTarget } from './board-column';

/**
 * The column under the pointer. The keyboard has no pointer: `columnKeyboardCoordinates` puts the
 * card's top-left corner just inside the chosen column, so the column under that corner is the one.
 */
const detectColumn: CollisionDetection = (args) =>
  pointerWithin(args.pointerCoordinates ? args : { ...args, pointerCoordinates: { x: args.collisionRect.left, y: args.collisionRect.top } });

/**
 * The board: Saved → Applied → Interviewing → Offer, then the endings as a folded lane whose four
 * targets still take drops. Cards move by pointer or keyboard (dnd-kit's KeyboardSensor; the
 * announcements name the card and the column). A drop PATCHes the stage, optimistically.
 */
export function Board({ items, onOpen }: { items: ApplicationItem[]; onOpen: (id: number) => void }) {
  useFirstRenderMeasure('tracker-board');
  const groups = useMemo(() => groupByStage(items), [items]);
  const move = useMoveApplication();
  const [showEndings, setShowEndings] = useState(false);
  const [activeId, setActiveId] = useState<number | null>(null);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );

  const find = useCallback((dragId: string | number) => {
    const id = applicationIdOf(dragId);
    return itemsRef.current.find((item) => item.id === id) ?? null;
  }, []);

  const announcements = useMemo<Announcements>(() => {
    const name = (dragId: string | number) => {
      const item = find(dragId);
      return item ? cardName(item) : 'The card';
    };
    const from = (dragId: string | number) => find(dragId)?.stage ?? null;
    return {
      onDragStart: ({ active }) => describeMove('start', name(active.id), null, from(active.id)),
      onDragOver: ({ active, over }) => describeMove('over', name(active.id), stageForDrop(over?.id, itemsRef.current), from(active.id)),
      onDragEnd: ({ active, over }) => describeMove('end', name(active.id), stageForDrop(over?.id, itemsRef.current), from(active.id)),
      onDragCancel: ({ active }) => describeMove('cancel', name(active.id), null, from(active.id)),
    };
  }, [find]);

  const onDragStart = ({ active }: DragStartEvent) => setActiveId(applicationIdOf(active.id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const item = find(active.id);
    const stage: ApplicationStage | null = stageForDrop(over?.id, itemsRef.current);
    if (!item || !stage || stage === item.stage) return;
    move.mutate(
      { id: item.id, stage },
      { onError: (error) => toast({ title: 'The card could not be moved', description: errorMessage(error), variant: 'destructive' }) },
    );
  };

  const active = activeId === null ? null : (items.find((item) => item.id === activeId) ?? null);
  const endingsCount = boardEndings.reduce((sum, stage) => sum + groups[stage].length, 0);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={detectColumn}
      accessibility={{ announcements, screenReaderInstructions: { draggable: boardInstructions } }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveId(null)}
    >
      <div className="overflow-x-auto pb-4" data-testid="tracker-board">
        <div className="flex items-start gap-4">
          {boardColumns.map((stage) => (
            <BoardColumn key={stage} stage={stage} items={groups[stage]} onOpen={onOpen} />
          ))}
        </div>
      </div>
      <section aria-labelledby="tracker-endings" className="mt-4 rounded-2xl border border-slate-200 p-3">
        <h2 id="tracker-endings" className="text-sm font-semibold text-slate-900">
          <button
            type="button"
            aria-expanded={showEndings}
            onClick={() => setShowEndings((v) => !v)}
            className="inline-flex items-center gap-1 rounded-md px-1 py-0.5 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {showEndings ? <ChevronDown className="size-4" aria-hidden="true" /> : <ChevronRight className="size-4" aria-hidden="true" />}
            Closed ({endingsCount})
          </button>
        </h2>
        {showEndings ? (
          <div className="mt-3 overflow-x-auto pb-2">
            <div className="flex items-start gap-4">
              {boardEndings.map((stage) => (
                <BoardColumn key={stage} stage={stage} items={groups[stage]} onOpen={onOpen} />
              ))}
            </div>
          </div>
        ) : (
          <ul className="mt-3 flex flex-wrap gap-2">
            {boardEndings.map((stage) => (
              <EndingTarget key={stage} stage={stage} count={groups[stage].length} />
            ))}
          </ul>
        )}
      </section>
      <DragOverlay>
        {active ? (
          <div className="w-64 rounded-xl border border-indigo-300 bg-white p-3 shadow-lg">
            <p className="truncate font-semibold text-slate-900">{active.jobTitle || 'Untitled job'}</p>
            <CardBody item={active} />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
