import { Clock, Mail, MapPin, Phone, Video } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageContainer, PageHeader } from '@/components/common/page';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { company, companyAddressLines, companyMapUrl } from '@/lib/company';

const linkClass = 'mt-4 text-sm font-semibold text-indigo-700 underline underline-offset-4';

const remoteOptions = [
  {
    icon: Mail,
    title: 'E-mail support',
    text: `Write to ${company.supportEmail}. ${company.emailResponse}`,
    href: `mailto:${company.supportEmail}`,
    linkText: 'Send an e-mail',
  },
  {
    icon: Phone,
    title: 'Phone support',
    text: 'Talk to our team during business hours (Eastern Time).',
    href: company.phoneHref,
    linkText: `Call ${company.phone}`,
  },
  {
    icon: Video,
    title: 'Expert consultation',
    text: 'Elite members book a 30-minute video consultation with a resume expert every month.',
    href: '/membership#elite',
    linkText: 'About the Elite plan',
  },
];

/** /locations: the one headquarters, a map placeholder and remote support. */
export function LocationsPage() {
  return (
    <PageContainer className="py-12 sm:py-16">
      <PageHeader
        eyebrow="Locations"
        title="Where to find us"
        description="ResumeBoost is run from one office in Virginia and helps job seekers everywhere, online."
      />

      <section aria-labelledby="hq" className="mt-12 grid gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle id="hq">Headquarters</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-5 text-sm text-slate-700">
            <p className="flex gap-3">
              <MapPin className="mt-0.5 size-5 shrink-0 text-indigo-600" aria-hidden="true" />
              <span>
                <span className="block font-semibold text-slate-900">{company.legalName}</span>
                {companyAddressLines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </span>
            </p>
            <p className="flex gap-3">
              <Phone className="mt-0.5 size-5 shrink-0 text-indigo-600" aria-hidden="true" />
              <a href={company.phoneHref} className="font-medium text-indigo-700 underline underline-offset-4">
                {company.phone}
              </a>
            </p>
            <div className="flex gap-3">
              <Clock className="mt-0.5 size-5 shrink-0 text-indigo-600" aria-hidden="true" />
              <dl className="grid gap-1">
                {company.hours.map((h) => (
                  <div key={h.days} className="flex gap-2">
                    <dt className="font-medium text-slate-900">{h.days}:</dt>
                    <dd>{h.time}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </CardContent>
        </Card>
        <div
          role="img"
          aria-label={`Map placeholder showing our office at ${companyAddressLines.join(', ')}`}
          className="relative flex min-h-72 flex-col items-center justify-center gap-3 overflow-hidden rounded-2xl border border-dashed border-indigo-300 bg-[linear-gradient(90deg,#e0e7ff_1px,transparent_1px),linear-gradient(#e0e7ff_1px,transparent_1px)] bg-[size:32px_32px] bg-indigo-50 p-6 text-center lg:col-span-3"
        >
          <MapPin className="size-10 text-indigo-600" aria-hidden="true" />
          <p className="font-semibold text-slate-900" aria-hidden="true">
            {company.city}, Virginia
          </p>
        </div>
      </section>
      <p className="mt-3 text-sm text-slate-600">
        <a
          href={companyMapUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-indigo-700 underline underline-offset-4"
        >
          Open the address in Google Maps
        </a>
      </p>

      <section aria-labelledby="remote" className="mt-16">
        <h2 id="remote" className="text-2xl font-bold tracking-tight text-slate-900">
          Remote support options
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {remoteOptions.map(({ icon: Icon, title, text, href, linkText }) => (
            <li key={title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <Icon className="size-7 text-indigo-600" aria-hidden="true" />
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 flex-1 text-sm text-slate-600">{text}</p>
              {href.startsWith('/') ? (
                <Link to={href} className={linkClass}>
                  {linkText}
                </Link>
              ) : (
                <a href={href} className={linkClass}>
                  {linkText}
                </a>
              )}
            </li>
          ))}
        </ul>
      </section>
    </PageContainer>
  );
}
