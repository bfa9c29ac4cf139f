import { fileTypeFromBuffer } from 'file-type';
import { CompanionText } from '../../../../contracts/companion.js';
import {
  CompanionFileErrorCode,
  CompanionFileLimits,
  CompanionFileText,
} from '../../../../contracts/companion-files.js';
import type { ErrorCode } from '../../../../contracts/errors.js';
import type { AppConfig } from '../../../config.js';
import { AppError } from '../../../platform/errors.js';

type Transcriber = NonNullable<AppConfig['transcribe']>;
interface Log {
  warn(obj: object, msg: string): void;
}

/** Recording formats a browser's MediaRecorder produces (core §8: webm/opus, webm, mp4, wav), as sent upstream. */
const AUDIO: Record<string, string> = {
  webm: 'audio/webm',
  mp4: 'audio/mp4',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  mp3: 'audio/mpeg',
  flac: 'audio/flac',
};

// Codes beyond contracts/errors.ts, named in contracts/companion-files.ts.
const voiceNotEnabled = () =>
  new AppError(CompanionFileErrorCode.voiceNotEnabled as ErrorCode, CompanionText.voiceNotEnabled, 503);
const transcriptionFailed = () =>
  new AppError(CompanionFileErrorCode.transcriptionFailed as ErrorCode, CompanionText.transcriptionServerFallback, 502);
export const voiceTooLong = () => new AppError('PAYLOAD_TOO_LARGE', CompanionFileText.voiceTooLong, 413);

/** Refuses when no transcription service is configured (the microphone button then says so). */
export function requireTranscriber(config: Transcriber | null): Transcriber {
  if (!config) throw voiceNotEnabled();
  return config;
}

/**
 * Voice to text through any OpenAI-compatible transcription API (POST {base}/audio/transcriptions,
 * multipart file + model): at most two minutes a clip, the text trimmed.
 */
export async function transcribe(config: Transcriber | null, audio: Buffer, log?: Log): Promise<string> {
  const transcriber = requireTranscriber(config);
  if (audio.length === 0) throw new AppError('VALIDATION_FAILED', CompanionFileText.noAudio, 400);
  if (audio.length > CompanionFileLimits.audioMaxBytes) throw voiceTooLong();
  const detected = await fileTypeFromBuffer(audio);
  const mime = detected ? AUDIO[detected.ext] : undefined;
  if (!detected || !mime) throw new AppError('UNSUPPORTED_MEDIA_TYPE', CompanionFileText.audioUnreadable, 415);
  const seconds = detected.ext === 'wav' ? wavSeconds(audio) : null;
  if (seconds !== null && seconds > CompanionFileLimits.voiceMaxSeconds + 1) throw voiceTooLong();

  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(audio)], { type: mime }), `audio.${detected.ext}`);
  form.append('model', transcriber.model);
  form.append('response_format', 'json');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (transcriber.apiKey) headers.authorization = `Bearer ${transcriber.apiKey}`;
  try {
    const res = await fetch(`${transcriber.baseUrl}/audio/transcriptions`, {
      method: 'POST',
      headers,
      body: form,
      signal: AbortSignal.timeout(transcriber.timeoutMs),
    });
    if (!res.ok) {
      log?.warn({ status: res.status }, 'transcription service refused the recording');
      throw transcriptionFailed();
    }
    const body = (await res.json()) as { text?: unknown };
    if (typeof body.text !== 'string') throw transcriptionFailed();
    return body.text.trim();
  } catch (err) {
    if (err instanceof AppError) throw err;
    log?.warn(
      { err: (err as Error).name === 'TimeoutError' ? 'timeout' : (err as Error).message },
      'transcription service failed',
    );
    throw transcriptionFailed();
  }
}

/** The length of a PCM WAV recording from its header (data bytes over bytes per second). */
function wavSeconds(wav: Buffer): number | null {
  if (wav.length < 44) return null;
  const byteRate = wav.readUInt32LE(28);
  return byteRate > 0 ? (wav.length - 44) / byteRate : null;
}
