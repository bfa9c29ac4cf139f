import { describe, expect, it } from 'vitest';
import { safeNextPath, welcomePath } from './next-path';

describe('safeNextPath', () => {
  it('keeps a path of this site, with its query', () => {
    expect(safeNextPath('/chat')).toBe('/chat');
    expect(safeNextPath('/forum?role=caregiver')).toBe('/forum?role=caregiver');
  });

  it('sends anything else home: other origins, odd slashes, the sign-in and welcome pages', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'chat',
      '/auth?tab=signup',
      '/welcome?next=/chat',
      '/fo\u0000rum',
      null,
      42,
    ])
      expect(safeNextPath(bad), String(bad)).toBe('/');
  });
});

describe('welcomePath', () => {
  it('carries where the member was going, encoded, and nothing when that is home', () => {
    expect(welcomePath('/chat')).toBe('/welcome?next=%2Fchat');
    expect(welcomePath('/')).toBe('/welcome');
    expect(welcomePath('https://evil.example')).toBe('/welcome');
  });
});
