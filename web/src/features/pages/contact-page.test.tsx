import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { changeLanguage, i18n, initI18n, setDefaultVariables } from '@/lib/i18n';
import { ContactPage } from './contact-page';

const config = { siteName: 'Fortitude Network', contactEmail: 'help@example.org', ads: null };

/** The server as the page sees it: the site's configuration, and the contact endpoint answering `contact`. */
function serve(contact: () => Response) {
  const calls: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/site/config') return Response.json(config);
      if (url === '/api/contact') return contact();
      return new Response(null, { status: 404 });
    }),
  );
  return calls;
}

async function renderPage(language: 'en' | 'hi') {
  await act(() => changeLanguage(language));
  await act(() => i18n.loadNamespaces(['pages', 'contact']));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <Suspense>
            <ContactPage />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeAll(async () => {
  await initI18n('en', ['pages', 'contact']);
  setDefaultVariables({ siteName: config.siteName });
});
afterEach(() => vi.unstubAllGlobals());

describe('Contact Us', () => {
  it('checks every field in English with the specification’s words, then thanks the sender and empties the form', async () => {
    const calls = serve(() => Response.json({ id: 'c1', message: 'ignored' }, { status: 201 }));
    await renderPage('en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveProperty('textContent', 'Contact Us');
    expect(screen.getByText('Within 24-48 hours')).toBeTruthy();
    expect(screen.getByText('Is Fortitude Network free to use?')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'help@example.org' })).toHaveProperty(
      'href',
      'mailto:help@example.org',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    for (const text of [
      'Please enter your full name.',
      'Please enter your email address.',
      'Please enter a subject.',
      'Please write your message.',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    fill('Full Name', 'Kavita Deshpande');
    fill('Email', 'kavita-at-example');
    fill('Subject', 'Evening group');
    fill('Message', 'Short');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter a valid email address, like name@example.com.')).toBeTruthy();
    expect(screen.getByText('Your message should be at least 10 characters.')).toBeTruthy();

    fill('Email', 'kavita@example.com');
    fill('Message', 'Is there an evening group for caregivers?');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const status = screen.getAllByRole('status').find((el) => el.getAttribute('aria-live') === 'polite')!;
    expect(
      await within(status).findByText("Thank you for your message. We'll get back to you within 24-48 hours."),
    ).toBeTruthy();
    expect(screen.getByLabelText('Full Name')).toHaveProperty('value', '');
    expect(calls.find((c) => c.url === '/api/contact')?.body).toEqual({
      fullName: 'Kavita Deshpande',
      email: 'kavita@example.com',
      subject: 'Evening group',
      message: 'Is there an evening group for caregivers?',
    });
  });

  it('speaks Hindi: labels, field errors from the contract, and the server’s refusals', async () => {
    serve(() =>
      Response.json(
        {
          error: {
            code: 'RATE_LIMITED',
            message:
              'You have sent several messages in the last hour. Please wait a while before sending another, or write to us by email.',
          },
        },
        { status: 429 },
      ),
    );
    await renderPage('hi');
    expect(screen.getByRole('heading', { level: 1 })).toHaveProperty('textContent', 'संपर्क करें');
    expect(screen.getByText('क्या Fortitude Network का इस्तेमाल मुफ़्त है?')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect(await screen.findByText('कृपया अपना पूरा नाम लिखें।')).toBeTruthy();
    expect(screen.getByText('कृपया अपना संदेश लिखें।')).toBeTruthy();
    // Every answer's words (links included) are there: no catalog key or tag shows.
    for (const summary of document.querySelectorAll('summary')) fireEvent.click(summary);
    expect(document.body.textContent).not.toMatch(
      /<\/?[a-z]+\s*\/?>|\{\{|(?<![@\w.])[a-z][a-zA-Z]+\.[a-z][a-zA-Z]+(?![\w])/,
    );
    expect(screen.getByRole('link', { name: 'रिफ़ंड नीति' }).getAttribute('href')).toBe('/refund-policy');
    expect(screen.getByText(/भुगतान के 30 दिनों के भीतर/)).toBeTruthy();

    fill('पूरा नाम', 'कविता देशपांडे');
    fill('ईमेल', 'kavita@example.com');
    fill('विषय', 'शाम का समूह');
    fill('संदेश', 'क्या देखभाल करने वालों के लिए शाम को कोई समूह मिलता है?');
    fireEvent.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect(
      await screen.findByText('आपने पिछले एक घंटे में कई संदेश भेजे हैं। कृपया अगला संदेश भेजने से पहले कुछ देर रुकें, या हमें ईमेल से लिखें।'),
    ).toBeTruthy();
  });

  it('tells the sender in their language when the network is down', async () => {
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    await renderPage('hi');
    fill('पूरा नाम', 'Kavita');
    fill('ईमेल', 'kavita@example.com');
    fill('विषय', 'Group');
    fill('संदेश', 'Is there an evening group?');
    fireEvent.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    // The words stay in the form, with "Send again" (decision 0061).
    expect(await screen.findByTestId('composer-failed')).toHaveProperty(
      'textContent',
      expect.stringContaining('कनेक्शन टूट गया'),
    );
    expect(screen.getByLabelText('संदेश')).toHaveProperty('value', 'Is there an evening group?');
    expect(screen.getByRole('button', { name: 'फिर से भेजें' })).toBeTruthy();
  });
});
