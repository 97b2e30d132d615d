import { describe, expect, it } from 'vitest';
import { commandRegistry } from '../../../commands';
import type { CommandId } from '../../../commands';
import { fakeContext, fakeRecord } from './fake-context';
import type { FakeContextOptions } from './fake-context';

const available = (options: FakeContextOptions): CommandId[] => commandRegistry.available(fakeContext(options).context).map((command) => command.id);
const when = (id: CommandId, options: FakeContextOptions) => commandRegistry.get(id).when(fakeContext(options).context);

const selectedProject = { selected: { prId: 12, code: 'P-12', pinned: false }, createProject: () => {}, requestDeleteSelected: () => {}, togglePinSelected: () => {} };

describe('where each command applies (its when)', () => {
  it('offers on the project list its own actions, without any record or grid command', () => {
    const ids = available({ route: { screen: 'projectList' }, projectList: { ...selectedProject, selected: null } });
    expect(ids).toContain('project.create');
    expect(ids).not.toContain('project.delete');
    expect(ids).not.toContain('navigate.projectList');
    expect(ids).not.toContain('navigate.point');
    expect(ids.filter((id) => id.startsWith('record.') || id.startsWith('grid.'))).toEqual([]);
  });

  it('deletes the selected project only when one is selected', () => {
    expect(when('project.delete', { route: { screen: 'projectList' }, projectList: selectedProject })).toBe(true);
  });

  it('pins an unpinned selected project and unpins a pinned one', () => {
    const pinned = { ...selectedProject, selected: { ...selectedProject.selected, pinned: true } };
    expect([when('project.pin', { projectList: selectedProject }), when('project.unpin', { projectList: selectedProject })]).toEqual([true, false]);
    expect([when('project.pin', { projectList: pinned }), when('project.unpin', { projectList: pinned })]).toEqual([false, true]);
    expect(when('project.pin', { projectList: { ...selectedProject, selected: null } })).toBe(false);
  });

  it('restores or discards a kept draft only while one is on offer', () => {
    expect([when('record.draft.restore', { record: fakeRecord() }), when('record.draft.discard', { record: fakeRecord() })]).toEqual([false, false]);
    const offered = { record: fakeRecord({ draftOffered: true }) };
    expect([when('record.draft.restore', offered), when('record.draft.discard', offered)]).toEqual([true, true]);
  });

  it('saves only an editing screen with unsaved changes, and not while it is busy', () => {
    expect(when('record.save', { canSave: true, unsavedChanges: false })).toBe(false);
    expect(when('record.save', { canSave: true, unsavedChanges: true })).toBe(true);
    expect(when('record.save', { canSave: false, unsavedChanges: true })).toBe(false);
    expect(when('record.save', { canSave: true, unsavedChanges: true, record: fakeRecord({ busy: true }) })).toBe(false);
  });

  it('deletes a record only where its screen offers it', () => {
    expect(when('record.delete', { record: fakeRecord() })).toBe(true);
    expect(when('record.delete', { record: fakeRecord({ deletable: false }) })).toBe(false);
    expect(when('record.delete', {})).toBe(false);
  });

  it('moves to the next and previous record only where there is one', () => {
    const middle = { record: fakeRecord({ hasPrevious: true, hasNext: true }) };
    const last = { record: fakeRecord({ hasPrevious: true, hasNext: false }) };
    expect([when('record.next', middle), when('record.previous', middle)]).toEqual([true, true]);
    expect([when('record.next', last), when('record.previous', last)]).toEqual([false, true]);
  });

  it('goes to a point or the overview only inside a project, and not to the overview from it', () => {
    const inProject = { route: { screen: 'point' as const, projectId: 7, pointGuid: 'g' } };
    expect([when('navigate.point', inProject), when('navigate.overview', inProject)]).toEqual([true, true]);
    expect(when('navigate.overview', { route: { screen: 'overview', projectId: 7 } })).toBe(false);
    expect([when('navigate.point', {}), when('navigate.overview', {})]).toEqual([false, false]);
  });

  it('offers an external application only where its URL is configured and it has a project; export and import fall back to their wizards', () => {
    const configured = new Set(['import', 'export', 'verify', 'report', 'xyz'] as const);
    expect(when('external.export', { externalApps: configured, route: { screen: 'projectList' }, projectList: selectedProject })).toBe(true);
    expect(when('external.export', { externalApps: configured, route: { screen: 'projectList' }, projectList: { ...selectedProject, selected: null } })).toBe(false);
    expect(when('external.export', { externalApps: new Set(), route: { screen: 'project', projectId: 3 } })).toBe(true);
    expect(when('external.export', { externalApps: new Set(), route: { screen: 'projectList' }, projectList: { ...selectedProject, selected: null } })).toBe(false);
    expect(when('external.report', { externalApps: configured, route: { screen: 'project', projectId: 3 } })).toBe(true);
    expect(when('external.import', { externalApps: configured, route: { screen: 'projectList' } })).toBe(true);
    expect(when('external.import', { externalApps: new Set(), route: { screen: 'project', projectId: 3 } })).toBe(true);
    expect(when('external.import', { externalApps: new Set(), route: { screen: 'point', projectId: 3, pointGuid: 'g' } })).toBe(true);
    expect(when('external.import', { externalApps: configured, route: { screen: 'overview', projectId: 3 } })).toBe(false);
  });

  it('keeps XYZ import unavailable until the XYZ application exists here', () => {
    expect(when('project.xyzImport', { route: { screen: 'overview', projectId: 3 } })).toBe(true);
    expect(when('project.xyzImport', { route: { screen: 'other', projectId: 3 } })).toBe(false);
    expect(when('project.xyzImport', { route: { screen: 'projectList' } })).toBe(false);
  });

  it("adds a child record only where a list on view offers that kind, and not while it is adding", async () => {
    const added: string[] = [];
    const layer = { busy: false, add: () => { added.push('layer'); } };
    const onPoint = { adders: new Map([['layer', layer], ['soilSample', { busy: true, add: () => {} }]] as const) };
    expect(available(onPoint).filter((id) => id.startsWith('records.add.'))).toEqual(['records.add.layer']);
    expect(when('records.add.point', onPoint)).toBe(false);
    await commandRegistry.get('records.add.layer').run(fakeContext(onPoint).context);
    expect(added).toEqual(['layer']);
  });

  it('always offers the palette, the shortcuts, the language and signing out', () => {
    expect(available({})).toEqual(expect.arrayContaining(['palette.open', 'shortcuts.show', 'app.language.change', 'app.signOut', 'navigate.project']));
  });
});
