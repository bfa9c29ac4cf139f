import { afterEach, describe, expect, it, vi } from 'vitest';
import { AD_SCRIPT_ID, adGuardLoader, isAdPage } from './ad-pages';

describe('isAdPage', () => {
  it('allows only the public pages that hold no personal data', () => {
    for (const path of [
      '/',
      '/about',
      '/offerings',
      '/community',
      '/docs/platform',
      '/docs/rules',
      '/privacy-policy',
      '/terms-of-service',
      '/refund-policy',
      '/about/',
    ]) {
      expect(isAdPage(path), path).toBe(true);
    }
  });

  it('refuses sign-in, chat, profiles, payments, contact, unknown pages and look-alike paths', () => {
    for (const path of [
      '/auth',
      '/login',
      '/signup',
      '/reset-password',
      '/admin-setup',
      '/chat',
      '/profile',
      '/user/abc',
      '/support',
      '/donate',
      '/contact',
      '/docs',
      '/docs/',
      '/aboutx',
      '/community/members',
      '/no-such-page',
    ]) {
      expect(isAdPage(path), path).toBe(false);
    }
  });
});

describe('adGuardLoader', () => {
  afterEach(() => {
    document.getElementById(AD_SCRIPT_ID)?.remove();
    vi.unstubAllGlobals();
  });

  const request = (path: string) => new Request(`http://localhost${path}`);

  it('lets every navigation through while no ad script has loaded', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    expect(adGuardLoader({ request: request('/chat') })).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('after the ad script, turns a move to a private page into a full page load that never completes in the app', () => {
    const script = document.createElement('script');
    script.id = AD_SCRIPT_ID;
    document.head.appendChild(script);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    expect(adGuardLoader({ request: request('/about') })).toBeNull();
    const result = adGuardLoader({ request: request('/chat?conversation=1') });
    expect(result).toBeInstanceOf(Promise);
    expect(assign).toHaveBeenCalledWith('/chat?conversation=1');
  });
});
