/** `count` months (`YYYY-MM`) ending with the month `last` (`YYYY-MM`), oldest first. */
export function monthsEndingWith(last: string, count: number): string[] {
  const [year, month] = last.split('-').map(Number) as [number, number];
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const date = new Date(Date.UTC(year, month - 1 - back, 1));
    months.push(date.toISOString().slice(0, 7));
  }
  return months;
}

/** `YYYY-MM` of the last 12 months (UTC), oldest first: the portal's charts. */
export function lastTwelveMonths(now: Date = new Date()): string[] {
  return monthsEndingWith(now.toISOString().slice(0, 7), 12);
}
