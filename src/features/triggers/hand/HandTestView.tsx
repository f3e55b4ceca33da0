import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n';
import { useHandSeen } from './handSignal';
import { currentHandVideo, useHandStatus } from './handWatcher';

/** The hand model's 21 points joined as a hand (wrist, then each finger from its base). */
const BONES: ReadonlyArray<readonly [number, number]> = [
  [0, 1],
  [1, 2],
  [2, 3],
  [3, 4],
  [0, 5],
  [5, 6],
  [6, 7],
  [7, 8],
  [5, 9],
  [9, 10],
  [10, 11],
  [11, 12],
  [9, 13],
  [13, 14],
  [14, 15],
  [15, 16],
  [13, 17],
  [0, 17],
  [17, 18],
  [18, 19],
  [19, 20],
];

/**
 * Test mode's view of the detector: the camera frame it read, the landmarks it found and which
 * step of the signal it sees. Drawn in the page only; the canvas is never read back or saved.
 */
export function HandTestView() {
  const { t } = useTranslation('triggers');
  const seen = useHandSeen((s) => s.seen);
  const fps = useHandStatus((s) => s.fps);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    const video = currentHandVideo();
    if (!ctx || !video) return;
    const { width, height } = ctx.canvas;
    ctx.drawImage(video, 0, 0, width, height);
    const points = seen?.landmarks;
    if (!points) return;
    ctx.strokeStyle = seen.pose === 'open' || seen.pose === 'closed' ? '#22c55e' : '#f59e0b';
    ctx.lineWidth = 2;
    for (const [a, b] of BONES) {
      const p = points[a];
      const q = points[b];
      if (!p || !q) continue;
      ctx.beginPath();
      ctx.moveTo(p[0] * width, p[1] * height);
      ctx.lineTo(q[0] * width, q[1] * height);
      ctx.stroke();
    }
  }, [seen]);

  const pose = seen?.pose ?? 'none';
  return (
    <figure className="triggers-hand-view">
      <canvas ref={canvas} width={240} height={180} aria-hidden />
      <figcaption>
        <strong>{t('hand.view')}</strong>
        <span role="status" aria-live="polite" data-pose={pose}>
          {t(`hand.seen.${pose}`)}
        </span>
        {fps > 0 && (
          // The decimal point would split LtrNumbers' runs: the figure is isolated left to right
          // with Unicode's own marks (LRI … PDI) instead.
          <span>{t('hand.rate', { fps: `\u2066${fps.toFixed(1)}\u2069` })}</span>
        )}
      </figcaption>
    </figure>
  );
}
