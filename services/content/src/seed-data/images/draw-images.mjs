// Draws the demo question images of the development seed as PNG files next to this script.
// Run once with `node services/content/src/seed-data/images/draw-images.mjs`; the PNGs are committed.
// Only node:zlib is used: a tiny scene rasterizer (flat shapes, 4×4 supersampling for smooth edges)
// and a minimal PNG encoder (signature, IHDR, IDAT of filtered scanlines, IEND, CRC-32).
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const OUT_DIR = dirname(fileURLToPath(import.meta.url));
const SUPERSAMPLE = 4;

// ---------- PNG encoder ----------

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** Picks, per scanline, the filter (None, Sub or Up) with the smallest sum of absolute byte values. */
function filterScanlines(rgb, width, height) {
  const stride = width * 3;
  const out = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = rgb.subarray(y * stride, (y + 1) * stride);
    const previous = y > 0 ? rgb.subarray((y - 1) * stride, y * stride) : null;
    const candidates = [0, 1, 2].map((filter) => {
      const line = Buffer.alloc(stride);
      for (let i = 0; i < stride; i++) {
        const left = i >= 3 ? row[i - 3] : 0;
        const up = previous ? previous[i] : 0;
        line[i] = (row[i] - (filter === 1 ? left : filter === 2 ? up : 0)) & 0xff;
      }
      let cost = 0;
      for (const byte of line) cost += byte < 128 ? byte : 256 - byte;
      return { filter, line, cost };
    });
    const best = candidates.reduce((a, b) => (b.cost < a.cost ? b : a));
    out[y * (stride + 1)] = best.filter;
    best.line.copy(out, y * (stride + 1) + 1);
  }
  return out;
}

function encodePng(rgb, width, height) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: truecolour RGB
  ihdr[10] = 0; // compression
  ihdr[11] = 0; // filter method
  ihdr[12] = 0; // no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(filterScanlines(rgb, width, height), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---------- shapes ----------

const hex = (value) => [1, 3, 5].map((i) => Number.parseInt(value.slice(i, i + 2), 16));

const rect = (x0, y0, x1, y1) => (x, y) => x >= x0 && x < x1 && y >= y0 && y < y1;

const roundRect = (x0, y0, x1, y1, r) => (x, y) => {
  if (x < x0 || x >= x1 || y < y0 || y >= y1) return false;
  const dx = Math.max(x0 + r - x, 0, x - (x1 - r));
  const dy = Math.max(y0 + r - y, 0, y - (y1 - r));
  return dx * dx + dy * dy <= r * r;
};

const ellipse =
  (cx, cy, rx, ry, degrees = 0) =>
  (x, y) => {
    const a = (degrees * Math.PI) / 180;
    const dx = x - cx;
    const dy = y - cy;
    const u = dx * Math.cos(a) + dy * Math.sin(a);
    const v = -dx * Math.sin(a) + dy * Math.cos(a);
    return (u * u) / (rx * rx) + (v * v) / (ry * ry) <= 1;
  };

const circle = (cx, cy, r) => ellipse(cx, cy, r, r);

const polygon = (points) => (x, y) => {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
};

const segment = (x0, y0, x1, y1, width) => (x, y) => {
  const vx = x1 - x0;
  const vy = y1 - y0;
  const t = Math.max(0, Math.min(1, ((x - x0) * vx + (y - y0) * vy) / (vx * vx + vy * vy)));
  const dx = x - (x0 + t * vx);
  const dy = y - (y0 + t * vy);
  return dx * dx + dy * dy <= (width / 2) ** 2;
};

/** A pie slice; angles in degrees, clockwise from 12 o'clock. */
const sector = (cx, cy, r, from, to) => (x, y) => {
  const dx = x - cx;
  const dy = y - cy;
  if (dx * dx + dy * dy > r * r) return false;
  const angle = ((Math.atan2(dx, -dy) * 180) / Math.PI + 360) % 360;
  return angle >= from && angle < to;
};

// ---------- rasterizer ----------

