// First, before anything loads `lit`: LitElement picks up the hydration support when it loads.
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
import { expect } from '@open-wc/testing';
import { serverRender } from '../test-utils/server-render.js';

/**
 * A kit element hydrating its server-rendered shadow root does so in a task of its own
 * (KathaElement's `scheduleUpdate`), so a page of cards hydrates in many short tasks, not in one
 * long task after the app's commit. The elements come from the server render of
 * web-test-runner.config.mjs (`/__katha-ssr__.json`), as in ssr/hydration.test.ts.
 */

type Hydrating = HTMLElement & { hasUpdated: boolean; updateComplete: Promise<boolean> };

const rendered = await serverRender();

/** Enough microtask turns for an update that does not wait for a task to finish. */
async function microtaskTurns() {
  for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
}

describe('hydration in tasks', () => {
  it('hydrates each server-rendered element in a task of its own', async () => {
    const slot = document.createElement('div');
    slot.setHTMLUnsafe(rendered.html['katha-chip']!.repeat(3));
    document.body.append(slot);
    const chips = [...slot.children] as Hydrating[];
    expect(chips.map((chip) => chip.shadowRoot?.firstChild != null)).to.deep.equal([true, true, true]);
    await import('../chip/chip.js');

    // Released together, as @lit/react does after React's commit: none hydrates in this task.
    for (const chip of chips) chip.removeAttribute('defer-hydration');
    await microtaskTurns();
    expect(chips.map((chip) => chip.hasUpdated)).to.deep.equal([false, false, false]);

    // The first hydrates in a later task, and the task ends before the second hydrates.
    await chips[0]!.updateComplete;
    await microtaskTurns();
    expect(chips.map((chip) => chip.hasUpdated)).to.deep.equal([true, false, false]);

    await Promise.all(chips.map((chip) => chip.updateComplete));
    expect(chips.every((chip) => chip.hasUpdated)).to.equal(true);
    slot.remove();
  });

  it('renders an element made in the browser without waiting for a task', async () => {
    await import('../chip/chip.js');
    const chip = document.createElement('katha-chip') as Hydrating;
    chip.textContent = 'Travel';
    document.body.append(chip);
    await microtaskTurns();
    expect(chip.hasUpdated).to.equal(true);
    chip.remove();
  });
});
