import { chromium } from 'playwright-core';
const base = 'http://localhost:3522';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function member(name, role) {
  const ctx = await browser.newContext({ baseURL: base });
  const page = await ctx.newPage();
  const email = `shot-${Math.random().toString(36).slice(2, 8)}@example.com`;
  let r = await page.request.post('/api/auth/sign-up/email', { data: { name, email, password: 'Monsoon-garden-42' }, headers: { origin: base } });
  if (!r.ok()) throw new Error(await r.text());
  r = await page.request.put('/api/profiles/me/welcome/role', { data: { role }, headers: { origin: base } });
  return { ctx, page };
}
const donor = await member('Rahul Kulkarni', 'caregiver');
let r = await donor.page.request.put('/api/donors/me', { headers: { origin: base }, data: {
  bloodGroup: 'B+', gives: ['whole_blood', 'platelets'], sex: 'male', birthYear: 1990, weightKg: 70, hasDonatedBefore: true,
  lastWholeBloodOn: '2026-06-01', placeCode: 'pune', pin: '411038', reachKm: 25, wakeForUrgent: true, confirmsNoCancer: true } });
console.log('donor', r.status());
const asker = await member('Sunita Jadhav', 'caregiver');
r = await asker.page.request.post('/api/donors/requests', { headers: { origin: base }, data: {
  component: 'platelets_random', patientGroup: 'B+', units: 2, hospital: 'Sunrise Cancer Hospital, Karve Road', placeCode: 'pune',
  neededBy: new Date(Date.now() + 86400000).toISOString(), note: 'My daughter is in the children’s ward after chemotherapy.', urgent: true } });
const req = await r.json();
console.log('request', r.status(), req.asked);
await donor.page.request.post(`/api/donors/requests/${req.id}/answer`, { headers: { origin: base }, data: { answer: 'yes', contact: '98220 12345' } });
const shots = [
  [donor, '/donors?tab=donor', 'donor-tab'],
  [donor, '/donors', 'asked-tab'],
  [asker, '/donors?tab=ask', 'ask-tab'],
  [asker, `/donors/requests/${req.id}`, 'request-asker'],
  [donor, `/donors/requests/${req.id}`, 'request-donor'],
];
for (const lang of ['en', 'hi']) for (const width of [1280, 375]) for (const [who, url, name] of shots) {
  if (width === 375 && !['donor-tab', 'request-asker', 'ask-tab'].includes(name)) continue;
  if (lang === 'hi' && width === 1280 && !['donor-tab', 'request-asker'].includes(name)) continue;
  const page = await who.ctx.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.addInitScript((l) => localStorage.setItem('fn-language', l), lang);
  await page.goto(base + url);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/donors-shot-${name}-${lang}-${width}.png`, fullPage: true });
  await page.close();
}
await browser.close();
