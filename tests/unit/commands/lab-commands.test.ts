import { describe, expect, it } from 'vitest';
import { commandRegistry, runCommand } from '../../../commands';
import type { LabAssignmentTarget } from '../../../commands';
import { fakeContext } from './fake-context';

/** A lab assignment screen's target; `asked` records what the commands asked of it. */
function labTarget(facts: { canSend: boolean; canDelete: boolean }): { target: LabAssignmentTarget; asked: string[] } {
  const asked: string[] = [];
  return { asked, target: { ...facts, send: () => asked.push('send'), requestDelete: () => asked.push('delete') } };
}

describe('the lab commands (spec 02 sections 2 and 4)', () => {
  it('opens the lab assignments and a new one from anywhere in a project, and nowhere else', async () => {
    const inProject = fakeContext({ route: { screen: 'project', projectId: 12 } });
    expect(commandRegistry.get('lab.newAssignment').when(inProject.context)).toBe(true);
    expect(commandRegistry.get('lab.newAssignment').when(fakeContext({ route: { screen: 'projectList' } }).context)).toBe(false);
    await runCommand(commandRegistry.get('lab.newAssignment'), inProject.context);
    await runCommand(commandRegistry.get('lab.openAssignments'), inProject.context);
    expect(inProject.calls).toEqual([
      { call: 'navigate', destination: { to: 'labAssignment', projectId: 12, lbId: 'new' } },
      { call: 'navigate', destination: { to: 'labAssignments', projectId: 12 } },
    ]);
  });

  it('opens the analysis samples grid from anywhere in a project by Alt+Shift+G, and nowhere else', async () => {
    const command = commandRegistry.get('lab.openAnalysisSamples');
    expect(command.hotkey).toBe('Alt+Shift+G');
    expect(command.when(fakeContext({ route: { screen: 'projectList' } }).context)).toBe(false);
    const inProject = fakeContext({ route: { screen: 'overview', projectId: 7 } });
    await runCommand(command, inProject.context);
    expect(inProject.calls).toEqual([{ call: 'navigate', destination: { to: 'analysisSamples', projectId: 7 } }]);
  });

  it('sends and deletes only what the assignment on view allows now', async () => {
    const sendable = labTarget({ canSend: true, canDelete: true });
    const context = fakeContext({ route: { screen: 'record', projectId: 12 }, labAssignment: sendable.target }).context;
    await runCommand(commandRegistry.get('lab.send'), context);
    await runCommand(commandRegistry.get('lab.delete'), context);
    expect(sendable.asked).toEqual(['send', 'delete']);

    const sent = labTarget({ canSend: false, canDelete: true });
    const ids = commandRegistry.available(fakeContext({ route: { screen: 'record', projectId: 12 }, labAssignment: sent.target }).context).map((command) => command.id);
    expect(ids).toContain('lab.delete');
    expect(ids).not.toContain('lab.send');
    expect(commandRegistry.get('lab.send').when(fakeContext({ route: { screen: 'record', projectId: 12 } }).context)).toBe(false);
  });
});
