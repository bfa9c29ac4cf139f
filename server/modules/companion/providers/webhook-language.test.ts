import { describe, expect, it } from 'vitest';
import { CompanionText } from '../../../../contracts/companion.js';
import { parseWebhookReply } from './webhook.js';
import { englishOf } from '../../../platform/i18n.js';

describe('an empty answer from the AI webhook', () => {
  it('gives a Hindi member the fallback reply in Hindi, and an English member in English', () => {
    expect(parseWebhookReply(JSON.stringify({ output: '' }), 'application/json', 'hi')).toBe(
      'अपनी बात बताने के लिए धन्यवाद। इस सफ़र में आपकी बात सुनने और आपका साथ देने के लिए मैं यहाँ हूँ।',
    );
    expect(parseWebhookReply('{}', 'application/json', 'en')).toBe(englishOf(CompanionText.fallbackReply));
  });

  it('leaves a real answer as the webhook wrote it', () => {
    expect(parseWebhookReply(JSON.stringify({ output: 'नमस्ते' }), 'application/json', 'hi')).toBe('नमस्ते');
  });
});
