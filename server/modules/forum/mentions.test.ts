import { describe, expect, it } from 'vitest';
import { mentionedUsernames, shortTitle } from './mentions.js';

describe('finding @mentions', () => {
  it('finds usernames once each, any case, in order', () => {
    expect(mentionedUsernames('@Asha_K thanks, @ravi.m and @ASHA_K again')).toEqual(['asha_k', 'ravi.m']);
  });

  it('ends a name at a closing dot, a comma, a bracket or a Hindi word', () => {
    expect(mentionedUsernames('Thanks @asha. (@ravi) @meera, @sunilजी @kiran को')).toEqual([
      'asha',
      'ravi',
      'meera',
      'sunil',
      'kiran',
    ]);
  });

  it('takes no e-mail address, no word run into the @ in any script, and no name too short or too long', () => {
    expect(mentionedUsernames('mail asha@example.org, नमस्ते@ravi, क्@meera, @ab, @' + 'x'.repeat(31))).toEqual([]);
  });

  it('reads a mention at the start of a line or after Hindi punctuation', () => {
    expect(mentionedUsernames('धन्यवाद।@asha\n@ravi')).toEqual(['asha', 'ravi']);
  });
});

describe('a title for a notification', () => {
  it('keeps a short title and cuts a long one at whole letters with an ellipsis', () => {
    expect(shortTitle('  Scans next week ')).toBe('Scans next week');
    const cut = shortTitle('क्षि'.repeat(100), 10);
    expect(cut).toBe(`${'क्षि'.repeat(9)}…`);
  });
});
