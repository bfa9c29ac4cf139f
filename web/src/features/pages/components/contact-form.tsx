import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { ContactBody, ContactLimits, ContactMessages, type ContactBody as ContactBodyInput } from '@contracts/pages';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { ApiError, NETWORK_ERROR_CODE } from '@/lib/api';
import { useSendContactMessage, type ContactInput } from '../api';

type Fields = { fullName: string; email: string; subject: string; message: string };
const empty: Fields = { fullName: '', email: '', subject: '', message: '' };
const fieldNames = Object.keys(empty) as Array<keyof Fields>;

/** What to tell the sender when the server refuses or cannot be reached. */
function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === NETWORK_ERROR_CODE) return 'Your message could not be sent because the network is not available. Please check your connection and try again.';
    return error.message;
  }
  return 'Your message could not be sent. Please try again.';
}

/**
 * The Contact Us form (community-admin §2, §5): every field required, checked field by field in the
 * browser and again on the server; on success the specification's thank-you text and an empty form.
 */
export function ContactForm() {
  const { register, handleSubmit, reset, setError, setFocus, formState } = useForm<ContactBodyInput, unknown, ContactInput>({
    resolver: zodResolver(ContactBody),
    defaultValues: empty,
  });
  const send = useSendContactMessage();
  const [thanks, setThanks] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { errors } = formState;

  const handleSend = (values: ContactInput) => {
    setThanks(null);
    setFailure(null);
    send.mutate(values, {
      onSuccess: (receipt) => {
        reset(empty);
        setThanks(receipt.message || ContactMessages.thankYou);
      },
      onError: (error) => {
        const issues = error instanceof ApiError ? (error.issues ?? []) : [];
        const fieldIssues = issues.filter((i): i is { path: keyof Fields; message: string } => fieldNames.includes(i.path as keyof Fields));
        if (fieldIssues.length > 0) {
          for (const issue of fieldIssues) setError(issue.path, { message: issue.message });
          setFocus(fieldIssues[0]!.path);
          return;
        }
        setFailure(failureText(error));
      },
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(handleSend)} aria-labelledby="contact-form-heading" className="space-y-5">
      <h2 id="contact-form-heading" className="text-2xl font-semibold text-primary-900">
        Send us a message
      </h2>
      <p className="text-base text-muted">
        All fields are required. <span aria-hidden="true" className="text-danger">*</span>
      </p>
      <Field label="Full Name" error={errors.fullName?.message} required>
        <Input autoComplete="name" required maxLength={ContactLimits.fullNameMax} {...register('fullName')} />
      </Field>
      <Field label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" inputMode="email" required maxLength={ContactLimits.emailMax} {...register('email')} />
      </Field>
      <Field label="Subject" error={errors.subject?.message} required>
        <Input required maxLength={ContactLimits.subjectMax} {...register('subject')} />
      </Field>
      <Field label="Message" hint={`At least ${ContactLimits.messageMin} characters.`} error={errors.message?.message} required>
        <Textarea rows={6} required maxLength={ContactLimits.messageMax} {...register('message')} />
      </Field>

      <div role="status" aria-live="polite">
        {thanks ? (
          <p className="flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 px-3 py-2.5 text-base text-success">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
            <span>{thanks}</span>
          </p>
        ) : null}
      </div>
      <div role="alert" aria-live="assertive">
        {failure ? (
          <p className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-base text-danger">
            <AlertCircle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
            <span>{failure}</span>
          </p>
        ) : null}
      </div>

      <Button type="submit" size="lg" isLoading={send.isPending} className="w-full sm:w-auto">
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
