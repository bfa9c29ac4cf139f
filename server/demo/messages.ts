/** Sample conversations between demo members already connected (indexes into the demo list, as in connections.ts). */
export const sampleMessages: { from: number; to: number; content: string; minutesAgo: number }[] = [
  {
    from: 0,
    to: 1,
    content: 'How did the second cycle go? I remember the third day was the hardest for me.',
    minutesAgo: 300,
  },
  {
    from: 1,
    to: 0,
    content: 'Tiring, but the nausea was less this time. The ginger tea helped, thank you for that.',
    minutesAgo: 280,
  },
  {
    from: 0,
    to: 1,
    content: 'So glad to hear it. Rest well, and message me whenever you want to talk.',
    minutesAgo: 275,
  },
  { from: 2, to: 0, content: 'Are you going to the online yoga session on Saturday?', minutesAgo: 90 },
  { from: 0, to: 2, content: 'Yes! I registered yesterday. See you there.', minutesAgo: 60 },
];
