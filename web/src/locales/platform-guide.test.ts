import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname);

/** Every text of a language's catalogs but the guide's own. */
function uiTexts(lng: string): Set<string> {
  const out = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') out.add(value);
    else if (value && typeof value === 'object') for (const v of Object.values(value)) walk(v);
  };
  for (const file of readdirSync(path.join(root, lng)))
    if (file !== 'platformGuide.json') walk(JSON.parse(readFileSync(path.join(root, lng, file), 'utf8')));
  return out;
}

function guideText(lng: string): string {
  return readFileSync(path.join(root, lng, 'platformGuide.json'), 'utf8');
}

/** A phone's own menus, which the guide names as the phone shows them. */
const BROWSER_WORDS = ['Install app', 'Add to Home screen', 'Add to Home Screen'];

describe('the Platform Guide', () => {
  for (const lng of ['en', 'hi']) {
    it(`names each button as the ${lng} interface shows it`, () => {
      const texts = uiTexts(lng);
      // Quoted words in the guide (escaped quotes in the JSON) are what a person looks for on screen.
      const quoted = [...guideText(lng).matchAll(/\\"([^"\\]{2,60})\\"/g)].map((m) => m[1]!);
      expect(quoted.length).toBeGreaterThan(3);
      const unknown = quoted.filter(
        (q) => !BROWSER_WORDS.includes(q) && ![...texts].some((t) => t === q || t.trim() === q),
      );
      expect(unknown).toEqual([]);
    });
  }

  it('quotes no English button name in Hindi', () => {
    const hindi = guideText('hi');
    for (const english of [
      'Register',
      'Join Meeting',
      'Share Your Story',
      'Forgot password',
      'Mark all as read',
      'Requests',
      'Send Request',
    ])
      expect(hindi, english).not.toContain(english);
  });

  it('says what the bell shows and where the meeting link appears', () => {
    const en = guideText('en');
    expect(en).not.toMatch(/bell in the header shows replies/);
    expect(en).toContain('the Join Meeting button appears on the card once you have registered');
  });
});
