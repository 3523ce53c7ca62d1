import { expect } from '@open-wc/testing';
import type { DataTableColumn } from './columns.js';
import { filterRows, indexRows, RowsInView, sortRows } from './rows.js';

interface Story {
  id: string;
  title: string;
  words: number | null;
  published: string;
}

const STORIES: Story[] = [
  { id: 'a', title: 'Rain in Udupi', words: 1200, published: '2026-02-01' },
  { id: 'b', title: 'मानसून', words: null, published: '2025-07-10' },
  { id: 'c', title: 'chapter 10', words: 300, published: '2026-01-15' },
  { id: 'd', title: 'Chapter 9', words: 300, published: '2024-12-31' },
];
const title: DataTableColumn = { key: 'title', label: 'Title', sortable: true };
const words: DataTableColumn = { key: 'words', label: 'Words', type: 'number', sortable: true };
const published: DataTableColumn = { key: 'published', label: 'Published', type: 'date', sortable: true };
const COLUMNS = [title, words, published];
const ids = (rows: readonly { key: string }[]) => rows.map((row) => row.key);

describe('data-table rows', () => {
  it("indexes each row by its key field, searching its text columns' values", () => {
    const indexed = indexRows(STORIES, COLUMNS, 'id', 'en');
    expect(ids(indexed)).to.deep.equal(['a', 'b', 'c', 'd']);
    expect(indexed[0]!.text).to.equal('rain in udupi rain in udupi');
    const searchWords = indexRows(STORIES, [{ ...words, searchable: true }], 'id', 'hi-IN');
    expect(searchWords[0]!.text).to.equal('1200 1,200');
  });

  it('keeps the rows holding every word of the query, in any case and order', () => {
    const indexed = indexRows(STORIES, COLUMNS, 'id', 'en');
    expect(ids(filterRows(indexed, 'CHAPTER', 'en'))).to.deep.equal(['c', 'd']);
    expect(ids(filterRows(indexed, ' 10   chapter ', 'en'))).to.deep.equal(['c']);
    expect(ids(filterRows(indexed, 'मानसून', 'en'))).to.deep.equal(['b']);
    expect(filterRows(indexed, '  ', 'en')).to.equal(indexed);
    expect(filterRows(indexed, 'snow', 'en')).to.deep.equal([]);
  });

  it('sorts text by collation (numbers in order, case aside), numbers and dates as such, empty values last', () => {
    const indexed = indexRows(STORIES, COLUMNS, 'id', 'en');
    expect(ids(sortRows(indexed, title, 'ascending', 'en'))).to.deep.equal(['d', 'c', 'a', 'b']);
    expect(ids(sortRows(indexed, words, 'ascending', 'en'))).to.deep.equal(['c', 'd', 'a', 'b']);
    expect(ids(sortRows(indexed, words, 'descending', 'en'))).to.deep.equal(['a', 'c', 'd', 'b']);
    expect(ids(sortRows(indexed, published, 'descending', 'en'))).to.deep.equal(['a', 'c', 'b', 'd']);
  });

  it('recomputes the rows in view only when what they depend on changes', () => {
    const view = new RowsInView();
    const input = { rows: STORIES, columns: COLUMNS, rowKey: 'id', locale: 'en' as const };
    const first = view.get({ ...input, sortKey: '', sortDirection: 'ascending', query: '' });
    expect(ids(first)).to.deep.equal(['a', 'b', 'c', 'd']);
    expect(view.get({ ...input, sortKey: '', sortDirection: 'ascending', query: '' })).to.equal(first);
    const sorted = view.get({ ...input, sortKey: 'words', sortDirection: 'ascending', query: 'chapter' });
    expect(ids(sorted)).to.deep.equal(['c', 'd']);
    expect(view.get({ ...input, sortKey: 'words', sortDirection: 'ascending', query: 'chapter' })).to.equal(
      sorted,
    );
    // A column that is not sortable leaves the order.
    const plain = view.get({
      ...input,
      columns: [{ ...title, sortable: false }],
      sortKey: 'title',
      sortDirection: 'ascending',
      query: '',
    });
    expect(ids(plain)).to.deep.equal(['a', 'b', 'c', 'd']);
  });
});
