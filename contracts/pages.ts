import { z } from 'zod';
import { AltchaPayload } from './altcha.js';
import { withSafetyNotice } from './crisis.js';
import { freeText } from './text.js';
import { defineMessages, issueText } from './messages.js';

/** Limits of the contact form (community-admin §2 Contact Us, §5). */
export const ContactLimits = {
  fullNameMax: 100,
  emailMax: 254,
  subjectMax: 150,
  messageMin: 10,
  messageMax: 5000,
  /** Admin list page size. */
  pageDefault: 20,
  pageMax: 50,
} as const;

export const ContactMessages = defineMessages('contact', {
  fullNameRequired: 'Please enter your full name.',
  fullNameTooLong: `Your name must be at most ${ContactLimits.fullNameMax} characters.`,
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  subjectRequired: 'Please enter a subject.',
  subjectTooLong: `The subject must be at most ${ContactLimits.subjectMax} characters.`,
  messageRequired: 'Please write your message.',
  messageTooShort: `Your message should be at least ${ContactLimits.messageMin} characters.`,
  messageTooLong: `Your message must be at most ${ContactLimits.messageMax} characters.`,
  /** The specification's text shown after a successful submission (community-admin §2). */
  thankYou: "Thank you for your message. We'll get back to you within 24-48 hours.",
  rateLimited:
    'You have sent several messages in the last hour. Please wait a while before sending another, or write to us by email.',
  notFound: 'That contact message does not exist.',
});

/** Contact details and response times the Contact and Refund pages show (community-admin §9). */
export const ContactInfo = {
  responseTime: '24-48 hours',
  hours: 'Mon-Fri 9 AM-6 PM IST',
  /** The specification shows only a placeholder phone; no line is staffed yet. */
  phone: null as string | null,
} as const;

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/** POST /api/contact: every field required, trimmed; e-mail must be an address. */
export const ContactBody = z.object({
  fullName: z.preprocess(
    trimmed,
    freeText({ label: 'Full name', error: ContactMessages.fullNameRequired })
      .min(1, issueText(ContactMessages.fullNameRequired))
      .max(ContactLimits.fullNameMax, issueText(ContactMessages.fullNameTooLong)),
  ),
  email: z.preprocess(
    trimmed,
    freeText({ label: 'E-mail', error: ContactMessages.emailRequired })
      .min(1, issueText(ContactMessages.emailRequired))
      .max(ContactLimits.emailMax, issueText(ContactMessages.emailInvalid))
      .pipe(z.email(issueText(ContactMessages.emailInvalid))),
  ),
  subject: z.preprocess(
    trimmed,
    freeText({ label: 'Subject', error: ContactMessages.subjectRequired })
      .min(1, issueText(ContactMessages.subjectRequired))
      .max(ContactLimits.subjectMax, issueText(ContactMessages.subjectTooLong)),
  ),
  message: z.preprocess(
    trimmed,
    freeText({ label: 'Message', multiline: true, error: ContactMessages.messageRequired })
      .min(1, issueText(ContactMessages.messageRequired))
      .min(ContactLimits.messageMin, issueText(ContactMessages.messageTooShort))
      .max(ContactLimits.messageMax, issueText(ContactMessages.messageTooLong)),
  ),
  /** The solved proof of work (decision 0081), unless the site asks none; checked, never stored. */
  altcha: AltchaPayload,
});
export type ContactBody = z.input<typeof ContactBody>;

/** The thank-you; `safety` when the message signals a risk (the writer's own notice, decision 0059). */
export const ContactReceipt = withSafetyNotice(z.object({ id: z.string(), message: z.string() }));
export type ContactReceipt = z.infer<typeof ContactReceipt>;

export const ContactStatus = z.enum(['new', 'handled']);
export type ContactStatus = z.infer<typeof ContactStatus>;

/** A stored contact message as administrators see it. */
export const ContactMessage = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: ContactStatus,
  userId: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof ContactMessage>;

export const ListContactMessagesQuery = z.object({
  status: ContactStatus.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(ContactLimits.pageMax).default(ContactLimits.pageDefault),
});

export const ContactMessagePage = z.object({ items: z.array(ContactMessage), nextCursor: z.string().nullable() });
export type ContactMessagePage = z.infer<typeof ContactMessagePage>;

export const ContactMessageIdParams = z.object({ id: z.uuid(issueText(ContactMessages.notFound)) });
export const UpdateContactMessageBody = z.object({ status: ContactStatus });

/** GET /api/site/config: what the browser needs to know of the server's configuration. */
export const SiteConfig = z.object({
  siteName: z.string(),
  contactEmail: z.string(),
  ads: z.object({ client: z.string(), slots: z.record(z.string(), z.string()) }).nullable(),
  /** A translation service is configured: readers get 'Translate to …' on members' writing (decision 0077). */
  translation: z.boolean(),
  /** Sign-up and the contact form ask the browser for a proof of work (ALTCHA, decision 0081). */
  altcha: z.boolean(),
});
export type SiteConfig = z.infer<typeof SiteConfig>;
