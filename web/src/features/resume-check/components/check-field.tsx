/**
 * One field of the check form, bound to a document path: its label, the "Check this" mark when the
 * reader was unsure of it, and its error. Both are linked through aria-describedby. Text lists are
 * edited as lines (skills, links, details) or comma-separated (credentials).
 */
import { TriangleAlert } from 'lucide-react';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { commasFromItems, isUnsure, itemsFromCommas, itemsFromLines, linesFromItems } from '../check-state';
import { fieldId, getAt, type Path } from '../document-paths';
import { useCheck } from './check-context';

export type FieldFormat = 'text' | 'long-text' | 'lines' | 'commas';

/** The visible "Check this" mark; `id` is what the field's aria-describedby names. */
export function CheckMark({ id }: { id: string }) {
  return (
    <span
      id={id}
      data-testid="check-mark"
      className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
    >
      <TriangleAlert className="size-3.5" aria-hidden="true" />
      Check this<span className="sr-only">: we were not sure we read it right.</span>
    </span>
  );
}

function toText(value: unknown, format: FieldFormat): string {
  if (Array.isArray(value)) {
    const items = value.filter((item): item is string => typeof item === 'string');
    return format === 'commas' ? commasFromItems(items) : linesFromItems(items);
  }
  return typeof value === 'string' ? value : '';
}

function fromText(text: string, format: FieldFormat): string | string[] {
  if (format === 'lines') return itemsFromLines(text);
  if (format === 'commas') return itemsFromCommas(text);
  return text;
}

export function CheckField({
  path,
  label,
  format = 'text',
  hint,
  className,
  autoComplete,
  type,
}: {
  path: Path;
  label: string;
  format?: FieldFormat;
  hint?: string;
  className?: string;
  autoComplete?: string;
  type?: 'text' | 'email' | 'tel';
}) {
  const { state, dispatch, disabled } = useCheck();
  const id = fieldId(path);
  const unsure = isUnsure(state.uncertain, path);
  const error = state.errors[path];
  const describedBy = [unsure ? `${id}-check` : null, hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    disabled,
    value: toText(getAt(state.document, path), format),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    className: cn(unsure && !error && 'border-amber-500'),
    onChange: (event: { target: { value: string } }) =>
      dispatch({ type: 'edit', path, value: fromText(event.target.value, format) }),
  };
  return (
    <div className={cn('grid content-start gap-1.5', className)} data-path={path}>
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor={id}>{label}</Label>
        {unsure ? <CheckMark id={`${id}-check`} /> : null}
      </div>
      {format === 'text' || format === 'commas' ? (
        <Input {...common} type={type ?? 'text'} autoComplete={autoComplete ?? 'off'} />
      ) : (
        <Textarea {...common} rows={format === 'long-text' ? 2 : 3} className={cn('min-h-0', common.className)} />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
