/** The operator's public details (spec section 1: a US company based in Virginia). */
export const company = {
  name: 'ResumeBoost',
  legalName: 'ResumeBoost, Inc.',
  street: '1800 Wilson Boulevard, Suite 400',
  city: 'Arlington',
  region: 'VA',
  postalCode: '22201',
  country: 'United States',
  phone: '+1 (703) 555-0142',
  phoneHref: 'tel:+17035550142',
  supportEmail: 'support@resumeboost.app',
  hours: [
    { days: 'Monday - Friday', time: '9:00-18:00 EST' },
    { days: 'Saturday', time: '10:00-16:00 EST' },
    { days: 'Sunday', time: 'Closed' },
  ],
  emailResponse: 'We answer e-mail within 24 hours.',
} as const;

export const companyAddressLines = [
  company.street,
  `${company.city}, ${company.region} ${company.postalCode}`,
  company.country,
];

export const companyMapUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
  `${company.street}, ${company.city}, ${company.region} ${company.postalCode}`,
)}`;

/** Social profiles shown in the footer. */
export const socialLinks = [
  { network: 'linkedin', label: 'ResumeBoost on LinkedIn', href: 'https://www.linkedin.com/company/resumeboost' },
  { network: 'x', label: 'ResumeBoost on X', href: 'https://x.com/resumeboost' },
  { network: 'facebook', label: 'ResumeBoost on Facebook', href: 'https://www.facebook.com/resumeboost' },
  { network: 'youtube', label: 'ResumeBoost on YouTube', href: 'https://www.youtube.com/@resumeboost' },
] as const;

export type SocialNetwork = (typeof socialLinks)[number]['network'];
