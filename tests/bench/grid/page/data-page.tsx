/**
 * The data-only baseline of the grid bench page: React and the same 100,000 rows, no grid, as the
 * peers' `data` page. The grid's heap is measured over this page's.
 */
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { loadData, markReady } from 'peers-bench-data';
import './page.css';

const rows = loadData();
/** Kept alive as a grid would keep them. */
(window as unknown as { __rows: unknown }).__rows = rows;

function DataOnly() {
  useEffect(() => markReady(), []);
  return <div>{rows.length} rows generated</div>;
}

const root = document.getElementById('root');
if (!root) throw new Error('data page: #root is missing');
createRoot(root).render(<DataOnly />);
