import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GalleryItem, GalleryLimits, GalleryMessages, type GalleryCategory } from '../../../contracts/gallery.js';
import { AdminMessages } from '../../../contracts/admin.js';
import { adminAuditLog } from '../../db/schema/index.js';
import { as, createMember, createTestApp, type Member, type TestApp } from '../../test/helpers.js';
import { englishOf } from '../../platform/i18n.js';

let t: TestApp;
let admin: Member;
let member: Member;
let ngo: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, 'admin');
  member = await createMember(t, 'patient');
  ngo = await createMember(t, 'ngo');
});
afterAll(async () => t?.close());

const picture = (width: number, height: number, rgb = { r: 90, g: 60, b: 200 }) =>
  sharp({ create: { width, height, channels: 3, background: rgb } });

interface Upload {
  file?: { bytes: Buffer; name: string; type: string };
  title?: string;
  alt?: string;
  description?: string;
  category?: string;
}

async function multipart(u: Upload) {
  const body = new FormData();
  for (const key of ['title', 'alt', 'description', 'category'] as const)
    if (u[key] !== undefined) body.append(key, u[key]!);
  if (u.file) body.append('file', new Blob([new Uint8Array(u.file.bytes)], { type: u.file.type }), u.file.name);
  const encoded = new Response(body);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

async function png(width = 800, height = 600) {
  return { bytes: await picture(width, height).png().toBuffer(), name: 'photo.png', type: 'image/png' };
}

function fields(category: GalleryCategory = 'support', title = 'Tea with the group') {
  return { title, alt: 'Friends sharing tea on a terrace.', description: 'A quiet afternoon in Jaipur.', category };
}

async function upload(who: { cookie: string } | null, u: Upload) {
  return as(t.app, who, { method: 'POST', url: '/api/admin/gallery', ...(await multipart(u)) });
}

async function addItem(category: GalleryCategory = 'support', title?: string): Promise<GalleryItem> {
  const res = await upload(admin, { ...fields(category, title), file: await png() });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const list = (query = '') => as(t.app, null, { method: 'GET', url: `/api/gallery${query}` });
const getFile = (src: string) => t.app.inject({ method: 'GET', url: src });

describe('the public gallery', () => {
  it('is readable by visitors, cacheable for a minute, and lists items in display order', async () => {
    const first = await addItem('awareness', 'Screening camp lamp');
    const second = await addItem('celebration', 'Five years cancer-free');
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const items = res.json().items as GalleryItem[];
    const ids = items.map((i) => i.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(items.find((i) => i.id === second.id)).toEqual(GalleryItem.parse(second));
    expect(Object.keys(items[0]!).sort()).toEqual(Object.keys(GalleryItem.shape).sort());
  });

  it('filters by category', async () => {
    await addItem('connection', 'Circle at the hospice');
    await addItem('celebration', 'Kites after chemo');
    const res = await list('?category=celebration');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as GalleryItem[];
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.every((i) => i.category === 'celebration')).toBe(true);
  });

  it('refuses an unknown category', async () => {
    const res = await list('?category=sadness');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('shows a change at once, although the list is cached', async () => {
    const before = (await list()).json().items as GalleryItem[];
    const added = await addItem('support', 'Volunteers at the ward');
    const after = (await list()).json().items as GalleryItem[];
    expect(after).toHaveLength(before.length + 1);
    expect(after.map((i) => i.id)).toContain(added.id);
  });

  it('drops the cached list in another server process when an image is added there', async () => {
    const other = await createTestApp({ shareDatabaseOf: t });
    try {
      const cachedCount = (await other.app.inject({ url: '/api/gallery' })).json().items.length as number;
      const added = await addItem('awareness', 'Posters at the bus stand');
      await expect
        .poll(async () => (await other.app.inject({ url: '/api/gallery' })).json().items.length, { timeout: 5000 })
        .toBe(cachedCount + 1);
      expect((await other.app.inject({ url: '/api/gallery' })).json().items.map((i: GalleryItem) => i.id)).toContain(
        added.id,
      );
    } finally {
      await other.close();
    }
  });
});

describe('adding an image', () => {
  it('re-encodes a PNG to WebP at most 1600 px wide, with a 480 px carousel copy, served from /files', async () => {
    const res = await upload(admin, { ...fields('support'), file: await png(2400, 1200) });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json() as GalleryItem;
    expect(item).toMatchObject({ ...fields('support'), width: 1600, height: 800, thumbWidth: 480, thumbHeight: 240 });
    expect(item.src).toMatch(/^\/files\/gallery\/[a-z0-9-]+\.webp$/);
    const full = await getFile(item.src);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(await sharp(full.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    const thumb = await getFile(item.thumbSrc);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480, height: 240 });
  });

  it('keeps a small image at its own size', async () => {
    const res = await upload(admin, { ...fields(), file: await png(300, 200) });
    expect(res.json()).toMatchObject({ width: 300, height: 200, thumbWidth: 300, thumbHeight: 200 });
  });

  it('strips EXIF and GPS data from a JPEG', async () => {
    const jpeg = await picture(640, 480)
      .withExif({
        IFD0: { Artist: 'Someone Private', ImageDescription: 'home address' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' },
      })
      .jpeg()
      .toBuffer();
    const original = await sharp(jpeg).metadata();
    expect(original.exif?.toString('latin1')).toContain('Someone Private');
    const res = await upload(admin, { ...fields(), file: { bytes: jpeg, name: 'holiday.jpg', type: 'image/jpeg' } });
    expect(res.statusCode, res.body).toBe(201);
    const stored = await getFile(res.json().src);
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(stored.rawPayload.toString('latin1')).not.toContain('Someone Private');
    expect(stored.rawPayload.toString('latin1')).not.toContain('GPS');
  });

  it('accepts WebP and GIF uploads', async () => {
    for (const [format, type] of [
      ['webp', 'image/webp'],
      ['gif', 'image/gif'],
    ] as const) {
      const bytes = await picture(200, 150).toFormat(format).toBuffer();
      const res = await upload(admin, { ...fields(), file: { bytes, name: `art.${format}`, type } });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('decides the type from the bytes: a renamed text file is refused with 415', async () => {
    const before = (await list()).json().items.length;
    const res = await upload(admin, {
      ...fields(),
      file: { bytes: Buffer.from('just some words, not a picture'), name: 'photo.png', type: 'image/png' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: englishOf(GalleryMessages.notImage),
    });
    expect((await list()).json().items).toHaveLength(before);
  });

  it('refuses other image types such as TIFF', async () => {
    const tiff = await picture(100, 100).tiff().toBuffer();
    const res = await upload(admin, { ...fields(), file: { bytes: tiff, name: 'scan.jpg', type: 'image/jpeg' } });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe(englishOf(GalleryMessages.notImage));
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.alloc(GalleryLimits.maxBytes + 1, 7);
    (await png()).bytes.copy(big);
    const res = await upload(admin, { ...fields(), file: { bytes: big, name: 'huge.png', type: 'image/png' } });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: englishOf(GalleryMessages.tooLarge) });
  });

  it('requires the file, a title, alt text and a known category', async () => {
    const noFile = await upload(admin, fields());
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.message).toBe(englishOf(GalleryMessages.fileRequired));
    const noTitle = await upload(admin, { ...fields(), title: '   ', file: await png() });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().error.issues).toContainEqual(
      expect.objectContaining({ path: 'title', message: englishOf(GalleryMessages.titleRequired) }),
    );
    const noAlt = await upload(admin, { ...fields(), alt: undefined, file: await png() });
    expect(noAlt.json().error.issues).toContainEqual(
      expect.objectContaining({ path: 'alt', message: englishOf(GalleryMessages.altRequired) }),
    );
    const badCategory = await upload(admin, { ...fields(), category: 'memes', file: await png() });
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().error.issues).toContainEqual(
      expect.objectContaining({ path: 'category', message: englishOf(GalleryMessages.categoryRequired) }),
    );
    const notMultipart = await as(t.app, admin, { method: 'POST', url: '/api/admin/gallery', payload: fields() });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('records who added the image in the audit log', async () => {
    const item = await addItem('connection', 'Audited image');
    const rows = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'gallery_item_added'), eq(adminAuditLog.adminId, admin.id)));
    expect(rows.some((r) => r.details.itemId === item.id)).toBe(true);
  });
});

describe('editing and removing', () => {
  it('edits the text fields and category of an image', async () => {
    const item = await addItem('support');
    const res = await as(t.app, admin, {
      method: 'PATCH',
      url: `/api/admin/gallery/${item.id}`,
      payload: { title: '  Marigolds for Onam ', description: 'Pookalam by the Kochi group.', category: 'celebration' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: item.id,
      title: 'Marigolds for Onam',
      description: 'Pookalam by the Kochi group.',
      category: 'celebration',
      alt: item.alt,
      src: item.src,
    });
    const listed = (await list('?category=celebration')).json().items as GalleryItem[];
    expect(listed.find((i) => i.id === item.id)?.title).toBe('Marigolds for Onam');
  });

  it('moves an image by its display order', async () => {
    const item = await addItem('awareness', 'Moved to the front');
    await as(t.app, admin, { method: 'PATCH', url: `/api/admin/gallery/${item.id}`, payload: { displayOrder: 0 } });
    const otherZero = (await list()).json().items.filter((i: GalleryItem) => i.displayOrder === 0).length;
    expect(otherZero).toBeGreaterThanOrEqual(2);
    const res = await as(t.app, admin, {
      method: 'PATCH',
      url: `/api/admin/gallery/${item.id}`,
      payload: { displayOrder: 100_000 },
    });
    expect(res.statusCode).toBe(200);
    expect(((await list()).json().items as GalleryItem[]).at(-1)?.id).toBe(item.id);
  });

  it('refuses an empty title, unknown fields and unknown images', async () => {
    const item = await addItem();
    const blank = await as(t.app, admin, {
      method: 'PATCH',
      url: `/api/admin/gallery/${item.id}`,
      payload: { title: '' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.issues).toContainEqual(
      expect.objectContaining({ path: 'title', message: englishOf(GalleryMessages.titleRequired) }),
    );
    const extra = await as(t.app, admin, {
      method: 'PATCH',
      url: `/api/admin/gallery/${item.id}`,
      payload: { storageKey: 'avatars/x.webp' },
    });
    expect(extra.statusCode).toBe(400);
    const missing = await as(t.app, admin, {
      method: 'PATCH',
      url: '/api/admin/gallery/7b0e7b1e-0000-4000-8000-000000000000',
      payload: { title: 'x' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(englishOf(GalleryMessages.notFound));
  });

  it('removes an image together with its stored files', async () => {
    const item = await addItem('connection', 'To be removed');
    expect((await getFile(item.src)).statusCode).toBe(200);
    const res = await as(t.app, admin, { method: 'DELETE', url: `/api/admin/gallery/${item.id}` });
    expect(res.statusCode).toBe(204);
    expect((await list()).json().items.map((i: GalleryItem) => i.id)).not.toContain(item.id);
    expect((await getFile(item.src)).statusCode).toBe(404);
    expect((await getFile(item.thumbSrc)).statusCode).toBe(404);
    const again = await as(t.app, admin, { method: 'DELETE', url: `/api/admin/gallery/${item.id}` });
    expect(again.statusCode).toBe(404);
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'gallery_item_removed'));
    expect(audit.some((r) => r.details.itemId === item.id)).toBe(true);
  });
});

describe('who may change the gallery', () => {
  it('refuses visitors, members and NGOs, and changes nothing', async () => {
    const item = await addItem('support', 'Kept safe');
    const before = (await list()).json().items.length;
    for (const [who, status] of [
      [null, 401],
      [member, 403],
      [ngo, 403],
    ] as const) {
      const add = await upload(who, { ...fields(), file: await png() });
      expect(add.statusCode).toBe(status);
      const edit = await as(t.app, who, {
        method: 'PATCH',
        url: `/api/admin/gallery/${item.id}`,
        payload: { title: 'Taken over' },
      });
      expect(edit.statusCode).toBe(status);
      const remove = await as(t.app, who, { method: 'DELETE', url: `/api/admin/gallery/${item.id}` });
      expect(remove.statusCode).toBe(status);
      if (status === 403) expect(remove.json().error.message).toBe(englishOf(AdminMessages.adminRequired));
    }
    const after = (await list()).json().items as GalleryItem[];
    expect(after).toHaveLength(before);
    expect(after.find((i) => i.id === item.id)?.title).toBe('Kept safe');
    expect((await getFile(item.src)).statusCode).toBe(200);
  });
});
