/**
 * The shared layout's ad slot (core §2). Ads are configured in a later issue; until then it renders
 * nothing at all rather than an empty box.
 */
export function AdSlot() {
  return null;
}
