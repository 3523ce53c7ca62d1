/** Types of accounts.mjs: confirmed test accounts through the development mailbox. */
export interface Mail {
  to: string;
  subject: string;
  text?: string;
  html?: string;
  sentAt: string;
}
export declare const mailsTo: (to: string, mailbox?: string) => Mail[];
export declare function waitForMail(
  to: string,
  pattern: RegExp,
  options?: { mailbox?: string; timeoutMs?: number },
): Promise<RegExpMatchArray>;
export declare const confirmationCode: (email: string, options?: { mailbox?: string }) => Promise<string>;
export interface AccountUser {
  id: number;
  documentId: string;
  username: string;
  email: string;
  [field: string]: unknown;
}
export declare function registerConfirmed(
  apiUrl: string,
  account: { username: string; email: string; password: string; [field: string]: unknown },
  options?: { localAddress?: string; mailbox?: string },
): Promise<{ jwt: string; user: AccountUser }>;
