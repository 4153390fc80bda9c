import { FileText } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

/** Letter paper (8.5 × 11 in) at the thumbnail's pixel size: the box is reserved before the image loads. */
export const THUMBNAIL_WIDTH = 340;
export const THUMBNAIL_HEIGHT = 440;

/**
 * A template's preview image, lazy-loaded, with its width and height set so nothing moves when it
 * arrives. A preview that cannot be loaded (not rendered yet, offline) becomes a plain placeholder of the
 * same size that names the template.
 */
export function TemplateThumbnail({
  src,
  name,
  className,
  eager = false,
  decorative = false,
  width = THUMBNAIL_WIDTH,
  height = THUMBNAIL_HEIGHT,
}: {
  src: string;
  name: string;
  className?: string;
  /** The large preview in a dialog is wanted at once. */
  eager?: boolean;
  /** Inside a control already named by the template (a radio, a preview button): no text of its own. */
  decorative?: boolean;
  width?: number;
  height?: number;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const box = cn('block aspect-[17/22] w-full rounded-md bg-slate-100', className);
  if (!src || failedSrc === src) {
    return (
      <span
        {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': `${name} template: preview unavailable` })}
        data-testid="template-preview-placeholder"
        className={cn(box, 'flex flex-col items-center justify-center gap-2 border border-dashed border-slate-300 text-slate-600')}
      >
        <FileText className="size-8 text-slate-500" aria-hidden="true" />
        {decorative ? null : <span className="px-2 text-center text-xs">Preview unavailable</span>}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={decorative ? '' : `${name} template preview`}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn(box, 'h-auto border border-slate-200 object-cover object-top')}
    />
  );
}
