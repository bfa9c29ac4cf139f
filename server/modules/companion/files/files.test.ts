import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanionLimitText, CompanionText } from '../../../../contracts/companion.js';
import { CompanionFileLimits, CompanionFileText } from '../../../../contracts/companion-files.js';
import { companionFiles } from '../../../db/schema/companion-files.js';
import { STALE_UPLOADS_JOB } from './index.js';
import { as, createMember, type Member } from '../../../test/helpers.js';
import { createFilesTestApp } from '../../../test/companion-files.js';
import {
  cfbHeader,
  docxWithParagraphs,
  elfHeader,
  image,
  multipart,
  pdfWithText,
  zip,
} from '../../../test/fixtures/files.js';
import { englishOf } from '../../../platform/i18n.js';

let t: Awaited<ReturnType<typeof createFilesTestApp>>;
let owner: Member;
let other: Member;
let admin: Member;
beforeAll(async () => {
  // These tests attach many files; the hourly limit has its own test below.
  t = await createFilesTestApp({ env: { FORTI_UPLOADS_PER_HOUR: '1000' } });
  owner = await createMember(t, 'patient');
  other = await createMember(t, 'caregiver');
  admin = await createMember(t, 'admin');
});
afterAll(async () => t?.close());

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const unsupported = (type: string) => `File type ${type} is not supported. Allowed types: Images, PDF, TXT, DOC, DOCX`;

async function upload(member: Member | null, bytes: Buffer, name: string, type: string) {
  return as(t.app, member, {
    method: 'POST',
    url: '/api/companion/files',
    ...(await multipart('file', bytes, name, type)),
  });
}
async function uploaded(member: Member, bytes: Buffer, name: string, type: string): Promise<string> {
  const res = await upload(member, bytes, name, type);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().file.id as string;
}
const rowOf = async (id: string) =>
  (await t.database.db.select().from(companionFiles).where(eq(companionFiles.id, id)))[0]!;

