/** The end of the chosen day, India time (or none: a ban until lifted). */
export const endOfIndianDay = (day: string): string | null =>
  day ? new Date(`${day}T23:59:59+05:30`).toISOString() : null;

/** Tomorrow, the first day a suspension or ban can end on. */
export const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
