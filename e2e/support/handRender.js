// A rendered hand for the hand-signal tests (no camera or stock video here): a palm facing the
// camera, four fingers and a thumb as shaded capsules, each finger folding toward the camera by a
// flexion from 0 (straight up) to 1 (folded onto the palm). Runs in the page (canvas 2D).
// `pose` = { fingers: 0..1, thumb: 'out' | 'tucked', x, y, scale }.
export function drawHand(ctx, pose) {
  const { width: W, height: H } = ctx.canvas;
  const bg = ctx.createLinearGradient(0, 0, 0, H);
  bg.addColorStop(0, '#7d8a96');
  bg.addColorStop(1, '#58636e');
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, W, H);
  const s = pose.scale ?? 1;
  const cx = pose.x ?? W / 2;
  const cy = pose.y ?? H * 0.7;

  const capsule = (x1, y1, x2, y2, r) => {
    const ang = Math.atan2(y2 - y1, x2 - x1);
    const len = Math.hypot(x2 - x1, y2 - y1);
    ctx.save();
    ctx.translate(x1, y1);
    ctx.rotate(ang);
    const g = ctx.createLinearGradient(0, -r, 0, r);
    g.addColorStop(0, '#a8694a');
    g.addColorStop(0.35, '#e8b896');
    g.addColorStop(0.65, '#e0a987');
    g.addColorStop(1, '#93583d');
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.moveTo(0, -r);
    ctx.lineTo(len, -r);
    ctx.arc(len, 0, r, -Math.PI / 2, Math.PI / 2);
    ctx.lineTo(0, r);
    ctx.arc(0, 0, r, Math.PI / 2, (3 * Math.PI) / 2);
    ctx.fill();
    ctx.restore();
  };

  // Forearm and palm.
  capsule(cx, H + 40 * s, cx, cy + 30 * s, 46 * s);
  const pg = ctx.createRadialGradient(cx, cy - 40 * s, 10 * s, cx, cy - 30 * s, 100 * s);
  pg.addColorStop(0, '#efc2a2');
  pg.addColorStop(1, '#b57553');
  ctx.fillStyle = pg;
  ctx.beginPath();
  ctx.ellipse(cx, cy - 35 * s, 66 * s, 72 * s, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = 'rgba(130,80,60,0.45)';
  ctx.lineWidth = 2 * s;
  ctx.beginPath();
  ctx.arc(cx + 10 * s, cy - 5 * s, 55 * s, Math.PI * 1.05, Math.PI * 1.45);
  ctx.stroke();

  const thumb = () =>
    pose.thumb === 'out'
      ? (capsule(cx - 55 * s, cy - 5 * s, cx - 95 * s, cy - 55 * s, 18 * s),
        capsule(cx - 95 * s, cy - 55 * s, cx - 120 * s, cy - 100 * s, 16 * s))
      : (capsule(cx - 55 * s, cy + 5 * s, cx - 25 * s, cy - 35 * s, 18 * s),
        capsule(cx - 25 * s, cy - 35 * s, cx + 5 * s, cy - 55 * s, 16 * s));
  // A tucked thumb lies on the palm, under the folding fingers.
  if (pose.thumb !== 'out') thumb();

  // Fingers: base x, base y, segment lengths, radius, lean.
  const fingers = [
    [-44, -95, [44, 28, 24], 15.5, -0.12],
    [-14, -104, [50, 32, 26], 16.5, -0.03],
    [16, -102, [46, 30, 25], 16, 0.05],
    [44, -90, [36, 24, 21], 14, 0.15],
  ];
  const f = Math.max(0, Math.min(1, pose.fingers ?? 0));
  for (const [bx, by, segs, r, lean] of fingers) {
    let x = cx + bx * s;
    let y = cy + by * s;
    let angle = 0; // flexion toward the camera, radians
    const bend = [1.5, 1.6, 1.2];
    for (let i = 0; i < 3; i++) {
      angle += f * bend[i];
      // Projected on the image: the segment shortens, then turns back down over the palm.
      const dy = -Math.cos(angle) * segs[i] * s;
      const dx = Math.sin(lean) * segs[i] * s * Math.cos(angle);
      capsule(x, y, x + dx, y + dy, r * s * (1 + 0.25 * Math.sin(angle)));
      x += dx;
      y += dy;
    }
    ctx.fillStyle = 'rgba(245,205,195,0.85)';
    if (f < 0.5) {
      ctx.beginPath();
      ctx.ellipse(x, y + 4 * s, r * 0.5 * s, r * 0.55 * s, 0, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  if (pose.thumb === 'out') thumb();
}
