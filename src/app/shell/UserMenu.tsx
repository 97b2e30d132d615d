import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandId } from '../../../commands';
import { hotkeysOf } from '../../../commands';
import { ariaKeyShortcut } from '../../../commands/hotkeys';
import { updateSetting } from '../../api/calls/settings';
import { settingQueries } from '../../api/queries/reference-queries';
import { useCommandHost } from '../../ui/commands/runtime-context';
import { browserPlatform } from '../../ui/commands/platform';
import { useNotices } from '../../ui/notices/notices-context';
import { useApiClient } from '../../ui/services-context';
import { userMenuLinks } from '../../ui/user-menu-links';
import { defaultViewSettingName } from '../routes/default-view';
import { nextMenuIndex } from './menu-keys';

/** The entries that run a command, in the menu's order (spec 02 section 2, 'User menu'). */
const commandEntries: readonly CommandId[] = ['app.myAccount', 'app.userAdministration', 'app.fieldTemplates', 'app.codeLists', 'app.managementStatistics'];

/** The values of the defaultView setting the menu offers (spec 01 section 2). */
const defaultViews = ['table', 'dashboard', 'detail'] as const;

/**
 * The user menu (WAI-ARIA menu button): Enter, Space or ArrowDown on the button (or the command's
 * hotkey from anywhere) opens it with the first entry focused; arrows, Home and End move; Escape
 * closes and gives the focus back to the button. Each command entry runs through the command runtime,
 * so rights are checked as from the palette.
 */
export function UserMenu({ userName }: { userName: string }) {
  const { t } = useTranslation();
  const { runtime, userMenuRequests } = useCommandHost();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const notices = useNotices();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const defaultView = useQuery({ ...settingQueries.byName(defaultViewSettingName), enabled: open });
  const saveView = useMutation({
    mutationFn: (view: string) => updateSetting(api, defaultViewSettingName, view),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingQueries.byName(defaultViewSettingName).queryKey }),
    onError: (error) => notices.notifyError(error),
  });

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []);
  const focusItem = (index: number) => items()[index]?.focus();
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => { if (userMenuRequests > 0) setOpen(true); }, [userMenuRequests]);
  useEffect(() => {
    if (!open) return undefined;
    focusItem(0);
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setOpen(true);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      close(false);
      return;
    }
    const list = items();
    const next = nextMenuIndex(event.key, list.indexOf(document.activeElement as HTMLElement), list.length);
    if (next === null) return;
    event.preventDefault();
    focusItem(next);
  };
  const runEntry = (id: CommandId) => {
    close(false);
    void runtime.run(runtime.registry.get(id));
  };

  const savedView = typeof defaultView.data === 'string' ? defaultView.data.replace(/"/g, '').trim().toLowerCase() : 'detail';
  const hotkey = hotkeysOf(runtime.registry.get('app.userMenu'))[0];
  return (
    <div className="shell__user-menu">
      <button
        ref={buttonRef}
        type="button"
        className="shell__user-name"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-keyshortcuts={hotkey ? ariaKeyShortcut(hotkey, browserPlatform()) : undefined}
        title={t('userMenu.button')}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={onButtonKey}
      >
        {userName}
      </button>
      {open ? (
        <ul ref={menuRef} id={menuId} role="menu" aria-label={t('userMenu.button')} className="shell__user-menu-list" onKeyDown={onMenuKey}>
          {commandEntries.map((id) => (
            <li key={id} role="none">
              <button type="button" role="menuitem" tabIndex={-1} onClick={() => runEntry(id)}>{t(runtime.registry.get(id).titleKey)}</button>
            </li>
          ))}
          <li role="separator" />
          {defaultViews.map((view) => (
            <li key={view} role="none">
              <button type="button" role="menuitemradio" aria-checked={savedView === view} tabIndex={-1} onClick={() => { close(true); saveView.mutate(view); }}>
                {t(`userMenu.defaultView.${view}`)}
              </button>
            </li>
          ))}
          {userMenuLinks.length > 0 ? <li role="separator" /> : null}
          {userMenuLinks.map(({ link, href }) => (
            <li key={link} role="none">
              <a role="menuitem" tabIndex={-1} href={href} target="_blank" rel="noreferrer noopener" onClick={() => close(false)}>{t(`userMenu.links.${link}`)}</a>
            </li>
          ))}
          <li role="separator" />
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} onClick={() => runEntry('app.signOut')}>{t(runtime.registry.get('app.signOut').titleKey)}</button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
