/**
 * The KeyboardSensor's coordinate getter for the board: an arrow key carries the picked-up card to
 * the next column (or ending) in reading order rather than a few pixels, so a move is one key press
 * per column. Only the columns are drop targets, which keeps 500 cards cheap to render and to drag.
 */
import { type KeyboardCoordinateGetter, KeyboardCode } from '@dnd-kit/core';
import { columnDropId, type DropRect, nextDropTarget } from '../board-rules';
import { type ApplicationStage } from '@jobapp/shared/applications/applications.schema';

const arrows: string[] = [KeyboardCode.Right, KeyboardCode.Left, KeyboardCode.Up, KeyboardCode.Down];

export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { active, currentCoordinates, context }) => {
  if (!arrows.includes(event.code)) return undefined;
  event.preventDefault();
  const rects: DropRect[] = [];
  for (const container of context.droppableContainers.getEnabled()) {
    const rect = context.droppableRects.get(container.id);
    if (rect) rects.push({ id: String(container.id), left: rect.left, top: rect.top });
  }
  const fromStage = (context.active?.data.current as { stage?: ApplicationStage } | undefined)?.stage;
  const currentId = context.over ? String(context.over.id) : fromStage ? columnDropId(fromStage) : null;
  const target = nextDropTarget(rects, currentId, event.code);
  if (!target || !active) return currentCoordinates;
  return { x: target.left + 12, y: target.top + 12 };
};
