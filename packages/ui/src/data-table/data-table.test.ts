import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { contrast } from '../test-utils/contrast.js';
import { expectNoAxeViolations, fixtureInLocale } from '../test-utils/index.js';
import { COLOR_THEMES, installColorThemes } from '../theme/color-themes.js';
import './data-table.js';
import type { KathaCheckbox } from '../checkbox/checkbox.js';
import type { DataTableColumn, KathaDataTable } from './data-table.js';

interface Article {
  id: string;
  title: string;
  author: string;
  views: number;
  earnings: number;
  published: string;
}

const ARTICLES: Article[] = [
  {
    id: 'a1',
    title: 'Monsoon letters',
    author: 'Asha Rao',
    views: 1200,
    earnings: 450.5,
    published: '2026-01-15',
  },
  { id: 'a2', title: 'The ferry', author: 'Ravi Kumar', views: 87, earnings: 12, published: '2025-11-02' },
  { id: 'a3', title: 'Banyan', author: 'Meera Iyer', views: 30500, earnings: 9800, published: '2026-03-01' },
  { id: 'a4', title: 'Ashadha', author: 'Asha Rao', views: 640, earnings: 120.25, published: '2024-07-20' },
];

const COLUMNS: DataTableColumn<Article>[] = [
  { key: 'title', label: 'Title', sortable: true, rowHeader: true },
  { key: 'author', label: 'Author', sortable: true },
  { key: 'views', label: 'Views', type: 'number', sortable: true },
  { key: 'earnings', label: 'Earnings', type: 'currency', sortable: true },
  { key: 'published', label: 'Published', type: 'date', sortable: true },
];

const $ = <T extends Element = HTMLElement>(el: Element, selector: string) =>
  el.shadowRoot!.querySelector<T>(selector)!;
const $$ = <T extends Element = HTMLElement>(el: Element, selector: string) => [
  ...el.shadowRoot!.querySelectorAll<T>(selector),
];
/** The row headers (titles) of the rows shown, in order. */
const titles = (el: KathaDataTable) => $$(el, 'tbody tr.row th').map((cell) => cell.textContent!.trim());
/** The shadow root's focused element, through nested shadow roots. */
const focused = (el: Element) => {
  let active = el.shadowRoot!.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
};
const checkboxInput = (box: Element) => box.shadowRoot!.querySelector('input')!;

async function table(init: Partial<KathaDataTable> = {}, locale: 'en' | 'hi-IN' | 'kn-IN' = 'en') {
  const el = await fixtureInLocale<KathaDataTable>(
    html`<katha-data-table label="Articles" .columns=${COLUMNS} .rows=${ARTICLES}></katha-data-table>`,
    locale,
  );
  Object.assign(el, init);
  await el.updateComplete;
  return el;
}

