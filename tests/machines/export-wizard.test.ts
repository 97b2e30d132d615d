import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import type { StatePath, TestParam } from 'xstate/graph';
import { exportWizardMachine, visibleLog } from '../../machines/export-wizard';
import { createHarness, exportedFile, points } from './export-wizard.harness';
import type { Harness } from './export-wizard.harness';
import { exportWizardScenarioModel, serializeScenario } from './export-wizard.model';
import type { ScenarioEvent, ScenarioSnapshot, ServiceStep } from './export-wizard.model';
import type { Coverage, OutcomeNames } from './machine-graph';
import { describeModelBased } from './model-based-suite';

const model = createTestModel(exportWizardScenarioModel, {
  serializeState: serializeScenario,
  filterEvents: (snapshot, event) => snapshot.can(event),
});

const allGuids = points.map((point) => point.guid);
const description = 'Export voor de gemeente';
const references = 'REF-2026-11';
const share = { recipients: 'gemeente@example.nl; lab@example.nl', subject: 'Export DEMO-AMF', message: 'Zie bijlage.' };

const kept = (state: ScenarioSnapshot) => (state.context.lastError === null ? 'no errors' : `the ${state.context.lastError} error and every earlier line kept in the log`);

const outcomeNames: OutcomeNames<ScenarioSnapshot, ScenarioEvent['type']> = {
  causes: {
    chooseType: '.ti chosen', clearSelection: 'the selection cleared', selectAll: 'every point selected', giveDescription: 'description and references typed',
    next: 'next', back: 'back', close: 'closed', progress: 'progress reported',
    toggleErrors: (state) => (state.context.errorsHidden ? 'error lines filtered out' : 'error lines shown again'),
    'points.load': 'points loaded', 'points.fail': 'loading the points fails',
    'export.succeeds': 'exported', 'export.refuses': 'the export refused', 'export.fails': 'the export call fails',
    fillShare: 'addresses and subject typed', 'share.sends': 'mail sent', 'share.refuses': 'the mail refused', 'share.fails': 'the share call fails',
  },
  outcomes: {
    chooseType: (state) => `type step${state.context.typeChosen ? ', .ti kept' : ''}; ${kept(state)}`,
    loadingPoints: () => 'loading the points',
    selection: (state) => `selection step, ${state.context.selectionCleared ? 'nothing selected, next refused' : 'every point selected'}; ${kept(state)}`,
    description: (state) => `description step${state.context.descriptionGiven ? ', description and references kept' : ''}; ${kept(state)}`,
    exporting: () => 'exporting, progress shown',
    log: (state) => `log: ${state.context.exported ? 'file ready' : 'no file'}${state.context.shared ? ', shared by e-mail' : ''}${state.context.errorsHidden ? ', errors hidden' : ''}; ${kept(state)}`,
    share: (state) => `share step${state.context.shareFilled ? ', addresses and subject kept' : ', next refused until filled'}; ${kept(state)}`,
    sharing: () => 'sending the mail',
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
    const context = snapshot().context;
    expect(snapshot().value).toBe(value);
    expectErrorsKept(h, state.context.lastError, seen);
    expect(context.exportType).toBe(state.context.typeChosen ? 'ti' : null);
    expect(context.points).toEqual(state.context.pointsLoaded ? points : null);
    expect(context.selection).toEqual(state.context.pointsLoaded && !state.context.selectionCleared ? allGuids : []);
    expect([context.description, context.references]).toEqual(state.context.descriptionGiven ? [description, references] : ['', '']);
    expect(context.levels.includes('error')).toBe(!state.context.errorsHidden);
    expect(context.share).toEqual(state.context.shareFilled ? share : { recipients: '', subject: '', message: '' });
    expect(context.sharedWith).toEqual(state.context.shared ? ['gemeente@example.nl', 'lab@example.nl'] : []);
  };
  return {
    events: {
      chooseType: () => send({ type: 'exportWizard.chooseType', exportType: 'ti' }),
      clearSelection: () => send({ type: 'exportWizard.setSelection', guids: [] }),
      selectAll: () => send({ type: 'exportWizard.setSelection', guids: allGuids }),
      giveDescription: () => {
        send({ type: 'exportWizard.setDescription', description });
        send({ type: 'exportWizard.setReferences', references });
      },
      next: () => send({ type: 'exportWizard.next' }),
      back: () => send({ type: 'exportWizard.back' }),
      close: () => send({ type: 'exportWizard.close' }),
      progress: () => h.report(0.4),
      toggleErrors: () => send({ type: 'exportWizard.toggleLevel', level: 'error' }),
      'points.load': () => h.settle('points', 'passes'),
      'points.fail': () => h.settle('points', 'fails'),
      'export.succeeds': () => h.settle('export', 'passes'),
      'export.refuses': () => h.settle('export', 'refuses'),
      'export.fails': () => h.settle('export', 'fails'),
      fillShare: () => send({ type: 'exportWizard.setShare', share }),
      'share.sends': () => h.settle('share', 'passes'),
      'share.refuses': () => h.settle('share', 'refuses'),
      'share.fails': () => h.settle('share', 'fails'),
    },
    states: {
      chooseType: stage('chooseType'),
      loadingPoints: (state) => {
        stage('loadingPoints')(state);
        expect(snapshot().hasTag('busy')).toBe(true);
        expect(h.pending()?.step).toBe('loadPoints');
      },
      selection: stage('selection'),
      description: stage('description'),
      exporting: (state) => {
        stage('exporting')(state);
        expect(snapshot().hasTag('busy')).toBe(true);
        expect(snapshot().context.progress).toBe(state.context.progressed ? 0.4 : 0);
        expect(h.pending()?.request).toMatchObject({ exportType: 'ti', pointGuids: allGuids, description: state.context.descriptionGiven ? description : '', references: state.context.descriptionGiven ? references : '' });
      },
      log: (state) => {
        stage('log')(state);
        expect(snapshot().context.exported).toBe(state.context.exported ? exportedFile : null);
        const shown = visibleLog(snapshot().context);
        expect(shown.some((entry) => entry.level === 'error')).toBe(!state.context.errorsHidden && state.context.lastError !== null);
        expect(shown.filter((entry) => entry.level !== 'error')).toEqual(snapshot().context.log.filter((entry) => entry.level !== 'error'));
      },
      share: stage('share'),
      sharing: (state) => {
        stage('sharing')(state);
        expect(snapshot().hasTag('busy')).toBe(true);
        expect(h.pending()?.request).toEqual({ recipients: ['gemeente@example.nl', 'lab@example.nl'], subject: share.subject, message: share.message, file: exportedFile });
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

describeModelBased('export wizard, model-based (spec 02 sections 2 and 4)', {
  model, serialize: serializeScenario, scenarioModel: exportWizardScenarioModel, machine: exportWizardMachine, outcomeNames, runPath,
});

describe('export wizard, a story (spec 02 section 2)', () => {
  it('the user exports one point of DEMO-AMF as .ti: the call fails, back and again it is written; the warning stays when errors are filtered out', async () => {
    const h = createHarness();
    h.actor.send({ type: 'exportWizard.chooseType', exportType: 'ti' });
    h.actor.send({ type: 'exportWizard.next' });
    await h.settle('points', 'passes');
    h.actor.send({ type: 'exportWizard.setSelection', guids: [allGuids[1] ?? ''] });
    h.actor.send({ type: 'exportWizard.next' });
    h.actor.send({ type: 'exportWizard.setDescription', description });
    h.actor.send({ type: 'exportWizard.next' });
    expect(h.pending()?.request).toMatchObject({ pointGuids: [allGuids[1]], description });
    await h.settle('export', 'fails');
    h.actor.send({ type: 'exportWizard.back' });
    expect(h.actor.getSnapshot().context).toMatchObject({ description, selection: [allGuids[1]], exportType: 'ti' });
    h.actor.send({ type: 'exportWizard.next' });
    h.report(0.5);
    expect(h.actor.getSnapshot().context.progress).toBe(0.5);
    await h.settle('export', 'passes');
    h.actor.send({ type: 'exportWizard.toggleLevel', level: 'error' });
    const context = h.actor.getSnapshot().context;
    expect(context.exported).toBe(exportedFile);
    expect(context.log.map((entry) => entry.level)).toEqual(['error', 'warning', 'info']);
    expect(visibleLog(context).map((entry) => entry.key)).toEqual(['test.export.warned', 'test.export.written']);
  });

  it('the user shares the file by e-mail: next is refused without a subject or with a bad address, the refusal of the mail server is logged and a retry sends it', async () => {
    const h = createHarness();
    h.actor.send({ type: 'exportWizard.chooseType', exportType: 'ti' });
    h.actor.send({ type: 'exportWizard.next' });
    await h.settle('points', 'passes');
    h.actor.send({ type: 'exportWizard.next' });
    h.actor.send({ type: 'exportWizard.next' });
    await h.settle('export', 'passes');
    h.actor.send({ type: 'exportWizard.next' });
    expect(h.actor.getSnapshot().value).toBe('share');
    h.actor.send({ type: 'exportWizard.setShare', share: { recipients: 'gemeente@example.nl, geen-adres' } });
    h.actor.send({ type: 'exportWizard.next' });
    expect(h.actor.getSnapshot().value).toBe('share');
    h.actor.send({ type: 'exportWizard.setShare', share: { recipients: 'gemeente@example.nl' } });
    h.actor.send({ type: 'exportWizard.next' });
    expect(h.actor.getSnapshot().value).toBe('share');
    h.actor.send({ type: 'exportWizard.setShare', share: { subject: 'Export DEMO-AMF' } });
    h.actor.send({ type: 'exportWizard.next' });
    await h.settle('share', 'refuses');
    expect(h.actor.getSnapshot().context.log.at(-1)).toMatchObject({ level: 'error', key: 'test.share.refused' });
    h.actor.send({ type: 'exportWizard.next' });
    await h.settle('share', 'passes');
    expect(h.actor.getSnapshot()).toMatchObject({ value: 'log', context: { sharedWith: ['gemeente@example.nl'] } });
  });
});
