import { useState } from 'react';
import { useCommandTarget } from '../../ui/commands/use-command-target';

/** The borelog side panel's open state on a project or point screen, offered to the borelog command (Alt+B). */
export function useBorelogPanel(): { open: boolean; close: () => void } {
  const [open, setOpen] = useState(false);
  useCommandTarget('borelog', { open, toggle: () => setOpen((current) => !current) });
  return { open, close: () => setOpen(false) };
}
