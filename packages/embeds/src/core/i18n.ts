import type { KathaI18n, MessageId as KitMessageId, MessageValues } from '@katha/i18n/core';
import type { MessageId as EmbedsMessageId } from '../generated/ids.js';

/** A message id a widget may use: the kit's (`@katha/i18n`) or the embeds' own (src/messages). */
export type MessageId = KitMessageId | EmbedsMessageId;

/** `createI18n`'s formatters and messages, its `t` taking the embeds' own ids as well. */
export interface EmbedsI18n extends Omit<KathaI18n, 't'> {
  t(id: MessageId, values?: MessageValues): string;
}
