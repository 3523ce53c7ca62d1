import { type KeyboardEvent, useMemo, useRef, useState } from 'react';

/** One item of a tree: its id, its label, its children (a branch) or none (a leaf). */
export interface TreeNode {
  id: string;
  label: string;
  /** The label's language, when it differs from the page's (e.g. a language's own name). */
  lang?: string;
  children?: readonly TreeNode[];
}

interface Visible {
  node: TreeNode;
  parent: string | null;
}

/** The items shown, in order: every root, and the children of each open branch. */
function visibleItems(
  nodes: readonly TreeNode[],
  expanded: ReadonlySet<string>,
  parent: string | null = null,
) {
  const items: Visible[] = [];
  for (const node of nodes) {
    items.push({ node, parent });
    if (node.children && expanded.has(node.id)) items.push(...visibleItems(node.children, expanded, node.id));
  }
  return items;
}

/** Every branch's id (for Open all). */
export function branchIds(nodes: readonly TreeNode[]): string[] {
  return nodes.flatMap((node) => (node.children ? [node.id, ...branchIds(node.children)] : []));
}

/** How long typed letters add up to one search (WAI-ARIA's type-ahead). */
const TYPE_AHEAD_MS = 500;

/**
 * A tree view by the WAI-ARIA tree pattern (the kit has no tree element): `role="tree"` of
 * `treeitem`s, branches with `aria-expanded` and their children in a `group`, one item in the
 * tab order (roving tabindex). Up/Down move through the visible items, Right opens a branch or
 * enters it, Left closes it or goes to the parent (mirrored in rtl), Home/End, Enter/Space select,
 * `*` opens the item's sibling branches, a typed letter (or several in quick succession) moves to
 * the next visible item whose label starts with them. `expanded` is held by the caller.
 */
export function TreeView({
  nodes,
  label,
  expanded,
  onExpandedChange,
  selected,
  onSelect,
}: {
  nodes: readonly TreeNode[];
  label: string;
  expanded: ReadonlySet<string>;
  onExpandedChange: (expanded: ReadonlySet<string>) => void;
  selected: string | null;
  onSelect: (node: TreeNode) => void;
}) {
  const visible = useMemo(() => visibleItems(nodes, expanded), [nodes, expanded]);
  const [active, setActive] = useState<string | null>(null);
  // The item in the tab order: the one last moved to, while visible; else the selected, else the first.
  const current =
    visible.find((item) => item.node.id === active)?.node.id ??
    visible.find((item) => item.node.id === selected)?.node.id ??
    visible[0]?.node.id;
  const root = useRef<HTMLDivElement>(null);
  const typed = useRef({ text: '', at: 0 });

  const focus = (id: string) => {
    setActive(id);
    root.current?.querySelector<HTMLElement>(`[data-id="${CSS.escape(id)}"]`)?.focus();
  };
  const toggle = (id: string, open: boolean) => {
    const next = new Set(expanded);
    if (open) next.add(id);
    else next.delete(id);
    onExpandedChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const index = visible.findIndex((item) => item.node.id === current);
    const item = visible[index];
    if (!item) return;
    const { node } = item;
    const isBranch = Boolean(node.children?.length);
    const open = expanded.has(node.id);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const key =
      rtl && event.key === 'ArrowLeft'
        ? 'ArrowRight'
        : rtl && event.key === 'ArrowRight'
          ? 'ArrowLeft'
          : event.key;
    let handled = true;
    switch (key) {
      case 'ArrowDown':
        if (visible[index + 1]) focus(visible[index + 1]!.node.id);
        break;
      case 'ArrowUp':
        if (index > 0) focus(visible[index - 1]!.node.id);
        break;
      case 'ArrowRight':
        if (isBranch && !open) toggle(node.id, true);
        else if (isBranch) focus(node.children![0]!.id);
        break;
      case 'ArrowLeft':
        if (isBranch && open) toggle(node.id, false);
        else if (item.parent) focus(item.parent);
        break;
      case 'Home':
        focus(visible[0]!.node.id);
        break;
      case 'End':
        focus(visible[visible.length - 1]!.node.id);
        break;
      case 'Enter':
      case ' ':
        onSelect(node);
        if (isBranch && key === 'Enter') toggle(node.id, !open);
        break;
      case '*': {
        const siblings = visible.filter((other) => other.parent === item.parent && other.node.children);
        onExpandedChange(new Set([...expanded, ...siblings.map((other) => other.node.id)]));
        break;
      }
      default:
        handled = event.key.length === 1 && /\S/.test(event.key) && typeAhead(event.key, index);
    }
    if (handled) event.preventDefault();
  };

  /** Moves to the next visible item (after the current one, wrapping) whose label starts with the letters typed. */
  const typeAhead = (letter: string, index: number) => {
    const now = Date.now();
    const text = now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text + letter : letter;
    typed.current = { text, at: now };
    const wanted = text.toLocaleLowerCase();
    // A new search starts after the current item; a longer one may stay on it.
    const start = text.length > 1 ? index : index + 1;
    const order = [...visible.slice(start), ...visible.slice(0, start)];
    const match = order.find((other) => other.node.label.toLocaleLowerCase().startsWith(wanted));
    if (match) focus(match.node.id);
    return true;
  };

  const renderNodes = (list: readonly TreeNode[], level: number) =>
    list.map((node, position) => {
      const isBranch = Boolean(node.children?.length);
      const open = expanded.has(node.id);
      return (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the tree handles the keys of its items (one onKeyDown, roving tabindex)
        <div
          key={node.id}
          role="treeitem"
          data-id={node.id}
          aria-level={level}
          aria-setsize={list.length}
          aria-posinset={position + 1}
          aria-expanded={isBranch ? open : undefined}
          aria-selected={node.id === selected}
          tabIndex={node.id === current ? 0 : -1}
          onClick={(event) => {
            event.stopPropagation();
            setActive(node.id);
            onSelect(node);
            if (isBranch) toggle(node.id, !open);
          }}
          onFocus={(event) => {
            if (event.target === event.currentTarget) setActive(node.id);
          }}
        >
          <span className="tp-tree__row">
            <span className="tp-tree__twisty" aria-hidden="true">
              {isBranch ? '▸' : ''}
            </span>
            <span lang={node.lang}>{node.label}</span>
          </span>
          {isBranch && open ? (
            // biome-ignore lint/a11y/useSemanticElements: a tree's group of child items (WAI-ARIA tree pattern)
            <div role="group">{renderNodes(node.children!, level + 1)}</div>
          ) : null}
        </div>
      );
    });

  return (
    <div ref={root} role="tree" aria-label={label} className="tp-tree" onKeyDown={onKeyDown}>
      {renderNodes(nodes, 1)}
    </div>
  );
}
