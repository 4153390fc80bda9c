import { DEFAULT_TEMPLATE_ID } from '@jobapp/shared';
import { parseAnyJobUrl } from '@jobapp/shared/jobs/any-job-url';
import { FolderOpen, Link2, Search, Upload, WandSparkles } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { optimizePathFor } from '@/features/resumes/optimize-rules';
import { TemplatePicker } from '@/features/templates/components/template-picker';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * The Job Search tab's content, fetched when the user points at or opens the tab, not with the dashboard:
 * it brings the form library and the schema validator (about 140 KB of script), which the dashboard's
 * first paint does not need.
 */
const loadJobSearch = () => import('@/features/job-search/components/job-search');
const JobSearch = lazy(() => loadJobSearch().then((m) => ({ default: m.JobSearch })));

/**
 * The resume-optimization card with the tabs 'Optimize Resume' (default) and 'Job Search' (spec
 * section 2). The Optimize tab starts /optimize-resume, with the job link when one is pasted here and
 * the template picked here (preselected by the dashboard's ?template=); the Job
 * Search tab holds the same search as /job-search, compact.
 */
export function OptimizeCard({ templateId = DEFAULT_TEMPLATE_ID }: { templateId?: string }) {
  const navigate = useNavigate();
  const [jobUrl, setJobUrl] = useState('');
  const [error, setError] = useState<string | undefined>();
  // The template picked here, reset when ?template= changes ('Use Template' on /templates). Kept in
  // state, not written back to the URL: a navigation from a page being left would bring it back.
  const [picked, setPicked] = useState({ from: templateId, id: templateId });
  if (picked.from !== templateId) setPicked({ from: templateId, id: templateId });
  const chosenTemplate = picked.from === templateId ? picked.id : templateId;

  function start(event: FormEvent) {
    event.preventDefault();
    const text = jobUrl.trim();
    if (text) {
      const parsed = parseAnyJobUrl(text);
      if (!parsed.ok) {
        setError(parsed.message);
        return;
      }
    }
    void navigate(optimizePathFor(chosenTemplate, text || undefined));
  }

  return (
    <Card role="region" aria-labelledby="optimize-card-title" data-testid="optimize-card" className="h-full">
      <CardHeader>
        <CardTitle id="optimize-card-title">Resume optimization</CardTitle>
        <CardDescription>Tailor your resume to any job: paste its link, or its description on the next page.</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="optimize">
          <TabsList aria-label="Resume optimization" className="max-w-sm">
            <TabsTrigger value="optimize">
              <WandSparkles className="hidden size-4 sm:block" aria-hidden="true" />
              Optimize Resume
            </TabsTrigger>
            <TabsTrigger value="job-search" onPointerEnter={() => void loadJobSearch()} onFocus={() => void loadJobSearch()}>
              <Search className="hidden size-4 sm:block" aria-hidden="true" />
              Job Search
            </TabsTrigger>
          </TabsList>
          <TabsContent value="optimize" className="mt-5">
            <ol className="grid gap-3 text-sm text-slate-700 sm:grid-cols-3">
              {[
                { icon: Link2, text: 'Paste the job link' },
                { icon: Upload, text: 'Add your resume' },
                { icon: WandSparkles, text: 'Get a tailored resume' },
              ].map(({ icon: Icon, text }, index) => (
                <li key={text} className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2">
                  <Icon className="size-4 shrink-0 text-indigo-600" aria-hidden="true" />
                  <span>
                    <span className="sr-only">Step {index + 1}: </span>
                    {text}
                  </span>
                </li>
              ))}
            </ol>
            <form onSubmit={start} noValidate className="mt-5 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
              <Field id="dashboard-job-url" label="Job link (optional)" error={error}>
                {(props) => (
                  <Input
                    {...props}
                    type="url"
                    inputMode="url"
                    placeholder="https://… (any job posting)"
                    value={jobUrl}
                    onChange={(event) => {
                      setJobUrl(event.target.value);
                      setError(undefined);
                    }}
                  />
                )}
              </Field>
              <Button type="submit" className="sm:mt-6.5" data-testid="dashboard-optimize">
                <WandSparkles aria-hidden="true" />
                Optimize Resume
              </Button>
            </form>
            <div className="mt-5">
              <TemplatePicker value={chosenTemplate} onChange={(id) => setPicked({ from: templateId, id })} />
            </div>
            <div className="mt-4 flex flex-wrap items-center justify-end gap-3 text-sm text-slate-600">
              <Link to="/my-resumes" className="inline-flex items-center gap-1.5 font-semibold text-indigo-700 hover:text-indigo-900">
                <FolderOpen className="size-4" aria-hidden="true" />
                My Resumes
              </Link>
            </div>
          </TabsContent>
          <TabsContent value="job-search" className="mt-5">
            <Suspense fallback={<Skeleton className="h-40 rounded-xl" aria-label="Loading the job search" />}>
              <JobSearch variant="compact" />
            </Suspense>
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
