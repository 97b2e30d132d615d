import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import type { StatePath, TestParam } from 'xstate/graph';
import { importWizardMachine } from '../../machines/import-wizard';
import { createHarness, files, orderId, proposedCode } from './import-wizard.harness';
import type { Harness } from './import-wizard.harness';
import { importWizardScenarioModel, serializeScenario } from './import-wizard.model';
import type { ScenarioEvent, ScenarioSnapshot, ServiceStep } from './import-wizard.model';
import type { Coverage, OutcomeNames } from './machine-graph';
import { describeModelBased } from './model-based-suite';

const model = createTestModel(importWizardScenarioModel, {
  serializeState: serializeScenario,
  filterEvents: (snapshot, event) => snapshot.can(event),
});

const kept = (state: ScenarioSnapshot) => (state.context.lastError === null ? 'no errors' : `the ${state.context.lastError} error and every earlier line kept in the log`);

const outcomeNames: OutcomeNames<ScenarioSnapshot, ScenarioEvent['type']> = {
  causes: {
    chooseType: '.ti chosen', chooseFiles: 'a file dropped', giveCode: 'a code typed', clearCode: 'the code cleared',
    next: 'next', back: 'back', close: 'closed', progress: 'progress reported',
    'check.passes': 'files pass the checks', 'check.refuses': 'files refused', 'check.fails': 'the check fails',
    'convert.succeeds': 'converted', 'convert.refuses': 'content unreadable', 'convert.fails': 'the upload fails',
    'code.passes': 'code free', 'code.refuses': 'code in use', 'code.fails': 'the code check fails',
    'import.succeeds': 'imported', 'import.refuses': 'the import refused', 'import.fails': 'the import call fails',
  },
  outcomes: {
    chooseType: (state) => `type step${state.context.typeChosen ? ', .ti kept' : ''}; ${kept(state)}`,
    dropFiles: (state) => `drop step${state.context.filesChosen ? ', file kept' : ''}; ${kept(state)}`,
    checking: () => 'checking the files',
    converting: () => 'converting, progress shown',
    projectCode: (state) => `code step${state.context.codeGiven ? ', code kept' : ', code empty'}; ${kept(state)}`,
    checkingCode: () => 'checking the code',
    importing: () => 'importing, progress shown',
    log: (state) => `log: ${state.context.imported ? 'imported' : 'not imported'}; ${kept(state)}`,
    closed: () => 'wizard closed',
  },
};

/** The log holds the last failed step's error line (a refusal's own line, or the step's failure), and every line it held before. */
function expectErrorsKept(h: Harness, step: ServiceStep | null, seen: { log: readonly unknown[] }) {
  const log = h.actor.getSnapshot().context.log;
  expect(log.slice(0, seen.log.length)).toEqual(seen.log);
  seen.log = [...log];
  if (step === null) return;
  expect(log.some((entry) => entry.level === 'error' && (entry.key === `test.${step}.refused` || entry.params.step === step)), step).toBe(true);
}

