// Timing a bench's contenders against each other, for the in-process benches that compare a service
// with the same work written by hand.
export type Measured = { p50: number; p95: number };

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;

type Options = { runs: number; warmUp: number; labelWidth: number; digits: number };

// The contenders run in turns, so warm-up, JIT and caches favour none of them. Each run gets its
// index, for benches that vary the input between runs.
export const timeInTurns = async (
  contenders: [string, (index: number) => Promise<unknown>][],
  { runs, warmUp, labelWidth, digits }: Options,
) => {
  for (let index = 0; index < warmUp; index += 1) for (const [, run] of contenders) await run(index);
  const samples = contenders.map(() => [] as number[]);
  for (let index = 0; index < runs; index += 1) {
    for (const [position, [, run]] of contenders.entries()) {
      const started = process.hrtime.bigint();
      await run(index);
      samples[position]?.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  return contenders.map(([label], position): Measured => {
    const sorted = (samples[position] ?? []).sort((a, b) => a - b);
    const result = { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
    console.log(
      `${label.padEnd(labelWidth)} p50 ${result.p50.toFixed(digits)} ms   p95 ${result.p95.toFixed(digits)} ms`,
    );
    return result;
  });
};
