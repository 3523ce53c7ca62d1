import { KathaButton } from '@katha/react/button';
import type { ButtonColor } from '@katha/ui/button';
import { type ReactNode, useEffect, useState } from 'react';
import { usePageTitle } from '../../../parts/page-title.js';
import { useI18n } from '../../../state/locale.js';
import { DemoSection } from '../../shared/demo-section.js';
import '../../../generated/messages/web-template-datetime.js';

/** How long the demo's Publish button stays busy, as a server's answer would take. */
const PUBLISH_MS = 1500;

/** A 24×24 stroked icon for the icon buttons, drawn by React the way the kit draws its own (packages/ui src/icons/icon.ts). */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** /forms/form-elements/button: the kit's button in every variant, colour, size and state. */
export default function ButtonDemo() {
  const { t } = useI18n();
  const title = t('web-template-datetime.button.title');
  usePageTitle(title);
  const colors: Array<[ButtonColor, string]> = [
    ['primary', t('web-template-datetime.button.primary')],
    ['secondary', t('web-template-datetime.button.secondary')],
    ['success', t('web-template-datetime.button.success')],
    ['warning', t('web-template-datetime.button.warning')],
    ['error', t('web-template-datetime.button.error')],
    ['info', t('web-template-datetime.button.info')],
  ];
  const [publishing, setPublishing] = useState(false);
  const [published, setPublished] = useState(false);
  useEffect(() => {
    if (!publishing) return;
    const timer = setTimeout(() => {
      setPublishing(false);
      setPublished(true);
    }, PUBLISH_MS);
    return () => clearTimeout(timer);
  }, [publishing]);
  const row = (variant: 'filled' | 'outlined' | 'text') => (
    <div className="template-row">
      {colors.map(([color, label]) => (
        <KathaButton key={color} type="button" variant={variant} color={color}>
          {label}
        </KathaButton>
      ))}
      <KathaButton type="button" variant={variant} disabled>
        {t('web-template-datetime.button.disabled')}
      </KathaButton>
    </div>
  );
  return (
    <article className="template-page">
      <h1>{title}</h1>
      <p className="template-page__intro">{t('web-template-datetime.button.intro')}</p>
      <DemoSection heading={t('web-template-datetime.button.filled')}>{row('filled')}</DemoSection>
      <DemoSection heading={t('web-template-datetime.button.outlined')}>{row('outlined')}</DemoSection>
      <DemoSection heading={t('web-template-datetime.button.text')}>{row('text')}</DemoSection>
      <DemoSection heading={t('web-template-datetime.button.icon')}>
        <div className="template-row">
          <KathaButton
            type="button"
            variant="icon"
            color="error"
            label={t('web-template-datetime.button.like')}
          >
            <Icon>
              <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
            </Icon>
          </KathaButton>
          <KathaButton type="button" variant="icon" label={t('web-template-datetime.button.bookmark')}>
            <Icon>
              <path d="M7 4h10v16l-5-4-5 4z" />
            </Icon>
          </KathaButton>
          <KathaButton
            type="button"
            variant="icon"
            color="secondary"
            label={t('web-template-datetime.button.edit')}
          >
            <Icon>
              <path d="M4 20h4L19 9l-4-4L4 16z" />
            </Icon>
          </KathaButton>
          <KathaButton
            type="button"
            variant="icon"
            color="error"
            size="sm"
            label={t('web-template-datetime.button.delete')}
          >
            <Icon>
              <path d="M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13" />
            </Icon>
          </KathaButton>
          <KathaButton
            type="button"
            variant="icon"
            disabled
            label={t('web-template-datetime.button.disabled')}
          >
            <Icon>
              <path d="M7 4h10v16l-5-4-5 4z" />
            </Icon>
          </KathaButton>
        </div>
      </DemoSection>
      <DemoSection heading={t('web-template-datetime.button.sizes')}>
        <div className="template-row">
          <KathaButton type="button" size="sm">
            {t('web-template-datetime.button.small')}
          </KathaButton>
          <KathaButton type="button">{t('web-template-datetime.button.medium')}</KathaButton>
          <KathaButton type="button" size="lg">
            {t('web-template-datetime.button.large')}
          </KathaButton>
          <KathaButton type="button" size="sm" variant="outlined">
            {t('web-template-datetime.button.small')}
          </KathaButton>
          <KathaButton type="button" size="lg" variant="outlined">
            {t('web-template-datetime.button.large')}
          </KathaButton>
        </div>
      </DemoSection>
      <DemoSection heading={t('web-template-datetime.button.loading')}>
        <div className="template-row">
          <KathaButton
            type="button"
            loading={publishing}
            onClick={() => {
              setPublished(false);
              setPublishing(true);
            }}
          >
            {t('web-template-datetime.button.publish')}
          </KathaButton>
          <KathaButton type="button" variant="outlined" color="secondary" loading>
            {t('web-template-datetime.button.publish')}
          </KathaButton>
        </div>
        <p className="template-result" role="status">
          {published
            ? t('web-template-datetime.button.published')
            : t('web-template-datetime.button.notPublished')}
        </p>
      </DemoSection>
    </article>
  );
}
