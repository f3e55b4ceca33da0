/**
 * The battery's charge in percent (0-100), where the browser tells it (Chromium's Battery Status
 * API); null elsewhere or on any error. Read once per call, never watched.
 */
interface BatteryManagerLike {
  level: number;
}

export async function batteryPercent(): Promise<number | null> {
  const getBattery = (navigator as Navigator & { getBattery?: () => Promise<BatteryManagerLike> })
    .getBattery;
  if (typeof getBattery !== 'function') return null;
  try {
    const { level } = await getBattery.call(navigator);
    return Number.isFinite(level) && level >= 0 && level <= 1 ? Math.round(level * 100) : null;
  } catch {
    return null;
  }
}
