/** Placeholder until its issue builds it. */
export function GallerySection(_props: { isSignedIn?: boolean }) {
  return null;
}
