import { expect, test, type Page } from '@playwright/test';
import type { GalleryItem } from '../contracts/gallery';
import { expectNoSeriousA11yViolations } from './support';

// page.route does not see a request made while a service worker controls the page, so a worker that
// took control first would let a routed request through to the server (seen under load): this
// file's journeys run without it (e2e/pwa.spec.ts tests the service worker).
test.use({ serviceWorkers: 'block' });

async function seededItems(page: Page): Promise<GalleryItem[]> {
  const res = await page.request.get('/api/gallery');
  expect(res.ok()).toBeTruthy();
  return (await res.json()).items as GalleryItem[];
}

/** Opens the home page and scrolls to the gallery, which loads when it comes near. */
async function openGallery(page: Page) {
  await page.goto('/');
  const heading = page.getByRole('heading', { name: 'Moments from Our Community' });
  await heading.scrollIntoViewIfNeeded();
  const carousel = page.getByRole('region', { name: 'Gallery images' });
  await expect(carousel).toBeVisible();
  await carousel.scrollIntoViewIfNeeded();
  return carousel;
}

const slide = (scope: ReturnType<Page['getByRole']>, n: number, of: number) =>
  scope.getByRole('group', { name: `${n} of ${of}`, exact: true });

test('the home page gallery shows the 14 seeded images and filters them by category', async ({ page }) => {
  const items = await seededItems(page);
  expect(items).toHaveLength(14);
  const carousel = await openGallery(page);
  await expect(carousel.getByRole('group')).toHaveCount(14);
  for (const item of items) await expect(carousel.getByText(item.title, { exact: true })).toHaveCount(1);

  const filters = page.getByRole('group', { name: 'Filter the gallery by category' });
  await expect(filters.getByRole('button')).toHaveText(['All', 'Awareness', 'Support', 'Celebration', 'Connection']);
  await expect(filters.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await filters.getByRole('button', { name: 'Celebration', exact: true }).click();
  await expect(filters.getByRole('button', { name: 'Celebration', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(filters.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'false');
  const celebration = page.getByRole('region', { name: 'Celebration images' });
  const expected = items.filter((i) => i.category === 'celebration').map((i) => i.title);
  await expect(celebration.getByRole('group')).toHaveCount(expected.length);
  await expect(celebration.getByRole('group').locator('span')).toHaveText(expected);

  await filters.getByRole('button', { name: 'All', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Gallery images' }).getByRole('group')).toHaveCount(14);
});

test('the carousel moves with its arrows and with Left and Right, looping round', async ({ page }) => {
  const carousel = await openGallery(page);
  // 1280 px wide: four slides in view.
  await expect(slide(carousel, 1, 14)).toBeInViewport({ ratio: 0.9 });
  await expect(slide(carousel, 4, 14)).toBeInViewport({ ratio: 0.9 });
  await expect(slide(carousel, 5, 14)).not.toBeInViewport();

  await page.getByRole('button', { name: 'Next images' }).click();
  await expect(slide(carousel, 5, 14)).toBeInViewport({ ratio: 0.9 });
  await expect(slide(carousel, 1, 14)).not.toBeInViewport();

  await page.getByRole('button', { name: 'Previous images' }).click();
  await page.getByRole('button', { name: 'Previous images' }).click();
  // Looping: one step before the first slide is the last.
  await expect(slide(carousel, 14, 14)).toBeInViewport({ ratio: 0.9 });
  await expect(slide(carousel, 1, 14)).toBeInViewport({ ratio: 0.9 });

  await carousel.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slide(carousel, 5, 14)).toBeInViewport({ ratio: 0.9 });
  await expect(slide(carousel, 14, 14)).not.toBeInViewport();
  await page.keyboard.press('ArrowLeft');
  await expect(slide(carousel, 1, 14)).toBeInViewport({ ratio: 0.9 });
  await expect(slide(carousel, 5, 14)).not.toBeInViewport();
});

test('slides per view follow the width: 1, 2, 3 or 4', async ({ page }) => {
  const carousel = await openGallery(page);
  for (const [width, perView] of [
    [375, 1],
    [700, 2],
    [900, 3],
    [1280, 4],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await carousel.scrollIntoViewIfNeeded();
    await expect(slide(carousel, perView, 14)).toBeInViewport({ ratio: 0.9 });
    await expect(slide(carousel, perView + 1, 14)).not.toBeInViewport({ ratio: 0.5 });
  }
});

test('the viewer opens on a slide, wraps within the filter, and closes with Escape', async ({ page }) => {
  const items = await seededItems(page);
  const celebration = items.filter((i) => i.category === 'celebration');
  await openGallery(page);
  await page.getByRole('button', { name: 'Celebration', exact: true }).click();
  const carousel = page.getByRole('region', { name: 'Celebration images' });
  await carousel.getByRole('button', { name: new RegExp(celebration[0]!.title) }).click();

  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('heading', { name: celebration[0]!.title })).toBeVisible();
  await expect(viewer.getByText(celebration[0]!.description)).toBeVisible();
  await expect(viewer.getByRole('img', { name: celebration[0]!.alt })).toBeVisible();
  await expect(viewer.getByText(`Image 1 of ${celebration.length}`)).toBeVisible();

  // Previous from the first wraps to the last image of the filter, not of the whole gallery.
  await viewer.getByRole('button', { name: 'Previous image' }).click();
  await expect(viewer.getByRole('heading', { name: celebration.at(-1)!.title })).toBeVisible();
  await viewer.getByRole('button', { name: 'Next image' }).click();
  await expect(viewer.getByRole('heading', { name: celebration[0]!.title })).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByRole('heading', { name: celebration[1]!.title })).toBeVisible();
  for (let i = 1; i < celebration.length; i++) await page.keyboard.press('ArrowRight');
  await expect(viewer.getByRole('heading', { name: celebration[0]!.title })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByRole('heading', { name: celebration.at(-1)!.title })).toBeVisible();

  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
});

test('a slide opens with Enter too', async ({ page }) => {
  const items = await seededItems(page);
  const carousel = await openGallery(page);
  await carousel.getByRole('button', { name: new RegExp(items[0]!.title) }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByRole('heading', { name: items[0]!.title })).toBeVisible();
  await page.getByRole('button', { name: 'Close viewer' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('a broken image falls back to the first image of the gallery, then to a placeholder', async ({ page }) => {
  const items = await seededItems(page);
  const [first, , third] = items;
  await page.route(`**${third!.thumbSrc}`, (route) => route.fulfill({ status: 404, body: 'gone' }));
  let carousel = await openGallery(page);
  const broken = slide(carousel, 3, 14).locator('img');
  await expect(broken).toHaveAttribute('data-stage', 'fallback');
  await expect(broken).toHaveAttribute('src', first!.thumbSrc);
  await expect(broken).toHaveAttribute('alt', third!.alt);
  await expect.poll(() => broken.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // When the first image fails as well, a calm placeholder shows: never a broken-image icon.
  await page.route(`**${first!.thumbSrc}`, (route) => route.fulfill({ status: 404, body: 'gone' }));
  carousel = await openGallery(page);
  await expect(slide(carousel, 3, 14).getByRole('img', { name: third!.alt })).toHaveAttribute(
    'data-stage',
    'placeholder',
  );
  await expect(slide(carousel, 1, 14).getByRole('img', { name: first!.alt })).toHaveAttribute(
    'data-stage',
    'placeholder',
  );
  await expect(slide(carousel, 2, 14).locator('img')).toHaveAttribute('data-stage', 'own');
});

test('the home page with the gallery has no serious accessibility violation', async ({ page }) => {
  await openGallery(page);
  await expect(page.getByRole('region', { name: 'Gallery images' }).locator('img').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
