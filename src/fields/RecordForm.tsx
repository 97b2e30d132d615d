import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { changedFields, drawnFieldTemplates, fieldIssues, fieldOwnsIssue, readFieldValue, withoutDuplicateIssues } from '../domain/editing';
import type { CodeOption, EditorRecord, FieldTemplate, RecordPatch } from '../domain/editing';
import type { Language } from '../domain/language/language-codes';
import type { ValidationIssue } from '../domain/validation/issue';
import { FieldEditor } from './FieldEditor';
import { IssueList } from './IssueList';
import { useLatest } from './use-latest';

/** Props of RecordForm. */
export interface RecordFormProps {
  /** GetTemplatesData rows; visible ones (of screenName, when given) are drawn in FieldOrder, each composite once. */
  templates: readonly FieldTemplate[];
  screenName?: string;
  /** The record being edited, with every change the screen has merged in. */
  record: EditorRecord;
  /** The record as last saved; dirty means it differs. Defaults to the record at first draw. */
  savedRecord?: EditorRecord;
  /** Receives the wire fields an edit changes; the screen merges them and stamps last-changed. */
  onChange: (patch: RecordPatch) => void;
  language: Language;
  /** Issues of the entity's rule set (src/domain/validation/entities), shown at the fields they name. */
  recordIssues?: readonly ValidationIssue[];
  /** Choices per field code (lists) and per composite part name (suggestions). */
  codeLists?: Readonly<Record<string, readonly CodeOption[]>>;
  disabled?: boolean;
  /** Told whenever the working-object-changed flag flips (spec 01 section 4). */
  onDirtyChange?: (dirty: boolean) => void;
  /** Told every issue the form shows, including text still being typed, e.g. to refuse a save with errors. */
  onIssuesChange?: (issues: readonly ValidationIssue[]) => void;
}

/**
 * A record's fields drawn by template (spec 01 sections 2 and 3): each field's
 * own issues (fieldIssues) together with the record-level issues about it; record-level issues no
 * drawn field owns are listed above the fields so none is hidden. Dirty when a drawn field differs
 * from the saved record or holds text that cannot be stored yet.
 */
export function RecordForm(props: RecordFormProps) {
  const { templates, screenName, record, onChange, language, recordIssues, codeLists, disabled } = props;
  const formIssuesId = useId();
  const [firstRecord] = useState(record);
  const saved = props.savedRecord ?? firstRecord;
  const [typing, setTyping] = useState<Readonly<Record<string, readonly ValidationIssue[]>>>({});
  const visible = useMemo(() => drawnFieldTemplates(templates, screenName), [templates, screenName]);

  const fields = visible.map((template) => {
    const value = readFieldValue(template, record);
    const own = (recordIssues ?? []).filter((issue) => fieldOwnsIssue(template, issue));
    return { template, value, issues: withoutDuplicateIssues([...fieldIssues(template, value, record), ...own]) };
  });
  const unplaced = (recordIssues ?? []).filter((issue) => !visible.some((template) => fieldOwnsIssue(template, issue)));
  const pending = Object.values(typing).flat();
  const dirty = pending.length > 0 || changedFields(visible, saved, record).length > 0;
  const allIssues = withoutDuplicateIssues([...unplaced, ...fields.flatMap((field) => field.issues), ...pending]);
  const issuesKey = JSON.stringify(allIssues);

  const tellDirty = useLatest(props.onDirtyChange);
  useEffect(() => tellDirty.current?.(dirty), [dirty, tellDirty]);
  const tellIssues = useLatest(props.onIssuesChange);
  const latestIssues = useLatest(allIssues);
  useEffect(() => tellIssues.current?.(latestIssues.current), [issuesKey, tellIssues, latestIssues]);

  const reportTyping = useCallback((fieldCode: string, issues: readonly ValidationIssue[]) => {
    setTyping((previous) => {
      if ((previous[fieldCode] ?? []).length === 0 && issues.length === 0) return previous;
      return { ...previous, [fieldCode]: issues };
    });
  }, []);

  return (
    <div className="record-form">
      {unplaced.length > 0 && <IssueList id={formIssuesId} issues={unplaced} />}
      {fields.map(({ template, value, issues }) => (
        <FieldEditor
          key={template.FieldCode}
          template={template}
          record={record}
          value={value}
          onChange={onChange}
          issues={issues}
          language={language}
          codeList={codeLists?.[template.FieldCode]}
          partCodeLists={codeLists}
          disabled={disabled}
          onIssues={(issues) => reportTyping(template.FieldCode, issues)}
        />
      ))}
    </div>
  );
}
