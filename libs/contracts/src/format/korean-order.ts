// One collator for every Korean name ordering: building it per comparison (localeCompare with a
// locale) costs about ten times as much when sorting a ranking list.
const koreanCollator = new Intl.Collator('ko');

/** Orders names the Korean way (가나다순). */
export const compareKorean = (a: string, b: string): number => koreanCollator.compare(a, b);
