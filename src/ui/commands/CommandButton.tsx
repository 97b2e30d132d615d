import { useTranslation } from 'react-i18next';
import type { CommandId } from '../../../commands';
import { hotkeysOf } from '../../../commands';
import { ariaKeyShortcut } from '../../../commands/hotkeys';
import { ToolbarButton } from '../shell/Toolbar';
import type { ToolbarButtonProps } from '../shell/Toolbar';
import { useHotkeyText } from './HotkeyLabel';
import { browserPlatform } from './platform';
import { useCommandContext, useCommandHost } from './runtime-context';

/** Props of CommandButton. */
export interface CommandButtonProps extends Omit<ToolbarButtonProps, 'onClick' | 'children'> {
  command: CommandId;
  /** Where the command does not apply: a disabled button (the default) or none at all. */
  whenUnavailable?: 'disable' | 'hide';
  /** The command is running (a save): the title is shown as busy ('Opslaan…') and the button waits. */
  busy?: boolean;
  /** Why the button is disabled, when it is: its tooltip. */
  unavailableHint?: string;
}

/**
 * A toolbar button that runs a command of the registry: the same `when`, the
 * same rights check and the same `run` as its hotkey and the palette, so no action exists only as
 * a button. It shows the command's title, the words the palette lists it by, so a user learns one
 * name per action; no screen gives it other words. Its hotkey is in its tooltip and in aria-keyshortcuts.
 */
export function CommandButton({ command: id, whenUnavailable = 'disable', busy = false, unavailableHint, disabled, ...props }: CommandButtonProps) {
  const { t } = useTranslation();
  const { runtime } = useCommandHost();
  const context = useCommandContext();
  const hotkeyText = useHotkeyText();
  const command = runtime.registry.get(id);
  const available = command.when(context);
  if (!available && whenUnavailable === 'hide') return null;
  const hotkey = hotkeysOf(command)[0];
  const title = t(command.titleKey);
  const tooltip = !available && unavailableHint ? unavailableHint : hotkey ? t('commands.button.withHotkey', { title, hotkey: hotkeyText(hotkey) }) : undefined;
  return (
    <ToolbarButton
      {...props}
      disabled={disabled === true || busy || !available}
      title={tooltip}
      aria-keyshortcuts={hotkey ? ariaKeyShortcut(hotkey, browserPlatform()) : undefined}
      onClick={() => { void runtime.run(command); }}
    >
      {busy ? t('dayUse.button.busy', { title }) : title}
    </ToolbarButton>
  );
}
