import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { newMember, signInAsAdmin, signUpViaApi } from './support';

/** What group-pages.spec.ts and group-pages.mobile.spec.ts share. */

/** An NGO (made one by the run's administrator) with a public group of its own; answers its context and the group. */
export async function hostWithGroup(browser: Browser, baseURL: string, name: string) {
  const stamp = Date.now().toString(36) + Math.random().toString(36).slice(2, 5);
  const admin = await browser.newContext({ baseURL });
  await signInAsAdmin(admin.request, baseURL);
  const host = await browser.newContext({ baseURL });
  const hostId = await signUpViaApi(host.request, baseURL, newMember(`Sahyog Cancer Trust ${stamp}`));
  const promoted = await admin.request.put(`/api/admin/users/${hostId}/role`, {
    data: { role: 'ngo' },
    headers: { origin: baseURL },
  });
  expect(promoted.ok()).toBeTruthy();
  await admin.close();
  const groupName = `${name} ${stamp}`;
  const created = await host.request.post('/api/support-groups', {
    data: {
      name: groupName,
      description: 'A small online circle for people newly diagnosed with breast cancer and those who care for them.',
      groupType: 'cancer_specific',
      maxMembers: 30,
    },
    headers: { origin: baseURL },
  });
  expect(created.status()).toBe(201);
  return { host, hostName: `Sahyog Cancer Trust ${stamp}`, groupId: (await created.json()).id as string, groupName };
}

/** Sets the meeting through the API (the desktop test sets it through the dashboard). */
export async function setMeeting(request: APIRequestContext, baseURL: string, groupId: string, link: string) {
  const res = await request.patch(`/api/support-groups/${groupId}`, {
    data: { meetingDate: '2027-01-16', meetingTime: '17:00', meetingLink: link },
    headers: { origin: baseURL },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}
