import { adminChanges } from '../utils/shared-state';

/** Admin panel writes tell the site servers which pages they made stale (src/utils/shared-state.ts). */
export default adminChanges;
