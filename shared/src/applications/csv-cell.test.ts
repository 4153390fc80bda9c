import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, guardFormula, toCsv } from './csv-cell';

describe('guardFormula', () => {
  it.each(['=SUM(A1)', '+1', '-2+3', '@cmd', '\tx', '\rx', '＝1+1', '＋1', '－1', '＠x'])('quotes %j', (value) => {
    expect(guardFormula(value)).toBe(`'${value}`);
  });

  it.each(['Acme', '', 'a=b', ' =1', "'quoted", '1-2', 'Nurse – nights', '\nline'])('leaves %j alone', (value) => {
    expect(guardFormula(value)).toBe(value);
  });
});

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('Acme, Inc.')).toBe('"Acme, Inc."');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('guards before quoting, so a formula with a comma stays text', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });

  it('writes numbers and booleans as they are (a negative number is a number, not a formula) and nothing for null', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('toCsv', () => {
  it('starts with the BOM and ends every row with CRLF', () => {
    expect(toCsv([['a', 'b'], ['=1', 'c,d']])).toBe(`${CSV_BOM}a,b\r\n'=1,"c,d"\r\n`);
  });
});

describe('csvCell, any text', () => {
  it('reads back as the guarded text, and never starts a formula', () => {
    const risky = fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '"', ',', '＝', '＋', '－', '＠', 'a', ' ', "'");
    const text = fc.oneof(fc.string(), fc.array(risky, { maxLength: 12 }).map((chars) => chars.join('')));
    fc.assert(
      fc.property(text, (value) => {
        const cell = csvCell(value);
        const quoted = cell.startsWith('"');
        if (quoted) expect(cell.endsWith('"') && cell.length >= 2).toBe(true);
        else expect(cell).not.toMatch(/[",\r\n]/u);
        const read = quoted ? cell.slice(1, -1).replace(/""/gu, '"') : cell;
        expect(read).toBe(guardFormula(value));
        expect(read.slice(0, 1)).not.toMatch(/[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/u);
        if (read !== value) expect(read).toBe(`'${value}`);
      }),
      { numRuns: 2000 },
    );
  });
});
