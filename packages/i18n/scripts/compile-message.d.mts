import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** An ICU element the runtime does not format: fails the build instead of shipping it. */
export declare class UnsupportedMessageError extends Error {}

/** A parsed message as JS source: a string literal, or an arrow function `(v,h)=>…`. */
export declare function compileMessage(elements: MessageFormatElement[]): string;
