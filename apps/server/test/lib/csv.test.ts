import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  type CsvColumns,
  csvAmount,
  csvDate,
  csvDateTime,
  csvDecimal,
  csvDisposition,
  csvLocale,
  csvLocalized,
  csvText,
  sendCsv,
  toCsv,
} from '../../src/lib/csv';

interface Line {
  label: string;
  day: string | null;
  at: string | null;
  millimes: number;
  paid: boolean;
}

const columns: CsvColumns<Line> = [
  { title: { fr: 'Libellé', en: 'Label' }, value: (l) => l.label },
  { title: { fr: 'Date', en: 'Date' }, value: (l) => csvDate(l.day) },
  { title: { fr: 'Créée le', en: 'Created' }, value: (l) => csvDateTime(l.at) },
  { title: { fr: 'Montant TTC', en: 'Total incl. VAT' }, value: (l) => csvAmount(l.millimes) },
  { title: { fr: 'Payée', en: 'Paid' }, value: (l) => l.paid },
];

const rows: Line[] = [
  {
    label: 'Café des Arts; Sfax',
    day: '2026-03-05',
    // 23:30 UTC on 31 December is already 1 January in Tunis (UTC+1).
    at: '2026-12-31T23:30:00Z',
    millimes: 1_234_500,
    paid: true,
  },
  { label: 'Avoir', day: null, at: null, millimes: -7, paid: false },
];

const lines = (csv: string) => csv.split('\r\n');

describe('toCsv', () => {
  it('writes a French file for French-locale Excel: BOM, `;`, French titles, dd/mm/yyyy, Tunis time, decimal comma', () => {
    const csv = toCsv(columns, rows, 'fr');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines(csv.slice(1))).toEqual([
      'Libellé;Date;Créée le;Montant TTC;Payée',
      '"Café des Arts; Sfax";05/03/2026;01/01/2027 00:30;1234,500;oui',
      'Avoir;;;-0,007;non',
      '',
    ]);
  });

  it('writes an English file: `,`, English titles, ISO dates, decimal point', () => {
    const csv = toCsv(columns, rows, 'en');
    expect(lines(csv.slice(1))).toEqual([
      'Label,Date,Created,Total incl. VAT,Paid',
      'Café des Arts; Sfax,2026-03-05,2027-01-01 00:30,1234.500,yes',
      'Avoir,,,-0.007,no',
      '',
    ]);
  });

  it('quotes the separator, quotes and line breaks of the language it writes (RFC 4180)', () => {
    const text: CsvColumns<string> = [{ title: { fr: 'T', en: 'T' }, value: (s) => s }];
    expect(lines(toCsv(text, ['a,b', 'say "hi"', 'two\nlines'], 'fr').slice(1))).toEqual([
      'T',
      'a,b',
      '"say ""hi"""',
      '"two\nlines"',
      '',
    ]);
    expect(lines(toCsv(text, ['a,b', 'a;b'], 'en').slice(1))).toEqual(['T', '"a,b"', 'a;b', '']);
  });
});

describe('formula injection (OWASP CSV Injection)', () => {
  const fr = csvLocale('fr');
  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['+216 71 000 000', `'+216 71 000 000`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
  ])('prefixes a text cell starting with %j', (input, expected) => {
    expect(csvText(input, fr)).toBe(expected);
  });

  it('guards each OWASP trigger (= + - @ tab CR) in a whole file, in both languages', () => {
    const text: CsvColumns<string> = [{ title: { fr: 'T', en: 'T' }, value: (s) => s }];
    const cells = ['=1+1', '+1', '-1', '@A1', '\t1', '\r1'];
    const expected = [`'=1+1`, `'+1`, `'-1`, `'@A1`, `'\t1`, `"'\r1"`];
    expect(lines(toCsv(text, cells, 'fr').slice(1))).toEqual(['T', ...expected, '']);
    expect(lines(toCsv(text, cells, 'en').slice(1))).toEqual(['T', ...expected, '']);
  });

  it('guards a localized label too, and the column titles', () => {
    expect(csvText(csvLocalized({ fr: '=1+1', en: '@A1' }), fr)).toBe(`'=1+1`);
    expect(csvText(csvLocalized({ fr: '=1+1', en: '@A1' }), csvLocale('en'))).toBe(`'@A1`);
    const titled: CsvColumns<string> = [{ title: { fr: '-T', en: '+T' }, value: (s) => s }];
    expect(lines(toCsv(titled, [], 'fr').slice(1))[0]).toBe(`'-T`);
    expect(lines(toCsv(titled, [], 'en').slice(1))[0]).toBe(`'+T`);
  });

  it('judges the first character only: a leading space or a trigger further in is text', () => {
    // A spreadsheet opens ` =1+1` as text (the cell does not start with a trigger): kept as typed.
    expect(csvText(' =1+1', fr)).toBe(' =1+1');
    expect(csvText(' @A1', fr)).toBe(' @A1');
    expect(csvText('a=1', fr)).toBe('a=1');
    expect(csvText('1-2', fr)).toBe('1-2');
    expect(csvText('', fr)).toBe('');
  });

  it('leaves ordinary text, and numbers and amounts it formats itself, as they are', () => {
    expect(csvText('Tunis = capitale', fr)).toBe('Tunis = capitale');
    expect(csvText(-12, fr)).toBe('-12');
    expect(csvText(csvAmount(-12_500), fr)).toBe('-12,500');
  });

  it('guards a formula hidden after a separator by quoting the whole cell', () => {
    const text: CsvColumns<string> = [{ title: { fr: 'T', en: 'T' }, value: (s) => s }];
    expect(lines(toCsv(text, ['x;=1+1'], 'fr'))[1]).toBe('"x;=1+1"');
  });
});

