import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { commandGroups, hotkeysOf } from '../../../../commands';
import type { Command, CommandContext, PalettePage } from '../../../../commands';
import type { Hotkey } from '../../../../commands/hotkeys';
import { pointQueries } from '../../../api/queries/point-queries';
import { projectQueries } from '../../../api/queries/project-queries';
import { languages } from '../../../domain/language/language-codes';
import { useApiClient, useLanguage } from '../../../ui/services-context';
import { useCommandHost } from '../../../ui/commands/runtime-context';
import { itemValue, keywordList } from './palette-items';

/** One choice in the palette. */
export interface PaletteItem {
  /** Unique among the items on view (an opaque id: see palette-filter). */
  value: string;
  /** What the item says; also what the search matches. */
  text: string;
  /** A second, quieter text (a project's name beside its code). */
  detail?: string;
  keywords?: string[];
  hotkey?: Hotkey;
  /** The item is the current choice (the language in use). */
  current?: boolean;
  onSelect(): void;
}

/** A heading and its items. */
export interface PaletteSection {
  id: string;
  heading: string;
  items: PaletteItem[];
}

/** The sections of a page, and what to say while they load or when loading failed. */
export interface PaletteContent {
  sections: PaletteSection[];
  status: 'ready' | 'loading' | 'failed';
}

/**
 * The commands available now, with their hotkeys, as VS Code's palette lists them: the recent ones
 * first, then by group (the palette's fuzzy search runs over these).
 */
function useCommandSections(context: CommandContext): PaletteSection[] {
  const { t } = useTranslation();
  const host = useCommandHost();
  const { runtime } = host;
  // Each command's `when` runs once per context, not once per keystroke.
  const available = useMemo(
    () => runtime.registry.available(context).filter((command) => command.id !== 'palette.open'),
    [runtime.registry, context],
  );
  const choose = (command: Command) => {
    if (command.palettePage) void runtime.run(command);
    else host.runAfterPalette(command);
  };
  const item = (command: Command): PaletteItem => ({
    value: itemValue.command(command.id),
    text: t(command.titleKey),
    keywords: command.keywordsKey ? keywordList(t(command.keywordsKey)) : [],
    hotkey: hotkeysOf(command)[0],
    onSelect: () => choose(command),
  });
  const recentIds = runtime.recent().filter((id) => available.some((command) => command.id === id));
  const recent = recentIds.map((id) => runtime.registry.get(id));
  const sections: PaletteSection[] = recent.length > 0 ? [{ id: 'recent', heading: t('palette.recent'), items: recent.map(item) }] : [];
  for (const group of commandGroups) {
    const items = available.filter((command) => command.group === group && !recentIds.includes(command.id)).map(item);
    if (items.length > 0) sections.push({ id: group, heading: t(`commands.group.${group}`), items });
  }
  return sections;
}

/** The projects the user can see, by code and name ('Go to project…', and records in the root search). */
function useProjectSection(context: CommandContext, enabled: boolean): { section: PaletteSection | null; status: PaletteContent['status'] } {
  const { t } = useTranslation();
  const host = useCommandHost();
  const projects = useQuery({ ...projectQueries.list('all'), enabled });
  if (!enabled) return { section: null, status: 'ready' };
  const items = (projects.data ?? []).flatMap((project): PaletteItem[] => {
    const prId = project.PrID;
    if (prId == null) return [];
    return [{
      value: itemValue.project(prId),
      text: project.PrCode ?? String(prId),
      detail: project.PrName ?? undefined,
      keywords: [project.PrName ?? ''],
      onSelect: () => host.afterPalette(() => context.app.navigate({ to: 'project', projectId: prId })),
    }];
  });
  return {
    section: { id: 'projects', heading: t('palette.section.projects'), items },
    status: projects.isPending ? 'loading' : projects.isError ? 'failed' : 'ready',
  };
}

/** The measurement points of the project the user is in, by name ('Go to measurement point…'). */
function usePointSection(context: CommandContext, enabled: boolean): { section: PaletteSection | null; status: PaletteContent['status'] } {
  const { t } = useTranslation();
  const host = useCommandHost();
  const projectId = context.route.projectId;
  const points = useQuery({ ...pointQueries.list(projectId ?? 0), enabled: enabled && projectId !== null });
  if (!enabled || projectId === null) return { section: null, status: 'ready' };
  const items = (points.data ?? []).flatMap((point): PaletteItem[] => {
    const guid = point.MpGuid;
    if (!guid) return [];
    const name = typeof point.MpName === 'string' && point.MpName !== '' ? point.MpName : t('palette.unnamed');
    return [{
      value: itemValue.point(guid),
      text: name,
      onSelect: () => host.afterPalette(() => context.app.navigate({ to: 'point', projectId, pointGuid: guid })),
    }];
  });
  return {
    section: { id: 'points', heading: t('palette.section.points'), items },
    status: points.isPending ? 'loading' : points.isError ? 'failed' : 'ready',
  };
}

/** The six interface languages, each named in its own language (spec 01 section 1). */
function useLanguageSection(enabled: boolean): PaletteSection | null {
  const { t } = useTranslation();
  const host = useCommandHost();
  const { session } = useApiClient();
  const current = useLanguage();
  if (!enabled) return null;
  return {
    id: 'languages',
    heading: t('palette.section.languages'),
    items: languages.map((language) => ({
      value: itemValue.language(language),
      text: t(`language.name.${language}`),
      current: language === current,
      onSelect: () => host.afterPalette(() => session.setLanguage(language)),
    })),
  };
}

/** The active grid's multi-edit fields (spec 01 section 4: only AllowMultiEdit fields). */
function useFieldSection(context: CommandContext, enabled: boolean): PaletteSection | null {
  const { t } = useTranslation();
  const host = useCommandHost();
  const grid = context.grid;
  if (!enabled || grid === null) return null;
  return {
    id: 'fields',
    heading: t('palette.section.fields'),
    items: grid.multiEditFields().map(({ field, title }) => ({
      value: itemValue.field(field),
      text: title,
      onSelect: () => host.afterPalette(() => grid.openMultiEdit(field)),
    })),
  };
}

/**
 * What the palette shows on `page` (the root when null) for `search`: on the root the available
 * commands, and once the user types, the projects and the project's points found by code or name
 * in the same box.
 */
export function usePaletteContent(context: CommandContext, page: PalettePage | null, search: string): PaletteContent {
  const commands = useCommandSections(context);
  const searching = page === null && search.trim() !== '';
  const projects = useProjectSection(context, page === 'projects' || searching);
  const points = usePointSection(context, page === 'points' || searching);
  const languageSection = useLanguageSection(page === 'language');
  const fields = useFieldSection(context, page === 'multiEditField');
  const sections = page === null
    ? [...commands, ...[points.section, projects.section].filter((section) => section !== null)]
    : [page === 'projects' ? projects.section : page === 'points' ? points.section : page === 'language' ? languageSection : fields]
      .filter((section) => section !== null);
  const statuses = page === null ? [] : [page === 'projects' ? projects.status : page === 'points' ? points.status : 'ready'];
  const status = statuses.includes('failed') ? 'failed' : statuses.includes('loading') ? 'loading' : 'ready';
  return { sections, status };
}
