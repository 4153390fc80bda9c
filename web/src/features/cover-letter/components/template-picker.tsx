import { findCoverLetterTemplate } from '@jobapp/shared/cover-letters/templates';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { fieldClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { templateGroups } from '../form-rules';

const groups = templateGroups();

/**
 * 'Template': the fifteen templates, each by name and description, in their groups (Standard,
 * Professional, Specialized); the chosen one's description (cut off in a narrow select), length and
 * paragraph count are shown under it.
 */
export function TemplatePicker({
  id,
  value,
  error,
  disabled,
  registration,
}: {
  id: string;
  value: string;
  error?: string | undefined;
  disabled: boolean;
  registration: UseFormRegisterReturn<'templateId'>;
}) {
  const chosen = findCoverLetterTemplate(value);
  const hint = chosen
    ? `${chosen.description} ${chosen.paragraphs.length} paragraphs, ${chosen.words.min}–${chosen.words.max} words.`
    : 'Choose how the letter is built.';
  return (
    <Field id={id} label="Template" error={error} hint={hint}>
      {(props) => (
        <select {...props} disabled={disabled} className={cn(fieldClasses, 'h-10 pr-8')} {...registration}>
          {groups.map((group) => (
            <optgroup key={group.group} label={group.label}>
              {group.templates.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name} — {template.description}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </Field>
  );
}
