import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanionLimits } from '@contracts/companion-constants';
import { toast } from '@/components/ui/toaster';
import { describeApiError } from '@/lib/api-errors';
import { transcribeAudio } from './api';

export type VoiceState = 'idle' | 'recording' | 'processing';

/** Core §9: webm with opus, then webm, then mp4, then wav. */
const mimePreference = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/wav'];

/** Core §5: mono at 16 kHz with echo cancellation, noise suppression and gain control. */
const audioConstraints: MediaTrackConstraints = {
  channelCount: 1,
  sampleRate: 16000,
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
};

function pickMimeType(): string | undefined {
  return mimePreference.find((type) => MediaRecorder.isTypeSupported(type));
}

/** Base64 of a recording, built 8192 bytes at a time so that no call gets a huge argument list. */
export async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 8192));
  }
  return btoa(binary);
}

/**
 * The voice recorder of core §4: idle → recording (a seconds timer) → processing → idle. Stop
 * sends the audio for transcription and hands non-empty text to `onText`; cancel discards it.
 * Recording stops by itself at `maxSeconds`.
 */
export function useVoiceRecorder({
  onText,
  maxSeconds = CompanionLimits.voiceMaxSeconds,
}: {
  onText: (text: string) => void;
  maxSeconds?: number;
}) {
  const { t } = useTranslation('companion');
  const { t: tCommon } = useTranslation('common');
  const [state, setState] = useState<VoiceState>('idle');
  const [seconds, setSeconds] = useState(0);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const chunksRef = useRef<Blob[]>([]);
  const timerRef = useRef<number | undefined>(undefined);
  const discardRef = useRef(false);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;

  const release = useCallback(() => {
    window.clearInterval(timerRef.current);
    timerRef.current = undefined;
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    recorderRef.current = null;
  }, []);

  const transcribe = useCallback(
    async (blob: Blob) => {
      setState('processing');
      try {
        const { text } = await transcribeAudio(await blobToBase64(blob));
        const trimmed = text.trim();
        if (trimmed) onTextRef.current(trimmed);
      } catch (error) {
        toast.error(t('voice.transcriptionFailed'), describeApiError(tCommon, error));
      } finally {
        setState('idle');
      }
    },
    [t, tCommon],
  );

  const start = useCallback(async () => {
    if (recorderRef.current) return;
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: audioConstraints });
      streamRef.current = stream;
      const mimeType = pickMimeType();
      const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
      recorderRef.current = recorder;
      chunksRef.current = [];
      discardRef.current = false;
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunksRef.current.push(event.data);
      };
      recorder.onstop = () => {
        const blob = new Blob(chunksRef.current, { type: recorder.mimeType || mimeType || 'audio/webm' });
        chunksRef.current = [];
        release();
        if (discardRef.current) setState('idle');
        else void transcribe(blob);
      };
      recorder.start(100);
      setSeconds(0);
      setState('recording');
      timerRef.current = window.setInterval(() => setSeconds((s) => s + 1), 1000);
    } catch {
      release();
      setState('idle');
      toast.error(t('voice.recordingFailed'));
    }
  }, [release, transcribe, t]);

  const stop = useCallback(() => {
    const recorder = recorderRef.current;
    if (!recorder || recorder.state === 'inactive') {
      toast.error(t('voice.noActiveRecording'));
      return;
    }
    discardRef.current = false;
    recorder.stop();
  }, [t]);

  const cancel = useCallback(() => {
    const recorder = recorderRef.current;
    discardRef.current = true;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
    else {
      release();
      setState('idle');
    }
  }, [release]);

  useEffect(() => {
    if (state === 'recording' && seconds >= maxSeconds) stop();
  }, [state, seconds, maxSeconds, stop]);

  // Leaving the page mid-recording turns the microphone off and keeps nothing.
  useEffect(
    () => () => {
      discardRef.current = true;
      if (recorderRef.current && recorderRef.current.state !== 'inactive') recorderRef.current.stop();
      window.clearInterval(timerRef.current);
      streamRef.current?.getTracks().forEach((track) => track.stop());
    },
    [],
  );

  return { state, seconds, start, stop, cancel };
}
