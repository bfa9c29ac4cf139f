import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanionFileText } from '../../../../contracts/companion-files.js';
import { companionFiles } from '../../../db/schema/companion-files.js';
import { as, createMember, type Member } from '../../../test/helpers.js';
import { createFilesTestApp } from '../../../test/companion-files.js';
import {
  compressedDocx,
  docxBomb,
  docxWithBody,
  multipart,
  pdfBomb,
  pdfWithImage,
  pdfWithText,
} from '../../../test/fixtures/files.js';
import { CompanionFileLimits } from '../../../../contracts/companion-files.js';
import { englishOf, messageIn } from '../../../platform/i18n.js';
import { extractText, runningExtractions } from './extract-text.js';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** How much the whole process may grow while a hostile document is refused. */
const GROWTH_BOUND = 60 * 1024 * 1024;

let t: Awaited<ReturnType<typeof createFilesTestApp>>;
let member: Member;
beforeAll(async () => {
  t = await createFilesTestApp({ env: { FORTI_UPLOADS_PER_HOUR: '1000' } });
  member = await createMember(t, 'patient');
});
afterAll(async () => t?.close());

/** Runs `work` while sampling the process's memory; the largest growth above the start. */
async function peakGrowth<T>(work: () => Promise<T>): Promise<{ result: T; rss: number; heap: number }> {
  const start = process.memoryUsage();
  let rss = 0;
  let heap = 0;
  const sample = () => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss - start.rss);
    heap = Math.max(heap, now.heapUsed + now.arrayBuffers - start.heapUsed - start.arrayBuffers);
  };
  const timer = setInterval(sample, 2);
  try {
    const result = await work();
    sample();
    return { result, rss, heap };
  } finally {
    clearInterval(timer);
  }
}