describe('typed cells', () => {
  it('formats decimals, localized labels and empty values', () => {
    const en = csvLocale('en');
    const fr = csvLocale('fr');
    expect(csvText(csvDecimal(19.5, 2), fr)).toBe('19,50');
    expect(csvText(csvDecimal(19.5, 2), en)).toBe('19.50');
    expect(csvText(1.25, fr)).toBe('1,25');
    expect(csvText(csvLocalized({ fr: 'Loué', en: 'Rented' }), fr)).toBe('Loué');
    expect(csvText(csvLocalized({ fr: 'Loué', en: 'Rented' }), en)).toBe('Rented');
    expect(csvText(csvAmount(null), fr)).toBe('');
    expect(csvText(csvDateTime('not a date'), fr)).toBe('');
    // Summer in Tunis is still UTC+1 (no daylight saving since 2009).
    expect(csvText(csvDateTime(new Date('2026-07-14T12:05:00Z')), fr)).toBe('14/07/2026 13:05');
  });

  it('names the download with Tunisia’s date', () => {
    expect(csvDisposition('ventes', new Date('2026-12-31T23:30:00Z'))).toBe(
      'attachment; filename="ventes-2027-01-01.csv"',
    );
  });
});

// Edges the mutation run (npm run test:mutation) found untested.
describe('empty, odd and zero values', () => {
  const fr = csvLocale('fr');
  const en = csvLocale('en');
  it('writes an empty cell for a missing value of every kind, but 0 as a number', () => {
    for (const value of [
      null,
      undefined,
      csvDate(null),
      csvDate(''),
      csvDateTime(undefined),
      csvDateTime(''),
      csvDecimal(null, 2),
      csvDecimal(undefined, 2),
      csvAmount(undefined),
      csvLocalized(null),
      csvLocalized(undefined),
    ])
      expect(csvText(value, fr), JSON.stringify(value)).toBe('');
    expect([
      csvDecimal(null, 2),
      csvDecimal(undefined, 2),
      csvAmount(null),
      csvAmount(undefined),
    ]).toEqual([null, null, null, null]);
    expect(csvText(csvDecimal(0, 2), fr)).toBe('0,00');
    expect(csvText(csvAmount(0), en)).toBe('0.000');
    expect(csvText(0, fr)).toBe('0');
  });

  it('writes no digits for a number that is not finite', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, csvDecimal(Number.NaN, 2)])
      expect(csvText(value, fr)).toBe('');
  });

  it('keeps a date it cannot read as it is, and reads only the day of a longer one', () => {
    expect(csvText(csvDate('mars 2026'), fr)).toBe('mars 2026');
    expect(csvText(csvDate('du 2026-03-05'), fr)).toBe('du 2026-03-05');
    expect(csvText(csvDate('2026-03-05T23:00:00Z'), fr)).toBe('05/03/2026');
    expect(csvText(csvDate('2026-03-05'), en)).toBe('2026-03-05');
    expect(csvText(csvDateTime(new Date(Number.NaN)), fr)).toBe('');
  });

  it('quotes a cell holding a bare carriage return or a quote, and nothing else', () => {
    const text: CsvColumns<string> = [{ title: { fr: 'T', en: 'T' }, value: (s) => s }];
    expect(lines(toCsv(text, ['a\rb', 'a"b', 'a b', 'a.b'], 'en').slice(1))).toEqual([
      'T',
      '"a\rb"',
      '"a""b"',
      'a b',
      'a.b',
      '',
    ]);
  });
});

describe('sendCsv', () => {
  const columns: CsvColumns<{ n: number }> = [
    { title: { fr: 'Montant', en: 'Amount' }, value: (row) => csvAmount(row.n) },
  ];
  const app = Fastify();
  app.get('/export', (request, reply) => sendCsv(request, reply, 'ventes', columns, [{ n: 1500 }]));

  it('answers the file in the reader’s language with its headers', async () => {
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Africa/Tunis' });
    const en = await app.inject({ url: '/export', headers: { 'accept-language': 'en-GB' } });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(en.headers['content-language']).toBe('en');
    expect(en.headers['content-disposition']).toBe(`attachment; filename="ventes-${today}.csv"`);
    expect(en.body).toBe('\uFEFFAmount\r\n1.500\r\n');
    const fr = await app.inject({ url: '/export' });
    expect(fr.headers['content-language']).toBe('fr');
    expect(fr.body).toBe('\uFEFFMontant\r\n1,500\r\n');
  });
});
