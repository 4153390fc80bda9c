import { Link } from 'react-router-dom';
import { PageContainer, PageHeader } from '@/components/common/page';
import { company } from '@/lib/company';

const sections = [
  {
    id: 'guarantee',
    title: '14-day money-back guarantee',
    body: [
      'If you are not satisfied with a paid plan, you can ask for a full refund within 14 days of your first payment.',
      'The guarantee applies to the first payment of your first paid plan. Later renewals are not covered by it.',
    ],
  },
  {
    id: 'how-to-request',
    title: 'How to request a refund',
    body: [
      `Write to ${company.supportEmail} from the email address of your account, or use our contact form, and tell us which payment you would like refunded.`,
      'We answer refund requests within 2 business days.',
    ],
  },
  {
    id: 'payment',
    title: 'When you receive your money',
    body: [
      'Approved refunds are paid to the original payment method within 5-10 business days. Your bank may need a few extra days to show it.',
    ],
  },
  {
    id: 'outages',
    title: 'Service outages',
    body: [
      'If ResumeBoost is unavailable for more than 72 consecutive hours, you qualify for a refund of the affected billing period, even outside the 14-day window.',
    ],
  },
  {
    id: 'cancellation',
    title: 'Cancellations and partial periods',
    body: [
      'You can cancel at any time. You keep access to your plan until the end of the period you have paid for.',
      'We do not give partial refunds for unused days of a billing period.',
    ],
  },
];

/** /refund-policy. */
export function RefundPolicyPage() {
  return (
    <PageContainer className="max-w-3xl py-12 sm:py-16">
      <PageHeader
        eyebrow="Legal"
        title="Refund Policy"
        description={<p>Last updated: April 1, 2025</p>}
      />
      <div className="mt-10 grid gap-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={`refund-${section.id}`}>
            <h2 id={`refund-${section.id}`} className="text-xl font-semibold text-slate-900">
              {section.title}
            </h2>
            {section.body.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        <section aria-labelledby="refund-questions">
          <h2 id="refund-questions" className="text-xl font-semibold text-slate-900">
            Questions
          </h2>
          <p className="mt-3 leading-relaxed text-slate-700">
            If anything here is unclear,{' '}
            <Link to="/contact" className="font-semibold text-indigo-700 underline underline-offset-4">
              contact us
            </Link>
            . {company.emailResponse}
          </p>
        </section>
      </div>
    </PageContainer>
  );
}
