import { KathaLogo } from '@katha/react/logo';
import type { ReactNode } from 'react';
import { paths } from '../lib/paths.js';
import { usePageTitle } from './page-title.js';

/**
 * The frame of the sign-in pages (sign in or register, forgot and reset password): the logo
 * leading home, then `title` as the page's heading and the tab's title, then the page.
 */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="auth">
      <KathaLogo href={paths.home} />
      <h1 className="auth__title">{title}</h1>
      {children}
    </div>
  );
}
