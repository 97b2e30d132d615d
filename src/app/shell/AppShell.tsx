import { Outlet } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CommandHost } from '../commands/CommandHost';
import { useForbiddenRouteGuard } from '../../ui/navigation/forbidden-route';
import { useNavigationAutosave } from '../navigation/use-navigation-autosave';
import { NoticeArea } from '../notices/NoticeArea';
import { useSessionState } from '../../ui/services-context';
import { useKeepAlive } from '../session/use-keep-alive';
import { useFrontEndErrorLog } from '../session/use-front-end-error-log';
import { useReferenceVersion } from '../session/use-reference-version';
import { Header } from './Header';
import './shell.css';

/**
 * The frame around every screen: a skip link, the header, the main landmark
 * the screen draws into, and the notice area (over the page's lower right corner). It runs the
 * navigation auto-save, the forbidden-route guard and the keep-alive for the whole app, and hosts the commands
 * (toolbar buttons, hotkeys, the palette and the shortcut overlay).
 */
export function AppShell() {
  const { t } = useTranslation();
  const main = useRef<HTMLElement>(null);
  const { user } = useSessionState();
  useNavigationAutosave();
  useForbiddenRouteGuard();
  useKeepAlive();
  useFrontEndErrorLog();
  useReferenceVersion(user !== null);
  return (
    <CommandHost enabled={user !== null}>
      <div className="shell">
        {/* A button, not an anchor: a '#main' hash would be a history entry the router has to handle. */}
        <button type="button" className="shell__skip" onClick={() => main.current?.focus()}>
          {t('shell.skipToContent')}
        </button>
        <Header />
        <main ref={main} id="main" className="shell__main" tabIndex={-1}>
          <Outlet />
        </main>
        {/* After the screen in reading order, so a screen's own status messages come first. */}
        <NoticeArea />
      </div>
    </CommandHost>
  );
}
