import { changeLanguage } from './app/change-language';
import { signOut } from './app/sign-out';
import { openUserAdministration } from './app/open-user-administration';
import { openNews } from './app/open-news';
import { openSurvey } from './app/open-survey';
import { openUserMenu } from './app/open-user-menu';
import { openMyAccount } from './app/open-my-account';
import { openManagementStatistics } from './app/open-management-statistics';
import { openCodeLists } from './app/open-code-lists';
import { openFieldTemplates } from './app/open-field-templates';
import { createWaterSamples } from './project/create-water-samples';
import { importXyz } from './project/import-xyz';
import { openCadastre } from './project/open-cadastre';
import { openCodeConventions } from './codes/open-code-conventions';
import { reviewCodes } from './codes/review-codes';
import { openExport } from './external/open-export';
import { openImport } from './external/open-import';
import { openNewImport } from './external/open-new-import';
import { openRegularImport } from './external/open-regular-import';
import { openReport } from './external/open-report';
import { openVerify } from './external/open-verify';
import { addRow } from './grid/add-row';
import { deleteRows } from './grid/delete-rows';
import { multiEditField } from './grid/multi-edit-field';
import { copyMoveRows } from './grid/copy-move-rows';
import { openRow } from './grid/open-row';
import { transferSamples } from './grid/transfer-samples';
import { undo } from './grid/undo';
import { redo } from './grid/redo';
import { discardKeptEdits } from './grid/discard-kept-edits';
import { restoreKeptEdits } from './grid/restore-kept-edits';
import { copyCells } from './grid/copy-cells';
import { cutCells } from './grid/cut-cells';
import { pasteCells } from './grid/paste-cells';
import { fillDown } from './grid/fill-down';
import { clearCells } from './grid/clear-cells';
import { duplicateRecord } from './record/duplicate-record';
import { goToOverview } from './navigation/go-to-overview';
import { openLocationVisits } from './navigation/open-location-visits';
import { openMap } from './navigation/open-map';
import { togglePointMap } from './navigation/toggle-point-map';
import { goToPoint } from './navigation/go-to-point';
import { goToProject } from './navigation/go-to-project';
import { goToProjectList } from './navigation/go-to-project-list';
import { nextRecord } from './navigation/next-record';
import { previousRecord } from './navigation/previous-record';
import { openPalette } from './palette/open-palette';
import { showShortcuts } from './palette/show-shortcuts';
import { createProject } from './project/create-project';
import { deleteProject } from './project/delete-project';
import { pinProject } from './project/pin-project';
import { unpinProject } from './project/unpin-project';
import { deleteRecord } from './record/delete-record';
import { discardDraft } from './record/discard-draft';
import { restoreDraft } from './record/restore-draft';
import { saveRecord } from './record/save-record';
import { addPoint } from './record/add-point';
import { addSublocation } from './record/add-sublocation';
import { addConcernedContact } from './record/add-concerned-contact';
import { addSummary } from './record/add-summary';
import { addLayer } from './record/add-layer';
import { addSoilSample } from './record/add-soil-sample';
import { addGaugingTube } from './record/add-gauging-tube';
import { addFinishing } from './record/add-finishing';
import { addWaterSample } from './record/add-water-sample';
import { addAirSample } from './record/add-air-sample';
import { addBottle } from './record/add-bottle';
import { addPackaging } from './record/add-packaging';
import { openLabAssignments } from './lab/open-lab-assignments';
import { openAnalysisSamples } from './lab/open-analysis-samples';
import { newLabAssignment } from './lab/new-lab-assignment';
import { sendLabAssignment } from './lab/send-lab-assignment';
import { deleteLabAssignment } from './lab/delete-lab-assignment';
import { makeAnalysisSample } from './lab/make-analysis-sample';
import { suggestAnalysisSamples } from './lab/suggest-analysis-samples';
import { addSamplesToAssignment } from './lab/add-samples-to-assignment';
import { openResults } from './results/open-results';
import { toggleResultsPivot } from './results/toggle-pivot';
import { forceLabImport } from './results/force-import';
import { addResultsToSamples } from './results/add-to-samples';
import { toggleBorelog } from './project/toggle-borelog';
import { openDashboard } from './dashboard/open-dashboard';
import { addDashboard } from './dashboard/add-dashboard';
import { renameDashboard } from './dashboard/rename-dashboard';
import { deleteDashboard } from './dashboard/delete-dashboard';
import { toggleDashboardEdit } from './dashboard/toggle-edit';
import { autoAlignDashboard } from './dashboard/auto-align';
import { refreshDashboard } from './dashboard/refresh-dashboard';
import type { Command as CommandOf } from './command';
import { createCommandRegistry } from './registry';
import type { CommandRegistry as CommandRegistryOf, HotkeyBinding as HotkeyBindingOf } from './registry';

