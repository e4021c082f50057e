import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { neutralizeCell, toCsv, type CsvColumn } from './csv';

interface Row {
  name: string;
  amount: number;
}
const columns: CsvColumn<Row>[] = [
  { header: 'Store', value: (row) => row.name },
  { header: 'Amount', value: (row) => row.amount },
];

describe('csv', () => {
  it('quotes commas, quotes and newlines so they survive a round trip', () => {
    const rows = [
      { name: 'Saffron, Downtown', amount: 1 },
      { name: 'The "Best" Tacos', amount: 2 },
      { name: 'Line one\nline two', amount: 3 },
    ];
    const text = toCsv(rows, columns);
    expect(text.split('\r\n')[0]).toBe('Store,Amount');
    expect(text).toContain('"Saffron, Downtown",1');
    expect(text).toContain('"The ""Best"" Tacos",2');
    expect(text).toContain('"Line one\nline two",3');
    const parsed = Papa.parse<string[]>(text, { newline: '\r\n' }).data;
    expect(parsed.slice(1).map((cells) => cells[0])).toEqual(rows.map((row) => row.name));
  });

  it('keeps edge spaces and empty cells through a round trip, one line per row', () => {
    const rows = [
      { name: ' Padded ', amount: 0 },
      { name: '', amount: -12.5 },
    ];
    const text = toCsv(rows, columns);
    expect(text.split('\r\n')).toEqual(['Store,Amount', '" Padded ",0', ',-12.5']);
    const parsed = Papa.parse<string[]>(text, { newline: '\r\n' }).data;
    expect(parsed.slice(1)).toEqual([
      [' Padded ', '0'],
      ['', '-12.5'],
    ]);
  });

  it('neutralises cells that would run as formulas', () => {
    for (const start of ['=', '+', '-', '@']) {
      expect(neutralizeCell(`${start}HYPERLINK("x")`)).toBe(`'${start}HYPERLINK("x")`);
    }
    expect(neutralizeCell('\t=1')).toBe("'\t=1");
    expect(neutralizeCell('Plain')).toBe('Plain');
    expect(neutralizeCell('-12.50')).toBe('-12.50');
    expect(neutralizeCell('-1+2')).toBe("'-1+2");
    expect(neutralizeCell(undefined)).toBe('');
    const text = toCsv([{ name: '=SUM(A1:A9)', amount: -12.5 }], columns);
    expect(text.split('\r\n')[1]).toBe("'=SUM(A1:A9),-12.5");
  });

  it('neutralises a formula in a header too', () => {
    const text = toCsv([], [{ header: '@cmd', value: () => '' }]);
    expect(text.trimEnd()).toBe("'@cmd");
  });
});
