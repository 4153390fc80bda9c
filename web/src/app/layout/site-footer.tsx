import { planList } from '@jobapp/shared';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { company, companyAddressLines, socialLinks } from '@/lib/company';
import { planAnchor } from '@/features/plans/plan-anchor';
import { Logo } from './logo';
import { footerLegalLinks, footerQuickLinks } from './nav-items';
import { SocialIcon } from './social-icon';

const footerLink = 'text-sm text-slate-300 underline-offset-4 hover:text-white hover:underline';

const neverChanges = () => () => undefined;

/**
 * This year. A prerendered page was rendered with the build's year; hydration starts from that same
 * year (no mismatch) and then shows today's, should a new year have begun since the build.
 */
function useYear(): number {
  return useSyncExternalStore(neverChanges, () => new Date().getFullYear(), () => __BUILD_YEAR__);
}

export function SiteFooter() {
  const year = useYear();
  return (
    <footer className="mt-auto bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4">
          <Logo inverse />
          <p className="text-sm leading-relaxed text-slate-300">
            Tailored, ATS-friendly resumes from any LinkedIn or Indeed job link, so you land more interviews.
          </p>
          <ul className="flex gap-2" aria-label="Social media">
            {socialLinks.map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={link.label}
                  className="inline-flex size-9 items-center justify-center rounded-full bg-slate-800 text-slate-200 transition-colors hover:bg-indigo-600 hover:text-white focus-visible:outline-white"
                >
                  <SocialIcon network={link.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label="Quick links">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Quick Links</h2>
          <ul className="mt-4 grid gap-2">
            {footerQuickLinks.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={footerLink}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label="Membership plans">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Membership</h2>
          <ul className="mt-4 grid gap-2">
            {planList.map((plan) => (
              <li key={plan.id}>
                <Link to={`/membership#${planAnchor(plan.id)}`} className={footerLink}>
                  {plan.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
          <address className="mt-4 grid gap-3 text-sm not-italic">
            <p className="flex gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0 text-indigo-300" aria-hidden="true" />
              <span>
                {company.legalName}
                {companyAddressLines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </span>
            </p>
            <p className="flex items-center gap-2">
              <Phone className="size-4 shrink-0 text-indigo-300" aria-hidden="true" />
              <a href={company.phoneHref} className={footerLink}>
                {company.phone}
              </a>
            </p>
            <p className="flex items-center gap-2">
              <Mail className="size-4 shrink-0 text-indigo-300" aria-hidden="true" />
              <a href={`mailto:${company.supportEmail}`} className={footerLink}>
                {company.supportEmail}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p className="text-sm text-slate-400">
            © {year} {company.legalName} All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {footerLegalLinks.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={footerLink}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
