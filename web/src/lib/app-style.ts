/**
 * Applies the app's stylesheet, which the built page only preloads (vite.config.ts: a stylesheet link
 * would hold back the loading screen's paint), and resolves once it is in force, so that the first
 * page React draws is styled. Resolves at once in development (Vite injects the styles itself) and
 * also when the stylesheet fails to load: the page is then drawn unstyled rather than never.
 */
export function applyAppStyle(): Promise<void> {
  const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[data-app-style]')];
  return Promise.all(
    preloads.map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = document.createElement('link');
          sheet.rel = 'stylesheet';
          sheet.href = preload.href;
          if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
          sheet.addEventListener('load', () => resolve(), { once: true });
          sheet.addEventListener('error', () => resolve(), { once: true });
          preload.after(sheet);
          preload.removeAttribute('data-app-style');
        }),
    ),
  ).then(() => undefined);
}
