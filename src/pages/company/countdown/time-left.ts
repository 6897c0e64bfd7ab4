import { DAY_S, HOUR_S, MINUTE_S, SECOND_MS } from '../../../config/time';

/** The whole days, hours, minutes and seconds from now until a time; zero once it has passed. */
export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  passed: boolean;
}

export function timeLeft(targetMs: number, nowMs: number): TimeLeft {
  const total = Math.max(0, Math.floor((targetMs - nowMs) / SECOND_MS));
  return {
    days: Math.floor(total / DAY_S),
    hours: Math.floor((total % DAY_S) / HOUR_S),
    minutes: Math.floor((total % HOUR_S) / MINUTE_S),
    seconds: total % MINUTE_S,
    passed: total === 0,
  };
}
