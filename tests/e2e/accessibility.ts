import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Impacts that fail a screen (CLIENT.md: no serious or critical violation on any screen). */
const blockingImpacts: readonly string[] = ['serious', 'critical'];

/** Narrows a scan: CSS selectors to scan only or to skip, rules to switch off (say why in the test). */
export interface AccessibilityScanOptions {
  include?: string;
  exclude?: string;
  disableRules?: string[];
}

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation, one line per
 * violation with its impact, rule, help and the elements it found.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: AccessibilityScanOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page });
  if (options.include) builder = builder.include(options.include);
  if (options.exclude) builder = builder.exclude(options.exclude);
  if (options.disableRules) builder = builder.disableRules(options.disableRules);
  const results = await builder.analyze();
  const blocking = results.violations.filter((violation) => blockingImpacts.includes(violation.impact ?? ''));
  const lines = blocking.flatMap((violation) => [
    `${violation.impact} ${violation.id}: ${violation.help} (${violation.helpUrl})`,
    ...violation.nodes.map((node) => `    at ${node.target.map(String).join(' ')} — ${node.failureSummary?.split('\n').join(' ') ?? ''}`),
  ]);
  expect(lines, `serious or critical accessibility violations on ${page.url()}`).toEqual([]);
}
