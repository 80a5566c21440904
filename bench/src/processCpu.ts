import { readFileSync } from 'node:fs';

/** Linux's clock ticks per second, in which /proc gives a process's CPU time (USER_HZ, 100 on Linux). */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * The CPU time a process has used so far, user and system, every thread, in milliseconds (Linux). Read
 * before and after a load, it gives the CPU each request cost, which the machine's other work changes far
 * less than it changes wall-clock latency.
 */
export function processCpuMs(pid: number): number {
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}
