import { useSiteConfig } from '@/lib/site-config';

/** The configured support address as a mailto link (a placeholder line while it loads). */
export function SupportEmail({ className }: { className?: string }) {
  const { data, isError } = useSiteConfig();
  if (isError) return <span className={className}>the address on our Contact Us page</span>;
  if (!data) return <span className={className} aria-busy="true">…</span>;
  return (
    <a href={`mailto:${data.contactEmail}`} className={className}>
      {data.contactEmail}
    </a>
  );
}