function paramsFor(h: Harness): TestParam<ScenarioSnapshot, ScenarioEvent> {
  const snapshot = () => h.actor.getSnapshot();
  const send = (event: Parameters<Harness['actor']['send']>[0]) => h.actor.send(event);
  const seen = { log: [] as readonly unknown[] };
  const stage = (value: string) => (state: ScenarioSnapshot) => {
    expect(snapshot().value).toBe(value);
    expectErrorsKept(h, state.context.lastError, seen);
    expect(snapshot().context.importType).toBe(state.context.typeChosen ? 'ti' : null);
    expect(snapshot().context.files).toEqual(state.context.filesChosen ? files : []);
  };
  return {
    events: {
      chooseType: () => send({ type: 'importWizard.chooseType', importType: 'ti' }),
      chooseFiles: () => send({ type: 'importWizard.setFiles', files }),
      giveCode: () => send({ type: 'importWizard.setCode', projectCode: 'DEMO-COPY' }),
      clearCode: () => send({ type: 'importWizard.setCode', projectCode: ' ' }),
      next: () => send({ type: 'importWizard.next' }),
      back: () => send({ type: 'importWizard.back' }),
      close: () => send({ type: 'importWizard.close' }),
      progress: () => h.report(0.4),
      'check.passes': () => h.settle('check', 'passes'),
      'check.refuses': () => h.settle('check', 'refuses'),
      'check.fails': () => h.settle('check', 'fails'),
      'convert.succeeds': () => h.settle('convert', 'passes'),
      'convert.refuses': () => h.settle('convert', 'refuses'),
      'convert.fails': () => h.settle('convert', 'fails'),
      'code.passes': () => h.settle('code', 'passes'),
      'code.refuses': () => h.settle('code', 'refuses'),
      'code.fails': () => h.settle('code', 'fails'),
      'import.succeeds': () => h.settle('import', 'passes'),
      'import.refuses': () => h.settle('import', 'refuses'),
      'import.fails': () => h.settle('import', 'fails'),
    },
    states: {
      chooseType: stage('chooseType'),
      dropFiles: stage('dropFiles'),
      checking: (state) => {
        stage('checking')(state);
        expect(h.pending()?.request).toEqual({ importType: 'ti', files });
      },
      converting: (state) => {
        stage('converting')(state);
        expect(snapshot().hasTag('busy')).toBe(true);
        expect(h.pending()?.request).toMatchObject({ importType: 'ti', files });
        expect(snapshot().context.progress).toBe(state.context.progressed ? 0.4 : 0);
      },
      projectCode: (state) => {
        stage('projectCode')(state);
        expect(snapshot().context.orderId).toBe(orderId);
        expect(snapshot().context.projectCode.trim() !== '').toBe(state.context.codeGiven);
      },
      checkingCode: (state) => {
        stage('checkingCode')(state);
        expect(h.pending()?.request).toEqual({ projectCode: expect.any(String) as string });
      },
      importing: (state) => {
        stage('importing')(state);
        expect(snapshot().context.progress).toBe(state.context.progressed ? 0.4 : 0);
        expect(h.pending()?.request).toMatchObject({ orderId, projectCode: expect.any(String) as string });
      },
      log: (state) => {
        stage('log')(state);
        expect(snapshot().context.imported !== null).toBe(state.context.imported);
      },
      closed: () => {
        expect(snapshot().status).toBe('done');
      },
    },
  };
}

async function runPath(path: StatePath<ScenarioSnapshot, ScenarioEvent>, coverage?: Coverage): Promise<void> {
  await model.testPath(path, paramsFor(createHarness(coverage)));
}

describeModelBased('import wizard, model-based (spec 02 sections 2 and 4)', {
  model, serialize: serializeScenario, scenarioModel: importWizardScenarioModel, machine: importWizardMachine, outcomeNames, runPath,
});

describe('import wizard, a story (spec 02 section 2)', () => {
  it('the user drops DEMO-AMF.ti, it converts with the file\'s code proposed, a code in use is refused, another imports', async () => {
    const h = createHarness();
    h.actor.send({ type: 'importWizard.chooseType', importType: 'ti' });
    h.actor.send({ type: 'importWizard.next' });
    h.actor.send({ type: 'importWizard.setFiles', files });
    h.actor.send({ type: 'importWizard.next' });
    await h.settle('check', 'passes');
    h.report(0.5);
    expect(h.actor.getSnapshot().context.progress).toBe(0.5);
    await h.settle('convert', 'passes');
    expect(h.actor.getSnapshot().context.projectCode).toBe(proposedCode);
    h.actor.send({ type: 'importWizard.next' });
    await h.settle('code', 'refuses');
    expect(h.actor.getSnapshot().value).toBe('projectCode');
    h.actor.send({ type: 'importWizard.setCode', projectCode: 'DEMO-COPY' });
    h.actor.send({ type: 'importWizard.next' });
    await h.settle('code', 'passes');
    await h.settle('import', 'passes');
    expect(h.actor.getSnapshot().context).toMatchObject({ imported: 'DEMO-COPY', log: [expect.objectContaining({ key: 'importExport.ti.read' }), expect.objectContaining({ level: 'error' }), expect.objectContaining({ key: 'importExport.server.imported' })] });
  });
});
