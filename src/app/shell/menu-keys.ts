/** Where the focus goes for a key pressed inside a menu (WAI-ARIA menu pattern), or null when the key is not the menu's. */
export function nextMenuIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown': return (current + 1) % count;
    case 'ArrowUp': return (current - 1 + count) % count;
    case 'Home': return 0;
    case 'End': return count - 1;
    default: return null;
  }
}
