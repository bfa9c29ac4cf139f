import { z } from 'zod';
import { CompanionLimits } from './companion.js';
import { defineMessages, issueText } from './messages.js';

/**
 * Chat attachments and voice (core §4, §5, §7, §8). Routes:
 * POST /api/companion/files (multipart field "file") → UploadedFile;
 * GET /api/companion/files/:id (owner only) → the file;
 * DELETE /api/companion/files/:id (owner only, before it is sent) → 204;
 * POST /api/companion/transcriptions (JSON { audio: base64 } or multipart field "audio") → Transcription.
 */
export const CompanionFileLimits = {
  fileMaxBytes: CompanionLimits.fileMaxBytes,
  /** Text extracted from a document and given to the reply provider. */
  extractedTextMax: 20_000,
  /** Raw recording bytes: two minutes of WebM/Opus is well under 2 MB; 16 kHz mono WAV is about 3.9 MB. */
  audioMaxBytes: 6 * 1024 * 1024,
  voiceMaxSeconds: CompanionLimits.voiceMaxSeconds,
  /** Uploads never sent with a message are removed after this long. */
  unattachedMaxAgeHours: 24,
} as const;

/** What the file button accepts (the `accept` attribute); the server decides from the bytes. */
export const CompanionAllowedFileTypes = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'application/pdf',
  'text/plain',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export const CompanionAllowedExtensions = ['.jpg', '.jpeg', '.png', '.gif', '.pdf', '.txt', '.doc', '.docx'] as const;

export const CompanionFileText = defineMessages('companionFile', {
  fileNotFound: 'File not found.',
  noFile: 'Send the file as multipart/form-data in a field named "file".',
  imageUnreadable: 'This image could not be read. Please try another file.',
  /** A document that unpacks to far more than its size, or that takes too long or too much memory to read. */
  documentRefused:
    'This document is too large or complex to open safely. Please send a smaller file, or a photo of the pages you want to ask about.',
  attachedAlready: 'This file was already sent with a message and cannot be removed.',
  noAudio: 'Send the recording as JSON { "audio": "<base64>" } or multipart/form-data in a field named "audio".',
  audioUnreadable: 'The recording could not be read. Please try again.',
  voiceTooLong: `Recordings can be at most ${CompanionLimits.voiceMaxSeconds / 60} minutes long.`,
});

/** Error codes of these routes beyond contracts/errors.ts. */
export const CompanionFileErrorCode = {
  voiceNotEnabled: 'VOICE_NOT_ENABLED',
  transcriptionFailed: 'TRANSCRIPTION_FAILED',
} as const;

export const CompanionFileIdParams = z.object({ id: z.uuid() });

/** The spec's voice-to-text body: the base64 text of the recording. */
export const TranscriptionBody = z.object({
  audio: z
    .string()
    .min(1, issueText(CompanionFileText.noAudio))
    .max(Math.ceil((CompanionFileLimits.audioMaxBytes * 4) / 3) + 4, issueText(CompanionFileText.voiceTooLong)),
});
export type TranscriptionBody = z.infer<typeof TranscriptionBody>;