describe('decompression bombs (issue 10, item 1)', () => {
  const cases: Array<[string, () => Buffer, string, string]> = [
    ['a DOCX whose ZIP directory understates a 200 MB part', () => docxBomb(), 'bomb.docx', DOCX],
    ['a PDF with a FlateDecode stream of 300 MB', () => pdfBomb(), 'bomb.pdf', 'application/pdf'],
  ];

  it.each(cases)(
    'refuses %s with a clear message, memory bounded, while others are served',
    async (_name, make, fileName, type) => {
      const bytes = make();
      expect(bytes.length).toBeLessThan(400 * 1024);
      const body = await multipart('file', bytes, fileName, type);
      const before = await t.database.db
        .select({ id: companionFiles.id })
        .from(companionFiles)
        .where(eq(companionFiles.userId, member.id));

      const { result, rss, heap } = await peakGrowth(async () => {
        const upload = as(t.app, member, { method: 'POST', url: '/api/companion/files', ...body });
        // Another visitor is answered while the document is being read.
        const startedAt = Date.now();
        const health = await t.app.inject({ method: 'GET', url: '/api/health/live' });
        return { upload: await upload, health, healthMs: Date.now() - startedAt };
      });

      expect(result.upload.statusCode, result.upload.body).toBe(415);
      expect(result.upload.json().error).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: englishOf(CompanionFileText.documentRefused),
      });
      expect(result.health.statusCode).toBe(200);
      expect(result.healthMs).toBeLessThan(2000);
      expect(rss, `process grew by ${Math.round(rss / 1e6)} MB`).toBeLessThan(GROWTH_BOUND);
      expect(heap, `heap and buffers grew by ${Math.round(heap / 1e6)} MB`).toBeLessThan(GROWTH_BOUND);
      // Nothing kept of the refused file.
      const after = await t.database.db
        .select({ id: companionFiles.id })
        .from(companionFiles)
        .where(eq(companionFiles.userId, member.id));
      expect(after).toEqual(before);
      expect(runningExtractions()).toBe(0);
    },
  );

  it('says so in Hindi to a member reading in Hindi, by its key', async () => {
    const res = await as(t.app, member, {
      method: 'POST',
      url: '/api/companion/files',
      ...(await (async () => {
        const body = await multipart('file', docxBomb(), 'bomb.docx', DOCX);
        return { payload: body.payload, headers: { ...body.headers, 'accept-language': 'hi-IN,hi;q=0.9' } };
      })()),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatchObject({ key: CompanionFileText.documentRefused.key });
    expect(res.json().error.message).toBe(messageIn('hi', CompanionFileText.documentRefused));
    expect(res.json().error.message).toMatch(/^यह दस्तावेज़/);
  });

  it('refuses the same bombs when read directly, naming why for the log', async () => {
    expect(await extractText('docx', docxBomb())).toEqual({
      refused: expect.stringMatching(/unpacks? to more than 25165824 bytes/),
    });
    expect(await extractText('pdf', pdfBomb())).toEqual({
      refused: expect.stringMatching(/unpacks? to more than 25165824 bytes/),
    });
  });

  it('refuses a PDF whose many streams are each under the limit but together far over it, and one compressed twice', async () => {
    const many = pdfBomb(23 * 1024 * 1024, { streams: 8 });
    expect(await extractText('pdf', many)).toEqual({ refused: expect.stringMatching(/unpack to more than/) });
    const twice = pdfBomb(300 * 1024 * 1024, { twice: true });
    expect(twice.length).toBeLessThan(50 * 1024);
    const { result, rss } = await peakGrowth(() => extractText('pdf', twice));
    expect(result).toEqual({ refused: expect.stringMatching(/unpack to more than/) });
    expect(rss, `process grew by ${Math.round(rss / 1e6)} MB`).toBeLessThan(GROWTH_BOUND);
  });

  it('ends the worker of a document still being read at the time limit', async () => {
    const readSlowly = extractText('pdf', pdfWithText('Any report'), { timeoutMs: 1 });
    expect(await readSlowly).toEqual({ refused: 'reading took longer than 1 ms' });
    expect(runningExtractions()).toBe(0);
  });

  it('ends the worker of a document whose reading makes the process grow too much', async () => {
    // Any growth at all counts here: starting the worker and reading the PDF are enough.
    const result = await extractText('pdf', pdfWithImage('Report', 30 * 1024 * 1024), { processGrowthMaxBytes: 1 });
    expect(result).toEqual({ refused: 'reading used too much memory' });
    expect(runningExtractions()).toBe(0);
  });

  it('still reads ordinary documents, compressed as Word writes them', async () => {
    expect(await extractText('docx', compressedDocx(['Scan on Tuesday', 'Fasting from midnight']))).toEqual({
      text: 'Scan on Tuesday\n\nFasting from midnight',
    });
    expect(await extractText('pdf', pdfWithText('CT scan report'))).toEqual({ text: 'CT scan report' });
    const res = await as(t.app, member, {
      method: 'POST',
      url: '/api/companion/files',
      ...(await multipart('file', compressedDocx(['Questions']), 'q.docx', DOCX)),
    });
    expect(res.statusCode).toBe(200);
  });

  it('reads at most a few documents at once; the others wait their turn', async () => {
    let most = 0;
    const timer = setInterval(() => (most = Math.max(most, runningExtractions())), 1);
    const results = await Promise.all(Array.from({ length: 5 }, () => extractText('pdf', pdfWithText('Report'))));
    clearInterval(timer);
    expect(results).toEqual(Array.from({ length: 5 }, () => ({ text: 'Report' })));
    expect(most).toBe(2);
  });

  it('accepts a scanned PDF whose images unpack to far more than its text, and reads the text', async () => {
    const scan = pdfWithImage('Haemoglobin 11.2 g/dL', 60 * 1024 * 1024);
    const { result, rss } = await peakGrowth(() => extractText('pdf', scan));
    expect(result).toEqual({ text: 'Haemoglobin 11.2 g/dL' });
    expect(rss, `process grew by ${Math.round(rss / 1e6)} MB`).toBeLessThan(GROWTH_BOUND);
  });

  it('reads a long Word document quickly, in bounded memory, as far as the provider needs', async () => {
    const paragraph = '<w:p><w:r><w:t>Day 12 of chemotherapy: tired but eating well.</w:t></w:r></w:p>';
    const long = docxWithBody(paragraph.repeat(200_000));
    expect(long.length).toBeLessThan(200 * 1024);
    const started = Date.now();
    const { result, rss } = await peakGrowth(() => extractText('docx', long));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect('text' in result && result.text!.length).toBe(CompanionFileLimits.extractedTextMax);
    expect(
      'text' in result && result.text!.startsWith('Day 12 of chemotherapy: tired but eating well.\n\nDay 12'),
    ).toBe(true);
    expect(rss, `process grew by ${Math.round(rss / 1e6)} MB`).toBeLessThan(100 * 1024 * 1024);
  });

  it("reads a Word document's text as written: tabs, line breaks, tables, entities, text boxes once, no deleted text", async () => {
    const body = [
      '<w:p><w:pPr><w:tabs><w:tab w:val="left" w:pos="720"/></w:tabs></w:pPr><w:r><w:t>Dose</w:t></w:r><w:r><w:tab/><w:t xml:space="preserve">4 mg </w:t></w:r><w:r><w:t>&amp; water</w:t></w:r></w:p>',
      '<w:p><w:r><w:t>Line one</w:t><w:br/><w:t>Line two</w:t></w:r><w:del><w:r><w:delText>removed words</w:delText></w:r></w:del></w:p>',
      '<w:tbl><w:tr><w:tc><w:p><w:r><w:t>Cell &#x928;&#x93E;&#x92E;</w:t></w:r></w:p></w:tc></w:tr></w:tbl>',
      '<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><w:txbxContent><w:p><w:r><w:t>In a box</w:t></w:r></w:p></w:txbxContent></w:drawing></mc:Choice><mc:Fallback><w:pict><w:txbxContent><w:p><w:r><w:t>In a box</w:t></w:r></w:p></w:txbxContent></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>',
    ].join('');
    expect(await extractText('docx', docxWithBody(body))).toEqual({
      text: 'Dose 4 mg & water\n\nLine one\nLine two\n\nCell नाम\n\nIn a box',
    });
  });
});
