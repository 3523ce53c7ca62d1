import { KathaDataTable } from '@katha/react/data-table';
import type { DataTableColumn } from '@katha/ui/data-table';
import { type ReactNode, useMemo, useState } from 'react';
import { usePageTitle } from '../../parts/page-title.js';
import { useI18n } from '../../state/locale.js';
import { DemoSection } from '../shared/demo-section.js';
import {
  ARTICLES,
  type Article,
  DAILY_EARNINGS,
  type DailyEarning,
  generateArticles,
  type Topic,
  WRITERS,
  type Writer,
} from './data.js';
import '../../generated/messages/web-template-tables.js';

type I18n = ReturnType<typeof useI18n>;

/** The ten thousand articles of /tables/pagination, made once per page load. */
let manyArticles: Article[] | undefined;
const tenThousandArticles = () => {
  manyArticles ??= generateArticles(10_000);
  return manyArticles;
};

/**
 * The rows per page, held here: the React wrapper sets every prop again on each render, so a prop
 * the table also changes itself follows its event (the wrapper would otherwise put it back).
 */
function usePageSize(initial: number) {
  const [pageSize, setPageSize] = useState(initial);
  return {
    pageSize,
    onKathaPageChange: (event: CustomEvent<{ pageSize: number }>) => setPageSize(event.detail.pageSize),
  };
}

function topicLabel(t: I18n['t'], topic: Topic): string {
  switch (topic) {
    case 'poetry':
      return t('web-template-tables.topic.poetry');
    case 'travel':
      return t('web-template-tables.topic.travel');
    case 'food':
      return t('web-template-tables.topic.food');
    case 'history':
      return t('web-template-tables.topic.history');
    case 'science':
      return t('web-template-tables.topic.science');
    case 'life':
      return t('web-template-tables.topic.life');
  }
}

/** The article columns: title (the row's header), author, topic (translated), views, ₹ earnings, date. */
function articleColumns(t: I18n['t'], sortable: boolean): DataTableColumn<Article>[] {
  return [
    { key: 'title', label: t('web-template-tables.col.title'), rowHeader: true, sortable },
    { key: 'author', label: t('web-template-tables.col.author'), sortable },
    {
      key: 'topic',
      label: t('web-template-tables.col.topic'),
      sortable,
      value: (row) => topicLabel(t, row.topic),
    },
    { key: 'views', label: t('web-template-tables.col.views'), type: 'number', sortable },
    { key: 'earnings', label: t('web-template-tables.col.earnings'), type: 'currency', sortable },
    { key: 'published', label: t('web-template-tables.col.published'), type: 'date', sortable },
  ];
}

function TablePage({
  title,
  intro,
  caption,
  children,
}: {
  title: string;
  intro: string;
  caption: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <article className="template-page">
      <h1>{title}</h1>
      <p className="template-page__intro">{intro}</p>
      <DemoSection heading={caption}>{children}</DemoSection>
    </article>
  );
}

/** /tables/basic: the writers, a plain table (numbers and dates formatted in the page's language). */
export function BasicTableDemo() {
  const { t } = useI18n();
  const columns = useMemo<DataTableColumn<Writer>[]>(
    () => [
      { key: 'name', label: t('web-template-tables.col.writer'), rowHeader: true },
      { key: 'city', label: t('web-template-tables.col.city') },
      { key: 'articles', label: t('web-template-tables.col.articles'), type: 'number' },
      { key: 'followers', label: t('web-template-tables.col.followers'), type: 'number' },
      { key: 'joined', label: t('web-template-tables.col.joined'), type: 'date' },
    ],
    [t],
  );
  const caption = t('web-template-tables.basic.caption');
  return (
    <TablePage
      title={t('web-template-tables.basic.title')}
      intro={t('web-template-tables.basic.intro')}
      caption={caption}
    >
      <KathaDataTable label={caption} columns={columns} rows={WRITERS} />
    </TablePage>
  );
}

/** /tables/collapsible: each article opens to its topic, read time, likes and comments. */
export function CollapsibleTableDemo() {
  const { t } = useI18n();
  const columns = useMemo(() => articleColumns(t, false).filter((column) => column.key !== 'topic'), [t]);
  const caption = t('web-template-tables.collapsible.caption');
  return (
    <TablePage
      title={t('web-template-tables.collapsible.title')}
      intro={t('web-template-tables.collapsible.intro')}
      caption={caption}
    >
      <KathaDataTable
        label={caption}
        columns={columns}
        rows={ARTICLES.slice(0, 8)}
        renderDetail={(row: Article) =>
          t('web-template-tables.collapsible.detail', {
            topic: topicLabel(t, row.topic),
            minutes: row.minutes,
            likes: row.likes,
            comments: row.comments,
          })
        }
      />
    </TablePage>
  );
}

