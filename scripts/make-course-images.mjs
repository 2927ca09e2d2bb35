#!/usr/bin/env node
// Writes the course illustrations (app/public/images/courses/<slug>.svg, 800x450) and the two course
// instructor avatars (app/public/images/experts/instructor-<slug>.svg, 256x256) that ship with the
// app. Flat shapes only, no text, each file well under 6 KB. Plain Node, no dependencies:
//
//   node scripts/make-course-images.mjs
//
// The output is deterministic; rerun after changing a drawing.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COURSES_DIR = path.join(ROOT, 'app/public/images/courses');
const EXPERTS_DIR = path.join(ROOT, 'app/public/images/experts');
const MAX_BYTES = 6 * 1024;

// Palette shared by every drawing.
const C = {
  cream: '#FDF3E1',
  mint: '#E3F4E8',
  blush: '#FDEBEF',
  sky: '#E6EEFC',
  sand: '#FBEFD9',
  teal: '#DFF3F0',
  green: '#3C9A5F',
  leaf: '#6BBF59',
  pale: '#CDE8A0',
  tray: '#F2FAF4',
  dark: '#2F5D46',
  orange: '#F28C38',
  carrot: '#F57C2B',
  yellow: '#F6C445',
  red: '#E5533D',
  pink: '#F59AB0',
  purple: '#8E6CC9',
  blue: '#5B8DEF',
  brown: '#B9783F',
  crust: '#E0A860',
  white: '#FFFFFF',
  plate: '#F7F7F4',
  rim: '#E3E1DA',
  ink: '#2B2B2B',
  lip: '#8A3B2E',
  black: '#000000',
};

const r = (n) => Math.round(n * 10) / 10;

/** One SVG element; numbers are rounded to one decimal, attributes keep their order. */
function el(tag, attrs, children) {
  const a = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? r(v) : v}"`)
    .join('');
  return children === undefined ? `<${tag}${a}/>` : `<${tag}${a}>${children}</${tag}>`;
}

const g = (transform, ...children) => el('g', { transform }, children.join(''));
const at = (x, y, rotate = 0, scale = 1) =>
  `translate(${x} ${y})` + (rotate ? ` rotate(${rotate})` : '') + (scale !== 1 ? ` scale(${scale})` : '');
const round = { 'stroke-linecap': 'round' };

function svg(w, h, body) {
  const attrs = { xmlns: 'http://www.w3.org/2000/svg', viewBox: `0 0 ${w} ${h}`, width: w, height: h };
  return `${el('svg', { ...attrs, role: 'img', 'aria-hidden': 'true' }, body)}\n`;
}

// Soft background with two decorative blobs.
function background(color, accent) {
  return (
    el('rect', { width: 800, height: 450, fill: color }) +
    el('circle', { cx: 90, cy: 70, r: 120, fill: accent, opacity: '.18' }) +
    el('circle', { cx: 720, cy: 400, r: 150, fill: accent, opacity: '.14' })
  );
}

function shadow(cx, cy, rx, ry = rx * 0.14) {
  return el('ellipse', { cx, cy, rx, ry, fill: C.black, opacity: '.08' });
}

function bowl(cx, cy, w, color, food) {
  const h = w * 0.45;
  const shine = `M${r(cx - w * 0.3)} ${r(cy + h * 0.55)}q${r(w * 0.3)} ${r(h * 0.25)} ${r(w * 0.6)} 0`;
  return (
    shadow(cx, cy + h + 6, w * 0.55) +
    el('ellipse', { cx, cy, rx: w / 2, ry: w * 0.1, fill: food }) +
    el('path', { d: `M${r(cx - w / 2)} ${r(cy)}a${r(w / 2)} ${r(h)} 0 0 0 ${r(w)} 0z`, fill: color }) +
    el('path', {
      d: shine,
      stroke: C.white,
      'stroke-width': w * 0.025,
      fill: 'none',
      opacity: '.5',
      ...round,
    })
  );
}

function spoon(x, y, angle, len, color) {
  return g(
    at(x, y, angle),
    el('rect', { x: -len * 0.035, y: 0, width: len * 0.07, height: len, rx: len * 0.035, fill: color }),
    el('ellipse', { cx: 0, cy: 0, rx: len * 0.14, ry: len * 0.2, fill: color }),
  );
}

