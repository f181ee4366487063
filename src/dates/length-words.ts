// An event's length in words for a line on stderr: "1 h", "45 min", "1 h 30 min", "2 days".

export function lengthWords(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes !== 0 && minutes % 1440 === 0) return `${minutes / 1440} day${minutes === 1440 ? '' : 's'}`;
  if (minutes !== 0 && minutes % 60 === 0) return `${minutes / 60} h`;
  return minutes > 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`;
}
