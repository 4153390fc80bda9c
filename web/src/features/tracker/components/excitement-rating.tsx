import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

const choices = [0, 1, 2, 3, 4, 5] as const;

/**
 * Excitement 0–5 as a radio group: one Tab stop, arrow keys change it, each choice is read as
 * "3 of 5" (0 is "Not rated"). The stars are the radios' labels.
 */
export function ExcitementRating({ value, onChange, name }: { value: number; onChange: (value: number) => void; name: string }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Excitement</legend>
      <div className="mt-1 flex items-center gap-1">
        {choices.map((choice) => (
          <label
            key={choice}
            className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600"
            title={choice === 0 ? 'Not rated' : `${choice} of 5`}
          >
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              className="sr-only"
            />
            <span className="sr-only">{choice === 0 ? 'Not rated' : `${choice} of 5`}</span>
            {choice === 0 ? (
              <span aria-hidden="true" className={cn('text-xs font-medium', value === 0 ? 'text-slate-900' : 'text-slate-500')}>
                None
              </span>
            ) : (
              <Star aria-hidden="true" className={cn('size-5', choice <= value ? 'fill-amber-400 text-amber-500' : 'text-slate-400')} />
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
