/** Placeholder: renders nothing until ads are configured (built by its issue). */
export function AdSlot(_props: { name: string }) {
  return null;
}
