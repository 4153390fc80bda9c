import { ArrowRight } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { registerPath } from '@/app/routes';
import { lazyBelowFold } from '@/components/common/lazy-below-fold';
import { Button } from '@/components/ui/button';
import { heroTiles } from '../hero-tiles';

/** Everything below the hero; its first section is #how-it-works. */
const LandingSections = lazyBelowFold('how-it-works', () =>
  import('../components/landing-sections').then((m) => m.LandingSections),
);

function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-slate-50">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-indigo-800 shadow-sm ring-1 ring-indigo-200">
            Tailored resumes for LinkedIn and Indeed jobs
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
            Get more interviews
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-slate-600">
            Paste a job link, upload your resume and get a version tailored to that job — written to pass applicant
            tracking systems and get in front of a recruiter.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to={registerPath()}>
                Try for free
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <a href="#how-it-works">How it works</a>
            </Button>
          </div>
          <p className="mt-4 text-sm text-slate-600">7-day free trial. No card needed.</p>
        </div>
        <ul className="grid grid-cols-2 gap-4" aria-label="What ResumeBoost does">
          {heroTiles.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <p className="mt-4 font-semibold text-slate-900">{title}</p>
              <p className="mt-1 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The landing page (/). Signed-in users are redirected to /dashboard by the route guard. */
export function LandingPage() {
  return (
    <>
      <Hero />
      {/* A screen tall while it loads (a visit that starts elsewhere), so the footer does not jump. */}
      <Suspense fallback={<div className="min-h-screen" />}>
        <LandingSections />
      </Suspense>
    </>
  );
}
