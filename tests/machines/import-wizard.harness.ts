import { createActor, waitFor } from 'xstate';
import { withImportWizardServices, type ChosenFile } from '../../machines/import-wizard';
import type { WizardLogEntry } from '../../machines/wizard-log';
import { emptyCoverage, recordCoverage, type Coverage } from './machine-graph';
import { settleableCalls } from './settleable-calls';
import type { ServiceStep } from './import-wizard.model';

export const files: ChosenFile[] = [{ name: 'DEMO-AMF.ti', size: 52_000 }];
export const proposedCode = 'DEMO-AMF';
export const orderId = '7f1e0b8e-4d3a-4c55-9d7e-2a8c7a0b1c11';

/** The line a refusing service answers for `step`: an error the log must keep. */
const refusal = (step: ServiceStep): WizardLogEntry => ({ level: 'error', key: `test.${step}.refused`, params: {} });

type Step = 'checkFiles' | 'convert' | 'checkCode' | 'importProject';
const serviceOf: Record<ServiceStep, Step> = { check: 'checkFiles', convert: 'convert', code: 'checkCode', import: 'importProject' };

/** The real machine with services that settle when the test says; what it visits is added to `coverage`. */
export function createHarness(coverage: Coverage = emptyCoverage()) {
  const { calls, awaitSettle, take, pending } = settleableCalls<Step>();
  const machine = withImportWizardServices({
    checkFiles: (request) => awaitSettle('checkFiles', request),
    convert: (request) => awaitSettle('convert', request),
    checkCode: (request) => awaitSettle('checkCode', request),
    importProject: (request) => awaitSettle('importProject', request),
  });
  const actor = createActor(machine, { inspect: recordCoverage(machine.id, coverage) }).start();

  /** Settles the service in flight for `step`: passes, refuses (error lines) or fails (rejects); waits until the wizard moves on. */
  const settle = async (step: ServiceStep, outcome: 'passes' | 'refuses' | 'fails') => {
    const call = take(serviceOf[step], outcome === 'fails' ? 'reject' : 'resolve');
    const before = actor.getSnapshot().value;
    if (outcome === 'fails') call.reject(new Error(`${step} unreachable`));
    else if (step === 'check' || step === 'code') call.resolve(outcome === 'passes' ? [] : [refusal(step)]);
    else if (step === 'convert') call.resolve(outcome === 'passes' ? { ok: true, orderId, proposedCode, log: [{ level: 'info', key: 'importExport.ti.read', params: {} }] } : { ok: false, orderId: null, proposedCode: null, log: [refusal(step)] });
    else call.resolve(outcome === 'passes' ? { ok: true, log: [{ level: 'info', key: 'importExport.server.imported', params: {} }] } : { ok: false, log: [refusal(step)] });
    await waitFor(actor, (snapshot) => snapshot.value !== before);
  };

  /** Reports progress through the running service's callback. */
  const report = (fraction: number) => (pending()?.request as { onProgress: (value: number) => void }).onProgress(fraction);

  return { actor, calls, settle, pending, report, machine };
}

/** A harness as `createHarness` returns it. */
export type Harness = ReturnType<typeof createHarness>;
