import { KathaAvatar } from '@katha/react/avatar';
import { usePageTitle } from '../../parts/page-title.js';
import { useI18n } from '../../state/locale.js';
import { DemoSection } from '../shared/demo-section.js';
import '../../generated/messages/web-template.js';

const PEOPLE = ['asha', 'vikram', 'meera', 'kabir', 'lakshmi'] as const;

/** /ui-components/avatar: the kit's avatar with initials, sizes, shapes, its fallback and a group. */
export default function AvatarDemo() {
  const { t } = useI18n();
  const title = t('web-template.avatar.title');
  usePageTitle(title);
  const names = PEOPLE.map((person) => t(`web-template.person.${person}`));
  const shown = names.slice(0, 3);
  return (
    <article className="template-page">
      <h1>{title}</h1>
      <p className="template-page__intro">{t('web-template.avatar.intro')}</p>
      <DemoSection heading={t('web-template.avatar.letters')}>
        <div className="template-row">
          {names.map((name) => (
            <KathaAvatar key={name} name={name} />
          ))}
        </div>
      </DemoSection>
      <DemoSection heading={t('web-template.avatar.sizes')}>
        <div className="template-row">
          {(['sm', 'md', 'lg'] as const).map((size, index) => (
            <figure key={size} className="template-figure">
              <KathaAvatar name={names[index]} size={size} />
              <figcaption>
                {t(`web-template.avatar.${size === 'sm' ? 'small' : size === 'md' ? 'medium' : 'large'}`)}
              </figcaption>
            </figure>
          ))}
        </div>
      </DemoSection>
      <DemoSection heading={t('web-template.avatar.shapes')}>
        <div className="template-row">
          {(['circle', 'rounded'] as const).map((shape, index) => (
            <figure key={shape} className="template-figure">
              <KathaAvatar name={names[index + 3]} shape={shape} size="lg" />
              <figcaption>{t(`web-template.avatar.${shape}`)}</figcaption>
            </figure>
          ))}
        </div>
      </DemoSection>
      <DemoSection heading={t('web-template.avatar.fallbacks')}>
        <div className="template-row">
          <figure className="template-figure">
            <KathaAvatar />
            <figcaption>{t('web-template.avatar.unknown')}</figcaption>
          </figure>
        </div>
      </DemoSection>
      <DemoSection heading={t('web-template.avatar.group')}>
        <div className="template-row">
          <span className="template-avatar-group">
            {shown.map((name) => (
              <KathaAvatar key={name} name={name} />
            ))}
          </span>
          <span>{t('web-template.avatar.groupMore', { count: names.length - shown.length })}</span>
        </div>
      </DemoSection>
    </article>
  );
}
