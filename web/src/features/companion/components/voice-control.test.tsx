import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import hi from '@/locales/hi/companion.json';
import { newQueryClient, providers, setLanguage } from '../testing/i18n';
import { VoiceControl } from './voice-control';

const api = vi.hoisted(() => ({ transcribeAudio: vi.fn() }));
vi.mock('../api', () => api);

/** Just enough of MediaRecorder: start, stop (hands over one chunk), and the supported types. */
class FakeRecorder {
  static isTypeSupported = (type: string) => type === 'audio/webm';
  state: 'inactive' | 'recording' = 'inactive';
  mimeType = 'audio/webm';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['voice'], { type: 'audio/webm' }) });
    this.onstop?.();
  }
}

const wrapper = providers(newQueryClient());

beforeEach(async () => {
  await setLanguage('en');
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(async () => ({ getTracks: () => [{ stop: vi.fn() }] })) },
  });
  api.transcribeAudio.mockReset().mockResolvedValue({ text: '  मुझे नींद नहीं आती  ' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('VoiceControl', () => {
  it('explains, in Hindi, that voice input is off on this server', async () => {
    await setLanguage('hi');
    render(<VoiceControl isEnabled={false} isDisabled={false} onText={vi.fn()} />, { wrapper });
    const button = screen.getByRole('button', { name: hi.voice.input });
    expect(button.getAttribute('title')).toBe(hi.voice.notEnabled);
  });

  it('records with a timer, then hands the trimmed text over', async () => {
    const onText = vi.fn();
    render(<VoiceControl isEnabled isDisabled={false} onText={onText} />, { wrapper });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Record a voice message' })));
    expect(screen.getByRole('status').textContent).toBe('Recording 0:00');
    await act(async () => vi.advanceTimersByTime(65_000));
    expect(screen.getByRole('status').textContent).toBe('Recording 1:05');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Stop recording and transcribe' })));
    expect(api.transcribeAudio).toHaveBeenCalledTimes(1);
    expect(onText).toHaveBeenCalledWith('मुझे नींद नहीं आती');
    expect(screen.getByRole('button', { name: 'Record a voice message' })).toBeTruthy();
  });

  it('shows the timer in Hindi and keeps nothing when cancelled', async () => {
    await setLanguage('hi');
    const onText = vi.fn();
    render(<VoiceControl isEnabled isDisabled={false} onText={onText} />, { wrapper });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: hi.voice.record })));
    await act(async () => vi.advanceTimersByTime(3_000));
    expect(screen.getByRole('status').textContent).toBe('रिकॉर्ड हो रहा है 0:03');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: hi.voice.cancel })));
    expect(api.transcribeAudio).not.toHaveBeenCalled();
    expect(onText).not.toHaveBeenCalled();
  });
});
