import { Link } from 'react-router-dom';
import { PageContainer, PageHeader } from '@/components/common/page';
import { Button } from '@/components/ui/button';
import { howItWorksSteps, keyFeatures } from '../content';

/** /how-it-works: three steps and six key features. */
export function HowItWorksPage() {
  return (
    <PageContainer className="py-12 sm:py-16">
      <PageHeader
        centered
        eyebrow="How it works"
        title="From job link to tailored resume in three steps"
        description="ResumeBoost compares your resume with the job posting and rewrites it around what the employer is looking for."
      />

      <section aria-labelledby="steps" className="mt-14">
        <h2 id="steps" className="sr-only">
          The three steps
        </h2>
        <ol className="grid gap-6 md:grid-cols-3">
          {howItWorksSteps.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-indigo-600 font-bold text-white">
                  {index + 1}
                </span>
                <Icon className="size-6 text-indigo-600" aria-hidden="true" />
              </div>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-600">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="key-features" className="mt-20">
        <h2 id="key-features" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          Key features
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {keyFeatures.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-16 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/dashboard">Go to dashboard</Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link to="/pricing">View pricing</Link>
        </Button>
      </div>
    </PageContainer>
  );
}
