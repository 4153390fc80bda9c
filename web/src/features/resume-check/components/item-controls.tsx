/**
 * The buttons beside an item of a list (a role, a statement, a degree…): Move up, Move down, Remove.
 * Buttons, not dragging, so the keyboard and screen readers can do all of it. Focus stays on the same
 * button of the moved item (or its other move button at the end of the list); after a removal it goes
 * to the list's Add button. Each change is announced in the form's live region.
 */
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { fieldId, type Path } from '../document-paths';
import { useCheck } from './check-context';

const buttonId = (listPath: Path, index: number, action: 'up' | 'down' | 'remove') =>
  `${fieldId(listPath)}-${index}-${action}`;
const addButtonId = (listPath: Path) => `${fieldId(listPath)}-add`;

function focusSoon(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

export function ItemControls({
  listPath,
  index,
  count,
  noun,
}: {
  listPath: Path;
  index: number;
  count: number;
  /** What the item is, with its number: "role 2", "statement 3". */
  noun: string;
}) {
  const { dispatch, announce, disabled } = useCheck();
  function move(to: number, action: 'up' | 'down') {
    dispatch({ type: 'list', listPath, change: { kind: 'move', from: index, to } });
    const stillPossible = action === 'up' ? to > 0 : to < count - 1;
    focusSoon(buttonId(listPath, to, stillPossible ? action : action === 'up' ? 'down' : 'up'));
    announce(`Moved ${noun} to position ${to + 1} of ${count}.`);
  }
  function remove() {
    dispatch({ type: 'list', listPath, change: { kind: 'remove', index } });
    focusSoon(addButtonId(listPath));
    announce(`Removed ${noun}.`);
  }
  const moves = [
    { action: 'up', to: index - 1, Icon: ArrowUp, label: 'Move up' },
    { action: 'down', to: index + 1, Icon: ArrowDown, label: 'Move down' },
  ] as const;
  return (
    <div className="flex flex-wrap gap-1">
      {moves.map(({ action, to, Icon, label }) => (
        <Button
          key={action}
          id={buttonId(listPath, index, action)}
          variant="ghost"
          size="sm"
          disabled={disabled || to < 0 || to >= count}
          aria-label={`${label}: ${noun}`}
          onClick={() => move(to, action)}
        >
          <Icon aria-hidden="true" />
          {label}
        </Button>
      ))}
      <Button
        id={buttonId(listPath, index, 'remove')}
        variant="ghost"
        size="sm"
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
        disabled={disabled}
        aria-label={`Remove: ${noun}`}
        onClick={remove}
      >
        <Trash2 aria-hidden="true" />
        Remove
      </Button>
    </div>
  );
}

/** Adds a new item at the end of the list and puts the focus in its first field. */
export function AddButton({
  listPath,
  count,
  label,
  item,
  firstField,
}: {
  listPath: Path;
  count: number;
  /** "Add a role", "Add a statement". */
  label: string;
  item: () => unknown;
  /** The path, inside the new item, of the field to focus ('title', 'text'). */
  firstField: string;
}) {
  const { dispatch, announce, disabled } = useCheck();
  return (
    <Button
      id={addButtonId(listPath)}
      variant="secondary"
      size="sm"
      className="justify-self-start"
      disabled={disabled}
      onClick={() => {
        dispatch({ type: 'list', listPath, change: { kind: 'insert', index: count }, item: item() });
        focusSoon(fieldId(`${listPath}.${count}.${firstField}`));
        announce(`${label.replace(/^Add an? /, 'Added a new ')}.`);
      }}
    >
      <Plus aria-hidden="true" />
      {label}
    </Button>
  );
}
