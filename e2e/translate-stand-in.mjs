// A local stand-in for a translation service speaking the LibreTranslate API (decision 0077), for
// the server's tests and the browser journeys: POST /translate with q (a text or a list), source,
// target and format answers { translatedText } deterministically. A translation is the text with
// a few everyday words swapped from a small dictionary, marked '[hi] ' or '[en] ' in front, so a
// test can tell a translation from the original. A text containing 'STAND-IN-DOWN' gets a 503 and
// one containing 'STAND-IN-SLOW' an answer after 3 seconds (the tests' time limit is shorter).
// Run alone: node e2e/translate-stand-in.mjs <port>.
import http from 'node:http';

const DICTIONARY = [
  ['chemotherapy', 'कीमोथेरेपी'],
  ['chemo', 'कीमो'],
  ['tired', 'थका हुआ'],
  ['water', 'पानी'],
  ['family', 'परिवार'],
  ['doctor', 'डॉक्टर'],
  ['hope', 'उम्मीद'],
  ['thank you', 'धन्यवाद'],
  ['hospital', 'अस्पताल'],
  ['mother', 'माँ'],
];

function translate(text, target) {
  let out = text;
  for (const [en, hi] of DICTIONARY) {
    out = target === 'hi' ? out.replaceAll(new RegExp(`\\b${en}\\b`, 'gi'), hi) : out.replaceAll(hi, en);
  }
  return `[${target}] ${out}`;
}

/** Starts the stand-in on a port (0: any free one); `calls` lists every request's body, oldest first. */
export function startTranslateStandIn(port = 0) {
  const calls = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const send = (status, body) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'GET' && req.url === '/languages')
        return send(200, [
          { code: 'en', name: 'English', targets: ['hi'] },
          { code: 'hi', name: 'Hindi', targets: ['en'] },
        ]);
      if (req.method !== 'POST' || req.url !== '/translate') return send(404, { error: 'Not Found' });
      let body;
      try {
        body = JSON.parse(raw);
      } catch {
        return send(400, { error: 'Invalid request' });
      }
      calls.push(body);
      const { q, target } = body;
      if (typeof target !== 'string' || (typeof q !== 'string' && !Array.isArray(q)))
        return send(400, { error: 'Invalid request: missing q or target' });
      const texts = Array.isArray(q) ? q : [q];
      if (texts.some((t) => String(t).includes('STAND-IN-DOWN'))) return send(503, { error: 'Slow down' });
      const answer = () => {
        const out = texts.map((t) => translate(String(t), target));
        send(200, { translatedText: Array.isArray(q) ? out : out[0] });
      };
      if (texts.some((t) => String(t).includes('STAND-IN-SLOW'))) setTimeout(answer, 3000);
      else answer();
    });
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        calls,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const port = Number(process.argv[2] ?? 3309);
  const standIn = await startTranslateStandIn(port);
  console.log(`translation stand-in on ${standIn.url}`);
}