function broccoli(x, y, s) {
  return g(
    at(x, y, 0, s),
    el('path', { d: 'M-6 0h12l4 34h-20z', fill: C.leaf }),
    el('circle', { cx: -14, cy: -4, r: 14, fill: C.green }),
    el('circle', { cx: 14, cy: -4, r: 14, fill: C.green }),
    el('circle', { cx: 0, cy: -16, r: 16, fill: C.green }),
    el('circle', { cx: -4, cy: -20, r: 5, fill: C.leaf, opacity: '.6' }),
  );
}

function carrot(x, y, angle, s) {
  return g(
    at(x, y, angle, s),
    el('path', { d: 'M-14 0q14-8 28 0l-10 90q-4 8-8 0z', fill: C.carrot }),
    el('path', { d: 'M0 0l-14-30M0 0l0-34M0 0l14-30', stroke: C.leaf, 'stroke-width': 7, ...round }),
    el('path', {
      d: 'M-8 24h8M-4 46h8M-6 66h6',
      stroke: C.white,
      'stroke-width': 3,
      opacity: '.45',
      ...round,
    }),
  );
}

function apple(x, y, s, color = C.red) {
  return g(
    at(x, y, 0, s),
    el('path', {
      d: 'M0-26c-16-12-42-4-42 22 0 28 20 46 42 40 22 6 42-12 42-40 0-26-26-34-42-22z',
      fill: color,
    }),
    el('path', { d: 'M0-26q2-14 8-20', stroke: C.brown, 'stroke-width': 5, fill: 'none', ...round }),
    el('path', { d: 'M6-36q16-14 26-2-14 8-26 2z', fill: C.leaf }),
    el('ellipse', { cx: -22, cy: -6, rx: 6, ry: 11, fill: C.white, opacity: '.35' }),
  );
}

function peas(x, y, s) {
  return g(
    at(x, y, 0, s),
    el('path', { d: 'M-50 0q50-34 100 0q-50 26-100 0z', fill: C.leaf }),
    ...[-26, 0, 26].map((cx) => el('circle', { cx, cy: cx === 0 ? -4 : -2, r: 10, fill: C.green })),
  );
}

function egg(x, y, s) {
  return g(
    at(x, y, 0, s),
    el('path', {
      d: 'M0-44c-22 0-34 30-34 50 0 20 15 32 34 32s34-12 34-32c0-20-12-50-34-50z',
      fill: C.white,
    }),
    el('circle', { cx: 0, cy: 10, r: 16, fill: C.yellow }),
  );
}

function dots(points, radius, fill) {
  return points.map(([cx, cy]) => el('circle', { cx, cy, r: radius, fill })).join('');
}

function plate(cx, cy, rx, food = '') {
  return (
    shadow(cx, cy + rx * 0.42, rx * 0.95) +
    el('ellipse', { cx, cy, rx, ry: rx * 0.4, fill: C.rim }) +
    el('ellipse', { cx, cy: cy - 2, rx: rx * 0.74, ry: rx * 0.29, fill: C.plate }) +
    food
  );
}

function table(y, color) {
  return el('rect', { x: 0, y, width: 800, height: 450 - y, fill: color });
}

// 1. Starting Solids with Confidence: a bowl of purée, a spoon and first vegetables.
function startingSolids() {
  return svg(
    800,
    450,
    background(C.cream, C.orange) +
      table(330, '#F6E2BF') +
      bowl(400, 250, 250, C.green, C.orange) +
      el('ellipse', { cx: 370, cy: 243, rx: 40, ry: 8, fill: C.white, opacity: '.35' }) +
      spoon(560, 200, 35, 150, C.yellow) +
      carrot(200, 220, -30, 1) +
      broccoli(640, 310, 1.3) +
      peas(170, 360, 0.9) +
      apple(610, 130, 0.8, C.leaf),
  );
}

