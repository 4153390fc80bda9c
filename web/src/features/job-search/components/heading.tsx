import { type ComponentProps } from 'react';

export type HeadingLevel = 2 | 3 | 4;

/**
 * A heading whose level is chosen by the caller: the job search sits at the top of /job-search (h2
 * under the page's h1) and inside the dashboard's card (one level deeper), and the outline stays valid
 * in both.
 */
export function Heading({ level, ...props }: ComponentProps<'h2'> & { level: HeadingLevel }) {
  if (level === 2) return <h2 {...props} />;
  if (level === 3) return <h3 {...props} />;
  return <h4 {...props} />;
}
