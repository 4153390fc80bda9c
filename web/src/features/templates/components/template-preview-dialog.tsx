import { type TemplateListItem } from '@jobapp/shared';
import { Maximize2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { templateGroupLabels } from '../template-choice';
import { MyResumePreview } from './my-resume-preview';
import { TemplateThumbnail } from './template-thumbnail';

/**
 * The thumbnail as a button that opens the full-page preview in a dialog (Radix: focus moves into the
 * dialog, Escape or Close ends it and focus returns to the thumbnail). `footer` holds the card's action.
 */
export function TemplatePreviewDialog({ template, footer }: { template: TemplateListItem; footer?: ReactNode }) {
  const [mine, setMine] = useState(false);
  return (
    <Dialog onOpenChange={(open) => (open ? undefined : setMine(false))}>
      <DialogTrigger asChild>
        <button
          type="button"
          className="group relative block w-full rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          data-testid="template-preview-trigger"
        >
          <TemplateThumbnail src={template.previewUrl} name={template.name} decorative />
          <span
            className="absolute right-2 bottom-2 inline-flex items-center gap-1 rounded-md bg-white/95 px-2 py-1 text-xs font-semibold text-slate-800 shadow-sm ring-1 ring-slate-200 group-hover:text-indigo-700"
          >
            <Maximize2 className="size-3.5" aria-hidden="true" />
            Preview<span className="sr-only"> the {template.name} template</span>
          </span>
        </button>
      </DialogTrigger>
      <DialogContent className="max-h-[95vh] max-w-3xl overflow-y-auto" data-testid="template-preview-dialog">
        <DialogTitle>{template.name}</DialogTitle>
        <DialogDescription>
          {templateGroupLabels[template.group]} template, shown with {mine ? 'your newest resume' : 'a sample resume'}.
        </DialogDescription>
        <div className="mt-3">
          <Button type="button" variant="secondary" size="sm" aria-pressed={mine} onClick={() => setMine((value) => !value)}>
            {mine ? 'Show the sample resume' : 'Preview with my resume'}
          </Button>
        </div>
        <div className="mt-4">
          {mine ? (
            <MyResumePreview templateId={template.id} name={template.name} />
          ) : (
            <TemplateThumbnail src={template.fullPreviewUrl} name={template.name} eager width={1275} height={1650} />
          )}
        </div>
        {footer ? <div className="mt-4 flex justify-end">{footer}</div> : null}
      </DialogContent>
    </Dialog>
  );
}
