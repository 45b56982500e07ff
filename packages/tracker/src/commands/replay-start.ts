import { localTime } from '../local-time';

// Where `run --clock-start T` replays from on a queue that captured before. The queue's cursor says
// everything before it was captured (and maybe sent): capturing that time again would send it twice,
// so a replay never goes back before it, and resumes there (as after a crash). A cursor before T is
// an older capture: the replay starts at T as asked, and the time between stays uncaptured rather
// than being filled with simulated days nobody asked for. Either way it says so.
export const replayStart = (clockStart: Date, cursor: Date | null, now: Date, timeZone?: string) => {
  const time = (instant: Date) => localTime(instant, now, timeZone);
  if (cursor === null || cursor.getTime() === clockStart.getTime()) return { from: clockStart, notice: null };
  if (cursor > clockStart)
    return {
      from: cursor,
      notice: `Replaying from ${time(cursor)}, not from --clock-start ${time(clockStart)}: this computer’s queue has captured up to there already, and time captured twice would be sent twice.`,
    };
  return {
    from: clockStart,
    notice: `Replaying from --clock-start ${time(clockStart)}; this computer’s queue had captured up to ${time(cursor)}, and the time between stays uncaptured.`,
  };
};
