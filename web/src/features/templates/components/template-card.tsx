import { type TemplateListItem } from '@jobapp/shared';
import { atsTestedLabel } from '@jobapp/shared/ats-report';
import { Lock, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { templateGroupLabels, unlockPlanLabel } from '../template-choice';
import { TemplatePreviewDialog } from './template-preview-dialog';

/**
 * One template on /templates: the preview (opens large on click), the name, the ATS figure and the
 * action: 'Use Template' → /dashboard?template={id}, or for a locked one the plan that unlocks it and
 * 'Upgrade to Unlock' → /pricing.
 */
export function TemplateCard({ template, locked }: { template: TemplateListItem; locked: boolean }) {
  // The ATS-proof suite's figures (shared/src/ats-report.json); none for a template it has not tested.
  const ats = atsTestedLabel(template.id);
  const planLabel = unlockPlanLabel(template.unlockPlan);
  const headingId = `template-${template.id}-name`;
  const action = locked ? (
    <Button asChild variant="secondary" size="sm" className="w-full">
      <Link to="/pricing" aria-label={`Upgrade to Unlock ${template.name}`}>
        <Lock aria-hidden="true" />
        Upgrade to Unlock
      </Link>
    </Button>
  ) : (
    <Button asChild size="sm" className="w-full">
      <Link to={`/dashboard?template=${encodeURIComponent(template.id)}`} aria-label={`Use Template ${template.name}`}>
        Use Template
      </Link>
    </Button>
  );
  return (
    <li
      aria-labelledby={headingId}
      data-testid="template-card"
      data-template-id={template.id}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
    >
      <TemplatePreviewDialog template={template} footer={action} />
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {template.name}
        </h3>
        {locked && planLabel ? (
          <Badge variant="neutral" className="shrink-0">
            <Lock className="size-3" aria-hidden="true" />
            {planLabel}
          </Badge>
        ) : (
          <Badge variant="default" className="shrink-0">
            {templateGroupLabels[template.group]}
          </Badge>
        )}
      </div>
      {ats ? (
        <p className="flex items-start gap-1.5 text-xs text-emerald-800" data-testid="template-ats">
          <ShieldCheck className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          {ats}
        </p>
      ) : null}
      <div className="mt-auto">{action}</div>
    </li>
  );
}
