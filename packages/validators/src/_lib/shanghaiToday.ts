const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * Today's date in Asia/Shanghai as the number yyyymmdd, whatever the machine's zone.
 * China has kept UTC+8 without daylight saving since 1991, so a fixed offset is exact.
 */
export function shanghaiToday(now: number = Date.now()): number {
  const shanghai = new Date(now + SHANGHAI_OFFSET_MS);
  return (
    shanghai.getUTCFullYear() * 10000 + (shanghai.getUTCMonth() + 1) * 100 + shanghai.getUTCDate()
  );
}
