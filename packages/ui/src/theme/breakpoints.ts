/** Theme breakpoints (min-width, px), spec section 9. Sidebar collapse applies from lg up. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1100, xl: 1336 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** The app's mobile breakpoints (px), spec section 9. */
export const MOBILE_BREAKPOINTS = { mobile: 768, tablet: 1024 } as const;

/** A media query for "at least this breakpoint", for `matchMedia` or `css` templates. */
export function mediaUp(breakpoint: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[breakpoint]}px)`;
}
