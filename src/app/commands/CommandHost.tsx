import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { commandRegistry } from '../../../commands';
import type { Command, CommandId, ExternalAppName, PalettePage } from '../../../commands';
import { ActiveScreenContext } from '../../ui/editing/use-editable-screen';
import { useActiveGridRegistry } from '../../ui/editing/use-active-grid';
import { isExternalAppConfigured } from '../../ui/external-apps';
import { NoticeStoreContext } from '../../ui/notices/notices-context';
import { browserStorage } from '../safe-storage';
import { createCommandRuntime } from './command-runtime';
import { HotkeyBindings } from './HotkeyBindings';
import type { PaletteRequest } from './palette/CommandPalette';
import { createRecentCommands } from './recent-commands';
import { CommandHostContext } from '../../ui/commands/runtime-context';
import type { CommandHostApi } from '../../ui/commands/runtime-context';
import { ShortcutOverlay } from './ShortcutOverlay';
import { useCommandTargets } from '../../ui/commands/use-command-target';

// cmdk (with the Radix dialog it brings) loads on the first Ctrl+K, not with every screen.
const CommandPalette = lazy(() => import('./palette/CommandPalette').then((module) => ({ default: module.CommandPalette })));

const externalAppNames: readonly ExternalAppName[] = ['import', 'export', 'verify', 'report', 'xyz'];
const isCommandId = (id: string): id is CommandId => commandRegistry.all().some((command) => command.id === id);

/** Props of CommandHost. */
export interface CommandHostProps {
  /** Hotkeys and the palette work only for a signed-in user. */
  enabled: boolean;
  children: ReactNode;
}

/**
 * The commands' home in the app: one runtime for the buttons, the hotkeys (bound from the
 * registry) and the palette (Ctrl+K / Cmd+K, Ctrl+Shift+P), plus the shortcut overlay ('?').
 */
export function CommandHost({ enabled, children }: CommandHostProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const screens = useContext(ActiveScreenContext);
  const notices = useContext(NoticeStoreContext);
  if (!screens || !notices) throw new Error('CommandHost needs the providers of src/app/providers.tsx');
  const grids = useActiveGridRegistry();
  const targets = useCommandTargets();
  const [palette, setPalette] = useState<PaletteRequest | null>(null);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [userMenuRequests, setUserMenuRequests] = useState(0);
  const [afterClose, setAfterClose] = useState<(() => void) | null>(null);
  const [recent] = useState(() => createRecentCommands(browserStorage(), isCommandId));

  const runtime = useMemo(() => createCommandRuntime({
    registry: commandRegistry, router, screens, grids, targets, notices, queryClient, recent,
    externalApps: new Set(externalAppNames.filter((app) => isExternalAppConfigured(app))),
    ui: {
      openPalette: (page?: PalettePage) => setPalette((open) => ({ seq: (open?.seq ?? 0) + 1, page: page ?? null })),
      showShortcuts: () => setShortcutsOpen(true),
      openUserMenu: () => setUserMenuRequests((count) => count + 1),
    },
  }), [router, screens, grids, targets, notices, queryClient, recent]);

  const closePalette = useCallback(() => setPalette(null), []);
  const host = useMemo<CommandHostApi>(() => ({
    runtime,
    closePalette,
    afterPalette: (action) => {
      setPalette(null);
      setAfterClose(() => action);
    },
    runAfterPalette: (command: Command) => {
      setPalette(null);
      setAfterClose(() => () => { void runtime.run(command); });
    },
    userMenuRequests,
  }), [runtime, closePalette, userMenuRequests]);

  // Once the palette is gone (its dialog closed and the focus back on the page), do what was picked.
  useEffect(() => {
    if (palette !== null || afterClose === null) return;
    setAfterClose(null);
    afterClose();
  }, [palette, afterClose]);

  return (
    <CommandHostContext.Provider value={host}>
      {children}
      {enabled && <HotkeyBindings />}
      {enabled && palette && <Suspense fallback={null}><CommandPalette request={palette} /></Suspense>}
      {enabled && shortcutsOpen && <ShortcutOverlay onClose={() => setShortcutsOpen(false)} />}
    </CommandHostContext.Provider>
  );
}
