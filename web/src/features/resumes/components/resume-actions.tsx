import { type ResumeListItem } from '@jobapp/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { DeleteResumeDialog } from './delete-resume-dialog';
import { RenameResumeDialog } from './rename-resume-dialog';

/**
 * Rename and Delete buttons with their dialogs. The buttons are named just 'Rename' and 'Delete'; in
 * lists each sits inside a card labelled by the resume's title.
 */
export function ResumeManageActions({
  resume,
  onDeleted,
  compact = false,
}: {
  resume: Pick<ResumeListItem, 'id' | 'number' | 'jobTitle' | 'originalSize'>;
  onDeleted?: () => void;
  compact?: boolean;
}) {
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // Compact (cards): icon buttons; the text stays for screen readers and as the tooltip.
  const size = compact ? 'icon' : 'md';
  const iconClass = compact ? 'size-8' : undefined;
  const text = (label: string) => (compact ? <span className="sr-only">{label}</span> : label);
  return (
    <>
      <Button
        variant="ghost"
        size={size}
        className={iconClass}
        onClick={() => setRenaming(true)}
        title={compact ? 'Rename' : undefined}
      >
        <Pencil aria-hidden="true" />
        {text('Rename')}
      </Button>
      <Button
        variant="ghost"
        size={size}
        className={cn('text-red-700 hover:bg-red-50 hover:text-red-800', iconClass)}
        onClick={() => setDeleting(true)}
        title={compact ? 'Delete' : undefined}
      >
        <Trash2 aria-hidden="true" />
        {text('Delete')}
      </Button>
      <RenameResumeDialog resume={resume} open={renaming} onOpenChange={setRenaming} />
      <DeleteResumeDialog resume={resume} open={deleting} onOpenChange={setDeleting} onDeleted={onDeleted} />
    </>
  );
}
