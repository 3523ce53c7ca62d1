let last: Promise<void> = Promise.resolve();

/**
 * Resolves in a task of its own, after every turn asked for before it: the parts of a page that
 * render after the first one (the header's content, a side column, more cards) come one per task,
 * never several in one long task.
 */
export function nextTurn(): Promise<void> {
  last = last.then(() => new Promise<void>((resolve) => setTimeout(resolve)));
  return last;
}
