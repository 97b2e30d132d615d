import { useEffect, useState } from 'react';
import type { EditorKind } from '../domain/codes/field-editor-types';
import { formatEditorValue, parseEditorInput, sameEditorValue } from '../domain/editing';
import type { EditorValue } from '../domain/editing';
import type { Language } from '../domain/language/language-codes';
import type { ValidationIssue } from '../domain/validation/issue';
import { useLatest } from './use-latest';

const noIssues: readonly ValidationIssue[] = [];

/** What a text-based editor needs to know. */
export interface EditorTextOptions {
  kind: EditorKind;
  /** The stored value the parent holds. */
  value: EditorValue;
  language: Language;
  /** Wire name the parse issues name. */
  field: string;
  /** Receives each valid, changed value as the user types. */
  onCommit: (value: EditorValue) => void;
  /** Receives the parse issues of the text as typed; empty once it reads again. */
  onInputIssues: (issues: readonly ValidationIssue[]) => void;
  /** Text to open with instead of the value's (typing over a grid cell); read like typed text. */
  initialText?: string;
}

/** The text an editor draws and its handlers. */
export interface EditorText {
  text: string;
  issues: readonly ValidationIssue[];
  change: (text: string) => void;
  blur: () => void;
}

/**
 * The text of a controlled editor (spec 01 section 5, checked as the user types). Every change
 * is parsed; a valid value goes to onCommit at once, an invalid text stays as typed with its issues,
 * so nothing typed is lost. A value changed from outside replaces the text; the value this editor
 * committed itself does not, so '1.50' is not rewritten to '1.5' mid-typing. Blur tidies a valid text.
 */
export function useEditorText({ kind, value, language, field, onCommit, onInputIssues, initialText }: EditorTextOptions): EditorText {
  const [text, setText] = useState(() => initialText ?? formatEditorValue(kind, value, language));
  // Typed-over text is read once, as if the user had typed it, so its value or its issues are known at once.
  const [openedWith] = useState(initialText);
  useEffect(() => {
    if (openedWith !== undefined) change(openedWith);
    // Only on open: later text comes through change().
  }, []);
  const [issues, setIssues] = useState(noIssues);
  const [shown, setShown] = useState({ value, language });
  const [committed, setCommitted] = useState<{ value: EditorValue } | null>(null);

  // Adjusting state while rendering (React's pattern for props that change) avoids a flash of stale text.
  if (!sameEditorValue(shown.value, value) || shown.language !== language) {
    const valueChanged = !sameEditorValue(shown.value, value);
    const ours = committed !== null && sameEditorValue(committed.value, value);
    setShown({ value, language });
    if (valueChanged && !ours) {
      setText(formatEditorValue(kind, value, language));
      setIssues(noIssues);
    } else if (shown.language !== language && issues.length === 0) {
      setText(formatEditorValue(kind, value, language));
    }
  }

  // Text still refused is read again in a new language: '01-02-2026' refused in English may be a Dutch date.
  const [parsedIn, setParsedIn] = useState(language);
  useEffect(() => {
    if (parsedIn === language) return;
    setParsedIn(language);
    if (issues.length > 0) change(text);
  });

  const report = useLatest(onInputIssues);
  useEffect(() => {
    report.current(issues);
  }, [issues, report]);
  useEffect(() => () => report.current(noIssues), [report]);

  function change(next: string): void {
    setText(next);
    const parsed = parseEditorInput(kind, next, language, field);
    if (!parsed.ok) {
      setIssues(parsed.issues);
      return;
    }
    setIssues(noIssues);
    if (!sameEditorValue(parsed.value, value)) {
      setCommitted({ value: parsed.value });
      onCommit(parsed.value);
    }
  }

  function blur(): void {
    if (issues.length === 0) setText(formatEditorValue(kind, value, language));
  }

  return { text, issues, change, blur };
}
