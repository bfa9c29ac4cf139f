import ical, { escape, ICalCalendarMethod } from 'ical-generator';

/**
 * One event as an iCalendar file (RFC 5545), written by ical-generator: it escapes text values,
 * folds lines at 75 octets without splitting a character and writes times in UTC (decision 0038).
 */
export interface IcsEvent {
  uid: string;
  title: string;
  description: string | null;
  location: string | null;
  url: string | null;
  startsAt: Date;
  endsAt: Date | null;
  stamp: Date;
}

export function eventToIcs(e: IcsEvent, productName: string): string {
  // The product's name comes from configuration: escaped like any text value (the library writes a PRODID as given).
  const calendar = ical({
    prodId: `//${escape(productName, false)}//Community Events//EN`,
    method: ICalCalendarMethod.PUBLISH,
    scale: 'gregorian',
  });
  calendar.createEvent({
    id: e.uid,
    stamp: e.stamp,
    start: e.startsAt,
    // An event without an end lasts an hour in the calendar.
    end: e.endsAt ?? new Date(e.startsAt.getTime() + 60 * 60_000),
    summary: e.title,
    description: e.description,
    location: e.location,
    url: e.url,
  });
  // The library ends the last line without a line break; RFC 5545 ends every content line with CRLF.
  return `${calendar.toString()}\r\n`;
}
