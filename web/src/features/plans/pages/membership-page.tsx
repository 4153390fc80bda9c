import { limits, planList } from '@jobapp/shared';
import { Link } from 'react-router-dom';
import { PageContainer, PageHeader } from '@/components/common/page';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { planAnchor } from '../plan-anchor';
import { PlanCard, planRegisterPath } from '../components/plan-card';
import { PlanGrid } from '../components/plan-grid';

const membershipFaq = [
  {
    q: 'Can I change my membership later?',
    a: 'Yes. You can move to another plan at any time; the change takes effect on your next billing cycle.',
  },
  {
    q: 'What happens when I cancel?',
    a: 'You keep everything your plan includes until the end of the period you have paid for. We do not make partial refunds.',
  },
  {
    q: 'Is there a money-back guarantee?',
    a: 'Yes. If ResumeBoost is not right for you, ask for a refund within 14 days of your first payment.',
  },
  {
    q: 'How much storage do I get?',
    a: `Every account includes ${limits.defaultStorageBytes / 1024 / 1024} MB for uploaded resumes, with each file up to ${limits.maxResumeFileBytes / 1024 / 1024} MB. You can add 50 MB for a one-time $9.00.`,
  },
];

/** /membership: the four memberships with features and limitations, anchored #free-trial … #elite. */
export function MembershipPage() {
  return (
    <PageContainer className="py-12 sm:py-16">
      <PageHeader
        centered
        eyebrow="Membership"
        title="Choose the membership that fits your search"
        description="Every membership tailors your resume to LinkedIn and Indeed job postings. Higher plans add templates, cover letters, LinkedIn profile optimization and expert help."
      />
      <div className="mt-12">
        <PlanGrid>
          {planList.map((plan) => (
            <PlanCard
              key={plan.id}
              id={planAnchor(plan.id)}
              plan={plan}
              headingLevel={2}
              showLimitations
              action={
                <Button asChild className="w-full" variant={plan.highlighted ? 'primary' : 'secondary'}>
                  <Link to={planRegisterPath(plan.id)}>Choose {plan.name}</Link>
                </Button>
              }
            />
          ))}
        </PlanGrid>
      </div>

      <section aria-labelledby="membership-faq" className="mx-auto mt-20 max-w-3xl">
        <h2 id="membership-faq" className="text-2xl font-bold tracking-tight text-slate-900">
          Membership questions
        </h2>
        <Card className="mt-6 px-6">
          <Accordion type="single" collapsible>
            {membershipFaq.map((item) => (
              <AccordionItem key={item.q} value={item.q}>
                <AccordionTrigger>{item.q}</AccordionTrigger>
                <AccordionContent>{item.a}</AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </Card>
        <p className="mt-6 text-slate-700">
          Still deciding?{' '}
          <Link to="/contact" className="font-semibold text-indigo-700 underline underline-offset-4">
            Contact our team
          </Link>{' '}
          and we&apos;ll help you pick.
        </p>
      </section>
    </PageContainer>
  );
}
