/**
 * The landing page below its hero: how it works, features, pricing, testimonials and the closing call
 * to action. Its own chunk: on the prerendered landing page it is hydrated when the visitor scrolls
 * towards it or first interacts (landing-page.tsx), so the first screen loads less JavaScript.
 */
import { getInitials, planList } from '@jobapp/shared';
import { Quote } from 'lucide-react';
import { Link } from 'react-router-dom';
import { registerPath } from '@/app/routes';
import { Section } from '@/components/common/page';
import { Button } from '@/components/ui/button';
import { PlanCard, planRegisterPath } from '@/features/plans/components/plan-card';
import { PlanGrid } from '@/features/plans/components/plan-grid';
import { landingFeatures, landingSteps, testimonials } from '../content';

function Steps() {
  return (
    <Section id="how-it-works" eyebrow="How It Works" title="Three Simple Steps" className="bg-white">
      <ol className="grid gap-6 md:grid-cols-3">
        {landingSteps.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="relative rounded-2xl border border-slate-200 bg-slate-50 p-6">
            <span className="absolute top-6 right-6 text-5xl font-extrabold text-indigo-100" aria-hidden="true">
              {index + 1}
            </span>
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-indigo-600 text-white">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-slate-900">
              <span className="sr-only">Step {index + 1}: </span>
              {title}
            </h3>
            <p className="mt-2 text-slate-600">{text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function Features() {
  return (
    <Section id="features" eyebrow="Features" title="Everything you need to land your dream job">
      <div className="grid gap-6 sm:grid-cols-2">
        {landingFeatures.map(({ icon: Icon, title, text }) => (
          <div key={title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <div>
              <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-600">{text}</p>
            </div>
          </div>
        ))}
      </div>
    </Section>
  );
}

function Pricing() {
  return (
    <Section
      id="pricing"
      eyebrow="Pricing"
      title="Plans for every stage of your search"
      description="Start free for 7 days, then pick the plan that fits."
      className="bg-white"
    >
      <PlanGrid>
        {planList.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            action={
              <Button asChild className="w-full" variant={plan.highlighted ? 'primary' : 'secondary'}>
                <Link to={planRegisterPath(plan.id)}>{plan.id === 'free_trial' ? 'Start free trial' : 'Subscribe'}</Link>
              </Button>
            }
          />
        ))}
      </PlanGrid>
    </Section>
  );
}

function Testimonials() {
  return (
    <Section id="testimonials" eyebrow="Testimonials" title="Job seekers who got more interviews">
      <ul className="grid gap-6 md:grid-cols-3">
        {testimonials.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <Quote className="size-8 text-indigo-200" aria-hidden="true" />
              <blockquote className="mt-4 flex-1 text-slate-700">
                <p>“{t.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  className="inline-flex size-11 items-center justify-center rounded-full bg-indigo-600 font-semibold text-white"
                  aria-hidden="true"
                >
                  {getInitials(t.name)}
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{t.name}</span>
                  <span className="block text-sm text-slate-600">{t.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function ClosingCta() {
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-5xl rounded-3xl bg-indigo-700 px-6 py-14 text-center shadow-xl sm:px-12">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          Ready to boost your job search?
        </h2>
        <p className="mt-3 text-lg text-indigo-100">Start your free trial today.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg" variant="inverse">
            <Link to={registerPath()}>Get started</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="ghost"
            className="text-white ring-1 ring-white/70 ring-inset hover:bg-indigo-600 hover:text-white focus-visible:outline-white"
          >
            <a href="#how-it-works">Learn more</a>
          </Button>
        </div>
      </div>
    </section>
  );
}

export function LandingSections() {
  return (
    <>
      <Steps />
      <Features />
      <Pricing />
      <Testimonials />
      <ClosingCta />
    </>
  );
}
