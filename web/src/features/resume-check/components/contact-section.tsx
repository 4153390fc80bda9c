/** The top of the resume as read: name, credentials apart from it, contact details, links, headline. */
import { CheckField } from './check-field';
import { SectionCard } from './section-card';

export function ContactSection() {
  return (
    <SectionCard title="Name and contact" testId="check-contact">
      <div className="grid gap-4 sm:grid-cols-2">
        <CheckField path="contact.name" label="Full name" autoComplete="name" />
        <CheckField
          path="contact.credentials"
          label="Credentials"
          format="commas"
          hint="Shown beside your name, separated by commas (for example: RN, BSN)."
        />
        <CheckField path="contact.email" label="Email" type="email" autoComplete="email" />
        <CheckField path="contact.phone" label="Phone" type="tel" autoComplete="tel" />
        <CheckField path="contact.location" label="Location" />
        <CheckField path="contact.links" label="Links" format="lines" hint="One link per line." />
      </div>
      <CheckField path="headline" label="Headline" hint="The line under your name, if your resume has one." />
    </SectionCard>
  );
}