/** Paints layers in order ({ shape, color }) over a background, averaging SUPERSAMPLE² samples per pixel. */
function render(width, height, background, layers) {
  const bg = hex(background);
  const prepared = layers.map((layer) => ({ shape: layer.shape, color: hex(layer.color) }));
  const rgb = Buffer.alloc(width * height * 3);
  const n = SUPERSAMPLE;
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const x = px + (sx + 0.5) / n;
          const y = py + (sy + 0.5) / n;
          let color = bg;
          for (let i = prepared.length - 1; i >= 0; i--) {
            if (prepared[i].shape(x, y)) {
              color = prepared[i].color;
              break;
            }
          }
          r += color[0];
          g += color[1];
          b += color[2];
        }
      }
      const offset = (py * width + px) * 3;
      rgb[offset] = Math.round(r / (n * n));
      rgb[offset + 1] = Math.round(g / (n * n));
      rgb[offset + 2] = Math.round(b / (n * n));
    }
  }
  return rgb;
}

// ---------- scenes ----------

/** Sweden's flag at its official proportions 5:2:9 × 4:2:4 (one unit = 30 px). */
function swedishFlag() {
  const u = 30;
  const yellow = '#fecc02';
  return {
    width: 16 * u,
    height: 10 * u,
    background: '#006aa7',
    layers: [
      { shape: rect(5 * u, 0, 7 * u, 10 * u), color: yellow },
      { shape: rect(0, 4 * u, 16 * u, 6 * u), color: yellow },
    ],
  };
}

/** A simplified plant cell: thick wall, large central vacuole, nucleus, chloroplasts, a few mitochondria. */
function plantCell() {
  const layers = [
    { shape: roundRect(36, 28, 444, 292, 34), color: '#5b7f2a' }, // cell wall
    { shape: roundRect(48, 40, 432, 280, 24), color: '#8fb04a' }, // membrane
    { shape: roundRect(52, 44, 428, 276, 21), color: '#eef5d6' }, // cytoplasm
    { shape: roundRect(120, 86, 330, 234, 60), color: '#7fb6d6' }, // vacuole membrane (tonoplast)
    { shape: roundRect(124, 90, 326, 230, 57), color: '#cfe8f5' }, // vacuole
    { shape: circle(372, 160, 40), color: '#5d3f8c' }, // nuclear envelope
    { shape: circle(372, 160, 36), color: '#a58bd0' }, // nucleoplasm
    { shape: circle(380, 152, 12), color: '#4a2f73' }, // nucleolus
  ];
  const chloroplasts = [
    [92, 70, 20],
    [170, 62, 0],
    [250, 64, -10],
    [330, 66, 15],
    [400, 84, 60],
    [80, 150, 90],
    [84, 228, 75],
    [150, 256, -5],
    [230, 254, 10],
    [310, 256, -15],
    [392, 240, -50],
  ];
  for (const [cx, cy, angle] of chloroplasts) {
    layers.push({ shape: ellipse(cx, cy, 22, 11, angle), color: '#1f6e2e' });
    layers.push({ shape: ellipse(cx, cy, 19, 8, angle), color: '#3a9a45' });
    for (const offset of [-9, 0, 9]) {
      const a = (angle * Math.PI) / 180;
      const sx = cx + offset * Math.cos(a);
      const sy = cy + offset * Math.sin(a);
      const h = 5;
      layers.push({
        shape: segment(
          sx + h * Math.sin(a),
          sy - h * Math.cos(a),
          sx - h * Math.sin(a),
          sy + h * Math.cos(a),
          3,
        ),
        color: '#1f6e2e',
      });
    }
  }
  const mitochondria = [
    [112, 112, 35],
    [350, 110, -20],
    [356, 218, 25],
    [104, 200, -30],
  ];
  for (const [cx, cy, angle] of mitochondria) {
    layers.push({ shape: ellipse(cx, cy, 12, 6, angle), color: '#c0622b' });
    layers.push({ shape: ellipse(cx, cy, 9.5, 3.8, angle), color: '#f0a060' });
  }
  return { width: 480, height: 320, background: '#f7f9fc', layers };
}