/** Every command of the product, in the order the palette lists them within a group. */
export const allCommands = [
  saveRecord, deleteRecord, restoreDraft, discardDraft,
  addPoint, addSublocation, addConcernedContact, addSummary, addLayer, addSoilSample, addGaugingTube, addFinishing,
  addWaterSample, addAirSample, addBottle, addPackaging,
  addRow, deleteRows, multiEditField, undo, redo, restoreKeptEdits, discardKeptEdits, copyCells, cutCells, pasteCells, fillDown, clearCells,
  copyMoveRows, transferSamples, openRow, duplicateRecord,
  goToProjectList, goToProject, goToPoint, goToOverview, openLocationVisits, openMap, togglePointMap, nextRecord, previousRecord,
  createProject, deleteProject, pinProject, unpinProject,
  openImport, openRegularImport, openNewImport, openExport, openVerify, openReport, importXyz, openCadastre, createWaterSamples, reviewCodes, toggleBorelog,
  openLabAssignments, openAnalysisSamples, newLabAssignment, sendLabAssignment, deleteLabAssignment, makeAnalysisSample, suggestAnalysisSamples,
  addSamplesToAssignment,
  openResults, toggleResultsPivot, forceLabImport, addResultsToSamples,
  openDashboard, addDashboard, renameDashboard, deleteDashboard, toggleDashboardEdit, autoAlignDashboard, refreshDashboard,
  openPalette, showShortcuts, openCodeConventions, changeLanguage, openUserAdministration, openNews, openSurvey, signOut,
  openUserMenu, openMyAccount, openManagementStatistics, openFieldTemplates, openCodeLists,
] as const;

/**
 * Every command of the product by its id (`area.verb`, as VS Code names its commands), derived from
 * the list above: a closed union, so a button, hotkey or test that names a command that does not
 * exist does not compile, and a new command names its id once, in its own file.
 */
export type CommandId = (typeof allCommands)[number]['id'];

/** One of the product's commands. */
export type Command = CommandOf<CommandId>;

/** The registry of the product's commands. */
export type CommandRegistry = CommandRegistryOf<CommandId>;

/** A hotkey and the product's command it starts. */
export type HotkeyBinding = HotkeyBindingOf<CommandId>;

/** The product's registry: built at load, so a duplicate id or a hotkey clash fails at once (and in the tests). */
export const commandRegistry: CommandRegistry = createCommandRegistry<CommandId>(allCommands);

export { commandGroups, hotkeysOf } from './command';
export { addableKinds } from './context';
export type { ActiveGrid, AddableKind, AddTarget, BorelogTarget, CommandContext, DashboardTarget, Destination, ExternalAppName, GridKeyActions, KeptEditsOffer, LabAssignmentTarget, MultiEditField, NoticeRequest, PalettePage, ProjectListTarget, RecordTarget, RequiredRight, ResultsTarget, RouteFacts } from './context';
export { runCommand } from './run-command';
export type { RunOutcome } from './run-command';