/** /tables/enhanced: choose articles for the newsletter (selection, sorting, pages). */
export function EnhancedTableDemo() {
  const { t, formatList } = useI18n();
  const columns = useMemo(() => articleColumns(t, true), [t]);
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [sort, setSort] = useState<{ key: string; direction: 'ascending' | 'descending' }>({
    key: 'views',
    direction: 'descending',
  });
  const paging = usePageSize(5);
  const caption = t('web-template-tables.enhanced.caption');
  const titles = chosen.map((id) => ARTICLES.find((article) => article.id === id)?.title ?? id);
  return (
    <TablePage
      title={t('web-template-tables.enhanced.title')}
      intro={t('web-template-tables.enhanced.intro')}
      caption={caption}
    >
      <KathaDataTable
        label={caption}
        columns={columns}
        rows={ARTICLES}
        selectable
        {...paging}
        sortKey={sort.key}
        sortDirection={sort.direction}
        onKathaSortChange={(event: CustomEvent<{ key: string; direction: 'ascending' | 'descending' }>) =>
          setSort(event.detail)
        }
        onKathaSelectionChange={(event: CustomEvent<{ selected: string[] }>) =>
          setChosen(event.detail.selected)
        }
      />
      <p className="template-result">
        {t('web-template-tables.enhanced.chosen', { count: chosen.length, titles: formatList(titles) })}
      </p>
    </TablePage>
  );
}

/** /tables/fixed-header: sixty days of earnings under a header that stays. */
export function FixedHeaderTableDemo() {
  const { t } = useI18n();
  const columns = useMemo<DataTableColumn<DailyEarning>[]>(
    () => [
      {
        key: 'date',
        label: t('web-template-tables.col.date'),
        type: 'date',
        rowHeader: true,
        sortable: true,
      },
      { key: 'views', label: t('web-template-tables.col.views'), type: 'number', sortable: true },
      { key: 'reads', label: t('web-template-tables.col.reads'), type: 'number', sortable: true },
      { key: 'earnings', label: t('web-template-tables.col.earnings'), type: 'currency', sortable: true },
      {
        key: 'perThousand',
        label: t('web-template-tables.col.perThousand'),
        type: 'currency',
        value: (row) => (row.earnings * 1000) / row.views,
        // A render function: the rupees per thousand views, with the table's own formatters.
        render: (_row, { i18n, value }) => i18n.formatRupees(Number(value)),
      },
    ],
    [t],
  );
  const caption = t('web-template-tables.fixedHeader.caption');
  return (
    <TablePage
      title={t('web-template-tables.fixedHeader.title')}
      intro={t('web-template-tables.fixedHeader.intro')}
      caption={caption}
    >
      <KathaDataTable label={caption} columns={columns} rows={DAILY_EARNINGS} fixedHeader />
    </TablePage>
  );
}

/** /tables/pagination: ten thousand articles, ten a page. */
export function PaginationTableDemo() {
  const { t } = useI18n();
  const columns = useMemo(() => articleColumns(t, true), [t]);
  const caption = t('web-template-tables.pagination.caption');
  const paging = usePageSize(10);
  return (
    <TablePage
      title={t('web-template-tables.pagination.title')}
      intro={t('web-template-tables.pagination.intro')}
      caption={caption}
    >
      <KathaDataTable
        label={caption}
        columns={columns}
        rows={tenThousandArticles()}
        {...paging}
        pageSizes={[10, 25, 50, 100]}
      />
    </TablePage>
  );
}

/** /tables/search: the articles filtered by what is typed (title, author, topic). */
export function SearchTableDemo() {
  const { t } = useI18n();
  const columns = useMemo(() => articleColumns(t, true), [t]);
  const caption = t('web-template-tables.search.caption');
  const paging = usePageSize(10);
  return (
    <TablePage
      title={t('web-template-tables.search.title')}
      intro={t('web-template-tables.search.intro')}
      caption={caption}
    >
      <KathaDataTable label={caption} columns={columns} rows={ARTICLES} searchable {...paging} />
    </TablePage>
  );
}
