import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { seoulInstant, SEOUL_UTC_OFFSET_MINUTES, type DateInput } from './datetime.format';

dayjs.extend(utc);

const OFFSET_MS = SEOUL_UTC_OFFSET_MINUTES * 60_000;

/**
 * The Korean wall clock of the instant, as a dayjs in UTC mode, for calendar work (start of a day,
 * adding months): its fields (format, year, day, startOf, add) are Korean time and never depend
 * on the machine's zone; its own epoch value is shifted by the offset, so turn it back into an
 * instant with seoulInstantOf. Kept apart from datetime.format.ts so pages that only format dates
 * do not load dayjs.
 */
export function toSeoulTime(input: DateInput): Dayjs | null {
  const instant = seoulInstant(input);
  return instant === null ? null : dayjs.utc(instant + OFFSET_MS);
}

/** The instant of a Korean wall clock made by toSeoulTime (for example the start of its day). */
export function seoulInstantOf(wallClock: Dayjs): number {
  return wallClock.valueOf() - OFFSET_MS;
}
