import { type TemplateListItem } from '@jobapp/shared';
import { Check, Lock } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useResumeTemplates } from '../api';
import { resolveTemplateChoice, templateDisplayName, unlockPlanLabel } from '../template-choice';
import { TemplateThumbnail } from './template-thumbnail';

function TemplateOption({
  template,
  name,
  checked,
  locked,
  disabled,
  onSelect,
}: {
  template: TemplateListItem;
  name: string;
  checked: boolean;
  locked: boolean;
  disabled: boolean;
  onSelect: (id: string) => void;
}) {
  const planLabel = unlockPlanLabel(template.unlockPlan);
  const hintId = `${name}-${template.id}-plan`;
  const optionClass = cn(
    'relative flex flex-col gap-1.5 rounded-lg border border-slate-200 bg-white p-1.5 text-xs',
    'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600',
    checked && 'border-indigo-600 ring-2 ring-indigo-600',
    locked ? 'cursor-not-allowed bg-slate-50' : 'cursor-pointer hover:border-indigo-400',
  );
  return (
    <label data-testid="template-option" data-template-id={template.id} className={optionClass}>
      <input
        type="radio"
        name={name}
        value={template.id}
        checked={checked}
        disabled={locked || disabled}
        aria-describedby={locked ? hintId : undefined}
        onChange={() => onSelect(template.id)}
        className="sr-only"
      />
      <span className={cn('relative', locked && 'opacity-60')}>
        <TemplateThumbnail src={template.previewUrl} name={template.name} decorative />
        {checked ? (
          <span className="absolute top-1 right-1 inline-flex size-5 items-center justify-center rounded-full bg-indigo-600 text-white">
            <Check className="size-3.5" aria-hidden="true" />
          </span>
        ) : null}
      </span>
      <span className="font-semibold text-slate-900">{template.name}</span>
      {locked ? (
        <span id={hintId} className="inline-flex items-center gap-1 text-slate-700">
          <Lock className="size-3" aria-hidden="true" />
          {planLabel ? `Locked: ${planLabel}` : 'Locked'}
        </span>
      ) : null}
    </label>
  );
}

type OptionProps = Omit<Parameters<typeof TemplateOption>[0], 'template' | 'checked'> & { value: string };

function OptionGrid({ templates, option, className }: { templates: TemplateListItem[]; option: OptionProps; className?: string }) {
  const { value, ...rest } = option;
  return (
    <div className={cn('grid grid-cols-3 gap-3 sm:grid-cols-5', className)}>
      {templates.map((template) => (
        <TemplateOption key={template.id} template={template} checked={!rest.locked && template.id === value} {...rest} />
      ))}
    </div>
  );
}

/**
 * The optimize form's template picker (issue 11): a radio group of the templates the plan unlocks, with
 * their thumbnails (arrow keys move between them), and the locked ones below, each marked with the plan
 * that unlocks it and not selectable. A requested template (`?template=`) that the plan does not unlock
 * is replaced by the default and the upgrade message is shown with a link to /pricing.
 */
export function TemplatePicker({
  value,
  onChange,
  disabled = false,
  legend = 'Template',
}: {
  value: string;
  onChange: (templateId: string) => void;
  disabled?: boolean;
  legend?: string;
}) {
  const templates = useResumeTemplates();
  const name = `template-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [lockedNotice, setLockedNotice] = useState<string | null>(null);
  const data = templates.data;
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  // Once the list is known: a requested template the plan does not unlock gives way to the default.
  useEffect(() => {
    const choice = resolveTemplateChoice(data, value);
    if (choice.templateId !== value) onChangeRef.current(choice.templateId);
    if (choice.lockedMessage) setLockedNotice(choice.lockedMessage);
  }, [data, value]);

  const select = (id: string) => {
    setLockedNotice(null);
    onChange(id);
  };

  return (
    <fieldset className="grid min-w-0 gap-3" data-testid="template-picker">
      <legend className="text-sm font-medium text-slate-800">
        {legend}: <span className="font-semibold">{templateDisplayName(value)}</span>
      </legend>
      {lockedNotice ? (
        <Alert variant="warning" data-testid="template-locked-notice">
          <p>{lockedNotice}</p>
          <Link to="/pricing" className="mt-1 inline-block font-semibold underline underline-offset-4">
            Upgrade to Unlock
          </Link>
        </Alert>
      ) : null}
      {templates.isError ? (
        <p className="text-sm text-slate-700">
          The templates could not be loaded; your resume will use {templateDisplayName(value)}.
        </p>
      ) : !data ? (
        <div className="grid grid-cols-3 gap-3 sm:grid-cols-5" aria-busy="true" aria-label="Loading templates">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="aspect-[17/22] w-full" />
          ))}
        </div>
      ) : (
        <div className="grid max-h-[26rem] gap-4 overflow-y-auto rounded-lg p-1">
          <OptionGrid templates={data.available} option={{ name, value, locked: false, disabled, onSelect: select }} />
          {data.locked.length > 0 ? (
            <details className="group">
              <summary className="cursor-pointer text-sm font-semibold text-indigo-700 hover:text-indigo-900">
                {data.locked.length} more with an upgrade
              </summary>
              <OptionGrid
                className="mt-3"
                templates={data.locked}
                option={{ name, value, locked: true, disabled, onSelect: select }}
              />
              <Link to="/pricing" className="mt-3 inline-block text-sm font-semibold text-indigo-700 underline underline-offset-4">
                Upgrade to Unlock
              </Link>
            </details>
          ) : null}
        </div>
      )}
    </fieldset>
  );
}
