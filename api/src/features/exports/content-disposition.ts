/**
 * `Content-Disposition: attachment` with both `filename` (an ASCII stand-in for old clients) and
 * `filename*` (RFC 5987/6266: the real name, UTF-8, percent-encoded). The name is user text (the
 * uploaded file's name): control characters and path separators never reach the header.
 */

// eslint-disable-next-line no-control-regex
const CONTROL_RE = /[\u0000-\u001f\u007f-\u009f]/g;

export function attachmentDisposition(fileName: string): string {
  const clean = fileName.replace(CONTROL_RE, '').replace(/[\\/]/g, '_').trim() || 'resume';
  const ascii = clean
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%;]/g, '_');
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
