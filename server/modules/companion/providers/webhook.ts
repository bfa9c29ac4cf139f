import { CompanionText } from '../../../../contracts/companion.js';
import type { Language } from '../../../../contracts/enums.js';
import { messageIn } from '../../../platform/i18n.js';
import { ProviderError, absoluteUrl, type ReplyProvider, type ReplyRequest } from './types.js';

/**
 * The specification's automation webhook (core §7 Chat): one multipart/form-data POST with exactly
 * the fields userId, name, email, role, cancerType, ageGroup, location, diagnosisDate, message and,
 * when files are attached, hasFiles, filesCount and file_n_name, file_n_type, file_n_size,
 * file_n_url, file_n_base64 for each file n, counted from 0. The reply is not streamed.
 */
export async function webhookForm(request: ReplyRequest, publicUrl: string): Promise<FormData> {
  const member = await request.member();
  const form = new FormData();
  form.append('userId', member.userId);
  form.append('name', member.fullName);
  form.append('email', member.email);
  // The specification's default was 'patient'; a role not said yet is sent empty (decision 0062).
  form.append('role', member.role ?? '');
  form.append('cancerType', member.cancerType ?? '');
  form.append('ageGroup', member.ageGroup ?? '');
  form.append('location', member.location ?? '');
  form.append('diagnosisDate', member.diagnosisDate ?? '');
  form.append('message', request.message);
  if (request.attachments.length > 0) {
    form.append('hasFiles', 'true');
    form.append('filesCount', String(request.attachments.length));
    for (const [n, file] of request.attachments.entries()) {
      form.append(`file_${n}_name`, file.name);
      form.append(`file_${n}_type`, file.type);
      form.append(`file_${n}_size`, String(file.size));
      form.append(`file_${n}_url`, absoluteUrl(file.url, publicUrl));
      form.append(`file_${n}_base64`, (await file.bytes()).toString('base64'));
    }
  }
  return form;
}

function firstOutput(value: unknown): unknown {
  if (Array.isArray(value)) {
    const first: unknown = value[0];
    if (typeof first === 'string') return first;
    return first && typeof first === 'object' ? (first as { output?: unknown }).output : undefined;
  }
  return value && typeof value === 'object' ? (value as { output?: unknown }).output : undefined;
}

/**
 * Every reply shape of core §7: `{output}`; a nested response body whose first element has output
 * (`[{output}]`, `{body:[{output}]}`, `{response:{body:[{output}]}}`); `{message}`; a plain string
 * (text/plain or a JSON string). Literal "\n" escapes become line breaks and empty braces "{}" go;
 * an empty result is the specification's fallback text.
 */
export function parseWebhookReply(raw: string, contentType: string | null, language: Language = 'en'): string {
  let value: unknown = raw;
  if (/json/i.test(contentType ?? '') || /^\s*[[{"]/.test(raw)) {
    try {
      value = JSON.parse(raw);
    } catch {
      value = raw;
    }
  }
  let text: unknown;
  if (typeof value === 'string') text = value;
  else if (Array.isArray(value)) text = firstOutput(value);
  else if (value && typeof value === 'object') {
    const obj = value as { output?: unknown; message?: unknown; body?: unknown; response?: unknown };
    const response = obj.response as { body?: unknown; output?: unknown } | string | undefined;
    text = obj.output;
    if (typeof text !== 'string' && response !== undefined) {
      text = typeof response === 'string' ? response : (firstOutput(response.body) ?? response.output);
    }
    if (typeof text !== 'string' && obj.body !== undefined) text = firstOutput(obj.body);
    if (typeof text !== 'string') text = obj.message;
  }
  const cleaned =
    typeof text === 'string'
      ? text
          .replace(/\\n/g, '\n')
          .replace(/\{\s*\}/g, '')
          .trim()
      : '';
  // An empty answer gets the fallback in the member's language (a Hindi member reads Hindi).
  return cleaned.length > 0 ? cleaned : messageIn(language, CompanionText.fallbackReply);
}

export function createWebhookProvider(opts: { url: string; publicUrl: string }): ReplyProvider {
  return {
    name: 'webhook',
    async *reply(request: ReplyRequest) {
      const body = await webhookForm(request, opts.publicUrl);
      let response: Response;
      let raw: string;
      try {
        response = await fetch(opts.url, { method: 'POST', body, signal: request.signal });
        raw = await response.text();
      } catch (err) {
        throw new ProviderError('the webhook could not be reached', { cause: err });
      }
      if (!response.ok) throw new ProviderError(`the webhook answered ${response.status}`);
      yield parseWebhookReply(raw, response.headers.get('content-type'), request.language);
    },
  };
}
