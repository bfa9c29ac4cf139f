import { z } from 'zod';
import { defineMessages, issueText, type Message } from './messages.js';
import { freeText } from './text.js';

/** Web Push on a member's devices (issue 23): the server's VAPID key, and each device's subscription (RFC 8030, RFC 8291). */
export const PushMessages = defineMessages('push', {
  endpointInvalid: 'This device gave an address for notifications that is not a secure web address (https).',
  endpointNotPushService:
    'This device gave an address for notifications that is not one of the push services browsers use.',
  endpointPort:
    'This device gave an address for notifications on a port other than 443, which push services do not use.',
  endpointPrivateAddress:
    'This device gave an address for notifications that leads to a private or local network, not to a push service.',
  endpointUnresolved:
    'This device gave an address for notifications that could not be looked up just now. Please try again in a moment.',
  keyInvalid: 'This device gave a key for notifications that is not a valid P-256 public key.',
  authInvalid: 'This device gave a secret for notifications that is not 16 bytes.',
  labelTooLong: 'A device name can be at most 100 characters.',
  notFound: 'Notifications are not turned on for this device.',
  tooManyDevices: 'Notifications are on for 20 devices already. Remove one before adding another.',
  rateLimited: 'You have turned notifications on many times in the last hour. Please try again in {{minutes}} minutes.',
});

export const PushLimits = {
  endpointMax: 2048,
  labelMax: 100,
  /** Devices one member may have notifications on. */
  devicesMax: 20,
  /** Times one member may turn notifications on (or send a subscription again) in an hour: each is a DNS look-up. */
  subscribesPerHour: 30,
} as const;

/** Base64url without padding (as browsers give PushSubscription keys) of exactly `bytes` bytes. */
const base64url = (bytes: number, message: Message) =>
  z
    .string({ error: issueText(message) })
    .trim()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, issueText(message))
    .refine((s) => {
      const clean = s.replace(/=+$/, '');
      return Math.floor((clean.length * 3) / 4) === bytes;
    }, issueText(message));

/**
 * A push service's address: https only, without a user name or password. Which services, ports and
 * addresses the server accepts is its own check (the configured push services, port 443, public addresses).
 */
export const PushEndpoint = z
  .string({ error: issueText(PushMessages.endpointInvalid) })
  .trim()
  .max(PushLimits.endpointMax, issueText(PushMessages.endpointInvalid))
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && !url.username && !url.password;
    } catch {
      return false;
    }
  }, issueText(PushMessages.endpointInvalid));

export const PushSubscriptionBody = z.object({
  endpoint: PushEndpoint,
  keys: z.object(
    {
      /** The browser's ECDH public key, an uncompressed P-256 point (65 bytes). */
      p256dh: base64url(65, PushMessages.keyInvalid).refine(
        (s) => s.startsWith('B'),
        issueText(PushMessages.keyInvalid),
      ),
      /** The authentication secret (16 bytes). */
      auth: base64url(16, PushMessages.authInvalid),
    },
    { error: issueText(PushMessages.keyInvalid) },
  ),
  /** What the member will see in their list of devices ('Chrome on Android'). */
  label: freeText({ label: 'The device name' })
    .trim()
    .max(PushLimits.labelMax, issueText(PushMessages.labelTooLong))
    .nullable()
    .optional(),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

export const PushEndpointBody = z.object({ endpoint: PushEndpoint });
export type PushEndpointBody = z.infer<typeof PushEndpointBody>;

export const PushDevicesQuery = z.object({ endpoint: PushEndpoint.optional() });

export const PushPublicKey = z.object({
  /** The application server key (VAPID) for PushManager.subscribe, base64url. */
  publicKey: z.string(),
});
export type PushPublicKey = z.infer<typeof PushPublicKey>;

/** A device with notifications on (listed, it is active; one the push service ended is removed from the list). */
export const PushDevice = z.object({
  id: z.string(),
  label: z.string().nullable(),
  createdAt: z.string(),
  /** This is the device that asked (its endpoint was given). */
  thisDevice: z.boolean(),
});
export type PushDevice = z.infer<typeof PushDevice>;
export const PushDeviceList = z.object({ items: z.array(PushDevice) });
export type PushDeviceList = z.infer<typeof PushDeviceList>;

export const PushDeviceIdParams = z.object({ id: z.uuid(issueText(PushMessages.notFound)) });

/** What a push carries to the service worker (encrypted end to end): never an anonymous author's name. */
export const PushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** The page to open, on this site ('/forum/…', '/notifications'). */
  url: z.string(),
  /** Replaces an earlier notification of the same tag on the device (a burst grows in place). */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof PushPayload>;
