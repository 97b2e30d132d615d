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
          <ShortcutTable key={group} caption={t(`commands.group.${group}`)}
            rows={commands.map((command) => ({ id: command.id, label: t(command.titleKey), hotkeys: hotkeysOf(command) }))} />
        );
      })}
      {inGrid && (
        <ShortcutTable caption={t('dayUse.gridKeys.keysCaption')}
          rows={gridKeyGuide.map((entry) => ({ id: entry.labelKey, label: t(entry.labelKey), hotkeys: entry.keys }))} />
      )}
      <div className="modal__actions">
        <button type="button" className="button" onClick={onClose} autoFocus>{t('shortcuts.close')}</button>
      </div>
    </ModalDialog>
  );
}

/** One table of the overlay: an action per row with every key that starts it. */
function ShortcutTable({ caption, rows }: { caption: string; rows: readonly { id: string; label: string; hotkeys: readonly string[] }[] }) {
  const { t } = useTranslation();
  return (
    <table className="shortcuts__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('shortcuts.column.action')}</th>
          <th scope="col">{t('shortcuts.column.keys')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">{row.label}</th>
            <td>
              {row.hotkeys.map((hotkey, index) => (
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
}
