import { KathaEmptyState } from '@katha/react/empty-state';
import type { earningsByArticle } from '@katha/sdk/studio';
import { Link } from 'wouter';
import { paths } from '../../lib/paths.js';
import { ScrollTable } from '../../parts/scroll-table.js';
import { useI18n } from '../../state/locale.js';
import '../../generated/messages/web-studio.js';

/** The money columns, after the article's. */
const AMOUNTS = [
  ['incentive', 'web-studio.colIncentive'],
  ['ads', 'web-studio.colAds'],
  ['other', 'web-studio.colOther'],
  ['total', 'web-studio.colTotal'],
] as const;

/** Earnings per article: incentive, ads, other and total. */
export function EarningsTable({ rows }: { rows: ReturnType<typeof earningsByArticle> }) {
  const { t, formatCurrency } = useI18n();
  if (rows.length === 0)
    return (
      <KathaEmptyState
        heading={t('web-studio.noEarningsHeading')}
        message={t('web-studio.noEarningsMessage')}
        headingLevel={3}
      />
    );
  return (
    <ScrollTable labelledBy="per-article-heading">
      <table className="studio-table" data-testid="earnings-table">
        <caption>{t('web-studio.perArticleCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('web-studio.colArticle')}</th>
            {AMOUNTS.map(([name, label]) => (
              <th key={name} scope="col" className="num">
                {t(label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.documentId || 'none'}>
              <th scope="row" className="title" lang={row.locale || undefined}>
                {row.slug ? (
                  <Link href={paths.article(row.slug)}>{row.title}</Link>
                ) : (
                  row.title || t('web-studio.untitled')
                )}
              </th>
              {AMOUNTS.map(([name]) => (
                <td key={name} className="num">
                  {formatCurrency(row[name])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
