import { messages, type TemplateListItem } from '@jobapp/shared';
import { Link } from 'react-router-dom';
import { PageContainer, PageHeader } from '@/components/common/page';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/error-messages';
import { useResumeTemplates } from '../api';
import { TemplateCard } from '../components/template-card';

const tabs = [
  { value: 'available', label: 'Available Templates', badge: 'default' },
  { value: 'locked', label: 'Locked Templates', badge: 'neutral' },
] as const;

const gridClass = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

function TemplateGrid({ templates, locked, label }: { templates: TemplateListItem[]; locked: boolean; label: string }) {
  return (
    <ul className={gridClass} aria-label={label}>
      {templates.map((template) => (
        <TemplateCard key={template.id} template={template} locked={locked} />
      ))}
    </ul>
  );
}

function LoadingGrid() {
  return (
    <div className={gridClass} aria-busy="true" aria-label="Loading templates" data-testid="templates-loading">
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3">
          <Skeleton className="aspect-[17/22] w-full" />
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-8 w-full" />
        </div>
      ))}
    </div>
  );
}

/**
 * /templates (spec section 2): the templates the plan unlocks and the ones it does not, from
 * GET /api/resume-templates, each with its preview; 'Use Template' starts an optimization with it.
 */
export function TemplatesPage() {
  const templates = useResumeTemplates();
  const data = templates.data;

  return (
    <PageContainer>
      <PageHeader
        title="Resume Templates"
        description="Every template is one column of real text that applicant tracking systems read. Select a preview to see it full size."
      />
      <div className="mt-8">
        {templates.isError ? (
          <Alert variant="destructive" data-testid="templates-error">
            {messages.templatesLoadError(errorMessage(templates.error))}
          </Alert>
        ) : (
          <Tabs defaultValue="available">
            <TabsList className="max-w-xl" aria-label="Templates">
              {tabs.map((tab) => (
                <TabsTrigger key={tab.value} value={tab.value}>
                  {tab.label}{' '}
                  <Badge variant={tab.badge} data-testid={`${tab.value}-count`}>
                    {data ? data[tab.value].length : '…'}
                  </Badge>
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="available">
              {data ? (
                <TemplateGrid templates={data.available} locked={false} label="Available templates" />
              ) : (
                <LoadingGrid />
              )}
            </TabsContent>
            <TabsContent value="locked">
              {!data ? (
                <LoadingGrid />
              ) : data.locked.length === 0 ? (
                <p className="text-slate-700">Your plan includes every template.</p>
              ) : (
                <div className="grid gap-6">
                  <div className="flex flex-wrap items-center justify-between gap-4 rounded-xl bg-indigo-50 p-4">
                    <p className="text-sm text-indigo-900">Each locked template names the plan that unlocks it.</p>
                    <Button asChild size="sm" variant="secondary">
                      <Link to="/pricing">See plans</Link>
                    </Button>
                  </div>
                  <TemplateGrid templates={data.locked} locked label="Locked templates" />
                </div>
              )}
            </TabsContent>
          </Tabs>
        )}
      </div>
    </PageContainer>
  );
}
