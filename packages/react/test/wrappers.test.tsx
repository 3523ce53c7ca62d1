import manifest from '@katha/ui/custom-elements.json' with { type: 'json' };
import { expect } from '@open-wc/testing';
import type { ElementType, ReactNode } from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import * as wrappers from '../src/index.js';
import { KathaButton, KathaChip } from '../src/index.js';

// React 19 warns unless act() knows it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Declaration {
  name: string;
  tagName?: string;
  customElement?: boolean;
}
const elements = (manifest.modules as Array<{ declarations?: Declaration[] }>)
  .flatMap((module) => module.declarations ?? [])
  .filter((declaration) => declaration.customElement && declaration.tagName);

let root: Root | undefined;
let container: HTMLElement;
async function mount(node: ReactNode) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(node));
}
function unmount() {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
}

describe('generated wrappers', () => {
  afterEach(unmount);

  it('cover every element of the manifest', async () => {
    expect(elements.length).to.be.at.least(3);
    for (const { name, tagName } of elements) {
      const Wrapper = (wrappers as Record<string, ElementType | undefined>)[name];
      expect(Wrapper, `wrapper ${name} for <${tagName}>`).to.not.equal(undefined);
      if (!Wrapper) continue;
      await mount(<Wrapper />);
      expect(container.querySelector(tagName!)).to.be.instanceOf(customElements.get(tagName!)!);
      unmount();
    }
  });

  it('set properties on the element', async () => {
    await mount(
      <KathaButton variant="secondary" loading>
        Send
      </KathaButton>,
    );
    const button = container.querySelector('katha-button')!;
    expect(button.variant).to.equal('secondary');
    expect(button.loading).to.equal(true);
    await button.updateComplete;
    expect(button.shadowRoot!.querySelector('button')!.getAttribute('aria-busy')).to.equal('true');
  });

  it('call on<Event> handlers with the event detail', async () => {
    const details: unknown[] = [];
    await mount(
      <KathaChip removable value="topic-7" onKathaRemove={(event) => details.push(event.detail)}>
        Poetry
      </KathaChip>,
    );
    const chip = container.querySelector('katha-chip')!;
    await chip.updateComplete;
    chip.shadowRoot!.querySelector<HTMLButtonElement>('[part="remove"]')!.click();
    expect(details).to.deep.equal([{ value: 'topic-7' }]);
  });
});