// 2. Baby-Led Weaning Essentials: a high-chair tray (cut-out where the baby sits) with finger foods.
function babyLedWeaning() {
  const toast = (x, y, a) =>
    g(
      at(x, y, a),
      el('rect', { x: -12, y: -45, width: 24, height: 90, rx: 6, fill: C.crust }),
      el('rect', { x: -7, y: -40, width: 14, height: 80, rx: 4, fill: C.sand }),
    );
  const avocado = (x, y, a) =>
    g(
      at(x, y, a),
      el('path', { d: 'M-14-40q14-12 28 0v80q-14 12-28 0z', fill: C.leaf }),
      el('path', { d: 'M-9-36q9-8 18 0v72q-9 8-18 0z', fill: C.pale }),
    );
  const cup = g(
    at(630, 215),
    el('path', { d: 'M-30-40h60l-8 80h-44z', fill: C.blue }),
    el('path', { d: 'M-26-30h52l-2 18h-48z', fill: C.white, opacity: '.5' }),
  );
  return svg(
    800,
    450,
    background(C.mint, C.green) +
      shadow(400, 405, 330, 22) +
      el('rect', { x: 60, y: 120, width: 680, height: 280, rx: 40, fill: C.white }) +
      el('rect', { x: 90, y: 145, width: 620, height: 230, rx: 26, fill: C.tray }) +
      el('path', { d: 'M290 401a110 84 0 0 1 220 0', fill: C.mint, stroke: C.white, 'stroke-width': 24 }) +
      toast(170, 250, -12) +
      toast(220, 255, 8) +
      avocado(320, 235, 10) +
      avocado(370, 240, -6) +
      broccoli(475, 235, 0.9) +
      broccoli(545, 275, 0.7) +
      dots(
        [
          [450, 300],
          [475, 306],
        ],
        10,
        C.purple,
      ) +
      cup,
  );
}

// 3. Toddler Picky Eating: a divided plate with small portions and a fork.
function pickyEating() {
  const fork = g(
    at(160, 130, -8),
    el('rect', { x: -6, y: 40, width: 12, height: 170, rx: 6, fill: C.purple }),
    el('path', { d: 'M-22 0v36q0 14 22 14t22-14v-36', stroke: C.purple, 'stroke-width': 8, fill: 'none' }),
    el('path', { d: 'M-7 0v40M7 0v40', stroke: C.purple, 'stroke-width': 6 }),
  );
  return svg(
    800,
    450,
    background(C.blush, C.pink) +
      table(340, '#F9D7DF') +
      plate(420, 280, 230) +
      el('path', { d: 'M420 196v170M280 270h280', stroke: C.rim, 'stroke-width': 6 }) +
      broccoli(350, 250, 0.8) +
      dots(
        [
          [480, 238],
          [505, 232],
          [492, 252],
        ],
        12,
        C.green,
      ) +
      el('rect', { x: 310, y: 290, width: 70, height: 34, rx: 12, fill: C.yellow }) +
      el('path', { d: 'M455 300q35 22 70 0', stroke: C.carrot, 'stroke-width': 14, fill: 'none', ...round }) +
      fork +
      apple(660, 170, 0.9, C.pink),
  );
}

// 4. Allergen Introduction: egg, peanuts, a glass of milk, wheat, sesame and a fish.
function allergenIntroduction() {
  const peanut = (x, y, a) =>
    g(
      at(x, y, a),
      el('path', {
        d: 'M-34 0c0-22 24-26 34-14 10-12 34-8 34 14s-24 26-34 14c-10 12-34 8-34-14z',
        fill: C.crust,
      }),
      el('path', { d: 'M-20-4h6M14 2h6M0 4v6', stroke: C.brown, 'stroke-width': 4, ...round }),
    );
  const wheat = (x, y) => {
    const grains = [0, 1, 2, 3].flatMap((i) => {
      const cy = 10 + i * 24;
      return [-1, 1].map((side) =>
        el('ellipse', {
          cx: 12 * side,
          cy,
          rx: 9,
          ry: 16,
          transform: `rotate(${30 * side} ${12 * side} ${cy})`,
          fill: C.yellow,
        }),
      );
    });
    return g(at(x, y), el('path', { d: 'M0 0v130', stroke: C.crust, 'stroke-width': 6 }), ...grains);
  };
  const fish = g(
    at(600, 290),
    el('path', { d: 'M-70 0q50-50 110 0q-60 50-110 0z', fill: C.blue }),
    el('path', { d: 'M36 0l40-30v60z', fill: C.blue }),
    el('circle', { cx: -40, cy: -6, r: 6, fill: C.white }),
  );
  const glass = g(
    at(400, 210),
    shadow(0, 120, 60),
    el('path', { d: 'M-50-60h100l-12 170h-76z', fill: '#F4F7FD', stroke: '#C5D3F0', 'stroke-width': 4 }),
    el('path', { d: 'M-46-10h92l-9 116h-74z', fill: C.white }),
  );
  return svg(
    800,
    450,
    background(C.sky, C.blue) +
      table(340, '#D5E0F7') +
      glass +
      egg(230, 280, 1.4) +
      peanut(250, 380, -10) +
      peanut(170, 350, 20) +
      wheat(120, 170) +
      fish +
      dots(
        [
          [540, 380],
          [560, 388],
          [552, 372],
        ],
        6,
        C.brown,
      ),
  );
}

