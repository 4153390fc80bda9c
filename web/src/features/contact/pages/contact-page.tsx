import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageContainer, PageHeader } from '@/components/common/page';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { company, companyAddressLines } from '@/lib/company';
import { ContactForm } from '../components/contact-form';

/** /contact: address, phone, e-mail, business hours and the message form (POST /api/contact). */
export function ContactPage() {
  return (
    <PageContainer className="py-12 sm:py-16">
      <PageHeader
        eyebrow="Contact us"
        title="We're here to help"
        description={
          <p>
            Questions about your resume, your plan or your account? Send us a message. You may find a quick answer in
            our{' '}
            <Link to="/faq" className="font-semibold text-indigo-700 underline underline-offset-4">
              FAQ
            </Link>
            .
          </p>
        }
      />
      <div className="mt-12 grid gap-8 lg:grid-cols-3">
        <section aria-labelledby="contact-details" className="grid content-start gap-6">
          <h2 id="contact-details" className="sr-only">
            Contact details
          </h2>
          <Card>
            <CardContent className="grid gap-6 p-6 text-sm text-slate-700">
              <div className="flex gap-3">
                <MapPin className="mt-0.5 size-5 shrink-0 text-indigo-600" aria-hidden="true" />
                <div>
                  <h3 className="font-semibold text-slate-900">Address</h3>
                  <address className="mt-1 not-italic">
                    {company.legalName}
                    {companyAddressLines.map((line) => (
                      <span key={line} className="block">
                        {line}
                      </span>
                    ))}
                  </address>
                </div>
              </div>
              <div className="flex gap-3">
                <Phone className="mt-0.5 size-5 shrink-0 text-indigo-600" aria-hidden="true" />
                <div>
                  <h3 className="font-semibold text-slate-900">Phone</h3>
                  <a href={company.phoneHref} className="mt-1 inline-block font-medium text-indigo-700 underline underline-offset-4">
                    {company.phone}
                  </a>
                </div>
              </div>
              <div className="flex gap-3">
                <Mail className="mt-0.5 size-5 shrink-0 text-indigo-600" aria-hidden="true" />
                <div>
                  <h3 className="font-semibold text-slate-900">E-mail</h3>
                  <a
                    href={`mailto:${company.supportEmail}`}
                    className="mt-1 inline-block font-medium break-all text-indigo-700 underline underline-offset-4"
                  >
                    {company.supportEmail}
                  </a>
                  <p className="mt-1 text-slate-600">{company.emailResponse}</p>
                </div>
              </div>
              <div className="flex gap-3">
                <Clock className="mt-0.5 size-5 shrink-0 text-indigo-600" aria-hidden="true" />
                <div>
                  <h3 className="font-semibold text-slate-900">Business hours</h3>
                  <dl className="mt-1 grid gap-1">
                    {company.hours.map((h) => (
                      <div key={h.days} className="flex flex-wrap gap-x-2">
                        <dt>{h.days}:</dt>
                        <dd className="font-medium text-slate-900">{h.time}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
              </div>
            </CardContent>
          </Card>
        </section>
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Send us a message</CardTitle>
            <CardDescription>All fields are required.</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>
      </div>
    </PageContainer>
  );
}
