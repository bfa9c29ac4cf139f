import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { ContactBody, ContactLimits, type ContactBody as ContactBodyInput } from '@contracts/pages';
import { messageOfIssue, type Message } from '@contracts/messages';
import { ComposerNotes } from '@/components/composer/composer-notes';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { ApiError, issueMessage, NETWORK_ERROR_CODE } from '@/lib/api';
import { describeApiError, describeIssue } from '@/lib/api-errors';
import { useDraft, useFormDraft } from '@/lib/drafts';
import { useFormat } from '@/lib/format';
import { isNetworkFailure, useOfflineSend } from '@/lib/use-offline-send';
import { ProofOfWorkField, useProofOfWork } from '@/components/proof-of-work/proof-of-work-field';
import { useSendContactMessage, type ContactInput } from '../api';

type Fields = { fullName: string; email: string; subject: string; message: string };
const empty: Fields = { fullName: '', email: '', subject: '', message: '' };
const fieldNames = Object.keys(empty) as Array<keyof Fields>;

/** The contact contract's messages (`contact.<name>`) read this page's `form.errors.<name>`, with its numbers formatted. */
const CONTACT_PREFIX = 'contact.';

/**
 * The Contact Us form (community-admin §2, §5): every field required, checked field by field in the
 * browser and again on the server; on success the specification's thank-you text and an empty form.
 * The contract's messages and the server's refusals are shown in the person's language.
 */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const { t: tCommon } = useTranslation('common');
  const format = useFormat();
  // The message being written is kept until it is sent: a visitor's for this tab only (decision 0061).
  const draft = useDraft<Fields>('contact', null, empty);
  const offline = useOfflineSend();
  const { register, handleSubmit, reset, setError, setFocus, formState, watch } = useForm<
    ContactBodyInput,
    unknown,
    ContactInput
  >({
    resolver: zodResolver(ContactBody),
    defaultValues: draft.initial,
  });
  useFormDraft(draft, watch, reset);
  const send = useSendContactMessage();
  const { proofOfWork, isAsked } = useProofOfWork();
  const [thanks, setThanks] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Waiting for the proof of work before sending (decision 0081): the button says it is sending.
  const [solving, setSolving] = useState(false);
  const isSending = send.isPending || solving;
  const { errors } = formState;

  const limits = {
    fullNameMax: format.number(ContactLimits.fullNameMax),
    subjectMax: format.number(ContactLimits.subjectMax),
    messageMin: format.number(ContactLimits.messageMin),
    messageMax: format.number(ContactLimits.messageMax),
  };
  /** A message of the contract (a form check's, or a refusal's value) in the person's language; any other text as it came. */
  const describe = (
    text: string | undefined,
    message: Message | undefined = messageOfIssue(text),
  ): string | undefined => {
    const name = message?.key.startsWith(CONTACT_PREFIX) ? message.key.slice(CONTACT_PREFIX.length) : undefined;
    const words = name ? t(`form.errors.${name}`, { ...limits, defaultValue: '' }) : '';
    return words || (text === undefined && !message ? undefined : describeIssue(tCommon, text, undefined, message));
  };

  /** What to tell the sender when the server refuses or cannot be reached. */
  const failureText = (error: unknown): string => {
    if (error instanceof ApiError) {
      if (error.code === NETWORK_ERROR_CODE) return t('form.offline');
      if (error.code === 'RATE_LIMITED') return t('form.errors.rateLimited');
      return describe(error.message, error.userMessage) || describeApiError(tCommon, error);
    }
    if (error instanceof TypeError) return t('form.offline');
    return t('form.failed');
  };

  const deliver = async (values: ContactInput) => {
    setSolving(true);
    const altcha = await proofOfWork.solution().finally(() => setSolving(false));
    send.mutate(
      { ...values, altcha },
      {
        // The server has seen (and used) this solution: the next message needs a new one.
        onSettled: () => proofOfWork.renew(),
        onSuccess: () => {
          draft.clear();
          reset(empty);
          setThanks(true);
        },
        onError: (error) => {
          if (isNetworkFailure(error)) return offline.networkFailed(() => void deliver(values));
          const issues = error instanceof ApiError ? (error.issues ?? []) : [];
          const fieldIssues = issues.filter((i): i is { path: keyof Fields; message: string } =>
            fieldNames.includes(i.path as keyof Fields),
          );
          if (fieldIssues.length > 0) {
            for (const issue of fieldIssues)
              setError(issue.path, { message: describe(issue.message, issueMessage(issue)) });
            setFocus(fieldIssues[0]!.path);
            return;
          }
          setFailure(failureText(error));
        },
      },
    );
  };

  const handleSend = (values: ContactInput) => {
    setThanks(false);
    setFailure(null);
    offline.run(() => void deliver(values));
  };

  const fields = {
    fullName: register('fullName'),
    email: register('email'),
    subject: register('subject'),
    message: register('message'),
  };

  return (
    <form noValidate onSubmit={handleSubmit(handleSend)} aria-labelledby="contact-form-heading" className="space-y-5">
      <h2 id="contact-form-heading" className="text-2xl font-semibold text-primary-900">
        {t('form.heading')}
      </h2>
      <p className="text-base text-muted">
        {t('form.allRequired')}{' '}
        <span aria-hidden="true" className="text-danger">
          *
        </span>
      </p>
      <Field label={t('form.fullName')} error={describe(errors.fullName?.message)} required>
        <Input autoComplete="name" required maxLength={ContactLimits.fullNameMax} {...fields.fullName} />
      </Field>
      <Field label={t('form.email')} error={describe(errors.email?.message)} required>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={ContactLimits.emailMax}
          {...fields.email}
        />
      </Field>
      <Field label={t('form.subject')} error={describe(errors.subject?.message)} required>
        <Input required maxLength={ContactLimits.subjectMax} {...fields.subject} />
      </Field>
      <Field
        label={t('form.message')}
        hint={t('form.messageHint', { min: limits.messageMin })}
        error={describe(errors.message?.message)}
        required
      >
        <Textarea rows={6} required maxLength={ContactLimits.messageMax} {...fields.message} />
      </Field>

      <ProofOfWorkField proofOfWork={proofOfWork} isAsked={isAsked} />

      <ComposerNotes
        sending={isSending}
        restored={draft.restored}
        onDiscard={() => {
          offline.cancel();
          reset(draft.discard());
        }}
        offline={offline.state}
        onSendAgain={offline.sendAgain}
      />

      {/* Live regions that stay in the page, so what appears in them is announced. */}
      <div role="status" aria-live="polite">
        {thanks ? (
          <Alert tone="success" live={false}>
            {t('form.thanks')}
          </Alert>
        ) : null}
      </div>
      <div role="alert" aria-live="assertive">
        {failure ? (
          <Alert tone="danger" live={false}>
            {failure}
          </Alert>
        ) : null}
      </div>

      <Button type="submit" size="lg" isLoading={isSending} className="w-full sm:w-auto">
        {isSending ? t('form.sending') : t('form.send')}
      </Button>
    </form>
  );
}
