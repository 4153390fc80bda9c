import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition';

describe('attachmentDisposition', () => {
  it('gives filename (ASCII) and filename* (UTF-8, percent-encoded)', () => {
    expect(attachmentDisposition('resume-optimized.pdf')).toBe(
      `attachment; filename="resume-optimized.pdf"; filename*=UTF-8''resume-optimized.pdf`,
    );
    expect(attachmentDisposition('Zoë Łukasz 履歴書-optimized.docx')).toBe(
      `attachment; filename="Zoe _ukasz ___-optimized.docx"; filename*=UTF-8''Zo%C3%AB%20%C5%81ukasz%20%E5%B1%A5%E6%AD%B4%E6%9B%B8-optimized.docx`,
    );
  });

  it('keeps quotes, backslashes, line breaks and path separators out of the header', () => {
    const header = attachmentDisposition('a"b\\c\r\nSet-Cookie: x=1;/../d\'(e)*%.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `attachment; filename="a_b_cSet-Cookie: x=1__.._d'(e)*_.pdf"; filename*=UTF-8''a%22b_cSet-Cookie%3A%20x%3D1%3B_.._d%27%28e%29%2A%25.pdf`,
    );
  });

  it('falls back to "resume" for an empty name', () => {
    expect(attachmentDisposition(' \u0000 ')).toBe(`attachment; filename="resume"; filename*=UTF-8''resume`);
  });
});
