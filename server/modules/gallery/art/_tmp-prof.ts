import sharp from 'sharp';
import { seedArtworks } from './index.js';
import { encodeSvg } from '../gallery.images.js';
const c0 = process.cpuUsage(); const t0 = Date.now();
const out = await Promise.all(seedArtworks.map((a) => encodeSvg(a.draw(), 0.8)));
const c = process.cpuUsage(c0);
console.log('wall', Date.now() - t0, 'cpu ms', Math.round((c.user + c.system) / 1000), 'concurrency', sharp.concurrency(), 'bytes', out.reduce((s, e) => s + e.full.bytes.length + e.thumb.bytes.length, 0));