// 5. Family Meals for Little Ones: a pot and three plates, big to small.
function familyMeals() {
  const steam = 'M-40-60q-10-20 0-40M0-60q-10-20 0-40M40-60q-10-20 0-40';
  const pot = g(
    at(400, 170),
    shadow(0, 78, 120),
    el('rect', { x: -110, y: -10, width: 220, height: 90, rx: 24, fill: C.red }),
    el('rect', { x: -120, y: -24, width: 240, height: 22, rx: 11, fill: C.dark }),
    el('rect', { x: -20, y: -44, width: 40, height: 20, rx: 8, fill: C.dark }),
    el('rect', { x: -150, y: 8, width: 40, height: 16, rx: 8, fill: C.red }),
    el('rect', { x: 110, y: 8, width: 40, height: 16, rx: 8, fill: C.red }),
    el('path', { d: steam, stroke: C.white, 'stroke-width': 6, fill: 'none', opacity: '.8', ...round }),
  );
  const meal = (cx, cy, s) =>
    g(
      at(cx, cy, 0, s),
      el('ellipse', { cx: -20, cy: -6, rx: 26, ry: 12, fill: C.yellow }),
      el('ellipse', { cx: 22, cy: -8, rx: 20, ry: 10, fill: C.carrot }),
      dots(
        [
          [2, 10],
          [18, 12],
        ],
        9,
        C.green,
      ),
    );
  return svg(
    800,
    450,
    background(C.sand, C.orange) +
      table(300, '#F3D9AE') +
      pot +
      plate(170, 360, 120, meal(170, 354, 1.4)) +
      plate(420, 375, 95, meal(420, 370, 1.1)) +
      plate(630, 380, 70, meal(630, 376, 0.8)) +
      spoon(740, 300, 20, 90, C.green),
  );
}

// 6. Complete Nutrition 0-5: a food wheel and a growing set of bars.
function completeNutrition() {
  const cx = 330;
  const cy = 225;
  const rad = 150;
  const colors = [C.leaf, C.orange, C.yellow, C.red, C.blue];
  const point = (i) => {
    const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
    return `${r(cx + rad * Math.cos(a))} ${r(cy + rad * Math.sin(a))}`;
  };
  const slices = colors.map((fill, i) =>
    el('path', {
      d: `M${cx} ${cy}L${point(i)}A${rad} ${rad} 0 0 1 ${point(i + 1)}z`,
      fill,
      stroke: C.white,
      'stroke-width': 6,
    }),
  );
  const bars = [60, 95, 130, 170, 210].map((h, i) =>
    el('rect', {
      x: 560 + i * 40,
      y: 370 - h,
      width: 28,
      height: h,
      rx: 8,
      fill: C.green,
      opacity: r(0.5 + i * 0.12),
    }),
  );
  return svg(
    800,
    450,
    background(C.teal, C.green) +
      shadow(cx, cy + rad + 10, rad * 0.9) +
      slices.join('') +
      el('circle', { cx, cy, r: 46, fill: C.white }) +
      apple(cx, cy + 4, 0.55, C.red) +
      el('rect', { x: 540, y: 370, width: 220, height: 8, rx: 4, fill: C.dark }) +
      bars.join('') +
      el('circle', { cx: 724, cy: 120, r: 18, fill: C.yellow }),
  );
}

