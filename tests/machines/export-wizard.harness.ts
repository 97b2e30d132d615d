import { createActor, waitFor } from 'xstate';
import { withExportWizardServices, type ExportedFile, type PointChoice } from '../../machines/export-wizard';
import type { WizardLogEntry } from '../../machines/wizard-log';
import { emptyCoverage, recordCoverage, type Coverage } from './machine-graph';
import { settleableCalls } from './settleable-calls';
import type { ServiceStep } from './export-wizard.model';

export const points: PointChoice[] = [{ guid: 'a1b2c3d4-0000-4000-8000-000000000001', name: 'B01' }, { guid: 'a1b2c3d4-0000-4000-8000-000000000002', name: 'B02' }];
export const exportedFile: ExportedFile = { name: 'DEMO-AMF.ti', content: new Blob(['PK']) };

type Step = 'loadPoints' | 'exportFile' | 'shareFile';
const serviceOf: Record<ServiceStep, Step> = { points: 'loadPoints', export: 'exportFile', share: 'shareFile' };

/** The real machine with services that settle when the test says; what it visits is added to `coverage`. */
export function createHarness(coverage: Coverage = emptyCoverage()) {
  const { calls, awaitSettle, take, pending } = settleableCalls<Step>();
  const machine = withExportWizardServices({
    loadPoints: () => awaitSettle('loadPoints', null),
    exportFile: (request) => awaitSettle('exportFile', request),
    shareFile: (request) => awaitSettle('shareFile', request),
  });
  const actor = createActor(machine, { inspect: recordCoverage(machine.id, coverage) }).start();

  /** Settles the service in flight for `step`: passes, refuses (error lines) or fails (rejects); waits until the wizard moves on. */
  const settle = async (step: ServiceStep, outcome: 'passes' | 'refuses' | 'fails') => {
    const call = take(serviceOf[step], outcome === 'fails' ? 'reject' : 'resolve');
    const before = actor.getSnapshot().value;
    const refusal: WizardLogEntry = { level: 'error', key: `test.${step}.refused`, params: {} };
    if (outcome === 'fails') call.reject(new Error(`${step} unreachable`));
    else if (step === 'points') call.resolve(points);
    else if (step === 'share') call.resolve(outcome === 'passes' ? { ok: true, log: [{ level: 'info', key: 'test.share.sent', params: {} }] } : { ok: false, log: [refusal] });
    else call.resolve(outcome === 'passes'
      ? { ok: true, file: exportedFile, log: [{ level: 'warning', key: 'test.export.warned', params: {} }, { level: 'info', key: 'test.export.written', params: {} }] }
      : { ok: false, file: null, log: [refusal] });
    await waitFor(actor, (snapshot) => snapshot.value !== before);
  };

  /** Reports progress through the running service's callback. */
  const report = (fraction: number) => (pending()?.request as { onProgress: (value: number) => void }).onProgress(fraction);

  return { actor, calls, settle, pending, report, machine };
}

/** A harness as `createHarness` returns it. */
export type Harness = ReturnType<typeof createHarness>;
