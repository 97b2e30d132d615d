import type { CodeOption } from '../../../src/domain/editing';
import { resultValueFields } from '../../../src/domain/lab/censored-value';

/** The results benches' project: 2,000 analysis samples × 60 components = 120,000 results. */
const benchSampleCount = 2000;
export const benchComponentCount = 60;

/** The bench project's analysis samples, as the sample column's choices. */
export function benchSamples(): CodeOption[] {
  return Array.from({ length: benchSampleCount }, (_, index) => ({ code: `as-${index}`, description: `MM ${String(index + 1).padStart(4, '0')}` }));
}

/** The bench project's results in sample then component order, a fifth of them censored ('<0,3'). */
export function benchResults(): Record<string, unknown>[] {
  const results: Record<string, unknown>[] = [];
  for (let sample = 0; sample < benchSampleCount; sample++) {
    for (let component = 0; component < benchComponentCount; component++) {
      const value = (sample + component) % 5 === 0 ? `<0,${(component % 9) + 1}` : `${(sample * 7 + component) % 400},${component % 10}`;
      results.push({
        // The bench's row check reads B00001… at the left edge (hooks.ts), as on the points' bench page.
        RowName: `B${String(results.length + 1).padStart(5, '0')}`,
        ArGuid: `ar-${sample}-${component}`, AsGuid: `as-${sample}`, RowVersion: 1, Method: 'AS3000', ComponentGroup: `Groep ${Math.floor(component / 10)}`,
        Component: `Component ${component}`, Unit: 'mg/kg ds', ...resultValueFields(value), GroupOrder: Math.floor(component / 10) + 1, ComponentOrder: component + 1,
        ReportedDate: '2026-10-12T00:00:00',
      });
    }
  }
  return results;
}
