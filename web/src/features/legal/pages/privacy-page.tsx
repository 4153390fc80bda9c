import { Link } from 'react-router-dom';
import { company } from '@/lib/company';
import { LegalDocument, legalLinkClass, type LegalSection } from '../components/legal-document';
import { legalUpdated } from '../legal-dates';
import { retention } from '../retention';

const sections: LegalSection[] = [
  {
    id: 'what',
    title: 'What we store',
    body: (
      <>
        <p>Only what the service needs to do what you ask of it:</p>
        <ul>
          <li>
            <strong>Your account:</strong> your full name, e-mail address and username; your password as an argon2id
            hash (we never store the password itself and cannot read it back); your notification preferences; your
            plan and when it ends; how much storage you have and how much you use; when the account was created.
          </li>
          <li>
            <strong>Your resumes:</strong> each file you upload (the original file as you sent it, its name, type and
            size) or the text you paste, the text we extracted from it, the tailored versions we wrote from it, and
            each version&apos;s match report (how well it fits the job and what changed).
          </li>
          <li>
            <strong>Job postings:</strong> the postings our server fetched from LinkedIn or Indeed for you, and those
            the ResumeBoost browser extension captured from a page you had open — link, title, company, location,
            description and posting date.
          </li>
          <li>
            <strong>Job searches:</strong> what you searched for (job title, location, site) and the results.
          </li>
          <li>
            <strong>Messages you send us</strong> through the contact form: your name, e-mail address, subject and
            message, and your account if you were signed in. A copy also reaches our support mailbox by e-mail so
            we can answer.
          </li>
          <li>
            <strong>Newsletter subscriptions:</strong> your e-mail address, first name, the topics you chose and
            whether you have confirmed or unsubscribed.
          </li>
          <li>
            <strong>Security records:</strong> your sign-in sessions (when they started and were last used, and the
            name your browser gives itself), password-reset links (stored only as a one-way hash), and short-lived
            counters of attempts per IP address, account or typed sign-in name that stop password guessing and
            abuse.
          </li>
        </ul>
        <p>
          <strong>Billing:</strong> for a paid plan or extra storage we keep the reference Stripe gives your account
          as its customer, the reference of your subscription and of each storage payment, your plan with its dates
          (renewal, a scheduled change, a cancellation), and the brand and last four digits of your card as Stripe
          reports them, so the dashboard can say “Visa ending in 4242”. We never see or store your card number,
          expiry date or security code: you enter them in Stripe&apos;s own form, and Stripe keeps them.
        </p>
      </>
    ),
  },
  {
    id: 'where',
    title: 'Where it is stored',
    body: (
      <>
        <p>
          Everything listed above, uploaded files included, is kept in ResumeBoost&apos;s PostgreSQL database on the
          server {company.legalName} runs the service on. The server&apos;s logs record what happened — which part of
          the service was called, the outcome, how long it took, and errors — so we can find faults; they do not
          record your IP address, your password or the contents of your resumes.
        </p>
        <p>
          In your browser we keep <strong>one cookie</strong>, named <code>session</code>, which keeps you signed in,
          and once you have signed in one more, named <code>device</code>, which tells us this browser signed in to
          your account before, so that strangers guessing your password cannot keep you out of it; it is only sent
          when you sign in. Scripts on the page cannot read them, and they are only sent to ResumeBoost. There are
          no analytics, advertising or third-party tracking cookies or scripts.
        </p>
        <p>
          The browser extension keeps the address of the ResumeBoost web app and the date it was installed in the
          extension&apos;s own storage, and the job posting it found on each open tab in memory until that tab closes
          or moves on.
        </p>
      </>
    ),
  },
  {
    id: 'how-long',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>
          Your account, resumes, tailored versions, match reports, job postings and job searches: until you delete
          them or delete your account.
        </li>
        <li>
          Sessions: with “Remember me”, {retention.rememberedSession}. Otherwise the cookie ends when you close the
          browser, and the server forgets the session after {retention.sessionIdle} without use and after{' '}
          {retention.sessionMax} at most. Signing out ends a session at once; changing or resetting your password
          signs out your other sessions.
        </li>
        <li>
          Billing references and the card&apos;s brand and last four digits: until you delete your account (a new card
          replaces them).
        </li>
        <li>Password-reset links: they expire after {retention.resetLink} and work only once.</li>
        <li>Counters of attempts: they lapse after {retention.rateLimitWindow} at most and are then cleared away.</li>
        <li>
          The free trial is given once per e-mail address. So that it is, we keep a keyed hash of each address that
          has had one (a fingerprint made with a secret key of the server, from which the address cannot be read
          back, with nothing else attached), also after the address is changed or the account deleted. Registering
          again with that address gives an account without a free trial, which can choose a plan.
        </li>
        <li>
          Contact-form messages: kept as the record of our conversation with you until you delete your account
          (which removes the messages sent from it or from its e-mail address), or until you ask us to delete them.
        </li>
        <li>
          Newsletter subscriptions: until you unsubscribe; after that we keep the address marked as unsubscribed so
          it is not mailed again. Deleting your account removes the subscription of its e-mail address completely,
          and so will we if you ask.
        </li>
      </ul>
    ),
  },
  {
    id: 'who',
    title: 'Who can see it',
    body: (
      <>
        <p>
          <strong>Only you.</strong> Your resumes, postings and searches are shown to your account and to nobody
          else. {company.legalName} looks at stored data only when that is needed to run the service — to answer a
          support request you sent, or to find and fix a fault.
        </p>
        <p>
          We never sell, rent or share your data with employers, recruiters, advertisers or data brokers. A few
          services take part in running ResumeBoost and receive only what their part needs:
        </p>
        <ul>
          <li>
            <strong>An AI provider, when the operator configures one.</strong> ResumeBoost tailors resumes with its
            own engine on our server. When the operator sets up an OpenAI-compatible AI provider instead, the text of
            your resume and the job posting are sent to that provider to write the tailored version (whatever
            personal details your resume itself contains travel with it). Nothing else about your account is sent.
          </li>
          <li>
            <strong>LinkedIn and Indeed.</strong> To read a posting or run a search, our server asks LinkedIn or
            Indeed for the page. That request carries the job link or your search words — never your resume or
            account details.
          </li>
          <li>
            <strong>Stripe</strong>, our payment provider, when you buy a plan or extra storage: it receives your
            e-mail address and name (to make you its customer), the plan or purchase, and the card you enter in its
            form, and it charges the card. Stripe keeps its own record of payments as the law requires; its privacy
            policy covers what it does with them.
          </li>
          <li>
            <strong>Our e-mail server</strong> delivers the messages we send you: password-reset links, notices
            when your e-mail address or password changes or your account is deleted, answers to your messages, and
            the newsletter if you subscribed.
          </li>
        </ul>
        <p>We disclose data to authorities only when the law requires it.</p>
      </>
    ),
  },
  {
    id: 'resumes',
    title: 'How your resumes are used',
    body: (
      <p>
        Your resumes are used for one thing: tailoring them to the jobs you choose, for you. We do not use them to
        train AI models, we do not build profiles of you from them, we do not sell them, and we do not show them to
        employers or anyone else.
      </p>
    ),
  },
  {
    id: 'delete',
    title: 'How to delete your data',
    body: (
      <ul>
        <li>
          <strong>A resume:</strong> open{' '}
          <Link to="/my-resumes" className={legalLinkClass}>
            My Resumes
          </Link>{' '}
          and choose Delete. The original file, its text, its tailored version and its match report are removed and
          the storage they used is freed.
        </li>
        <li>
          <strong>Your whole account:</strong> open{' '}
          <Link to="/settings" className={legalLinkClass}>
            Settings
          </Link>{' '}
          and choose Delete account. After you confirm with your password, your account and everything in it —
          resumes, tailored versions, match reports, job postings, job searches, sessions, the messages you sent
          us and the newsletter subscription of your address — are removed at once, except the keyed hash that says
          your address has had its free trial (see How long we keep it). A paid subscription is cancelled
          with Stripe first, at once and without a partial refund, and your customer record there, with the card
          saved on it, is deleted; if Stripe cannot be reached, nothing is deleted and we ask you to try again. This
          cannot be undone; we send one last e-mail to say it is done.
        </li>
        <li>
          <strong>The newsletter:</strong> use the unsubscribe link in any newsletter e-mail.
        </li>
        <li>
          <strong>Anything else</strong> (a contact message sent without an account, an unsubscribed address), or
          if you cannot sign in:
          write to{' '}
          <a href={`mailto:${company.supportEmail}`} className={legalLinkClass}>
            {company.supportEmail}
          </a>{' '}
          from the address concerned.
        </li>
      </ul>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        If we change what we store or who sees it, we update this page and its date first. The{' '}
        <Link to="/terms" className={legalLinkClass}>
          Terms of Service
        </Link>{' '}
        cover everything else about using ResumeBoost.
      </p>
    ),
  },
];

/** /privacy: what the product stores, where, for how long, who sees it and how to delete it. */
export function PrivacyPage() {
  return (
    <LegalDocument
      idPrefix="privacy"
      title="Privacy Policy"
      updated={legalUpdated.privacy}
      lead={
        <p>
          ResumeBoost keeps what you give it so it can tailor your resumes, shows it to nobody but you, and deletes it
          when you ask. This page says exactly what that means.
        </p>
      }
      sections={sections}
    />
  );
}
