import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRich } from './page-shell';

const html = (text: string) =>
  render(
    <p>
      {renderRich(text, {
        strong: <strong />,
        a: <a href="/x" />,
        email: <span className="email">help@example.org</span>,
      })}
    </p>,
  ).container.innerHTML;

describe('catalog text with tags', () => {
  it('turns tags into their elements, nested or self-closing', () => {
    expect(html('Read <a>the rules</a> now.')).toBe('<p>Read <a href="/x">the rules</a> now.</p>');
    expect(html('<strong><a>Forum</a>:</strong> ask')).toBe('<p><strong><a href="/x">Forum</a>:</strong> ask</p>');
    expect(html('Write to <email/> today')).toBe('<p>Write to <span class="email">help@example.org</span> today</p>');
    expect(html('Write to <email /> today')).toBe('<p>Write to <span class="email">help@example.org</span> today</p>');
  });

  it('keeps the text of unknown or unclosed tags and never shows a tag', () => {
    expect(html('a <em>b</em> c')).toBe('<p>a b c</p>');
    expect(html('a <strong>b c')).toBe('<p>a b c</p>');
    expect(html('plain text')).toBe('<p>plain text</p>');
  });
});
