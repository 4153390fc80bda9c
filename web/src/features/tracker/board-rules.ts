/**
 * The board's pure rules: which card sits in which column, what a move does to the cached list
 * (the optimistic update, undone when the PATCH fails), what a drop target means, and what a
 * screen reader hears while a card is carried by mouse or keyboard.
 */
import {
  APPLICATION_COLUMNS,
  APPLICATION_ENDINGS,
  APPLICATION_STAGES,
  type ApplicationItem,
  type ApplicationStage,
  applicationStageLabels,
} from '@jobapp/shared/applications/applications.schema';

export type CardsByStage = Record<ApplicationStage, ApplicationItem[]>;

/** Each stage's cards, the most recently moved first. */
export function groupByStage(items: readonly ApplicationItem[]): CardsByStage {
  const groups = Object.fromEntries(APPLICATION_STAGES.map((s) => [s, [] as ApplicationItem[]])) as CardsByStage;
  for (const item of items) groups[item.stage].push(item);
  for (const stage of APPLICATION_STAGES) {
    groups[stage].sort((a, b) => b.stageChangedAt.localeCompare(a.stageChangedAt) || b.id - a.id);
  }
  return groups;
}

/** The list as it will be once the card `id` is in `stage` (nothing changes when it already is). */
export function moveApplication(
  items: readonly ApplicationItem[],
  id: number,
  stage: ApplicationStage,
  at: string,
): ApplicationItem[] {
  return items.map((item) => {
    if (item.id !== id || item.stage === stage) return item;
    return {
      ...item,
      stage,
      stageChangedAt: at,
      updatedAt: at,
      appliedAt: stage === 'applied' && item.appliedAt === null ? at : item.appliedAt,
    };
  });
}

/** The same for a bulk move. */
export function moveApplications(
  items: readonly ApplicationItem[],
  ids: readonly number[],
  stage: ApplicationStage,
  at: string,
): ApplicationItem[] {
  return ids.reduce<ApplicationItem[]>((list, id) => moveApplication(list, id, stage, at), [...items]);
}

const CARD_PREFIX = 'card-';
const COLUMN_PREFIX = 'column-';

export const cardDragId = (id: number) => `${CARD_PREFIX}${id}`;
export const columnDropId = (stage: ApplicationStage) => `${COLUMN_PREFIX}${stage}`;

function isStage(value: string): value is ApplicationStage {
  return (APPLICATION_STAGES as readonly string[]).includes(value);
}

/** The application a drag id names, or null. */
export function applicationIdOf(dragId: string | number): number | null {
  const text = String(dragId);
  if (!text.startsWith(CARD_PREFIX)) return null;
  const id = Number(text.slice(CARD_PREFIX.length));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Where a drop lands: a column's stage, or the stage of the card dropped on. */
export function stageForDrop(overId: string | number | null | undefined, items: readonly ApplicationItem[]): ApplicationStage | null {
  if (overId === null || overId === undefined) return null;
  const text = String(overId);
  if (text.startsWith(COLUMN_PREFIX)) {
    const stage = text.slice(COLUMN_PREFIX.length);
    return isStage(stage) ? stage : null;
  }
  const id = applicationIdOf(text);
  return items.find((item) => item.id === id)?.stage ?? null;
}

/** How a card is named aloud: 'Frontend Engineer at Acme'. */
export function cardName(item: Pick<ApplicationItem, 'jobTitle' | 'company'>): string {
  const title = item.jobTitle.trim() || 'Untitled job';
  return item.company.trim() ? `${title} at ${item.company.trim()}` : title;
}

export const boardInstructions =
  'To move an application, press Space or Enter on its card, use the arrow keys to choose a column, ' +
  'then press Space or Enter to drop it there, or Escape to cancel.';

/** Screen-reader announcements for each step of a move (the board's DndContext `announcements`). */
export function describeMove(step: 'start' | 'over' | 'end' | 'cancel', card: string, stage: ApplicationStage | null, from: ApplicationStage | null): string {
  const label = stage ? applicationStageLabels[stage] : null;
  switch (step) {
    case 'start':
      return `Picked up ${card}${from ? ` from ${applicationStageLabels[from]}` : ''}.`;
    case 'over':
      return label ? `${card} is over ${label}.` : `${card} is not over a column.`;
    case 'end':
      if (!label) return `${card} was dropped outside the columns and stays where it was.`;
      return stage === from ? `${card} stays in ${label}.` : `${card} moved to ${label}.`;
    case 'cancel':
      return `Move cancelled. ${card} stays${from ? ` in ${applicationStageLabels[from]}` : ''}.`;
  }
}

export const boardColumns = APPLICATION_COLUMNS;
export const boardEndings = APPLICATION_ENDINGS;

export interface DropRect {
  id: string;
  left: number;
  top: number;
}

/**
 * The keyboard's next drop target: the columns (and folded endings) in reading order, row by row;
 * Right and Down go to the next one, Left and Up to the previous one. Null at either end or for
 * another key. Rows are told apart with a tolerance, as a lane's targets may differ by a pixel or two.
 */
export function nextDropTarget(rects: readonly DropRect[], currentId: string | null, key: string): DropRect | null {
  const step = key === 'ArrowRight' || key === 'ArrowDown' ? 1 : key === 'ArrowLeft' || key === 'ArrowUp' ? -1 : 0;
  if (step === 0) return null;
  const ordered = [...rects].sort((a, b) => (Math.abs(a.top - b.top) > 8 ? a.top - b.top : a.left - b.left));
  const index = ordered.findIndex((rect) => rect.id === currentId);
  if (index === -1) return null;
  return ordered[index + step] ?? null;
}

/**
 * A job-alert e-mail's "Save to tracker" link: /tracker?add={job link}&title=&company=&location=. The
 * tracker opens its add form filled with these, for the user to check and add; null without `add`.
 */
export function readAddParams(params: URLSearchParams): { jobTitle: string; company: string; location: string; jobUrl: string } | null {
  const jobUrl = params.get('add')?.trim() ?? '';
  if (!/^https?:\/\//i.test(jobUrl)) return null;
  const field = (name: string) => (params.get(name) ?? '').trim().slice(0, 300);
  return { jobTitle: field('title'), company: field('company'), location: field('location'), jobUrl: jobUrl.slice(0, 2000) };
}
