// Loaded into `cal serve` by bench/scaling-support.js (node --expose-gc --import): on SIGUSR2 it collects garbage
// and writes the process's memory, as one JSON line, to the file named by SCALING_MEMORY_FILE.
import { writeFileSync } from 'node:fs';
import process from 'node:process';
import { getHeapStatistics } from 'node:v8';

const MIB = 1024 * 1024;
process.on('SIGUSR2', () => {
  globalThis.gc?.();
  globalThis.gc?.();
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  const line = {
    rssMb: rss / MIB,
    heapUsedMb: heapUsed / MIB,
    heapTotalMb: heapTotal / MIB,
    externalMb: external / MIB,
    arrayBuffersMb: arrayBuffers / MIB,
    heapLimitMb: getHeapStatistics().heap_size_limit / MIB,
  };
  writeFileSync(process.env.SCALING_MEMORY_FILE, `${JSON.stringify(line)}\n`);
});
