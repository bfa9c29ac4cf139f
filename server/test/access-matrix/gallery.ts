import sharp from 'sharp';
import type { Cast, Row } from './types.js';
import { encodeUpload } from '../../modules/gallery/gallery.images.js';

const fields = {
  title: 'Matrix image',
  alt: 'A plain purple square.',
  description: 'Made by the authorisation matrix.',
  category: 'support',
} as const;

async function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 120, g: 80, b: 200 } } })
    .png()
    .toBuffer();
}

/** A fresh gallery item, so that each caller's row acts on its own image. */
async function newItem(cast: Cast): Promise<string> {
  const gallery = cast.t.app.services.modules.get('gallery');
  const item = await gallery.add(null, { ...fields }, await encodeUpload(await smallPng()));
  return item.id;
}

async function uploadRequest() {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  body.append('file', new Blob([new Uint8Array(await smallPng())], { type: 'image/png' }), 'square.png');
  const encoded = new Response(body);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

/** The gallery routes (each row: who may call, what each caller gets). */
export const galleryRows: Row[] = [
  {
    method: 'GET',
    route: '/api/gallery',
    access: 'public',
    request: () => ({ url: '/api/gallery?category=support' }),
    expect: [200, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/admin/gallery',
    access: 'admin',
    request: async () => ({ url: '/api/admin/gallery', ...(await uploadRequest()) }),
    expect: [401, 403, 403, 403, 201],
  },
  {
    method: 'PATCH',
    route: '/api/admin/gallery/:id',
    access: 'admin',
    request: async (cast) => ({
      url: `/api/admin/gallery/${await newItem(cast)}`,
      payload: { title: 'Renamed by the matrix' },
    }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'DELETE',
    route: '/api/admin/gallery/:id',
    access: 'admin',
    request: async (cast) => ({ url: `/api/admin/gallery/${await newItem(cast)}` }),
    expect: [401, 403, 403, 403, 204],
  },
];
