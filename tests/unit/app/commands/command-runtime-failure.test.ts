import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { commandRegistry } from '../../../../commands';
import type { CommandId } from '../../../../commands';
import { createAppServices } from '../../../../src/app/app-services';
import { createCommandRuntime } from '../../../../src/app/commands/command-runtime';
import { createRecentCommands } from '../../../../src/app/commands/recent-commands';
import { inMemoryStorage } from '../../../../src/app/safe-storage';
import { i18n } from '../../../../src/i18n';
import { fakeContext } from '../../commands/fake-context';

/** The app's real runtime over its real services; the network is never reached. */
function runtimeOverAppServices() {
  const services = createAppServices({
    storage: inMemoryStorage(), browserLocale: 'nl-NL', history: createMemoryHistory({ initialEntries: ['/'] }),
    fetch: () => Promise.reject(new Error('no network in this test')),
  });
  const runtime = createCommandRuntime({
    registry: commandRegistry, router: services.router, screens: services.registry, grids: services.grids,
    targets: services.commandTargets, notices: services.notices, queryClient: services.queryClient,
    recent: createRecentCommands(inMemoryStorage(), (id): id is CommandId => commandRegistry.all().some((command) => command.id === id)),
    externalApps: new Set(),
    ui: { openPalette: () => {}, showShortcuts: () => {}, openUserMenu: () => {} },
  });
  return { services, runtime };
}

describe('a command that fails while it runs', () => {
  it("shows 'unable to execute action' naming the command (spec 01 section 8), instead of failing silently", async () => {
    const { services, runtime } = runtimeOverAppServices();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { context } = fakeContext({
      route: { screen: 'projectList' },
      projectList: {
        selected: null,
        createProject: () => { throw new Error('the project list is gone'); },
        requestDeleteSelected: () => {},
        togglePinSelected: () => {},
      },
    });
    try {
      expect(await runtime.run(commandRegistry.get('project.create'), context)).toBe('ran');
    } finally {
      quiet.mockRestore();
    }
    const [notice] = services.notices.notices();
    expect(notice).toMatchObject({ kind: 'error', messageKey: 'specGaps.action.failed', params: { action: 'commands.project.create' } });
    const dutch = i18n.getFixedT('nl');
    expect(dutch(notice?.messageKey ?? '', notice?.params)).toBe(`Kan de actie niet uitvoeren: ${dutch('commands.project.create')}.`);
  });

  it('shows nothing when the command runs through', async () => {
    const { services, runtime } = runtimeOverAppServices();
    const { context } = fakeContext({
      route: { screen: 'projectList' },
      projectList: { selected: null, createProject: () => {}, requestDeleteSelected: () => {}, togglePinSelected: () => {} },
    });
    expect(await runtime.run(commandRegistry.get('project.create'), context)).toBe('ran');
    expect(services.notices.notices()).toEqual([]);
  });
});
