// Timing and memory helpers for the bench.

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The process's peak resident set size so far, in MB (the OS keeps the high-water mark). */
export function peakRssMB(): number {
  return process.resourceUsage().maxRSS / 1024;
}

/** Tracks the highest heap use seen at the moments it is sampled (stage boundaries, ELK batches). */
export class HeapWatermark {
  private peak = 0;
  sample(): void {
    this.peak = Math.max(this.peak, process.memoryUsage().heapUsed);
  }
  get peakMB(): number {
    return this.peak / 1024 / 1024;
  }
}
