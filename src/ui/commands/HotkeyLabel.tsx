import { useTranslation } from 'react-i18next';
import type { Hotkey } from '../../../commands/hotkeys';
import { hotkeyLabel } from '../../../commands/hotkeys';
import { browserPlatform } from './platform';
import './hotkey.css';

/** The keys of `hotkey` as the user's keyboard names them, one <kbd> each ('Strg' 'S' in German). */
export function HotkeyLabel({ hotkey, className }: { hotkey: Hotkey; className?: string }) {
  const { t } = useTranslation();
  const parts = hotkeyLabel(hotkey, browserPlatform());
  return (
    <kbd className={className ?? 'hotkey'}>
      {parts.map((part, index) => (
        // A hotkey's parts have no identity beyond their place.
        <kbd key={index}>{'word' in part ? t(`shortcuts.key.${part.word}`) : part.symbol}</kbd>
      ))}
    </kbd>
  );
}

/** The hotkey as words, for a tooltip or an accessible description ('Ctrl+S'). */
export function useHotkeyText(): (hotkey: Hotkey) => string {
  const { t } = useTranslation();
  const platform = browserPlatform();
  return (hotkey) => hotkeyLabel(hotkey, platform)
    .map((part) => ('word' in part ? t(`shortcuts.key.${part.word}`) : part.symbol))
    .join(platform === 'mac' ? '' : '+');
}
