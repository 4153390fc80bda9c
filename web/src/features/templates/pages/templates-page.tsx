import { availableTemplateIds, plans, resumeTemplates, templateGroups } from '@jobapp/shared';
import { LayoutTemplate, Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ComingSoonCard } from '@/components/common/coming-soon';
import { PageContainer, PageHeader } from '@/components/common/page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCurrentUser } from '@/features/auth/api';

const groupLabels = { basic: 'Basic', professional: 'Professional', premium: 'Premium', exclusive: 'Exclusive' } as const;

/**
 * /templates: which templates the user's plan unlocks (decision D7, from the shared catalogue).
 * Choosing a template for a tailored resume comes with resume tailoring.
 */
export function TemplatesPage() {
  const user = useCurrentUser();
  const plan = user?.subscriptionTier ?? 'free_trial';
  const availableIds = new Set(availableTemplateIds(plan));
  const available = resumeTemplates.filter((t) => availableIds.has(t.id));
  const locked = resumeTemplates.filter((t) => !availableIds.has(t.id));

  const renderList = (list: typeof resumeTemplates, isLocked: boolean) => (
    <div className="grid gap-8">
      {templateGroups
        .filter((group) => list.some((t) => t.group === group))
        .map((group) => (
          <section key={group} aria-labelledby={`templates-${isLocked ? 'locked' : 'available'}-${group}`}>
            <h2
              id={`templates-${isLocked ? 'locked' : 'available'}-${group}`}
              className="text-sm font-semibold tracking-wide text-slate-600 uppercase"
            >
              {groupLabels[group]}
            </h2>
            <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {list
                .filter((t) => t.group === group)
                .map((t) => (
                  <li key={t.id} className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                    <span className="flex items-center gap-2 font-medium text-slate-900">
                      {isLocked ? <Lock className="size-4 text-slate-500" aria-label="Locked" /> : null}
                      {t.name}
                    </span>
                    {isLocked ? (
                      <Badge variant="neutral">Locked</Badge>
                    ) : (
                      <Badge variant="success">Included</Badge>
                    )}
                  </li>
                ))}
            </ul>
          </section>
        ))}
    </div>
  );

  return (
    <PageContainer>
      <PageHeader
        title="Resume Templates"
        description={`Your ${plans[plan].name} plan includes ${available.length} of ${resumeTemplates.length} templates.`}
      />
      <Tabs defaultValue="available" className="mt-8">
        <TabsList className="max-w-md" aria-label="Templates">
          <TabsTrigger value="available">
            Available Templates <Badge variant="default">{available.length}</Badge>
          </TabsTrigger>
          <TabsTrigger value="locked">
            Locked Templates <Badge variant="neutral">{locked.length}</Badge>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="available">{renderList(available, false)}</TabsContent>
        <TabsContent value="locked">
          {locked.length === 0 ? (
            <p className="text-slate-700">Your plan includes every template.</p>
          ) : (
            <div className="grid gap-6">
              <div className="flex flex-wrap items-center justify-between gap-4 rounded-xl bg-indigo-50 p-4">
                <p className="text-sm text-indigo-900">Upgrade your plan to use these templates.</p>
                <Button asChild size="sm">
                  <Link to="/pricing">Upgrade to Unlock</Link>
                </Button>
              </div>
              {renderList(locked, true)}
            </div>
          )}
        </TabsContent>
      </Tabs>
      <div className="mt-10">
        <ComingSoonCard
          icon={LayoutTemplate}
          message="Template previews and choosing a template for your tailored resume are being built. They arrive together with resume tailoring."
        />
      </div>
    </PageContainer>
  );
}