describe('attaching a file (core §5 File upload)', () => {
  it('accepts JPEG, PNG, GIF, PDF, DOCX, DOC and TXT, deciding the type from the bytes', async () => {
    const cases: Array<[Buffer, string, string, string]> = [
      [await image('jpeg'), 'scan.jpg', 'image/jpeg', 'image/jpeg'],
      [await image('png'), 'scan.png', 'image/png', 'image/png'],
      [await image('gif'), 'scan.gif', 'image/gif', 'image/gif'],
      [pdfWithText('Discharge summary'), 'summary.pdf', 'application/pdf', 'application/pdf'],
      [docxWithParagraphs(['My questions']), 'questions.docx', DOCX, DOCX],
      [cfbHeader(), 'old-report.doc', 'application/msword', 'application/msword'],
      [Buffer.from('Appointment at 10:30 on Monday.\n', 'utf8'), 'notes.txt', 'text/plain', 'text/plain'],
      // The browser's claim does not matter: the bytes do.
      [await image('png'), 'photo.bin', 'application/octet-stream', 'image/png'],
    ];
    for (const [bytes, name, declared, expected] of cases) {
      const res = await upload(owner, bytes, name, declared);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      expect(res.json().file).toEqual({ id: expect.any(String), name, type: expected, size: expect.any(Number) });
    }
  });

  it("refuses a renamed executable or archive with the specification's message", async () => {
    const cases: Array<[Buffer, string, string, string]> = [
      [elfHeader(), 'report.pdf', 'application/pdf', 'application/x-elf'],
      [
        Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
        'report.pdf',
        'application/pdf',
        'application/x-msdownload',
      ],
      [zip({ 'run.sh': 'echo hi' }), 'report.docx', DOCX, 'application/zip'],
      [cfbHeader(), 'report.pdf', 'application/pdf', 'application/x-cfb'],
      [
        await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
          .webp()
          .toBuffer(),
        'x.png',
        'image/png',
        'image/webp',
      ],
      [Buffer.alloc(64, 0), 'notes.txt', 'text/plain', 'unknown'],
      [Buffer.from('plain words'), 'notes.md', 'text/markdown', 'text/markdown'],
    ];
    for (const [bytes, name, declared, shown] of cases) {
      const res = await upload(owner, bytes, name, declared);
      expect(res.statusCode, name).toBe(415);
      expect(res.json().error).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: unsupported(shown) });
    }
  });

  it('accepts a file of exactly 10 MB and refuses a larger one with "File size must be less than 10MB"', async () => {
    const limit = CompanionFileLimits.fileMaxBytes;
    expect((await upload(owner, Buffer.alloc(limit, 'a'), 'long.txt', 'text/plain')).statusCode).toBe(200);
    const res = await upload(owner, Buffer.alloc(limit + 1, 'a'), 'longer.txt', 'text/plain');
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: englishOf(CompanionText.fileTooLarge),
    });
  });

  it('requires sign-in to upload', async () => {
    const res = await upload(null, await image('png'), 'scan.png', 'image/png');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a request without a file field', async () => {
    const res = await as(t.app, owner, {
      method: 'POST',
      url: '/api/companion/files',
      ...(await multipart('document', Buffer.from('x'), 'a.txt', 'text/plain')),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(englishOf(CompanionFileText.noFile));
    const json = await as(t.app, owner, { method: 'POST', url: '/api/companion/files', payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
  });

  it('re-encodes images, which removes EXIF data such as a location', async () => {
    const original = await image('jpeg', { exif: true });
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const id = await uploaded(owner, original, 'ward.jpg', 'image/jpeg');
    const res = await as(t.app, owner, { method: 'GET', url: `/api/companion/files/${id}` });
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).exif).toBeUndefined();
    expect(res.rawPayload.includes(Buffer.from('77.5946'))).toBe(false);
  });

  it('keeps a safe file name without folders or direction-changing characters', async () => {
    const res = await upload(owner, Buffer.from('hello'), '../../etc/report\u202Etxt.exe.txt', 'text/plain');
    expect(res.statusCode).toBe(200);
    expect(res.json().file.name).toBe('reporttxt.exe.txt');
  });
});

