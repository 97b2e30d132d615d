import { resultValueFields } from '../../src/domain/lab/censored-value';
import type { Executor } from '../db/executor';
import { updateResultCounts } from '../db/repositories/analysis-results';
import { insertEntityRows } from '../db/repositories/entity-rows';

/** One line of the demo certificate: group, component, method, unit and the value as a lab writes it. */
type DemoResult = readonly [group: string, component: string, method: string, unit: string, value: string];

/**
 * A soil certificate as Dutch labs send it (standard package, AS3000 metals, PAK and mineral oil), with
 * censored values ('<0,20'), a decimal comma and a value that is not a number, so the results screen
 * shows every kind of value of spec 02 section 3 on first start.
 */
const demoCertificate: readonly DemoResult[] = [
  ['Algemeen', 'Droge stof', 'NEN-EN 15934', '%', '84,6'],
  ['Algemeen', 'Organische stof', 'NEN 5754', '% ds', '2,1'],
  ['Algemeen', 'Lutum', 'NEN 5753', '% ds', '9,7'],
  ['Metalen', 'Barium', 'AS3000', 'mg/kg ds', '<20'],
  ['Metalen', 'Cadmium', 'AS3000', 'mg/kg ds', '<0,20'],
  ['Metalen', 'Kobalt', 'AS3000', 'mg/kg ds', '4,1'],
  ['Metalen', 'Koper', 'AS3000', 'mg/kg ds', '17'],
  ['Metalen', 'Kwik', 'AS3000', 'mg/kg ds', '<0,05'],
  ['Metalen', 'Lood', 'AS3000', 'mg/kg ds', '36'],
  ['Metalen', 'Molybdeen', 'AS3000', 'mg/kg ds', '<1,5'],
  ['Metalen', 'Nikkel', 'AS3000', 'mg/kg ds', '12'],
  ['Metalen', 'Zink', 'AS3000', 'mg/kg ds', '110'],
  ['PAK', 'PAK 10 VROM (0,7 factor)', 'AS3000', 'mg/kg ds', '0,35'],
  ['Minerale olie', 'Minerale olie (C10-C40)', 'AS3000', 'mg/kg ds', '<35'],
  ['Overig', 'Asbest', 'NEN 5707', 'mg/kg ds', 'n.a.'],
];

/** Writes the demo certificate as the results of analysis sample `asId` (the first demo assignment's), reported on `date`. */
export async function seedDemoResults(db: Executor, asId: number, date: string): Promise<number> {
  const groups = [...new Set(demoCertificate.map(([group]) => group))];
  const rows = demoCertificate.map(([group, component, method, unit, value], index) => ({
    ComponentGroup: group, Component: component, Method: method, Unit: unit, ...resultValueFields(value),
    GroupOrder: groups.indexOf(group) + 1, ComponentOrder: index + 1, ReportedDate: date,
  }));
  await insertEntityRows(db, 'analysisResult', rows, { AsID: asId });
  await updateResultCounts(db, [asId]);
  return rows.length;
}
