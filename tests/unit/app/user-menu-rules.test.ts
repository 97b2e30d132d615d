import { describe, expect, it } from 'vitest';
import { nextMenuIndex } from '../../../src/app/shell/menu-keys';
import { barShares } from '../../../src/screens/user-menu/statistics-rows';
import { userMenuLinksFromEnv } from '../../../src/ui/user-menu-links';

describe('the user menu', () => {
  it('moves the focus with the arrows (wrapping), Home and End, and leaves other keys alone', () => {
    expect(nextMenuIndex('ArrowDown', 0, 4)).toBe(1);
    expect(nextMenuIndex('ArrowDown', 3, 4)).toBe(0);
    expect(nextMenuIndex('ArrowUp', 0, 4)).toBe(3);
    expect(nextMenuIndex('ArrowUp', -1, 4)).toBe(2);
    expect(nextMenuIndex('Home', 2, 4)).toBe(0);
    expect(nextMenuIndex('End', 0, 4)).toBe(3);
    expect(nextMenuIndex('a', 0, 4)).toBeNull();
    expect(nextMenuIndex('ArrowDown', 0, 0)).toBeNull();
  });

  it('lists only the configured http(s) links, in the menu\'s order', () => {
    expect(userMenuLinksFromEnv({})).toEqual([]);
    expect(userMenuLinksFromEnv({
      VITE_MANAGEMENT_URL: ' https://manage.example.test/ ', VITE_HELP_URL: 'https://help.example.test', VITE_ROADMAP_URL: 'javascript:alert(1)', VITE_TRAINING_URL: '',
    })).toEqual([{ link: 'help', href: 'https://help.example.test/' }, { link: 'management', href: 'https://manage.example.test/' }]);
  });

  it('draws each statistics bar as its share of the largest count', () => {
    expect(barShares([4, 2, 0, 1])).toEqual([1, 0.5, 0, 0.25]);
    expect(barShares([0, 0])).toEqual([0, 0]);
  });
});
