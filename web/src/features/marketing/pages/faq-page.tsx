import { limits, plans } from '@jobapp/shared';
import { Link } from 'react-router-dom';
import { PageContainer, PageHeader } from '@/components/common/page';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Card } from '@/components/ui/card';

const mb = (bytes: number) => `${bytes / 1024 / 1024} MB`;

const faqGroups = [
  {
    id: 'general',
    title: 'General',
    items: [
      {
        q: 'What does ResumeBoost do?',
        a: 'You paste the link of a LinkedIn or Indeed job posting and add your resume. ResumeBoost returns a version of your resume tailored to that job and formatted to pass applicant tracking systems (ATS).',
      },
      {
        q: 'Which job sites are supported?',
        a: 'LinkedIn and Indeed, including their country sites (for example uk.indeed.com) and the links you copy from search results.',
      },
      {
        q: 'Will ResumeBoost invent experience for me?',
        a: 'No. A tailored resume only contains skills, employers, titles, dates and degrees that are in your own resume. Skills the job asks for that your resume lacks are shown to you as gaps.',
      },
    ],
  },
  {
    id: 'resumes',
    title: 'Resumes and files',
    items: [
      {
        q: 'Which file types can I upload?',
        a: `PDF and Word documents (.pdf, .doc, .docx), up to ${mb(limits.maxResumeFileBytes)} per file. You can also paste your resume as text (at least ${limits.minResumeTextChars} characters).`,
      },
      {
        q: 'How much storage do I have?',
        a: `Every account includes ${mb(limits.defaultStorageBytes)}. You can add ${mb(limits.storageAddonBytes)} for a one-time $${(limits.storageAddonPriceCents / 100).toFixed(2)}.`,
      },
      {
        q: 'In which formats can I download my resume?',
        a: 'DOCX, PDF and plain text.',
      },
    ],
  },
  {
    id: 'plans',
    title: 'Plans and billing',
    items: [
      {
        q: 'How long is the free trial?',
        a: `${limits.freeTrialDays} days, with ${plans.free_trial.templateCount} resume templates. No card is needed to start.`,
      },
      {
        q: 'Which plans include cover letters and LinkedIn optimization?',
        a: `Cover letters come with Pro (${limits.proCoverLettersPerMonth} a month) and Elite (unlimited). LinkedIn profile optimization is part of Elite (${limits.eliteLinkedInOptimizationsPerMonth} a month).`,
      },
      {
        q: 'Can I get a refund?',
        a: 'Yes: within 14 days of your first payment, under our refund policy. Refunds are paid within 5-10 business days.',
      },
      {
        q: 'What happens when I cancel or change plans?',
        a: 'A plan change takes effect on your next billing cycle. When you cancel you keep access until the end of the period you paid for.',
      },
    ],
  },
  {
    id: 'account',
    title: 'Account and support',
    items: [
      {
        q: 'I forgot my password. What do I do?',
        a: 'Choose "Forgot your password?" on the sign-in page and enter your email address. We send you a link to choose a new password.',
      },
      {
        q: 'How do I reach support?',
        a: 'By e-mail or phone. We answer e-mail within 24 hours. Business hours are Monday to Friday 9:00-18:00 EST and Saturday 10:00-16:00 EST; we are closed on Sunday.',
      },
      {
        q: 'Can I control the e-mails you send me?',
        a: 'Yes. In Settings you can turn job alerts, resume updates and marketing e-mails on or off.',
      },
    ],
  },
];

/** /faq: questions in four groups. */
export function FaqPage() {
  return (
    <PageContainer className="max-w-4xl py-12 sm:py-16">
      <PageHeader
        eyebrow="FAQ"
        title="Frequently asked questions"
        description="Answers about how ResumeBoost works, your files, plans and your account."
      />
      <div className="mt-12 grid gap-10">
        {faqGroups.map((group) => (
          <section key={group.id} aria-labelledby={`faq-${group.id}`}>
            <h2 id={`faq-${group.id}`} className="text-xl font-bold text-slate-900">
              {group.title}
            </h2>
            <Card className="mt-4 px-6">
              <Accordion type="multiple">
                {group.items.map((item) => (
                  <AccordionItem key={item.q} value={item.q}>
                    <AccordionTrigger>{item.q}</AccordionTrigger>
                    <AccordionContent>{item.a}</AccordionContent>
                  </AccordionItem>
                ))}
              </Accordion>
            </Card>
          </section>
        ))}
      </div>
      <div className="mt-12 rounded-2xl bg-indigo-50 p-6 text-slate-800">
        <p className="font-semibold">Didn&apos;t find your answer?</p>
        <p className="mt-1">
          <Link to="/contact" className="font-semibold text-indigo-700 underline underline-offset-4">
            Contact us
          </Link>{' '}
          and our team will get back to you within 24 hours.
        </p>
      </div>
    </PageContainer>
  );
}
