import { Fragment } from 'react';
import { cn } from '@/lib/cn';

/** A line that reads as a section heading: short, in capitals (EXPERIENCE, TECHNICAL SKILLS). */
function isHeadingLine(line: string): boolean {
  const text = line.trim();
  return text.length > 1 && text.length <= 40 && /[A-Z]/.test(text) && text === text.toUpperCase() && /^[A-Z0-9 &/,.'()+-]+$/.test(text);
}

/**
 * The optimized resume as text in a 550px scroll area (spec section 2). Headings are emphasised, but
 * every character is kept as it is (the text block's textContent is exactly `content`).
 */
export function ResumeContent({ content, className }: { content: string; className?: string }) {
  const lines = content.split('\n');
  return (
    <div
      role="region"
      aria-label="Optimized resume text"
      // Focusable so keyboard users can scroll it.
      tabIndex={0}
      className={cn('h-[550px] overflow-auto rounded-xl border border-slate-200 bg-white p-4 sm:p-6', className)}
    >
      <pre
        data-testid="optimized-content"
        className="font-sans text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800"
      >
        {lines.map((line, index) => (
          <Fragment key={index}>
            {index > 0 ? '\n' : null}
            {isHeadingLine(line) ? (
              <span className="font-semibold tracking-wide text-indigo-800">{line}</span>
            ) : (
              line
            )}
          </Fragment>
        ))}
      </pre>
    </div>
  );
}
