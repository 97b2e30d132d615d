import type { CommandId } from '../../../commands';
import { Toolbar } from '../shell/Toolbar';
import { CommandButton } from './CommandButton';
import { useCommandContext, useCommandHost } from './runtime-context';

/** Props of CommandToolbar. */
export interface CommandToolbarProps {
  /** The toolbar's accessible name, translated. */
  label: string;
  /** Commands on the left (save, export, …). */
  start: readonly CommandId[];
  /** Commands on the right (delete). */
  end?: readonly CommandId[];
}

/**
 * A toolbar of commands that apply here: each runs its command; commands
 * that do not apply are left out, and a toolbar with none is not drawn at all.
 */
export function CommandToolbar({ label, start, end = [] }: CommandToolbarProps) {
  const { runtime } = useCommandHost();
  const context = useCommandContext();
  const applies = (id: CommandId) => runtime.registry.get(id).when(context);
  if (![...start, ...end].some(applies)) return null;
  const buttons = (ids: readonly CommandId[]) => ids.filter(applies).map((id) => <CommandButton key={id} command={id} />);
  return <Toolbar label={label} start={buttons(start)} end={buttons(end)} />;
}
