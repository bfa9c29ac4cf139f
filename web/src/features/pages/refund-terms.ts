/**
 * The refund constants of community-admin §9, each shown on the Refund Policy (and the window on
 * Contact Us and the Donation Guide). The words around them are in the refund catalog.
 */
export const RefundTerms = {
  requestWindowDays: 30,
  reviewBusinessDays: '5-7',
  processingBusinessDays: '10-14',
  responseBusinessDays: '2-3',
  /** Refund by time of cancellation: refund.sections.eventCancellations.rules.<key>. */
  eventRules: ['moreThan48Hours', 'between24And48Hours', 'lessThan24Hours', 'cancelledByProvider'],
  /** refund.sections.nonRefundable.items.<key>. */
  nonRefundable: ['olderThanWindow', 'servicesUsed', 'contentAccessed', 'fees'],
} as const;

/** Days after a payment within which a refund can be asked for. */
export const RefundWindowDays = RefundTerms.requestWindowDays;
