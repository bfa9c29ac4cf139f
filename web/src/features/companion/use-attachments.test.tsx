import { englishTemplate } from '@contracts/messages';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanionLimits, CompanionText } from '@contracts/companion';
import { ApiError } from '@/lib/api';
import { newQueryClient, providers, setLanguage } from './testing/i18n';
import { useAttachments } from './use-attachments';

const api = vi.hoisted(() => ({ uploadFile: vi.fn(), deleteFile: vi.fn() }));
vi.mock('./api', () => api);

const file = (name: string, type = 'text/plain', size = 10) => new File([new Uint8Array(size)], name, { type });
const uploaded = (f: File) => ({ id: `id-${f.name}`, name: f.name, type: f.type, size: f.size });

function renderAttachments() {
  return renderHook(() => useAttachments({ allowedTypes: ['text/plain', 'image/png'], maxBytes: 100 }), {
    wrapper: providers(newQueryClient()),
  });
}

beforeEach(async () => {
  await setLanguage('en');
  api.uploadFile.mockReset().mockImplementation(async (f: File, onProgress: (p: number) => void) => {
    onProgress(50);
    return uploaded(f);
  });
  api.deleteFile.mockReset().mockResolvedValue(undefined);
});

describe('useAttachments', () => {
  it('uploads the files that pass, one after another, and lists them', async () => {
    const { result } = renderAttachments();
    await act(() => result.current.addFiles([file('a.txt'), file('b.png', 'image/png')]));
    expect(api.uploadFile.mock.calls.map(([f]) => (f as File).name)).toEqual(['a.txt', 'b.png']);
    expect(result.current.attachments.map((a) => a.name)).toEqual(['a.txt', 'b.png']);
    expect(result.current.errors).toEqual([]);
    expect(result.current.isUploading).toBe(false);
  });

  it('refuses a wrong type or a large file in the browser, with the specification words, and uploads the rest', async () => {
    const { result } = renderAttachments();
    await act(() =>
      result.current.addFiles([file('song.mp3', 'audio/mpeg'), file('big.txt', 'text/plain', 101), file('ok.txt')]),
    );
    expect(result.current.errors).toEqual([
      `File type audio/mpeg ${englishTemplate(CompanionText.fileTypeSuffix.key)}`,
      englishTemplate(CompanionText.fileTooLarge.key),
    ]);
    expect(api.uploadFile).toHaveBeenCalledTimes(1);
    expect(result.current.attachments.map((a) => a.name)).toEqual(['ok.txt']);
  });

  it(`keeps to ${CompanionLimits.attachmentsPerMessage} files a message`, async () => {
    const { result } = renderAttachments();
    const many = Array.from({ length: CompanionLimits.attachmentsPerMessage + 2 }, (_, i) => file(`f${i}.txt`));
    await act(() => result.current.addFiles(many));
    expect(result.current.attachments).toHaveLength(CompanionLimits.attachmentsPerMessage);
    expect(result.current.errors).toEqual([
      `You can attach up to ${CompanionLimits.attachmentsPerMessage} files to a message.`,
    ]);
    await act(() => result.current.addFiles([file('one-more.txt')]));
    expect(result.current.attachments).toHaveLength(CompanionLimits.attachmentsPerMessage);
  });

  it("shows the server's reason for a refused upload, or which file failed when it gave none", async () => {
    api.uploadFile
      .mockRejectedValueOnce(new ApiError(429, 'RATE_LIMITED', 'You can attach more in 12 minutes.'))
      .mockRejectedValueOnce(new ApiError(413, '413', 'Request Entity Too Large'));
    const { result } = renderAttachments();
    await act(() => result.current.addFiles([file('a.txt'), file('b.txt')]));
    expect(result.current.errors).toEqual(['You can attach more in 12 minutes.', 'Failed to upload b.txt']);
    expect(result.current.attachments).toEqual([]);
  });

  it('removing a file deletes the upload; clearing after a send keeps it', async () => {
    const { result } = renderAttachments();
    await act(() => result.current.addFiles([file('a.txt'), file('b.txt')]));
    act(() => result.current.remove('id-a.txt'));
    expect(api.deleteFile).toHaveBeenCalledWith('id-a.txt');
    expect(result.current.attachments.map((a) => a.id)).toEqual(['id-b.txt']);
    act(() => result.current.clear());
    expect(result.current.attachments).toEqual([]);
    expect(api.deleteFile).toHaveBeenCalledTimes(1);
  });

  it('tells the problems in Hindi on a Hindi page', async () => {
    await setLanguage('hi');
    const { result } = renderAttachments();
    const many = Array.from({ length: CompanionLimits.attachmentsPerMessage + 1 }, (_, i) => file(`f${i}.txt`));
    await act(() => result.current.addFiles([file('x.bin', 'application/octet-stream'), ...many]));
    expect(result.current.errors).toEqual([
      'यह फ़ाइल प्रकार (application/octet-stream) स्वीकार नहीं है। इन प्रकारों की फ़ाइलें जोड़ी जा सकती हैं: तस्वीरें, PDF, TXT, DOC, DOCX',
      `एक संदेश के साथ ज़्यादा से ज़्यादा ${CompanionLimits.attachmentsPerMessage} फ़ाइलें जोड़ी जा सकती हैं।`,
    ]);
  });
});
