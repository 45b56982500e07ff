// CPU time and resident memory of a process, read from /proc every second: the share of one core it
// used between start() and stop(), and its largest and mean resident size meanwhile.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const clockTicks = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

const read = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return {
    cpuSeconds: (Number(fields[11]) + Number(fields[12])) / clockTicks,
    rssMb: Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024,
  };
};

export type ProcessUsage = { cpuPercent: number; peakRssMb: number; meanRssMb: number };

export const sampleProcess = (pid: number, intervalMs = 1_000) => {
  const first = read(pid);
  const startedAt = performance.now();
  const rss: number[] = [first.rssMb];
  let last = first;
  const timer = setInterval(() => {
    try {
      last = read(pid);
      rss.push(last.rssMb);
    } catch {
      // the process ended; stop() reports what was seen
    }
  }, intervalMs);
  return {
    stop: (): ProcessUsage => {
      clearInterval(timer);
      try {
        last = read(pid);
        rss.push(last.rssMb);
      } catch {}
      const seconds = (performance.now() - startedAt) / 1000;
      return {
        cpuPercent: ((last.cpuSeconds - first.cpuSeconds) / seconds) * 100,
        peakRssMb: Math.max(...rss),
        meanRssMb: rss.reduce((sum, value) => sum + value, 0) / rss.length,
      };
    },
  };
};
