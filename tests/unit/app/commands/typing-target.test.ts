import { describe, expect, it } from 'vitest';
import { isTypingTarget } from '../../../../src/app/commands/typing-target';

const element = (tagName: string, extra: { type?: string; role?: string; isContentEditable?: boolean } = {}) => ({
  tagName, type: extra.type, isContentEditable: extra.isContentEditable ?? false, getAttribute: (name: string) => (name === 'role' ? extra.role ?? null : null),
});

describe('whether a key press is the user typing in an editor', () => {
  it('is for text fields, text areas, selects, content-editable elements and text roles', () => {
    for (const target of [element('INPUT'), element('INPUT', { type: 'number' }), element('INPUT', { type: 'date' }), element('TEXTAREA'),
      element('SELECT'), element('DIV', { isContentEditable: true }), element('DIV', { role: 'textbox' }), element('DIV', { role: 'combobox' })]) {
      expect(isTypingTarget(target), JSON.stringify(target)).toBe(true);
    }
  });

  it('is not for radio buttons, checkboxes, buttons, links, the grid or nothing at all', () => {
    for (const target of [element('INPUT', { type: 'radio' }), element('INPUT', { type: 'checkbox' }), element('BUTTON'), element('A'),
      element('DIV', { role: 'grid' }), element('MAIN'), null]) {
      expect(isTypingTarget(target), JSON.stringify(target)).toBe(false);
    }
  });
});
