import type { KathaI18n, MessageId as KitMessageId, MessageValues } from '@katha/i18n/core';
import type { MessageId as SiteMessageId } from './generated/ids.js';

/** A message id the site may use: the kit's (`@katha/i18n`) or the site's own (src/messages). */
export type MessageId = KitMessageId | SiteMessageId;

/** `createI18n`'s formatters and messages, its `t` taking the site's own ids as well. */
export interface SiteI18n extends Omit<KathaI18n, 't'> {
  t(id: MessageId, values?: MessageValues): string;
}
