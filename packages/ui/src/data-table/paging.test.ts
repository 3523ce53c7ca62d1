import { expect } from '@open-wc/testing';
import { clampPage, pageCount, pageForSize, pageRange, pageRows, pageSizeChoices } from './paging.js';

describe('data-table paging', () => {
  it('counts pages, at least one, one for no page size', () => {
    expect(pageCount(42, 10)).to.equal(5);
    expect(pageCount(40, 10)).to.equal(4);
    expect(pageCount(0, 10)).to.equal(1);
    expect(pageCount(42, 0)).to.equal(1);
  });

  it('shows a whole page between 1 and the last', () => {
    expect(clampPage(3, 5)).to.equal(3);
    expect(clampPage(9, 5)).to.equal(5);
    expect(clampPage(0, 5)).to.equal(1);
    expect(clampPage(-2, 5)).to.equal(1);
    expect(clampPage(2.7, 5)).to.equal(2);
    expect(clampPage(Number.NaN, 5)).to.equal(1);
  });

  it("takes a page's rows, every row without a page size", () => {
    const rows = [1, 2, 3, 4, 5, 6, 7];
    expect(pageRows(rows, 2, 3)).to.deep.equal([4, 5, 6]);
    expect(pageRows(rows, 3, 3)).to.deep.equal([7]);
    expect(pageRows(rows, 1, 0)).to.equal(rows);
  });

  it("says a page's first and last row, 0–0 for none", () => {
    expect(pageRange(1, 10, 42)).to.deep.equal({ from: 1, to: 10 });
    expect(pageRange(5, 10, 42)).to.deep.equal({ from: 41, to: 42 });
    expect(pageRange(1, 10, 0)).to.deep.equal({ from: 0, to: 0 });
  });

  it('keeps the first row of the page in view when the page size changes', () => {
    expect(pageForSize(3, 10, 25)).to.equal(1); // row 21
    expect(pageForSize(4, 10, 25)).to.equal(2); // row 31
    expect(pageForSize(2, 25, 5)).to.equal(6); // row 26
    expect(pageForSize(1, 0, 10)).to.equal(1);
  });

  it('offers the current page size among the choices, in order', () => {
    const sizes = [5, 10, 25];
    expect(pageSizeChoices(sizes, 10)).to.equal(sizes);
    expect(pageSizeChoices(sizes, 20)).to.deep.equal([5, 10, 20, 25]);
  });
});
