import { markReady } from 'peers-bench-data';

/**
 * Calls the peers' markReady() (window.__ready two frames later) as soon as the first data row's Name
 * is in the DOM under `root`: the first render that shows rows (README 'Measuring another grid', 3).
 */
export function markReadyWhenRowsShown(root: HTMLElement, firstName: string): void {
  const shown = () => root.textContent?.includes(firstName) ?? false;
  if (shown()) {
    markReady();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    markReady();
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
}
