import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { commandGroups, hotkeysOf } from '../../../commands';
import { ModalDialog } from '../../ui/dialogs/ModalDialog';
import { HotkeyLabel } from '../../ui/commands/HotkeyLabel';
import { useCommandHost } from '../../ui/commands/runtime-context';
import { gridKeyGuide } from '../../grid/model/key-guide';
import './shortcuts.css';

/**
 * The overlay '?' opens: every shortcut available where the user is, from
 * the registry (what applies here now, by group), each with every key that starts it; in a grid,
 * also the grid's own keys (its undo, clipboard and fill commands even when they have nothing to act
 * on yet, and the keys that move and edit: src/grid/model/key-guide.ts).
 */
export function ShortcutOverlay({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { runtime } = useCommandHost();
  // What applies where the user pressed '?', read once.
  const { available, inGrid } = useMemo(() => {
    const context = runtime.context();
    const grid = context.grid?.keys !== undefined;
    const shown = runtime.registry.all().filter((command) => hotkeysOf(command).length > 0 && (command.when(context) || (grid && command.keyedBy === 'grid')));
    return { available: shown, inGrid: grid };
  }, [runtime]);
  return (
    <ModalDialog title={t('shortcuts.title')} className="shortcuts" onDismiss={onClose}>
      {available.length === 0 && <p>{t('shortcuts.none')}</p>}
      {commandGroups.map((group) => {
        const commands = available.filter((command) => command.group === group);
        if (commands.length === 0) return null;
        return (
          <table key={group} className="shortcuts__table">
            <caption>{t(`commands.group.${group}`)}</caption>
            <thead>
              <tr>
                <th scope="col">{t('shortcuts.column.action')}</th>
                <th scope="col">{t('shortcuts.column.keys')}</th>
              </tr>
            </thead>
            <tbody>
              {commands.map((command) => (
                <tr key={command.id}>
                  <th scope="row">{t(command.titleKey)}</th>
                  <td>
                    {hotkeysOf(command).map((hotkey, index) => (
                      <span key={hotkey} className="shortcuts__keys">
                        {index > 0 && <span className="shortcuts__or">{t('shortcuts.or')}</span>}
                        <HotkeyLabel hotkey={hotkey} />
                      </span>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
      {inGrid && (
        <table className="shortcuts__table">
          <caption>{t('dayUse.gridKeys.keysCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('shortcuts.column.action')}</th>
              <th scope="col">{t('shortcuts.column.keys')}</th>
            </tr>
          </thead>
          <tbody>
            {gridKeyGuide.map((entry) => (
              <tr key={entry.labelKey}>
                <th scope="row">{t(entry.labelKey)}</th>
                <td>
                  {entry.keys.map((hotkey, index) => (
                    <span key={hotkey} className="shortcuts__keys">
                      {index > 0 && <span className="shortcuts__or">{t('shortcuts.or')}</span>}
                      <HotkeyLabel hotkey={hotkey} />
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="modal__actions">
        <button type="button" className="button" onClick={onClose} autoFocus>{t('shortcuts.close')}</button>
      </div>
    </ModalDialog>
  );
}
