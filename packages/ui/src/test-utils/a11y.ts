import 'axe-core/axe.min.js';
import type { AxeResults, RunOptions } from 'axe-core';

declare global {
  interface Window {
    axe: { run(context: Element, options: RunOptions): Promise<AxeResults> };
  }
}

/**
 * Runs axe-core on `element` (shadow DOM included) and throws a readable list of every
 * violation: rule, impact, help text and the offending nodes.
 */
export async function expectNoAxeViolations(element: Element, options: RunOptions = {}): Promise<void> {
  // No preload: the style sheets' text serves only an experimental rule axe does not run by default.
  const results = await window.axe.run(element, { resultTypes: ['violations'], preload: false, ...options });
  if (results.violations.length === 0) return;
  const report = results.violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
          .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
          .join('\n')}`,
    )
    .join('\n');
  throw new Error(`axe found ${results.violations.length} violation(s):\n${report}`);
}
