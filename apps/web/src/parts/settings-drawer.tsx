import type { Locale } from '@katha/i18n/core';
import { KathaCustomizer } from '@katha/react/customizer';
import { useSetAtom } from 'jotai';
import { localeAtom } from '../state/locale.js';
import { settingsChanged } from '../state/settings.js';

/**
 * The kit's customizer as the header's settings drawer (issue 15, section 1): mode, colour theme,
 * direction, width, menu layout, corner radius, card shadow and the language. The kit stores and
 * applies each change; the site mirrors what its server needs in the theme cookie. Loaded when the
 * settings button is first pressed.
 */
export default function SettingsDrawer({ onClose }: { onClose: () => void }) {
  const setLocale = useSetAtom(localeAtom);
  return (
    <KathaCustomizer
      open
      hideTrigger
      withLanguage
      onKathaSettingsChange={(
        event: CustomEvent<{ settings: Parameters<typeof settingsChanged>[0]['settings'] }>,
      ) => settingsChanged(event.detail)}
      onKathaLocaleChange={(event: CustomEvent<{ locale: Locale }>) => setLocale(event.detail.locale)}
      onKathaDrawerClose={onClose}
    />
  );
}
