/**
 * The job-alert digest e-mail (issue 25, section 4): HTML from React Email's components (tables and
 * inline styles that mail clients render alike), the same words as a plain-text part (shared
 * `digestText`), no images and no tracking, and one-click unsubscribe (RFC 8058): `List-Unsubscribe`
 * with the signed link and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`.
 * Why React Email: it is the maintained way to build e-mail HTML from tested components, and it renders
 * on the server with the React the web app already uses.
 */
import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { render } from '@react-email/render';
import { digestText, type Digest, type DigestItem } from '@jobapp/shared/job-alerts/digest';
import type { MailMessage } from './mailer';
import { PRODUCT } from './templates';

const colors = { text: '#111827', muted: '#4b5563', line: '#e5e7eb', brand: '#1d4ed8', met: '#166534', gap: '#92400e' };
const font = 'Arial, Helvetica, sans-serif';

export function DigestItemCard({ item }: { item: DigestItem }) {
  const facts = [item.company, item.location, item.salary].filter(Boolean).join(' · ');
  const when = [item.age, item.reposted, item.closes].filter(Boolean).join(' · ');
  return (
    <Section style={{ borderTop: `1px solid ${colors.line}`, padding: '16px 0' }}>
      <Heading as="h2" style={{ fontSize: '17px', margin: '0 0 4px', color: colors.text }}>
        <Link href={item.url} style={{ color: colors.brand }}>
          {item.title}
        </Link>
      </Heading>
      {facts ? <Text style={{ margin: '0', fontSize: '14px', color: colors.text }}>{facts}</Text> : null}
      <Text style={{ margin: '2px 0 0', fontSize: '13px', color: colors.muted }}>{when ? `${when} · ${item.source}` : item.source}</Text>
      {item.match ? (
        <Section style={{ marginTop: '8px' }}>
          <Text style={{ margin: '0', fontSize: '14px', fontWeight: 'bold', color: colors.text }}>Match: {item.match.score}/100</Text>
          {item.match.met.length > 0 ? (
            <Text style={{ margin: '2px 0 0', fontSize: '13px', color: colors.met }}>Your resume shows: {item.match.met.join('; ')}</Text>
          ) : null}
          {item.match.gaps.length > 0 ? (
            <Text style={{ margin: '2px 0 0', fontSize: '13px', color: colors.gap }}>Not on your resume: {item.match.gaps.join('; ')}</Text>
          ) : null}
        </Section>
      ) : null}
      <Section style={{ marginTop: '10px' }}>
        <Button href={item.saveUrl} style={{ backgroundColor: colors.brand, color: '#ffffff', fontSize: '13px', padding: '8px 12px', borderRadius: '6px', marginRight: '8px' }}>
          Save to tracker
        </Button>
        <Button href={item.tailorUrl} style={{ backgroundColor: '#ffffff', color: colors.brand, fontSize: '13px', padding: '7px 12px', borderRadius: '6px', border: `1px solid ${colors.brand}` }}>
          Tailor my resume
        </Button>
      </Section>
    </Section>
  );
}

export function DigestEmail({ digest }: { digest: Digest }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{digest.intro}</Preview>
      <Body style={{ backgroundColor: '#ffffff', fontFamily: font, color: colors.text }}>
        <Container style={{ maxWidth: '600px', padding: '16px' }}>
          <Text style={{ fontSize: '15px' }}>{digest.greeting}</Text>
          <Text style={{ fontSize: '15px' }}>{digest.intro}</Text>
          {digest.limitedLine ? (
            <Text role="note" style={{ fontSize: '14px', color: colors.gap, backgroundColor: '#fffbeb', padding: '8px 12px', borderRadius: '6px' }}>
              {digest.limitedLine}
            </Text>
          ) : null}
          {digest.items.map((item) => (
            <DigestItemCard key={item.url} item={item} />
          ))}
          {digest.reposts.length > 0 ? (
            <Section style={{ borderTop: `1px solid ${colors.line}`, paddingTop: '12px' }}>
              <Heading as="h2" style={{ fontSize: '15px', margin: '0 0 4px' }}>
                Posted again (you saw these before)
              </Heading>
              {digest.reposts.map((item) => (
                <Text key={item.url} style={{ margin: '2px 0', fontSize: '13px', color: colors.muted }}>
                  <Link href={item.url} style={{ color: colors.brand }}>
                    {item.title}
                  </Link>
                  , {item.company}: {item.reposted}
                </Text>
              ))}
            </Section>
          ) : null}
          <Hr style={{ borderColor: colors.line, margin: '20px 0 12px' }} />
          <Text style={{ fontSize: '12px', color: colors.muted }}>{digest.footer}</Text>
          <Text style={{ fontSize: '12px', color: colors.muted }}>
            <Link href={digest.settingsUrl} style={{ color: colors.muted }}>
              Alert settings
            </Link>
            {' · '}
            <Link href={digest.unsubscribeUrl} style={{ color: colors.muted }}>
              Stop job alert e-mails
            </Link>
          </Text>
          <Text style={{ fontSize: '12px', color: colors.muted }}>{PRODUCT}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The digest as a message: HTML and text parts, and the one-click unsubscribe headers. */
export async function jobAlertDigestMail(to: string, digest: Digest): Promise<MailMessage> {
  const html = await render(<DigestEmail digest={digest} />);
  return {
    to,
    subject: digest.subject,
    text: digestText(digest),
    html,
    headers: { 'List-Unsubscribe': `<${digest.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
