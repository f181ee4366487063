// The monotonic clock of deadlines and time slices, in milliseconds from an arbitrary origin. Node's global
// `performance` loads perf_hooks on first use, a few milliseconds of every short command's start; hrtime does not.
export const monotonicMs = (): number => Number(process.hrtime.bigint()) / 1e6;
