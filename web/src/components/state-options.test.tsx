import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { IndianStates } from '@contracts/india';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { StateOptions } from './state-options';

const names = () => {
  const { container, unmount } = render(
    <select>
      <StateOptions />
    </select>,
  );
  const options = [...container.querySelectorAll('option')].map((o): [string, string] => [
    o.value,
    o.textContent ?? '',
  ]);
  unmount();
  return options;
};

describe("the states' options", () => {
  beforeAll(async () => {
    await initI18n('en', ['states']);
  });
  afterAll(() => changeLanguage('en'));

  it('offers every state and union territory once, by name in English', async () => {
    await changeLanguage('en');
    const options = names();
    expect(options.map(([v]) => v).sort()).toEqual([...IndianStates].sort());
    const labels = options.map(([, l]) => l);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    expect(labels[0]).toMatch(/^Andaman/);
    expect(labels).toContain('Tamil Nadu');
  });

  it('sorts by the Hindi names in Hindi', async () => {
    await changeLanguage('hi');
    const labels = names().map(([, l]) => l);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'hi')));
    expect(labels).toContain('तमिलनाडु');
    // Hindi order differs from the codes' English order: Assam (असम) comes before Andhra Pradesh (आंध्र प्रदेश).
    expect(labels.indexOf('असम')).toBeLessThan(labels.indexOf('आंध्र प्रदेश'));
  });
});