/** Goals in five matches, 2, 6, 3, 8 and 6, with a gridline for every goal. */
function goalsBarChart() {
  const values = [2, 6, 3, 8, 6];
  const colors = ['#2f6fd6', '#e07b24', '#2e9e57', '#c9384a', '#7d4fc2'];
  const left = 60;
  const right = 440;
  const base = 290;
  const unit = 28;
  const layers = [];
  for (let v = 1; v <= 9; v++) {
    layers.push({ shape: rect(left, base - v * unit - 1, right, base - v * unit + 1), color: '#d5dbe3' });
  }
  const slot = (right - left) / values.length;
  values.forEach((value, i) => {
    const x0 = left + i * slot + 14;
    layers.push({ shape: rect(x0, base - value * unit, x0 + slot - 28, base), color: colors[i] });
  });
  layers.push({ shape: rect(left - 3, base - 9 * unit - 10, left, base + 3), color: '#333a44' }); // y axis
  layers.push({ shape: rect(left - 3, base, right + 6, base + 3), color: '#333a44' }); // x axis
  return { width: 480, height: 320, background: '#ffffff', layers };
}

/** A right triangle with legs 6 and 4 squares on a 1 cm grid (40 px per square). */
function gridTriangle() {
  const s = 40;
  const layers = [];
  for (let i = 0; i <= 12; i++) layers.push({ shape: rect(i * s - 1, 0, i * s + 1, 320), color: '#c9d6e6' });
  for (let j = 0; j <= 8; j++) layers.push({ shape: rect(0, j * s - 1, 480, j * s + 1), color: '#c9d6e6' });
  const a = [3 * s, 6 * s];
  const b = [9 * s, 6 * s];
  const c = [3 * s, 2 * s];
  layers.push({ shape: polygon([a, b, c]), color: '#f6c27a' });
  for (const [p, q] of [
    [a, b],
    [b, c],
    [c, a],
  ]) {
    layers.push({ shape: segment(p[0], p[1], q[0], q[1], 4), color: '#b4561c' });
  }
  // right-angle marker
  layers.push({ shape: segment(a[0], a[1] - 16, a[0] + 16, a[1] - 16, 2.5), color: '#b4561c' });
  layers.push({ shape: segment(a[0] + 16, a[1] - 16, a[0] + 16, a[1], 2.5), color: '#b4561c' });
  return { width: 480, height: 320, background: '#ffffff', layers };
}

/** A circle in eight equal slices, three of them coloured. */
function pieEighths() {
  const cx = 240;
  const cy = 160;
  const r = 130;
  const layers = [{ shape: circle(cx, cy, r + 3), color: '#4b5563' }];
  for (let i = 0; i < 8; i++) {
    layers.push({ shape: sector(cx, cy, r, i * 45, (i + 1) * 45), color: i < 3 ? '#e8702a' : '#e5e7eb' });
  }
  for (let i = 0; i < 8; i++) {
    const a = (i * 45 * Math.PI) / 180;
    layers.push({ shape: segment(cx, cy, cx + r * Math.sin(a), cy - r * Math.cos(a), 3), color: '#4b5563' });
  }
  return { width: 480, height: 320, background: '#ffffff', layers };
}

const scenes = {
  'swedish-flag.png': swedishFlag(),
  'plant-cell.png': plantCell(),
  'goals-bar-chart.png': goalsBarChart(),
  'grid-triangle.png': gridTriangle(),
  'pie-eighths.png': pieEighths(),
};

for (const [file, scene] of Object.entries(scenes)) {
  const png = encodePng(
    render(scene.width, scene.height, scene.background, scene.layers),
    scene.width,
    scene.height,
  );
  writeFileSync(join(OUT_DIR, file), png);
  console.log(`${file}: ${scene.width}×${scene.height}, ${png.length} bytes`);
}
