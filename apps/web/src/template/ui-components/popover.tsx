import { KathaAvatar } from '@katha/react/avatar';
import { KathaButton } from '@katha/react/button';
import { KathaCheckbox } from '@katha/react/checkbox';
import { KathaPopover } from '@katha/react/popover';
import type { PopoverToggleDetail } from '@katha/ui/popover';
import { useReducer, useState } from 'react';
import { usePageTitle } from '../../parts/page-title.js';
import { useI18n } from '../../state/locale.js';
import { DemoSection } from '../shared/demo-section.js';
import { Stack } from '../shared/form-demo.js';
import '../../generated/messages/web-template-overlays.js';

const TOPICS = ['poetry', 'travel', 'food', 'history'] as const;
type Topic = (typeof TOPICS)[number];

interface Filters {
  /** The boxes ticked in the popover. */
  draft: ReadonlySet<Topic>;
  /** What the list shows: the draft as it was at the last Apply. */
  applied: readonly Topic[];
}
type FiltersAction = { type: 'tick'; topic: Topic; checked: boolean } | { type: 'apply' };

/**
 * The filter form as a reducer, so Apply takes every tick made before it, rendered or not: a tick
 * comes as the kit's custom event, which React renders at default priority, and Apply's click at
 * discrete priority, so on a busy phone the click can come first; a handler's `draft` would then be
 * the one before the tick, while the reducer's actions run in order.
 */
function filtersReducer(state: Filters, action: FiltersAction): Filters {
  if (action.type === 'apply') return { ...state, applied: TOPICS.filter((topic) => state.draft.has(topic)) };
  const draft = new Set(state.draft);
  if (action.checked) draft.add(action.topic);
  else draft.delete(action.topic);
  return { ...state, draft };
}
const INITIAL_TOPICS: readonly Topic[] = ['poetry', 'travel'];

/** /ui-components/popover: a filter form in a popover, an author's card, and a popover opening above. */
export default function PopoverDemo() {
  const { t, formatList } = useI18n();
  const title = t('web-template-overlays.popover.title');
  usePageTitle(title);
  const [open, setOpen] = useState(false);
  const [{ draft, applied }, dispatch] = useReducer(filtersReducer, {
    draft: new Set(INITIAL_TOPICS),
    applied: INITIAL_TOPICS,
  });
  const [following, setFollowing] = useState(false);
  const label = (topic: Topic) => t(`web-template-overlays.popover.${topic}`);
  const apply = () => {
    dispatch({ type: 'apply' });
    setOpen(false);
  };
  return (
    <article className="template-page">
      <h1>{title}</h1>
      <p className="template-page__intro">{t('web-template-overlays.popover.intro')}</p>
      <DemoSection heading={t('web-template-overlays.popover.filters')}>
        <KathaButton id="popover-filters" type="button" variant="outlined">
          {t('web-template-overlays.popover.filtersButton')}
        </KathaButton>
        <KathaPopover
          for="popover-filters"
          label={t('web-template-overlays.popover.filtersLabel')}
          open={open}
          onKathaPopoverToggle={(event: CustomEvent<PopoverToggleDetail>) => setOpen(event.detail.open)}
        >
          <Stack>
            {TOPICS.map((topic) => (
              <KathaCheckbox
                key={topic}
                checked={draft.has(topic)}
                onKathaCheckboxChange={(event: CustomEvent<{ checked: boolean }>) =>
                  dispatch({ type: 'tick', topic, checked: event.detail.checked })
                }
              >
                {label(topic)}
              </KathaCheckbox>
            ))}
            <KathaButton type="button" onClick={apply}>
              {t('web-template-overlays.popover.apply')}
            </KathaButton>
          </Stack>
        </KathaPopover>
        <p className="template-result" role="status">
          {applied.length === TOPICS.length
            ? t('web-template-overlays.popover.showingAll')
            : t('web-template-overlays.popover.showing', { topics: formatList(applied.map(label)) })}
        </p>
      </DemoSection>
      <DemoSection heading={t('web-template-overlays.popover.author')}>
        <KathaButton id="popover-author" type="button" variant="text">
          {t('web-template-overlays.popover.authorName')}
        </KathaButton>
        <KathaPopover
          for="popover-author"
          label={t('web-template-overlays.popover.author')}
          placement="bottom"
        >
          <div className="template-row">
            <KathaAvatar name={t('web-template-overlays.popover.authorName')} />
            <strong>{t('web-template-overlays.popover.authorName')}</strong>
          </div>
          <p>{t('web-template-overlays.popover.authorBio')}</p>
          <KathaButton
            type="button"
            variant={following ? 'outlined' : 'primary'}
            onClick={() => setFollowing((before) => !before)}
          >
            {following
              ? t('web-template-overlays.popover.following')
              : t('web-template-overlays.popover.follow')}
          </KathaButton>
        </KathaPopover>
      </DemoSection>
      <DemoSection heading={t('web-template-overlays.popover.placement')}>
        <KathaButton id="popover-above" type="button" variant="secondary">
          {t('web-template-overlays.popover.above')}
        </KathaButton>
        <KathaPopover
          for="popover-above"
          label={t('web-template-overlays.popover.aboveLabel')}
          placement="top-start"
        >
          <p>{t('web-template-overlays.popover.aboveBody')}</p>
        </KathaPopover>
      </DemoSection>
    </article>
  );
}
