import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// web/index.html paints a loading screen before any script (issue 44): the site's name, a line in the
// visitor's language and a progress mark, inside the root that React then replaces.
const html = readFileSync(path.resolve(import.meta.dirname, '..', 'index.html'), 'utf8');
const catalogs = {
  en: JSON.parse(readFileSync(path.resolve(import.meta.dirname, 'locales/en/common.json'), 'utf8')) as {
    boot: { line: string };
  },
  hi: JSON.parse(readFileSync(path.resolve(import.meta.dirname, 'locales/hi/common.json'), 'utf8')) as {
    boot: { line: string };
  },
};

function parse(): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/** Runs the page's inline script (the one without src) as the browser would, before the body. */
function runInlineScript(doc: Document) {
  const scripts = [...doc.querySelectorAll('script')].filter((s) => !s.src && !s.type);
  expect(scripts).toHaveLength(1);
  const code = scripts[0]!.textContent ?? '';
  // The script sets document.documentElement.lang: run it against this parsed document's element.
  new Function('document', code)(doc);
}

const originalLanguages = Object.getOwnPropertyDescriptor(window.navigator, 'languages');
function browserLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { configurable: true, get: () => languages });
}
afterEach(() => {
  if (originalLanguages) Object.defineProperty(window.navigator, 'languages', originalLanguages);
  else delete (window.navigator as { languages?: unknown }).languages;
  localStorage.clear();
});

describe('index.html before any script', () => {
  it("holds the loading screen inside the root: the site's name, both lines and a progress mark", () => {
    const doc = parse();
    const root = doc.getElementById('root')!;
    const boot = root.querySelector('#boot')!;
    expect(boot).not.toBeNull();
    expect(boot.getAttribute('role')).toBe('status');
    // The name is the one the server replaces with another SITE_NAME (server/app.ts).
    expect(boot.querySelector('.name')?.textContent).toBe('Fortitude Network');
    expect(boot.querySelector('.progress')).not.toBeNull();
    // The lines are written in from the catalogs at build time (vite.config.ts).
    expect(boot.querySelector('p[lang="en"]')?.textContent).toBe('%BOOT_LINE_EN%');
    expect(boot.querySelector('p[lang="hi"]')?.textContent).toBe('%BOOT_LINE_HI%');
    expect(catalogs.en.boot.line.length).toBeGreaterThan(10);
    expect(catalogs.hi.boot.line).toMatch(/[\u0900-\u097F]/);
    // No script and no stylesheet inside the body before the root: nothing delays its paint.
    const beforeRoot = html.slice(html.indexOf('<body>'), html.indexOf('<div id="root">'));
    expect(beforeRoot).not.toMatch(/<script|<link/);
  });

  it('styles the loading screen inline, and stills its progress mark for reduced motion', () => {
    const style = parse().querySelector('head style')?.textContent ?? '';
    expect(style).toContain('#boot');
    expect(style).toMatch(/@media \(prefers-reduced-motion:reduce\)\{#boot \.progress span\{animation:none/);
    expect(style).toMatch(/html\[lang\|='hi'\] #boot \[lang='hi'\]\{display:block\}/);
  });

  it('shows Hindi to a browser that asks for Hindi first, English otherwise', () => {
    browserLanguages(['hi-IN', 'en']);
    let doc = parse();
    runInlineScript(doc);
    expect(doc.documentElement.lang).toBe('hi-IN');

    browserLanguages(['ta-IN', 'en-GB', 'hi']);
    doc = parse();
    runInlineScript(doc);
    expect(doc.documentElement.lang).toBe('en-IN');
  });

  it("follows the language saved on the device (the app's 'fn-language') over the browser's", () => {
    browserLanguages(['en-IN']);
    localStorage.setItem('fn-language', 'hi');
    let doc = parse();
    runInlineScript(doc);
    expect(doc.documentElement.lang).toBe('hi-IN');

    browserLanguages(['hi-IN']);
    localStorage.setItem('fn-language', 'en');
    doc = parse();
    runInlineScript(doc);
    expect(doc.documentElement.lang).toBe('en-IN');
  });
});