describe('katha-data-table', () => {
  it('is a semantic table: caption, column headers, row headers, values formatted in the locale', async () => {
    const el = await table({}, 'hi-IN');
    expect($(el, 'caption').textContent!.trim()).to.equal('Articles');
    expect($$(el, 'thead th').map((th) => th.getAttribute('scope'))).to.deep.equal(Array(5).fill('col'));
    const cells = $$<HTMLTableRowElement>(el, 'tbody tr')[2]!.cells;
    expect([...cells].map((cell) => cell.textContent!.trim())).to.deep.equal([
      'Banyan',
      'Meera Iyer',
      '30,500',
      '₹9,800.00',
      new Intl.DateTimeFormat('hi-IN', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date('2026-03-01'),
      ),
    ]);
    expect(cells[2]!.classList.contains('num')).to.equal(true);
  });

  it('sorts by a column from its header button: aria-sort, then the other way, numbers and dates as such', async () => {
    const el = await table();
    const header = (index: number) => $$(el, 'thead th')[index]!;
    expect(header(2).hasAttribute('aria-sort')).to.equal(false);
    const sorted = oneEvent(el, 'katha-sort-change');
    header(2).querySelector('button')!.click();
    expect((await sorted).detail).to.deep.equal({ key: 'views', direction: 'ascending' });
    await el.updateComplete;
    expect(header(2).getAttribute('aria-sort')).to.equal('ascending');
    expect(titles(el)).to.deep.equal(['The ferry', 'Ashadha', 'Monsoon letters', 'Banyan']);
    header(2).querySelector('button')!.click();
    await el.updateComplete;
    expect(header(2).getAttribute('aria-sort')).to.equal('descending');
    expect(titles(el)).to.deep.equal(['Banyan', 'Monsoon letters', 'Ashadha', 'The ferry']);
    header(4).querySelector('button')!.click();
    await el.updateComplete;
    expect(header(2).hasAttribute('aria-sort')).to.equal(false);
    expect(titles(el)).to.deep.equal(['Ashadha', 'The ferry', 'Monsoon letters', 'Banyan']);
    el.sortKey = 'title';
    el.sortDirection = 'ascending';
    await el.updateComplete;
    expect(titles(el)).to.deep.equal(['Ashadha', 'Banyan', 'Monsoon letters', 'The ferry']);
  });

  it('selects rows with the kit checkboxes, "select all" shows the mixed state, the count is said', async () => {
    const el = await table({ selectable: true });
    const boxes = () => $$<KathaCheckbox>(el, 'katha-checkbox');
    expect(boxes()).to.have.length(5);
    expect(boxes()[1]!.getAttribute('label')).to.equal('Select Monsoon letters');
    expect($(el, '.count').textContent).to.equal('No rows selected');
    const changed = oneEvent(el, 'katha-selection-change');
    checkboxInput(boxes()[2]!).click();
    expect((await changed).detail).to.deep.equal({ selected: ['a2'] });
    await el.updateComplete;
    await boxes()[0]!.updateComplete;
    expect($(el, '.count').textContent).to.equal('1 row selected');
    expect($$<HTMLTableRowElement>(el, 'tbody tr')[1]!.classList.contains('selected')).to.equal(true);
    expect(checkboxInput(boxes()[0]!).indeterminate).to.equal(true);
    checkboxInput(boxes()[0]!).click();
    await el.updateComplete;
    expect(el.selected).to.deep.equal(['a2', 'a1', 'a3', 'a4']);
    expect($(el, '.count').textContent).to.equal('4 rows selected');
    await boxes()[0]!.updateComplete;
    expect(checkboxInput(boxes()[0]!).indeterminate).to.equal(false);
    expect(checkboxInput(boxes()[0]!).checked).to.equal(true);
    checkboxInput(boxes()[0]!).click();
    await el.updateComplete;
    expect(el.selected).to.deep.equal([]);
  });

  it('shows and hides a row detail with a disclosure button', async () => {
    const el = await table({
      renderDetail: (row: Article) => html`<p class="more">${row.author} wrote ${row.title}</p>`,
    });
    const button = $$(el, '.expander')[0]!;
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(button.getAttribute('aria-label')).to.equal('Details of Monsoon letters');
    const toggled = oneEvent(el, 'katha-row-toggle');
    button.click();
    expect((await toggled).detail).to.deep.equal({ key: 'a1', expanded: true });
    await el.updateComplete;
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    const detail = $(el, `#${button.getAttribute('aria-controls')}`);
    expect(detail.textContent!.trim()).to.equal('Asha Rao wrote Monsoon letters');
    expect(detail.querySelector('td')!.colSpan).to.equal(6);
    button.click();
    await el.updateComplete;
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect($(el, 'tr.detail')).to.equal(null);
  });

  it('pages: rows per page, page x of y in the locale, first/previous/next/last', async () => {
    const rows = Array.from({ length: 23 }, (_, i) => ({
      ...ARTICLES[0]!,
      id: `r${i}`,
      title: `Story ${i + 1}`,
    }));
    const el = await fixtureInLocale<KathaDataTable>(
      html`<katha-data-table label="A" page-size="10" .columns=${COLUMNS} .rows=${rows}></katha-data-table>`,
      'kn-IN',
    );
    expect(titles(el)).to.have.length(10);
    expect($(el, '.range').textContent!.replace(/\s+/g, ' ').trim()).to.equal('23 ರಲ್ಲಿ 1–10 3 ರಲ್ಲಿ ಪುಟ 1');
    expect($(el, '.first').hasAttribute('disabled')).to.equal(true);
    const paged = oneEvent(el, 'katha-page-change');
    $(el, '.next').click();
    expect((await paged).detail).to.deep.equal({ page: 2, pageSize: 10 });
    await el.updateComplete;
    expect(titles(el)[0]).to.equal('Story 11');
    $(el, '.last').click();
    await el.updateComplete;
    expect(titles(el)).to.deep.equal(['Story 21', 'Story 22', 'Story 23']);
    expect($(el, '.next').hasAttribute('disabled')).to.equal(true);
    const select = $<HTMLSelectElement>(el, 'select');
    expect($(el, '.size span').textContent).to.equal('ಪ್ರತಿ ಪುಟಕ್ಕೆ ಸಾಲುಗಳು');
    select.value = '25';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(el.page).to.equal(1);
    expect(titles(el)).to.have.length(23);
    $(el, '.previous').click();
    await el.updateComplete;
    expect(el.page).to.equal(1);
  });

  it('focuses a row by its key (its checkbox), and says when the row is not shown', async () => {
    const el = await table({ selectable: true });
    expect(el.focusRow('a3')).to.equal(true);
    const banyan = $$<HTMLTableRowElement>(el, 'tbody tr.row').find(
      (row) => row.cells[1]!.textContent!.trim() === 'Banyan',
    )!;
    expect(focused(el)).to.equal(checkboxInput(banyan.querySelector('katha-checkbox')!));
    el.rows = ARTICLES.filter((row) => row.id !== 'a3');
    await el.updateComplete;
    expect(el.focusRow('a3')).to.equal(false);
  });

  it('filters with the search field over the text columns, back to page 1, and says when nothing matches', async () => {
    const el = await table({ searchable: true, pageSize: 2 });
    $(el, '.next').click();
    await el.updateComplete;
    const input = $<HTMLInputElement>(el, 'input[type="search"]');
    expect(input.labels![0]!.textContent!.trim()).to.equal('Search');
    input.focus();
    const filtered = oneEvent(el, 'katha-filter-change');
    await sendKeys({ type: 'asha' });
    expect((await filtered).detail.query).to.equal('a');
    await el.updateComplete;
    expect(el.page).to.equal(1);
    expect(titles(el)).to.deep.equal(['Monsoon letters', 'Ashadha']);
    await sendKeys({ type: ' rao' });
    await el.updateComplete;
    expect(titles(el)).to.deep.equal(['Monsoon letters', 'Ashadha']);
    el.query = 'zebra';
    await el.updateComplete;
    expect($(el, 'tr.empty').textContent!.trim()).to.equal('No rows match “zebra”.');
    expect($(el, '.range').textContent).to.contain('0–0 of 0');
  });

  it('is used by keyboard: Tab to the controls, arrows between rows and header buttons, in rtl too', async () => {
    const el = await table({
      selectable: true,
      renderDetail: (row: Article) => row.author,
      pageSize: 2,
    });
    $(el, '.sort').focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.sortKey).to.equal('title');
    expect(titles(el)).to.deep.equal(['Ashadha', 'Banyan']);
    await sendKeys({ press: 'ArrowRight' });
    expect(focused(el)).to.equal($$(el, '.sort')[1]);
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(el.sortKey).to.equal('author');
    // The first row's checkbox, then Down to the next row's; Space selects it.
    $$<HTMLElement>(el, 'tbody katha-checkbox')[0]!.focus();
    await sendKeys({ press: 'ArrowDown' });
    const second = $$(el, 'tbody katha-checkbox')[1]!;
    expect(focused(el)).to.equal(checkboxInput(second));
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(el.selected).to.have.length(1);
    // Tab goes on to that row's disclosure button; Enter opens it; Up goes to the row above's.
    await sendKeys({ press: 'Tab' });
    expect(focused(el)).to.equal($$(el, '.expander')[1]);
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect($$(el, '.expander')[1]!.getAttribute('aria-expanded')).to.equal('true');
    await sendKeys({ press: 'ArrowUp' });
    expect(focused(el)).to.equal($$(el, '.expander')[0]);
    $(el, '.next').focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.page).to.equal(2);
    // rtl: the left arrow moves forward through the header.
    el.dir = 'rtl';
    $$(el, '.sort')[0]!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    expect(focused(el)).to.equal($$(el, '.sort')[1]);
  });

  it('renders a cell with its column render function, given the formatters of its locale', async () => {
    const columns: DataTableColumn<Article>[] = [
      {
        key: 'title',
        label: 'Title',
        rowHeader: true,
        render: (row) => html`<a href="/a/${row.id}">${row.title}</a>`,
      },
      {
        key: 'earnings',
        label: 'Earnings',
        type: 'currency',
        render: (_row, { i18n, value }) => i18n.formatNumber(Number(value) * 2),
      },
    ];
    const el = await table({ columns });
    expect($(el, 'tbody th a').getAttribute('href')).to.equal('/a/a1');
    expect($$(el, 'tbody td')[0]!.textContent!.trim()).to.equal('901');
  });

  it('has no axe violations with every feature on, in Hindi and in rtl', async () => {
    const el = await table(
      {
        selectable: true,
        searchable: true,
        fixedHeader: true,
        pageSize: 5,
        expanded: ['a1'],
        selected: ['a2'],
        renderDetail: (row: Article) => row.author,
      },
      'hi-IN',
    );
    await expectNoAxeViolations(el);
    el.dir = 'rtl';
    await el.updateComplete;
    await expectNoAxeViolations(el);
  });

  it('keeps its text at 4.5:1 in every colour theme, light and dark (header, rows, selected row, pager)', async () => {
    installColorThemes();
    const failures: string[] = [];
    for (const theme of COLOR_THEMES) {
      for (const mode of ['light', 'dark']) {
        const wrapper = await fixture<HTMLDivElement>(
          html`<div data-katha-theme=${theme} data-katha-mode=${mode} style="background: var(--katha-color-background)">
            <katha-data-table label="A" selectable page-size="5" .columns=${COLUMNS} .rows=${ARTICLES} .selected=${['a1']}></katha-data-table>
          </div>`,
        );
        const el = wrapper.querySelector('katha-data-table')!;
        await el.updateComplete;
        const pairs: [string, Element][] = [
          ['header', $(el, 'thead th:nth-child(2)')],
          ['sort button', $(el, '.sort')],
          ['cell', $$<HTMLTableRowElement>(el, 'tbody tr')[1]!.cells[2]!],
          ['selected cell', $$<HTMLTableRowElement>(el, 'tbody tr')[0]!.cells[2]!],
          ['count', $(el, '.count')],
          ['range', $(el, '.range')],
          ['rows per page', $(el, 'select')],
        ];
        for (const [what, node] of pairs) {
          const color = getComputedStyle(node).color;
          // The nearest painted background.
          let back: Element | null = node;
          let fill = 'rgba(0, 0, 0, 0)';
          while (back && (fill === 'rgba(0, 0, 0, 0)' || fill === 'transparent')) {
            fill = getComputedStyle(back).backgroundColor;
            back =
              back.parentElement ?? ((back.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;
          }
          const ratio = contrast(color, fill);
          if (ratio < 4.5)
            failures.push(`${theme} ${mode}: ${what} ${color} on ${fill} is ${ratio.toFixed(2)}:1`);
        }
      }
    }
    expect(failures, failures.join('\n')).to.deep.equal([]);
  });

  it('stays smooth with 10,000 rows: prints render, sort, page and search times (figures, not assertions)', async () => {
    const authors = ['Asha Rao', 'Ravi Kumar', 'Meera Iyer', 'Kiran Shetty', 'Anil Gowda', 'Priya Nair'];
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      id: `r${i}`,
      title: `Story ${(i * 7919) % 10_000}`,
      author: authors[i % authors.length]!,
      views: (i * 104_729) % 50_000,
      earnings: ((i * 1_299_709) % 1_000_000) / 100,
      published: new Date(Date.UTC(2024, 0, 1) + ((i * 86_400_000 * 37) % (900 * 86_400_000))).toISOString(),
    }));
    const el = await fixture<KathaDataTable>(
      html`<katha-data-table label="Big" selectable searchable page-size="25"></katha-data-table>`,
    );
    const time = async (what: () => void) => {
      const start = performance.now();
      what();
      await el.updateComplete;
      // Layout and paint of the new rows too.
      await new Promise(requestAnimationFrame);
      return performance.now() - start;
    };
    const figures = {
      render: await time(() => {
        el.columns = COLUMNS;
        el.rows = rows;
      }),
      sortViews: await time(() => $$(el, '.sort')[2]!.click()),
      sortViewsAgain: await time(() => $$(el, '.sort')[2]!.click()),
      sortTitle: await time(() => $$(el, '.sort')[0]!.click()),
      nextPage: await time(() => $(el, '.next').click()),
      lastPage: await time(() => $(el, '.last').click()),
      search: await time(() => {
        el.query = 'asha';
      }),
      selectAll: await time(() => checkboxInput($(el, 'thead katha-checkbox')).click()),
    };
    expect(titles(el)).to.have.length(25);
    expect(el.selected).to.have.length(rows.filter((row) => row.author === 'Asha Rao').length);
    console.log(
      `katha-data-table, 10,000 rows, 25 per page (ms): ${Object.entries(figures)
        .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
        .join(', ')}`,
    );
  });
});
