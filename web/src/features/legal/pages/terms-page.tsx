import { formatBytes, limits } from '@jobapp/shared';
import { Link } from 'react-router-dom';
import { priceLabel } from '@/features/billing/billing-labels';
import { company } from '@/lib/company';
import { LegalDocument, legalLinkClass, type LegalSection } from '../components/legal-document';
import { legalUpdated } from '../legal-dates';
import { storageFacts } from '../retention';

const sections: LegalSection[] = [
  {
    id: 'agreement',
    title: 'Who we are and what you agree to',
    body: (
      <>
        <p>
          ResumeBoost is run by {company.legalName}, a company based in {company.city}, Virginia, United States. These
          terms are the agreement between you and us when you use ResumeBoost: the website, its web app and the
          ResumeBoost browser extension. By creating an account you accept them and our{' '}
          <Link to="/privacy" className={legalLinkClass}>
            Privacy Policy
          </Link>
          , which says what we store and how you delete it.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <ul>
        <li>Give your real name and an e-mail address you read; we send password-reset links there.</li>
        <li>
          Keep your password to yourself. You are responsible for what is done with your account; if you think
          someone else has used it, change your password in Settings and tell us.
        </li>
        <li>An account is for one person. You must be old enough to enter into a contract where you live.</li>
      </ul>
    ),
  },
  {
    id: 'plans',
    title: 'Plans, payment and refunds',
    body: (
      <>
        <p>
          Every account starts with a {limits.freeTrialDays}-day free trial; no payment details are asked for. The
          plans, their prices and what each includes are listed on the{' '}
          <Link to="/pricing" className={legalLinkClass}>
            Pricing
          </Link>{' '}
          page, in US dollars.
        </p>
        <ul>
          <li>
            <strong>Payment.</strong> Payments are taken by Stripe, our payment provider: you enter your card in
            Stripe&apos;s own form, and Stripe charges it. Before anything is charged or scheduled, we show you the
            price, what changes and when, and ask you to confirm.
          </li>
          <li>
            <strong>Renewal.</strong> A paid plan is charged when it starts and then renews every month, on the same
            day, with the card you used, until you cancel. If a renewal payment fails, you keep your plan for a short
            while and we ask you to update your card.
          </li>
          <li>
            <strong>Changing plan.</strong> A change from one paid plan to another takes effect at your next billing
            date: until then you keep your current plan and its features, and from then on you pay the new price.
            Nothing is prorated or refunded for the rest of the current period.
          </li>
          <li>
            <strong>Cancelling.</strong> You can cancel at any time from your dashboard or Settings. You keep your plan
            until the end of the period you have paid for, and it is not renewed after that.
          </li>
          <li>
            <strong>Deleting your account.</strong> Deleting your account cancels a paid subscription with Stripe at
            once, before your data is removed, so you are never charged again. The rest of the period you paid for
            ends with it and is not refunded in part. If Stripe cannot be reached, your account is not deleted and
            we tell you to try again.
          </li>
          <li>
            <strong>Extra storage</strong> ({formatBytes(limits.storageAddonBytes)} for{' '}
            {priceLabel(limits.storageAddonPriceCents)}) is a one-time payment, not a subscription, and lasts as long
            as your account.
          </li>
        </ul>
        <p>
          Refunds follow our{' '}
          <Link to="/refund-policy" className={legalLinkClass}>
            Refund Policy
          </Link>
          , including its 14-day money-back guarantee from your first payment; apart from it, there are no partial
          refunds.
        </p>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Your resumes stay yours',
    body: (
      <>
        <p>
          You keep every right to the resumes you upload and to the tailored versions we write from them. You allow
          us to store and process them only to provide ResumeBoost to you: to read them, tailor them to the jobs you
          choose, show them to you and produce the files you download. We do not use them for anything else — not to
          train AI models, not to profile you, not to sell them.
        </p>
        <p>Upload only resumes you are entitled to use: your own, or someone else&apos;s with their permission.</p>
      </>
    ),
  },
  {
    id: 'results',
    title: 'What the service does and does not promise',
    body: (
      <>
        <p>
          ResumeBoost rewrites your resume around the wording of a job posting and reports how well it matches. It
          works from what your resume says and is built not to add experience you do not have, but no software is
          perfect: read every tailored resume before you send it. You are responsible for what you send to employers.
        </p>
        <p>
          A better-matched resume can lead to more interviews; we cannot promise interviews or a job. Job postings
          belong to the employers and sites that publish them. LinkedIn and Indeed are not affiliated with
          ResumeBoost, and we do not vouch for their postings.
        </p>
      </>
    ),
  },
  {
    id: 'use',
    title: 'Fair use',
    body: (
      <>
        <p>Please do not:</p>
        <ul>
          <li>try to get into other people&apos;s accounts or data, or test our security without our written consent;</li>
          <li>upload malware or files made to harm the service;</li>
          <li>overload the service or get around its limits, for example with automated requests;</li>
          <li>use ResumeBoost to break the law or the rules of the sites you use it with.</li>
        </ul>
        <p>
          Each account includes {storageFacts.defaultMb} MB of storage for resumes, with files of up to{' '}
          {storageFacts.maxFileMb} MB each; an extra {storageFacts.addonMb} MB can be added.
        </p>
      </>
    ),
  },
  {
    id: 'availability',
    title: 'Availability',
    body: (
      <p>
        We work to keep ResumeBoost available and your data safe, but we may need to pause it for maintenance, and
        services we depend on (such as LinkedIn and Indeed) can fail. An outage of more than 72 consecutive hours
        entitles you to a refund as the Refund Policy describes.
      </p>
    ),
  },
  {
    id: 'ending',
    title: 'Ending the agreement',
    body: (
      <>
        <p>
          You can stop at any time: Settings → Delete account removes your account and everything in it at once. We
          may suspend or close an account that seriously or repeatedly breaks these terms; where we can, we tell you
          first and give you the chance to download your resumes.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Liability and law',
    body: (
      <p>
        As far as the law allows, ResumeBoost is provided as it is, and our liability to you is limited to what you
        paid us in the twelve months before the claim. Nothing in these terms takes away rights that the law where
        you live gives you and does not allow to be taken away. These terms are governed by the laws of the
        Commonwealth of Virginia.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        When we change these terms we publish the new version here with a new date. If you do not accept a change,
        you can delete your account; using ResumeBoost after the change means you accept it.
      </p>
    ),
  },
];

/** /terms: the agreement the register form asks new users to accept. */
export function TermsPage() {
  return (
    <LegalDocument
      idPrefix="terms"
      title="Terms of Service"
      updated={legalUpdated.terms}
      lead={
        <p>
          The rules for using ResumeBoost, in plain words. The short version: your resumes stay yours, you can delete
          your account and everything in it at any time, and we tell you plainly what we do.
        </p>
      }
      sections={sections}
    />
  );
}
