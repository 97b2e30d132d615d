import { describe, expect, it } from 'vitest';
import { commandRegistry, runCommand } from '../../../commands';
import { defineCommand } from '../../../commands/command';
import { noRightsMessageKey, rightsUnreadableMessageKey } from '../../../commands/run-command';
import { fakeContext, fakeRecord } from './fake-context';

const selected = { selected: { prId: 12, code: 'P-12', pinned: false }, createProject: () => {}, requestDeleteSelected: () => {}, togglePinSelected: () => {} };

describe('running a command', () => {
  it('does nothing where the command does not apply', async () => {
    const fake = fakeContext();
    expect(await runCommand(commandRegistry.get('record.save'), fake.context)).toBe('unavailable');
    expect(fake.calls).toEqual([]);
  });

  it('runs a command that needs no right without asking for one', async () => {
    const fake = fakeContext({ canSave: true, unsavedChanges: true, rights: { granted: [] } });
    expect(await runCommand(commandRegistry.get('record.save'), fake.context)).toBe('ran');
    expect(fake.calls).toEqual([{ call: 'saveScreen' }]);
    expect(fake.rightsAsked).toEqual([]);
  });

  it("shows the spec's rights message instead of running when the user lacks the right", async () => {
    const actions: string[] = [];
    const fake = fakeContext({ route: { screen: 'projectList' }, projectList: { ...selected, requestDeleteSelected: () => { actions.push('asked'); } }, rights: { granted: ['Export'] } });
    expect(await runCommand(commandRegistry.get('project.delete'), fake.context)).toBe('refused');
    expect(fake.rightsAsked).toEqual([{ function: 'DeleteProject' }]);
    expect(fake.calls).toEqual([{ call: 'notify', notice: { kind: 'error', messageKey: noRightsMessageKey } }]);
    expect(actions).toEqual([]);
  });

  it('runs once the right is confirmed', async () => {
    const fake = fakeContext({ externalApps: new Set(['export'] as const), route: { screen: 'project', projectId: 4 }, rights: { granted: ['Export'] } });
    expect(await runCommand(commandRegistry.get('external.export'), fake.context)).toBe('ran');
    expect(fake.rightsAsked).toEqual([{ feature: 'Export' }]);
    expect(fake.calls).toEqual([{ call: 'navigate', destination: { to: 'external', app: 'export', prId: 4 } }]);
  });

  it('opens the export wizard for the project when no external export application is configured', async () => {
    const fake = fakeContext({ externalApps: new Set(), route: { screen: 'projectList' }, projectList: selected, rights: { granted: ['Export'] } });
    expect(await runCommand(commandRegistry.get('external.export'), fake.context)).toBe('ran');
    expect(fake.calls).toEqual([{ call: 'navigate', destination: { to: 'exportWizard', projectId: 12 } }]);
  });

  it('opens the map beside a point\'s form and closes it again (spec 01 section 2, /{openMap})', async () => {
    const closed = fakeContext({ route: { screen: 'point', projectId: 4, pointGuid: 'g-1' } });
    expect(await runCommand(commandRegistry.get('navigate.pointMap'), closed.context)).toBe('ran');
    expect(closed.calls).toEqual([{ call: 'navigate', destination: { to: 'point', projectId: 4, pointGuid: 'g-1', withMap: true } }]);
    const open = fakeContext({ route: { screen: 'point', projectId: 4, pointGuid: 'g-1', mapBeside: true } });
    expect(await runCommand(commandRegistry.get('navigate.pointMap'), open.context)).toBe('ran');
    expect(open.calls).toEqual([{ call: 'navigate', destination: { to: 'point', projectId: 4, pointGuid: 'g-1', withMap: false } }]);
    expect(await runCommand(commandRegistry.get('navigate.pointMap'), fakeContext({ route: { screen: 'record', projectId: 4, pointGuid: 'g-1' } }).context)).toBe('unavailable');
  });

  it('opens the import wizard when no external import application is configured, the external one where it is', async () => {
    const wizard = fakeContext({ externalApps: new Set(), route: { screen: 'projectList' }, rights: { granted: ['Import'] } });
    expect(await runCommand(commandRegistry.get('external.import'), wizard.context)).toBe('ran');
    expect(wizard.calls).toEqual([{ call: 'navigate', destination: { to: 'importWizard', projectId: null } }]);
    const fromProject = fakeContext({ externalApps: new Set(), route: { screen: 'project', projectId: 4 }, rights: { granted: ['Import'] } });
    expect(await runCommand(commandRegistry.get('external.import'), fromProject.context)).toBe('ran');
    expect(fromProject.calls).toEqual([{ call: 'navigate', destination: { to: 'importWizard', projectId: 4 } }]);
    const external = fakeContext({ externalApps: new Set(['import'] as const), route: { screen: 'project', projectId: 4 }, rights: { granted: ['Import'] } });
    expect(await runCommand(commandRegistry.get('external.import'), external.context)).toBe('ran');
    expect(external.calls).toEqual([{ call: 'navigate', destination: { to: 'external', app: 'import' } }]);
  });

  it('reaches each choice of the import selection screen from the palette, straight into that import\'s wizard (spec 02 section 2)', async () => {
    const fromProject = fakeContext({ externalApps: new Set(), route: { screen: 'project', projectId: 4 }, rights: { granted: ['Import'] } });
    expect(await runCommand(commandRegistry.get('external.importNew'), fromProject.context)).toBe('ran');
    expect(await runCommand(commandRegistry.get('external.importRegular'), fromProject.context)).toBe('ran');
    expect(fromProject.calls).toEqual([
      { call: 'navigate', destination: { to: 'importWizard', projectId: 4, kind: 'new' } },
      { call: 'navigate', destination: { to: 'importWizard', projectId: 4, kind: 'regular' } },
    ]);
    const external = fakeContext({ externalApps: new Set(['import'] as const), route: { screen: 'project', projectId: 4 }, rights: { granted: ['Import'] } });
    expect(await runCommand(commandRegistry.get('external.importNew'), external.context)).toBe('unavailable');
  });

  it('asks for the delete-project right only when the record on view is a project', async () => {
    const point = fakeContext({ record: fakeRecord({ kind: 'point' }), rights: { granted: [] } });
    expect(await runCommand(commandRegistry.get('record.delete'), point.context)).toBe('ran');
    const project = fakeContext({ record: fakeRecord({ kind: 'project' }), rights: { granted: [] } });
    expect(await runCommand(commandRegistry.get('record.delete'), project.context)).toBe('refused');
  });

  it('reports rights that cannot be read (spec 01 section 8) and runs nothing', async () => {
    const fake = fakeContext({ externalApps: new Set(['report'] as const), route: { screen: 'project', projectId: 4 }, rights: { unreadable: true } });
    expect(await runCommand(commandRegistry.get('external.report'), fake.context)).toBe('rightsUnreadable');
    expect(fake.calls).toEqual([{ call: 'notify', notice: { kind: 'error', messageKey: rightsUnreadableMessageKey } }]);
  });

  it('reads the context the command runs in, not the one it was listed in', async () => {
    let unsaved = false;
    const command = defineCommand({ id: 'record.save', titleKey: 'commands.record.save', group: 'record', when: () => unsaved, run: (context) => context.app.saveScreen() });
    const fake = fakeContext();
    expect(await runCommand(command, fake.context)).toBe('unavailable');
    unsaved = true;
    expect(await runCommand(command, fake.context)).toBe('ran');
  });
});
