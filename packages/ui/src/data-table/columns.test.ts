import { createI18n } from '@katha/i18n/core';
import { expect } from '@open-wc/testing';
import { cellValue, type DataTableColumn, formatCell, isNumeric, isSearchable, rowName } from './columns.js';

const en = createI18n('en');

describe('data-table columns', () => {
  it("reads a cell's value from the column's value function, else the row's field", () => {
    const row = { name: 'Asha', words: 1200 };
    expect(cellValue({ key: 'name', label: 'Name' }, row)).to.equal('Asha');
    expect(
      cellValue({ key: 'x', label: 'X', value: (r: object) => (r as typeof row).words * 2 }, row),
    ).to.equal(2400);
    expect(cellValue({ key: 'missing', label: 'M' }, row)).to.equal(undefined);
  });

  it('formats by type in the locale, empty values blank', () => {
    const column = (type: DataTableColumn['type']): DataTableColumn => ({ key: 'v', label: 'V', type });
    // Indian digit grouping, English included (en-IN).
    expect(formatCell(column('number'), 1234567, en)).to.equal('12,34,567');
    expect(formatCell(column('number'), 1234567, createI18n('hi-IN'))).to.equal('12,34,567');
    expect(formatCell(column('currency'), 499, en)).to.equal('₹499.00');
    // In UTC: 23:30 UTC is already 2 March in India.
    expect(formatCell(column('date'), '2026-03-01T23:30:00Z', en)).to.equal('1 Mar 2026');
    expect(formatCell(column('text'), 42, en)).to.equal('42');
    for (const empty of [null, undefined, '']) expect(formatCell(column('number'), empty, en)).to.equal('');
  });

  it('searches text columns unless told, and aligns figures', () => {
    expect(isSearchable({ key: 'a', label: 'A' })).to.equal(true);
    expect(isSearchable({ key: 'a', label: 'A', type: 'number' })).to.equal(false);
    expect(isSearchable({ key: 'a', label: 'A', type: 'date', searchable: true })).to.equal(true);
    expect(isSearchable({ key: 'a', label: 'A', searchable: false })).to.equal(false);
    expect(isNumeric({ key: 'a', label: 'A' })).to.equal(false);
    expect(isNumeric({ key: 'a', label: 'A', type: 'text' })).to.equal(false);
    expect(isNumeric({ key: 'a', label: 'A', type: 'currency' })).to.equal(true);
  });

  it("names a row by its row header's text, else its first column's", () => {
    const row = { id: 7, title: 'Monsoon', words: 900 };
    const words: DataTableColumn = { key: 'words', label: 'Words', type: 'number' };
    expect(rowName([words, { key: 'title', label: 'Title', rowHeader: true }], row, en)).to.equal('Monsoon');
    expect(rowName([words], row, en)).to.equal('900');
    expect(rowName([], row, en)).to.equal('');
  });
});
