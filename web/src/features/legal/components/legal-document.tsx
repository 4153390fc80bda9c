import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageContainer, PageHeader } from '@/components/common/page';
import { company, companyAddressLines } from '@/lib/company';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Inline link style of the legal pages. */
export const legalLinkClass = 'font-semibold text-indigo-700 underline underline-offset-4';

/** A page of the legal set (/terms, /privacy): title, date, contents, numbered sections, contact block. */
export function LegalDocument({
  idPrefix,
  title,
  updated,
  lead,
  sections,
}: {
  idPrefix: string;
  title: string;
  updated: string;
  lead: ReactNode;
  sections: LegalSection[];
}) {
  const headingId = (section: LegalSection) => `${idPrefix}-${section.id}`;
  return (
    <PageContainer className="max-w-3xl py-12 sm:py-16">
      <PageHeader eyebrow="Legal" title={title} description={<p>Last updated: {updated}</p>} />
      <div className="mt-6 text-lg leading-relaxed text-pretty text-slate-700">{lead}</div>
      <nav aria-label={`${title} contents`} className="mt-8 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
        <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">Contents</h2>
        <ol className="mt-3 grid list-decimal gap-1.5 pl-5 text-slate-800 marker:text-slate-500">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${headingId(section)}`} className="text-indigo-700 underline-offset-4 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-10 grid gap-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        {sections.map((section, index) => (
          <section key={section.id} aria-labelledby={headingId(section)}>
            <h2 id={headingId(section)} className="scroll-mt-24 text-xl font-semibold text-slate-900">
              {index + 1}. {section.title}
            </h2>
            <div className="mt-3 grid gap-3 leading-relaxed text-slate-700 [&_li]:ml-5 [&_li]:list-disc [&_ul]:grid [&_ul]:gap-2">
              {section.body}
            </div>
          </section>
        ))}
        <section aria-labelledby={`${idPrefix}-contact`}>
          <h2 id={`${idPrefix}-contact`} className="scroll-mt-24 text-xl font-semibold text-slate-900">
            How to reach us
          </h2>
          <div className="mt-3 grid gap-3 leading-relaxed text-slate-700">
            <address className="not-italic">
              {company.legalName}
              {companyAddressLines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
            <p>
              E-mail{' '}
              <a href={`mailto:${company.supportEmail}`} className={legalLinkClass}>
                {company.supportEmail}
              </a>
              , phone{' '}
              <a href={company.phoneHref} className={legalLinkClass}>
                {company.phone}
              </a>
              , or use our{' '}
              <Link to="/contact" className={legalLinkClass}>
                contact form
              </Link>
              . {company.emailResponse}
            </p>
          </div>
        </section>
      </div>
    </PageContainer>
  );
}
