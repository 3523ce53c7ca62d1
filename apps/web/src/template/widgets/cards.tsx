import { KathaAvatar } from '@katha/react/avatar';
import { KathaButton } from '@katha/react/button';
import { KathaChip } from '@katha/react/chip';
import { KathaRating } from '@katha/react/rating';
import { KathaToggleButton } from '@katha/react/toggle-button';
import { useState } from 'react';
import { useI18n } from '../../state/locale.js';
import { DASHBOARD_FRAME, StatCards, sum } from '../dashboards/parts.js';
import {
  PEOPLE,
  PRODUCTS,
  WEEK_EARNINGS,
  WEEK_FOLLOWERS,
  WEEK_READS,
  WEEK_VIEWS,
} from '../dashboards/sample-data.js';
import { DemoSection } from '../shared/demo-section.js';
import { TemplatePage } from '../shared/page.js';
import '../../generated/messages/web-template-dashboards.js';

/** /widgets/cards: stat, profile and product cards composed from the kit (sample figures). */
export default function WidgetCards() {
  const i18n = useI18n();
  const { t, formatNumber } = i18n;
  const title = t('web-template-dashboards.cards.title');
  const week = t('web-template-dashboards.lastDays', { days: WEEK_VIEWS.length });
  return (
    <TemplatePage {...DASHBOARD_FRAME} title={title} intro={t('web-template-dashboards.cards.intro')}>
      <DemoSection heading={t('web-template-dashboards.cards.stats')}>
        <StatCards
          label={t('web-template-dashboards.cards.stats')}
          stats={[
            {
              id: 'views',
              label: t('web-template-dashboards.views'),
              value: formatNumber(sum(WEEK_VIEWS)),
              note: week,
              tone: 'info',
            },
            {
              id: 'reads',
              label: t('web-template-dashboards.reads'),
              value: formatNumber(sum(WEEK_READS)),
              note: week,
              tone: 'success',
            },
            {
              id: 'followers',
              label: t('web-template-dashboards.newFollowers'),
              value: formatNumber(sum(WEEK_FOLLOWERS)),
              note: week,
              tone: 'secondary',
            },
            {
              id: 'earnings',
              label: t('web-template-dashboards.earnings'),
              value: i18n.formatRupees(sum(WEEK_EARNINGS)),
              note: week,
            },
          ]}
        />
      </DemoSection>
      <DemoSection heading={t('web-template-dashboards.cards.profiles')}>
        <ul className="dash-widgets">
          {PEOPLE.map((person) => (
            <ProfileCard key={person.id} {...person} />
          ))}
        </ul>
      </DemoSection>
      <DemoSection heading={t('web-template-dashboards.cards.products')}>
        <ul className="dash-widgets">
          {PRODUCTS.map((product) => (
            <ProductCard key={product.id} {...product} />
          ))}
        </ul>
      </DemoSection>
    </TemplatePage>
  );
}

function ProfileCard({ id, name, city, stories, followers }: (typeof PEOPLE)[number]) {
  const { t, formatNumber } = useI18n();
  const [following, setFollowing] = useState(false);
  return (
    <li className="dash-widget" data-testid={`profile-${id}`}>
      <div className="dash-widget__head">
        <KathaAvatar name={name} size="lg" />
        <div>
          <h3>{name}</h3>
          <p>{city}</p>
        </div>
      </div>
      <dl className="dash-widget__figures">
        <div>
          <dt>{t('web-template-dashboards.cards.storiesLabel')}</dt>
          <dd>{formatNumber(stories)}</dd>
        </div>
        <div>
          <dt>{t('web-template-dashboards.cards.followersLabel')}</dt>
          <dd>{formatNumber(followers + (following ? 1 : 0))}</dd>
        </div>
      </dl>
      <div className="dash-widget__actions">
        <KathaToggleButton
          kind="follow"
          pressed={following}
          onKathaToggle={(event: CustomEvent<{ pressed: boolean }>) => setFollowing(event.detail.pressed)}
        />
      </div>
    </li>
  );
}

function ProductCard({ id, name, price, rating, isNew }: (typeof PRODUCTS)[number]) {
  const i18n = useI18n();
  const { t } = i18n;
  const [added, setAdded] = useState(0);
  return (
    <li className="dash-widget" data-testid={`product-${id}`}>
      <div className="dash-widget__head">
        <h3>{name}</h3>
        {isNew ? <KathaChip color="secondary">{t('web-template-dashboards.cards.new')}</KathaChip> : null}
      </div>
      <span className="dash-price">{i18n.formatRupees(price)}</span>
      <KathaRating readonly value={rating} label={t('web-template-dashboards.cards.rating', { name })} />
      <div className="dash-widget__actions">
        <KathaButton
          variant="outlined"
          size="sm"
          type="button"
          onClick={() => setAdded((count) => count + 1)}
        >
          {t('web-template-dashboards.cards.addToCart')}
        </KathaButton>
        <span role="status">
          {added > 0 ? t('web-template-dashboards.cards.inCart', { count: added }) : ''}
        </span>
      </div>
    </li>
  );
}
