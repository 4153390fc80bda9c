import { Compass, HeartHandshake, Scale, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageContainer, PageHeader } from '@/components/common/page';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { company, companyAddressLines } from '@/lib/company';

const values = [
  {
    icon: ShieldCheck,
    title: 'Honesty first',
    text: 'We never add a skill, employer, title, date or degree you did not give us. Gaps are shown to you, not hidden.',
  },
  {
    icon: Compass,
    title: 'Clarity',
    text: 'Plain explanations, simple formatting and resumes that people and applicant tracking systems both read easily.',
  },
  {
    icon: HeartHandshake,
    title: 'On your side',
    text: 'Job hunting is hard. Our support team answers e-mail within 24 hours and treats every question seriously.',
  },
  {
    icon: Scale,
    title: 'Fair pricing',
    text: 'A free trial to start, clear monthly plans and a 14-day money-back guarantee on your first payment.',
  },
];

/** /about: story, values, company information. */
export function AboutPage() {
  return (
    <PageContainer className="py-12 sm:py-16">
      <PageHeader
        eyebrow="About us"
        title="We help job seekers get the interviews they deserve"
        description="ResumeBoost turns the resume you already have into one written for the job you want."
      />

      <section aria-labelledby="story" className="mt-14 grid gap-10 lg:grid-cols-2">
        <div>
          <h2 id="story" className="text-2xl font-bold tracking-tight text-slate-900">
            Our story
          </h2>
          <div className="mt-4 space-y-4 text-slate-700">
            <p>
              Most large employers screen applications with applicant tracking systems before a person ever reads
              them. Good candidates are filtered out because their resume uses different words than the job posting,
              or a layout the software cannot read.
            </p>
            <p>
              ResumeBoost was started in Virginia to fix that. Paste the link of a LinkedIn or Indeed posting, add your
              resume, and you get a version that speaks the posting&apos;s language — built only from your own
              experience.
            </p>
            <p>
              Today we also help with cover letters, LinkedIn profiles and resume templates, with the same promise:
              clear results, no invented facts.
            </p>
          </div>
        </div>
        <Card className="bg-indigo-700 text-white">
          <CardContent className="p-8">
            <p className="text-lg font-semibold">Our mission</p>
            <p className="mt-3 text-2xl leading-snug font-bold">
              Every qualified applicant should reach a human reader.
            </p>
            <p className="mt-4 text-indigo-100">
              We build tools that make a strong application quick to produce, so you can spend your time preparing for
              interviews instead of rewriting resumes.
            </p>
          </CardContent>
        </Card>
      </section>

      <section aria-labelledby="values" className="mt-16">
        <h2 id="values" className="text-2xl font-bold tracking-tight text-slate-900">
          Our values
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <Icon className="size-8 text-indigo-600" aria-hidden="true" />
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="company" className="mt-16 grid gap-8 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm md:grid-cols-2">
        <div>
          <h2 id="company" className="text-2xl font-bold tracking-tight text-slate-900">
            Company information
          </h2>
          <dl className="mt-6 grid gap-4 text-sm">
            <div>
              <dt className="font-semibold text-slate-900">Legal name</dt>
              <dd className="text-slate-700">{company.legalName}, a United States company</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">Headquarters</dt>
              <dd className="text-slate-700">{companyAddressLines.join(', ')}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">Support</dt>
              <dd className="text-slate-700">
                E-mail and phone. {company.emailResponse}
              </dd>
            </div>
          </dl>
        </div>
        <div className="flex flex-col justify-center gap-4 rounded-xl bg-slate-50 p-6">
          <p className="font-semibold text-slate-900">Ready to tailor your next application?</p>
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <Link to="/dashboard">Go to your dashboard</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/contact">Contact us</Link>
            </Button>
          </div>
        </div>
      </section>
    </PageContainer>
  );
}
