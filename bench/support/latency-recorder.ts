// Latencies and failures of a load bench's requests, by kind, counted only while the measured window
// is open (warm-up and the drain afterwards are timed apart), with the first messages of each failure.
export type KindSummary = {
  kind: string;
  count: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
};

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;

const MESSAGES_KEPT = 5;

export const createLatencyRecorder = () => {
  const samples = new Map<string, number[]>();
  const errors = new Map<string, number>();
  const messages: string[] = [];
  let phase: 'idle' | 'measuring' | 'after' = 'idle';
  let openedAt = 0;
  let closedAt = 0;
  // Failures count in every phase: the goal is none at all, the drain included.
  let errorsOutside = 0;

  const timed = async <T>(kind: string, work: () => Promise<T>): Promise<T> => {
    const counted = phase === 'measuring';
    const started = performance.now();
    try {
      const result = await work();
      if (counted) {
        const list = samples.get(kind) ?? [];
        list.push(performance.now() - started);
        samples.set(kind, list);
      }
      return result;
    } catch (error) {
      if (counted) errors.set(kind, (errors.get(kind) ?? 0) + 1);
      else errorsOutside += 1;
      if (messages.length < MESSAGES_KEPT)
        messages.push(`${kind}: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
  };

  const summaryOf = (kinds: string[], label: string): KindSummary => {
    const seconds = Math.max((closedAt || performance.now()) - openedAt, 1) / 1000;
    const sorted = kinds.flatMap((kind) => samples.get(kind) ?? []).sort((a, b) => a - b);
    const failed = kinds.reduce((sum, kind) => sum + (errors.get(kind) ?? 0), 0);
    return {
      kind: label,
      count: sorted.length,
      errors: failed,
      perSecond: (sorted.length + failed) / seconds,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      max: sorted.at(-1) ?? 0,
    };
  };

  return {
    timed,
    open: () => {
      phase = 'measuring';
      openedAt = performance.now();
    },
    close: () => {
      phase = 'after';
      closedAt = performance.now();
    },
    kinds: () => [...new Set([...samples.keys(), ...errors.keys()])].sort(),
    summaryOf,
    errorsOutside: () => errorsOutside,
    messages: () => [...messages],
  };
};

export type LatencyRecorder = ReturnType<typeof createLatencyRecorder>;
