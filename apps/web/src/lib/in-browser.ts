import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False on the server and while the app hydrates the server's page, true after: for what only a
 * browser can render (the writer's studio, whose editor touches `document` when it loads).
 */
export const useInBrowser = (): boolean =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
