/** The whole days, hours, minutes and seconds from now until a time; zero once it has passed. */
export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  passed: boolean;
}

export function timeLeft(targetMs: number, nowMs: number): TimeLeft {
  const total = Math.max(0, Math.floor((targetMs - nowMs) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    passed: total === 0,
  };
}
