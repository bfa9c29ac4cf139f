const inr = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const usd = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Rupees with Indian grouping: ₹1,25,000. */
export const formatRupees = (n: number) => `₹${inr.format(n)}`;
/** Plain counts with Indian grouping. */
export const formatCount = (n: number) => inr.format(n);
/** The community hub's figure (the specification shows it with a $ sign): $12,500. */
export const formatDollars = (n: number) => `$${usd.format(n)}`;
