// Calendar days as Kenya counts them: contracts start, end and give notice by the day in Africa/Nairobi.

const NAIROBI_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Nairobi", year: "numeric", month: "2-digit", day: "2-digit" });

/** Today's date in Nairobi, YYYY-MM-DD. */
export function nairobiToday(now: Date = new Date()): string {
  return NAIROBI_DAY.format(now);
}

/** A YYYY-MM-DD date moved by whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The months (YYYY-MM) a span of days touches, in order. */
export function monthsBetween(firstDay: string, lastDay: string): string[] {
  const months: string[] = [];
  let [year, month] = firstDay.slice(0, 7).split("-").map(Number) as [number, number];
  const last = lastDay.slice(0, 7);
  for (let guard = 0; guard < 1200; guard++) {
    const current = `${year}-${String(month).padStart(2, "0")}`;
    if (current > last) break;
    months.push(current);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** A Date column (midnight UTC) as YYYY-MM-DD. */
export function isoDay(value: Date): string {
  return value.toISOString().slice(0, 10);
}
