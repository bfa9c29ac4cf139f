/** Sample connections between the demo members (by their index in the demo list), so Connect is not empty. */
export const sampleConnections: { a: number; b: number; status: 'pending' | 'accepted'; message: string | null }[] = [
  {
    a: 0,
    b: 1,
    status: 'accepted',
    message: 'Namaste! I read your post about the first chemo week. Would love to stay in touch.',
  },
  { a: 2, b: 0, status: 'accepted', message: null },
  { a: 3, b: 1, status: 'pending', message: 'My father is starting treatment at the same hospital. Could we talk?' },
  { a: 1, b: 4, status: 'accepted', message: 'Thank you for the tips on the hospital canteen.' },
  { a: 4, b: 2, status: 'pending', message: null },
];