describe('the hourly limit on attachments', () => {
  it('refuses a member over it with the time to wait, counts removed files too, and leaves others alone', async () => {
    const limited = await createFilesTestApp({ env: { FORTI_UPLOADS_PER_HOUR: '2' }, shareDatabaseOf: t });
    try {
      const send = async (m: Member) =>
        as(limited.app, m, {
          method: 'POST',
          url: '/api/companion/files',
          ...(await multipart('file', Buffer.from('Scan on Friday\n'), 'notes.txt', 'text/plain')),
        });
      // Both apps count in the one database, as two processes would: members who have attached nothing yet.
      const owner = await createMember(limited, 'patient');
      const other = await createMember(limited, 'caregiver');
      const first = await send(owner);
      expect(first.statusCode).toBe(200);
      // Removing a file does not give the attempt back.
      await as(limited.app, owner, { method: 'DELETE', url: `/api/companion/files/${first.json().file.id}` });
      expect((await send(owner)).statusCode).toBe(200);
      const refused = await send(owner);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('RATE_LIMITED');
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(3500);
      expect(wait).toBeLessThanOrEqual(3600);
      expect(refused.json().error.message).toBe(englishOf(CompanionLimitText.uploads({ count: 60 })));
      expect(refused.json().error.message).toBe(
        "You've attached a lot of files in the last hour. You can attach more in 60 minutes.",
      );
      expect((await send(other)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('text given to the provider (core §7)', () => {
  it('extracts the text of PDF, DOCX and TXT at upload; images and .doc have none', async () => {
    const ids = [
      await uploaded(owner, pdfWithText('Biopsy result explained by Dr Rao'), 'result.pdf', 'application/pdf'),
      await uploaded(
        owner,
        docxWithParagraphs(['Questions for my oncologist', 'Ask about side effects.']),
        'q.docx',
        DOCX,
      ),
      await uploaded(
        owner,
        Buffer.from('\uFEFFMedicines: ondansetron 4 mg   before meals\r\n', 'utf8'),
        'meds.txt',
        'text/plain',
      ),
      await uploaded(owner, await image('png'), 'scan.png', 'image/png'),
      await uploaded(owner, cfbHeader(), 'legacy.doc', 'application/msword'),
    ];
    const found = await t.files.attachmentsForReply(owner.id, ids);
    expect(found.map((f) => f.text)).toEqual([
      'Biopsy result explained by Dr Rao',
      'Questions for my oncologist\n\nAsk about side effects.',
      'Medicines: ondansetron 4 mg before meals',
      null,
      null,
    ]);
  });

  it('cuts long text to 20,000 characters and still accepts a document it cannot read', async () => {
    const long = await uploaded(owner, Buffer.from('word '.repeat(10_000)), 'long.txt', 'text/plain');
    const broken = await uploaded(
      owner,
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(500, 1)]),
      'broken.pdf',
      'application/pdf',
    );
    const [a, b] = await t.files.attachmentsForReply(owner.id, [long, broken]);
    expect(a!.text!.length).toBe(CompanionFileLimits.extractedTextMax);
    expect(b!.text).toBeNull();
  });
});

describe('attachments are private to their owner', () => {
  it('serves the file to its owner only, never cached and never sniffed', async () => {
    const pdf = pdfWithText('Private');
    const id = await uploaded(owner, pdf, 'Scan résumé.pdf', 'application/pdf');
    const res = await as(t.app, owner, { method: 'GET', url: `/api/companion/files/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Scan r_sum_.pdf"; filename*=UTF-8''Scan%20r%C3%A9sum%C3%A9.pdf`,
    );
    for (const someone of [other, admin]) {
      const refused = await as(t.app, someone, { method: 'GET', url: `/api/companion/files/${id}` });
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain('Private');
    }
    expect((await as(t.app, null, { method: 'GET', url: `/api/companion/files/${id}` })).statusCode).toBe(401);
    expect((await as(t.app, owner, { method: 'GET', url: `/api/companion/files/${randomUUID()}` })).statusCode).toBe(
      404,
    );
  });

  it('shows images inline', async () => {
    const id = await uploaded(owner, await image('png'), 'scan.png', 'image/png');
    const res = await as(t.app, owner, { method: 'GET', url: `/api/companion/files/${id}` });
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(/^inline; /);
  });

  it('is not reachable through the public /files/ address', async () => {
    const id = await uploaded(owner, Buffer.from('secret diagnosis notes'), 'secret.txt', 'text/plain');
    const key = (await rowOf(id)).storageKey;
    expect(key).toMatch(new RegExp(`^private/companion/${owner.id}/`));
    for (const url of [
      `/files/${key}`,
      `/files/${key.replace(/\//g, '%2F')}`,
      `/files//${key}`,
      `/files/avatars/../${key}`,
    ]) {
      const res = await as(t.app, owner, { method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('secret diagnosis');
    }
  });

  it('lets the owner remove a chip before sending, deleting the stored file; nobody else can', async () => {
    const id = await uploaded(owner, Buffer.from('to remove'), 'chip.txt', 'text/plain');
    const key = (await rowOf(id)).storageKey;
    for (const someone of [other, admin])
      expect((await as(t.app, someone, { method: 'DELETE', url: `/api/companion/files/${id}` })).statusCode).toBe(404);
    expect((await as(t.app, owner, { method: 'DELETE', url: `/api/companion/files/${id}` })).statusCode).toBe(204);
    expect((await as(t.app, owner, { method: 'GET', url: `/api/companion/files/${id}` })).statusCode).toBe(404);
    expect(await t.app.services.storage.get(key)).toBeNull();
    expect((await as(t.app, owner, { method: 'DELETE', url: `/api/companion/files/${id}` })).statusCode).toBe(404);
  });

  it('keeps a file once it was sent with a message', async () => {
    const id = await uploaded(owner, Buffer.from('sent'), 'sent.txt', 'text/plain');
    await t.files.attachToMessage(owner.id, [id], randomUUID());
    const res = await as(t.app, owner, { method: 'DELETE', url: `/api/companion/files/${id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(englishOf(CompanionFileText.attachedAlready));
  });
});

describe('the service the message route uses', () => {
  it("gives the reply only the sender's own attachments, in the order asked, with their bytes", async () => {
    const png = await image('png');
    const a = await uploaded(owner, Buffer.from('first'), 'a.txt', 'text/plain');
    const b = await uploaded(owner, png, 'b.png', 'image/png');
    const theirs = await uploaded(other, Buffer.from('theirs'), 'c.txt', 'text/plain');
    const found = await t.files.attachmentsForReply(owner.id, [b, a]);
    expect(found.map((f) => [f.id, f.name, f.type, f.url])).toEqual([
      [b, 'b.png', 'image/png', `/api/companion/files/${b}`],
      [a, 'a.txt', 'text/plain', `/api/companion/files/${a}`],
    ]);
    expect((await found[1]!.bytes()).toString()).toBe('first');
    expect((await found[0]!.bytes()).length).toBe(found[0]!.size);
    await expect(t.files.attachmentsForReply(owner.id, [a, theirs])).rejects.toMatchObject({ status: 404 });
    await expect(t.files.attachmentsForReply(owner.id, [randomUUID()])).rejects.toMatchObject({ status: 404 });
    await expect(t.files.attachmentsForReply(owner.id, ['not-an-id'])).rejects.toMatchObject({ status: 404 });
  });

  it("links only the member's own unsent files to a message, summarises them, and deletes them with it", async () => {
    const mine = await uploaded(owner, Buffer.from('mine'), 'mine.txt', 'text/plain');
    const theirs = await uploaded(other, Buffer.from('theirs'), 'theirs.txt', 'text/plain');
    const [m1, m2, empty] = [randomUUID(), randomUUID(), randomUUID()];
    await t.files.attachToMessage(owner.id, [mine, theirs], m1);
    await t.files.attachToMessage(owner.id, [mine], m2); // already sent: stays with m1
    const summaries = await t.files.summariesForMessages([m1, m2, empty]);
    expect(summaries.get(m1)).toEqual([{ id: mine, name: 'mine.txt', type: 'text/plain', size: 4 }]);
    expect(summaries.get(m2)).toEqual([]);
    expect(summaries.get(empty)).toEqual([]);
    expect((await rowOf(theirs)).messageId).toBeNull();

    const key = (await rowOf(mine)).storageKey;
    await t.files.deleteForMessages([m1]);
    expect(await t.database.db.select().from(companionFiles).where(eq(companionFiles.id, mine))).toEqual([]);
    expect(await t.app.services.storage.get(key)).toBeNull();
  });

  it('removes uploads never sent after a day, and keeps sent ones (a scheduled job, one process at a time)', async () => {
    const stale = await uploaded(owner, Buffer.from('stale'), 'stale.txt', 'text/plain');
    const fresh = await uploaded(owner, Buffer.from('fresh'), 'fresh.txt', 'text/plain');
    const sent = await uploaded(owner, Buffer.from('sent'), 'sent.txt', 'text/plain');
    await t.files.attachToMessage(owner.id, [sent], randomUUID());
    const old = new Date(Date.now() - 25 * 3600_000);
    for (const id of [stale, sent])
      await t.database.db.update(companionFiles).set({ createdAt: old }).where(eq(companionFiles.id, id));
    const staleKey = (await rowOf(stale)).storageKey;
    expect(await t.app.platform.jobs.runNow(STALE_UPLOADS_JOB)).toBe(true);
    const left = (await t.database.db.select({ id: companionFiles.id }).from(companionFiles)).map((r) => r.id);
    expect(left).not.toContain(stale);
    expect(left).toEqual(expect.arrayContaining([fresh, sent]));
    expect(await t.app.services.storage.get(staleKey)).toBeNull();
  });
});