// Flat head-and-shoulders avatars.
function avatar({ bg, skin, shirt, hairBack = '', hairFront, extra = '' }) {
  return svg(
    256,
    256,
    el('rect', { width: 256, height: 256, rx: 128, fill: bg }) +
      el('path', { d: 'M36 256c0-56 40-84 92-84s92 28 92 84z', fill: shirt }) +
      el('rect', { x: 110, y: 150, width: 36, height: 34, rx: 12, fill: skin }) +
      el('path', { d: 'M110 176q18 18 36 0v8q-18 14-36 0z', fill: C.black, opacity: '.12' }) +
      hairBack +
      el('ellipse', { cx: 128, cy: 110, rx: 50, ry: 58, fill: skin }) +
      el('ellipse', { cx: 78, cy: 114, rx: 8, ry: 12, fill: skin }) +
      el('ellipse', { cx: 178, cy: 114, rx: 8, ry: 12, fill: skin }) +
      hairFront +
      dots(
        [
          [108, 112],
          [148, 112],
        ],
        5,
        C.ink,
      ) +
      el('path', { d: 'M112 138q16 14 32 0', stroke: C.lip, 'stroke-width': 5, fill: 'none', ...round }) +
      extra,
  );
}

function niamh() {
  const hair = '#2A1C14';
  const glasses = el(
    'g',
    { fill: 'none', stroke: '#2F3A4A', 'stroke-width': 4 },
    el('circle', { cx: 108, cy: 112, r: 15 }) +
      el('circle', { cx: 148, cy: 112, r: 15 }) +
      '<path d="M123 112h10"/>',
  );
  return avatar({
    bg: C.mint,
    skin: '#8D5A3B',
    shirt: C.green,
    hairBack:
      el('circle', { cx: 128, cy: 92, r: 74, fill: hair }) +
      el('circle', { cx: 70, cy: 140, r: 30, fill: hair }) +
      el('circle', { cx: 186, cy: 140, r: 30, fill: hair }),
    hairFront: el('path', { d: 'M78 96q10-50 50-52 40 2 50 52-24-26-50-24-26-2-50 24z', fill: hair }),
    extra:
      glasses + el('path', { d: 'M100 200l28 24 28-24', stroke: C.white, 'stroke-width': 6, fill: 'none' }),
  });
}

function tomasz() {
  const hair = '#7A4B28';
  const skin = '#F0C7A4';
  return avatar({
    bg: C.sky,
    skin,
    shirt: C.blue,
    hairFront: el('path', { d: 'M78 100q-2-50 50-52 52 2 50 52-10-24-50-26-40 2-50 26z', fill: hair }),
    extra:
      el('path', { d: 'M84 120q4 50 44 52 40-2 44-52-8 24-20 26-24-8-48 0-12-2-20-26z', fill: hair }) +
      el('ellipse', { cx: 128, cy: 141, rx: 20, ry: 9, fill: skin }) +
      el('path', { d: 'M114 139q14 10 28 0', stroke: C.lip, 'stroke-width': 5, fill: 'none', ...round }) +
      el('path', { d: 'M96 96h22M138 96h22', stroke: '#5E3A1F', 'stroke-width': 5, ...round }),
  });
}

const FILES = [
  [COURSES_DIR, 'starting-solids.svg', startingSolids],
  [COURSES_DIR, 'baby-led-weaning.svg', babyLedWeaning],
  [COURSES_DIR, 'picky-eating.svg', pickyEating],
  [COURSES_DIR, 'allergen-introduction.svg', allergenIntroduction],
  [COURSES_DIR, 'family-meals.svg', familyMeals],
  [COURSES_DIR, 'complete-nutrition.svg', completeNutrition],
  [EXPERTS_DIR, 'instructor-niamh-okafor-reyes.svg', niamh],
  [EXPERTS_DIR, 'instructor-tomasz-ellery-hughes.svg', tomasz],
];

mkdirSync(COURSES_DIR, { recursive: true });
mkdirSync(EXPERTS_DIR, { recursive: true });
for (const [dir, name, draw] of FILES) {
  const content = draw();
  const bytes = Buffer.byteLength(content);
  if (bytes > MAX_BYTES) throw new Error(`${name} is ${bytes} bytes, over the ${MAX_BYTES} byte budget`);
  writeFileSync(path.join(dir, name), content);
  console.log(`${path.relative(ROOT, path.join(dir, name))}  ${bytes} bytes`);
}
