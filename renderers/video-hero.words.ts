/**
 * Which animated word a video hero shows: the last word whose `video_timing` (ms) is
 * below the time played; before any has passed, the first word.
 */
export function activeWordIndex(timings: readonly number[], playedMs: number): number {
  let active = 0;
  timings.forEach((timing, index) => {
    if (timing < playedMs) active = index;
  });
  return active;
}
