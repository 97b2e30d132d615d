import { Command } from 'cmdk';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PalettePage } from '../../../../commands';
import { ModalDialog } from '../../../ui/dialogs/ModalDialog';
import { HotkeyLabel } from '../../../ui/commands/HotkeyLabel';
import { useCommandHost, useLiveCommandContext } from '../../../ui/commands/runtime-context';
import { paletteFilter } from './palette-filter';
import { itemValue } from './palette-items';
import { usePaletteContent } from './palette-sections';
import './palette.css';

/** What the host asks of the palette: a page to show (the root when null); `seq` tells one request from the next. */
export interface PaletteRequest {
  seq: number;
  page: PalettePage | null;
}

const pageTitleKeys: Readonly<Record<PalettePage, string>> = {
  projects: 'palette.page.projects',
  points: 'palette.page.points',
  language: 'palette.page.language',
  multiEditField: 'palette.page.multiEditField',
};

/**
 * The command palette, cmdk in the app's modal dialog: fuzzy search over the
 * commands available now with their hotkeys, recent ones first; nested pages for projects, points,
 * languages and multi-edit fields; records by name or code in the same box. Escape and Backspace
 * (in an empty box) step back a page, then close; Ctrl+K closes it too.
 */
export function CommandPalette({ request }: { request: PaletteRequest }) {
  const { t } = useTranslation();
  const host = useCommandHost();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [pages, setPages] = useState<PalettePage[]>(request.page ? [request.page] : []);
  const [search, setSearch] = useState('');
  const [seen, setSeen] = useState(request.seq);
  // A command run from the palette may open one of its pages ('Go to project…').
  if (seen !== request.seq) {
    setSeen(request.seq);
    setPages(request.page ? [request.page] : []);
    setSearch('');
  }
  const page = pages.at(-1) ?? null;
  // The box has the focus on every page: after the dialog opened (showModal would pick the list), and after a step.
  useEffect(() => { input.current?.focus(); }, [page]);
  // What applies where the user is, read again when a screen publishes or withdraws a target
  // (one still loading when the palette opened), not on each keystroke: the search, the
  // highlighted item and the focus stay as they are.
  const context = useLiveCommandContext();
  const content = usePaletteContent(context, page, search);

  const items = content.sections.flatMap((section) => section.items);
  const texts = new Map(items.map((item) => [item.value, item.detail ? `${item.text} ${item.detail}` : item.text]));
  const recent = new Set(host.runtime.recent().map((id) => itemValue.command(id)));

  const back = () => {
    setPages((open) => open.slice(0, -1));
    setSearch('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.code === 'KeyK') {
      event.preventDefault();
      host.closePalette();
    } else if (event.key === 'Backspace' && search === '' && pages.length > 0) {
      event.preventDefault();
      back();
    }
  };

  const title = page === null ? t('palette.title') : t(pageTitleKeys[page]);
  return (
    <ModalDialog title={title} className="palette" describedBy={hintId} onDismiss={() => (pages.length > 0 ? back() : host.closePalette())}>
      <Command
        label={title}
        filter={paletteFilter(texts, recent)}
        loop
        vimBindings={false}
        onKeyDown={onKeyDown}
        className="palette__command"
      >
        <Command.Input
          ref={input}
          value={search}
          onValueChange={setSearch}
          placeholder={page === null ? t('palette.placeholder') : t('palette.pagePlaceholder')}
          className="palette__input"
        />
        {content.status !== 'ready' && (
          <p className="palette__status" role={content.status === 'failed' ? 'alert' : 'status'}>
            {t(content.status === 'failed' ? 'palette.loadFailed' : 'palette.loading')}
          </p>
        )}
        <Command.List label={title} className="palette__list">
          {content.status === 'ready' && <Command.Empty className="palette__empty">{t('palette.empty')}</Command.Empty>}
          {content.sections.map((section) => (
            <Command.Group key={section.id} heading={section.heading} className="palette__group">
              {section.items.map((item) => (
                <Command.Item key={item.value} value={item.value} keywords={item.keywords} onSelect={item.onSelect} className="palette__item">
                  <span className="palette__text">{item.text}</span>
                  {item.detail && <span className="palette__detail">{item.detail}</span>}
                  {item.current && <span className="palette__detail">{t('palette.current')}</span>}
                  {item.hotkey && <HotkeyLabel hotkey={item.hotkey} className="hotkey palette__hotkey" />}
                </Command.Item>
              ))}
            </Command.Group>
          ))}
        </Command.List>
      </Command>
      <p id={hintId} className="palette__hint">{t(pages.length > 0 ? 'palette.hintPage' : 'palette.hint')}</p>
    </ModalDialog>
  );
}
