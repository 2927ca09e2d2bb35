/**
 * Draws the catalog's illustrations as small SVG files shipped with the app (no remote URLs):
 *   app/public/images/recipes/<slug>.svg      one per seeded recipe, and from it, as WebP:
 *   app/public/images/recipes/<slug>.webp     800 x 600, the picture the catalog names
 *   app/public/images/recipes/<slug>-400w.webp  400 x 300, for a card on a tablet or a desktop
 *   app/public/images/recipes/<slug>-300w.webp  300 x 225, for a card on a phone
 *   app/public/images/categories/<slug>.svg   one per category
 *   app/public/images/experts/<slug>.svg      one avatar per tip expert
 *   app/public/images/recipe-fallback.svg     neutral plate for missing or broken images
 *
 * Recipe pictures are derived from the recipe itself: the dish's kind (from its slug) picks the
 * vessel and arrangement (bowl of puree, muffin tin, pizza board, tray, jar...), and the
 * colours come from its main ingredients (orange for carrot and sweet potato, green for peas
 * and spinach, yellow for banana and egg...). A seeded random generator keyed on the slug
 * varies placement, so every picture is distinct and the output is reproducible.
 *
 * Recipe pictures are shown as WebP: a browser draws an SVG picture on the page's own thread,
 * as a document of its own (10 to 30 ms each on a phone, a dozen on a list), but decodes a
 * WebP on another. The SVGs stay, as the pictures' source and for catalogs that still name them.
 *
 * Run: npx tsx scripts/make-content-images.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

import { SEED_CATEGORIES } from '../api/db/seed/content/categories';
import { SEED_RECIPES } from '../api/db/seed/content/recipes';
import { SEED_TIPS } from '../api/db/seed/content/tips';
import type { SeedRecipe } from '../api/db/seed/content/types';

const OUT = new URL('../app/public/images/', import.meta.url);
const MAX_BYTES = 6 * 1024;

// ------------------------------------------------------------------------------------ colours

/** Ingredient keywords and their food colours, most specific first. */
const FOOD_COLOURS: readonly (readonly [RegExp, string])[] = [
  [/sweet potato/, '#F28C38'],
  [/butternut|squash/, '#F4A340'],
  [/carrot/, '#F5873A'],
  [/mango/, '#FFB52E'],
  [/apricot/, '#F6A53B'],
  [/red lentil|lentil/, '#D9793A'],
  [/chickpea flour/, '#E8C77F'],
  [/chickpea/, '#E0B873'],
  [/black bean/, '#3D3236'],
  [/kidney bean/, '#8E2F2F'],
  [/peanut butter|seed butter|tahini/, '#C68B4B'],
  [/sugar snap|\bpeas?\b/, '#7CC24A'],
  [/broccoli/, '#4E9F3D'],
  [/spinach/, '#3E8E41'],
  [/courgette/, '#6DAA45'],
  [/avocado/, '#A8CF5A'],
  [/cucumber/, '#8CC765'],
  [/parsley|mint|chives|dill|spring onion/, '#5DAE52'],
  [/banana/, '#F7D95C'],
  [/sweetcorn/, '#FFD23F'],
  [/\beggs?\b(?!-free)/, '#FFCF40'],
  [/cheddar/, '#F9C74F'],
  [/mozzarella/, '#FFF1C1'],
  [/\bpears?\b/, '#D4DE72'],
  [/lemon/, '#FFE066'],
  [/raspberr/, '#E84A5F'],
  [/strawberr/, '#E63946'],
  [/blueberr/, '#4C5FD5'],
  [/cherry tomato|tomato|passata/, '#E5483B'],
  [/red pepper/, '#D62F2F'],
  [/apple/, '#E9684F'],
  [/salmon/, '#F49A7A'],
  [/beef|lamb/, '#8B5A3C'],
  [/turkey|chicken/, '#EBC99A'],
  [/\bcod\b|tuna/, '#F3EBDD'],
  [/dates/, '#7A4A2A'],
  [/oats|oat\b/, '#D2B07A'],
  [/breadcrumbs|bread|toast|buns?\b/, '#C98E4E'],
  [/tortilla/, '#E8C78F'],
  [/pasta|spaghetti|lasagne|noodles/, '#F0CF85'],
  [/coconut/, '#F6EFE0'],
  [/yogurt|milk|cream cheese/, '#FBF8F1'],
  [/potato/, '#EFD9A0'],
  [/rice/, '#FAF6EC'],
  [/flour/, '#EAD6AE'],
  [/nori/, '#2F4A3A'],
];

const NEUTRAL = '#E8D3A9';

function ingredientColours(recipe: SeedRecipe): string[] {
  const colours: string[] = [];
  for (const line of recipe.ingredients) {
    const lower = line.toLowerCase();
    const hit = FOOD_COLOURS.find(([pattern]) => pattern.test(lower));
    if (hit && !colours.includes(hit[1])) colours.push(hit[1]);
  }
  return colours.length > 0 ? colours : [NEUTRAL];
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(c ?? 0)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`.toUpperCase();
}

/** Mixes a colour towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  return toHex(channels(hex).map((c) => c + (target - c) * t));
}

/** True for near-white colours (milk, yogurt, rice, cod) that vanish on a white plate. */
function isLight(hex: string): boolean {
  const [r, g, b] = channels(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255 > 0.86;
}

/** The first colour from `index` on that shows up against white, or a soft neutral. */
function vivid(ctx: Ctx, index = 0): string {
  const list = [...ctx.colours.slice(index), ...ctx.colours.slice(0, index)];
  return list.find((c) => !isLight(c)) ?? '#C9B79C';
}

/** Cooked colours where they differ from the raw food's (stewed apple is pale, not red). */
const COOKED: Readonly<Record<string, string>> = { '#E9684F': '#F2DC9B' };

// ------------------------------------------------------------------------------------ random

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: a tiny seeded generator, so the same slug always draws the same picture. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Ctx {
  readonly rnd: () => number;
  readonly colours: readonly string[];
  pick<T>(items: readonly T[]): T;
  range(min: number, max: number): number;
  colour(index: number): string;
}

function context(seedText: string, colours: readonly string[]): Ctx {
  const rnd = random(hash(seedText));
  return {
    rnd,
    colours,
    pick: (items) => items[Math.floor(rnd() * items.length)] as (typeof items)[number],
    range: (min, max) => Math.round(min + rnd() * (max - min)),
    colour: (index) => colours[index % colours.length] ?? NEUTRAL,
  };
}

// ------------------------------------------------------------------------------------ svg bits

const n = (value: number) => String(Math.round(value));

function svg(body: string, background: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">' +
    background +
    body +
    '</svg>\n'
  );
}

function backdrop(ctx: Ctx, id: string, from: string, to: string): string {
  const dots = Array.from({ length: 5 }, () => {
    const r = ctx.range(30, 90);
    return `<circle cx="${ctx.range(0, 800)}" cy="${ctx.range(0, 300)}" r="${r}" fill="#FFF" opacity=".22"/>`;
  }).join('');
  const table = shade(from, -0.08);
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="800" height="600" fill="url(#${id})"/>${dots}` +
    `<path d="M0 470 Q400 440 800 470 V600 H0 Z" fill="${table}" opacity=".55"/>`
  );
}

function shadow(cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="#000" opacity=".12"/>`;
}

const VESSEL_COLOURS = ['#FFFFFF', '#8CC7CF', '#F6B8BC', '#B5D99C', '#FFE08A', '#A9C5EB', '#D7C4F0'] as const;

function bowl(ctx: Ctx, surface: string, inner: string): string {
  const body = ctx.pick(isLight(surface) ? VESSEL_COLOURS.slice(1) : VESSEL_COLOURS);
  const rim = shade(body === '#FFFFFF' ? '#DDE3EA' : body, -0.12);
  return (
    shadow(400, 505, 230, 26) +
    `<path d="M150 300 Q160 505 400 505 Q640 505 650 300 Z" fill="${body}"/>` +
    '<path d="M190 340 Q215 450 330 480" stroke="#FFF" stroke-width="14" fill="none" ' +
    'stroke-linecap="round" opacity=".35"/>' +
    `<ellipse cx="400" cy="300" rx="250" ry="72" fill="${rim}"/>` +
    `<ellipse cx="400" cy="304" rx="232" ry="60" fill="${surface}"/>` +
    inner
  );
}

function plate(ctx: Ctx, inner: string, rimColour?: string): string {
  const rim = rimColour ?? ctx.pick(VESSEL_COLOURS.slice(1));
  return (
    shadow(400, 470, 300, 40) +
    `<ellipse cx="400" cy="340" rx="310" ry="165" fill="#FFF" stroke="${rim}" stroke-width="14"/>` +
    '<ellipse cx="400" cy="345" rx="235" ry="118" fill="#F7F6F2" stroke="#ECEAE4" stroke-width="4"/>' +
    inner
  );
}

function board(ctx: Ctx, inner: string): string {
  const wood = ctx.pick(['#D9A86C', '#C9925A', '#E2B77F'] as const);
  const grain = shade(wood, -0.15);
  return (
    shadow(400, 500, 300, 26) +
    `<rect x="110" y="250" width="580" height="240" rx="46" fill="${wood}"/>` +
    `<circle cx="660" cy="290" r="12" fill="${grain}"/>` +
    `<path d="M150 330 Q300 315 450 335 T650 330 M150 420 Q320 405 480 425 T640 420" ` +
    `stroke="${grain}" stroke-width="4" fill="none" opacity=".5"/>` +
    inner
  );
}

function tray(inner: string): string {
  return (
    shadow(400, 500, 310, 24) +
    '<rect x="100" y="220" width="600" height="270" rx="26" fill="#5E6873"/>' +
    '<rect x="122" y="240" width="556" height="230" rx="16" fill="#F4EFE4"/>' +
    inner
  );
}

function spoon(ctx: Ctx): string {
  const angle = ctx.range(-30, -10);
  return (
    `<g transform="rotate(${angle} 560 240)">` +
    '<rect x="540" y="60" width="30" height="200" rx="15" fill="#C9CED6"/>' +
    '<ellipse cx="555" cy="265" rx="48" ry="34" fill="#D7DCE3"/></g>'
  );
}

/** Scatters `count` food pieces inside an ellipse. */
function scatter(
  ctx: Ctx,
  count: number,
  area: { cx: number; cy: number; rx: number; ry: number },
  draw: (x: number, y: number, colour: string, i: number) => string,
  firstColour = 1,
): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const a = ctx.rnd() * Math.PI * 2;
    const d = Math.sqrt(ctx.rnd());
    const x = area.cx + Math.cos(a) * area.rx * d;
    const y = area.cy + Math.sin(a) * area.ry * d;
    out += draw(x, y, ctx.colour(firstColour + i), i);
  }
  return out;
}

const piece = (x: number, y: number, colour: string, r: number) =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${colour}" stroke="${shade(colour, -0.2)}" stroke-width="3"/>`;

// ------------------------------------------------------------------------------ arrangements

type Drawer = (ctx: Ctx) => string;

const swirl = (colour: string) =>
  `<path d="M320 304 q80 -46 160 0 q-70 34 -125 0 q45 -20 85 0" stroke="${colour}" stroke-width="12" ` +
  'fill="none" stroke-linecap="round"/>';

const puree: Drawer = (ctx) => {
  const main = COOKED[ctx.colour(0)] ?? ctx.colour(0);
  const swirlColour = isLight(main) ? shade(vivid(ctx, 1), 0.25) : shade(main, 0.35);
  const garnish =
    ctx.colours.length > 1
      ? scatter(ctx, 5, { cx: 400, cy: 300, rx: 150, ry: 30 }, (x, y, c) =>
          piece(x, y, isLight(c) ? vivid(ctx, 1) : c, 9),
        )
      : '';
  return bowl(ctx, main, swirl(swirlColour) + garnish) + spoon(ctx);
};

const stew: Drawer = (ctx) => {
  const sauce = ctx.colour(ctx.colours.length > 2 ? 2 : 0);
  const chunks = scatter(
    ctx,
    16,
    { cx: 400, cy: 302, rx: 195, ry: 42 },
    (x, y, c, i) =>
      i % 3 === 0
        ? `<rect x="${n(x - 14)}" y="${n(y - 10)}" width="28" height="22" rx="7" fill="${c}"/>`
        : piece(x, y, c, ctx.range(9, 15)),
    0,
  );
  return bowl(ctx, shade(sauce, -0.05), chunks);
};

const grains: Drawer = (ctx) => {
  const rice = scatter(
    ctx,
    34,
    { cx: 400, cy: 302, rx: 205, ry: 44 },
    (x, y, c, i) =>
      i % 3 === 0
        ? piece(x, y, c, 8)
        : `<ellipse cx="${n(x)}" cy="${n(y)}" rx="9" ry="4" fill="#FFFDF6" transform="rotate(${(i * 37) % 180} ${n(x)} ${n(y)})"/>`,
    0,
  );
  return bowl(ctx, '#F4EEDC', rice);
};

const noodles: Drawer = (ctx) => {
  const pasta = '#F0CF85';
  let waves = '';
  for (let i = 0; i < 7; i += 1) {
    const y = 280 + i * 8;
    const x = 200 + ctx.range(0, 40);
    waves +=
      `<path d="M${x} ${y} q25 -18 50 0 t50 0 t50 0 t50 0 t50 0 t50 0" stroke="${shade(pasta, -i * 0.03)}" ` +
      'stroke-width="9" fill="none" stroke-linecap="round"/>';
  }
  const sauce = ctx.colours.find((c) => c !== pasta) ?? ctx.colour(0);
  const blobs = scatter(ctx, 8, { cx: 400, cy: 300, rx: 150, ry: 32 }, (x, y, c) => piece(x, y, c, 11), 0);
  return bowl(ctx, shade(sauce, 0.1), waves + blobs);
};

const stack: Drawer = (ctx) => {
  const cake = '#E9B86A';
  let cakes = '';
  for (let i = 0; i < 4; i += 1) {
    const y = 380 - i * 34;
    cakes +=
      `<ellipse cx="400" cy="${y + 12}" rx="150" ry="42" fill="${shade(cake, -0.2)}"/>` +
      `<ellipse cx="400" cy="${y}" rx="150" ry="42" fill="${i === 3 ? shade(cake, 0.15) : cake}"/>`;
  }
  const fruit = scatter(ctx, 6, { cx: 400, cy: 272, rx: 90, ry: 20 }, (x, y, c) => piece(x, y, c, 13), 0);
  return plate(ctx, cakes + fruit);
};

const fingers: Drawer = (ctx) => {
  let out = '';
  const count = ctx.range(5, 7);
  for (let i = 0; i < count; i += 1) {
    const x = 230 + i * (340 / count);
    const y = 300 + ctx.range(-20, 30);
    const colour = ctx.colour(i);
    out +=
      `<rect x="${n(x)}" y="${n(y)}" width="44" height="120" rx="18" fill="${colour}" stroke="${shade(colour, -0.2)}" ` +
      `stroke-width="3" transform="rotate(${ctx.range(-25, 25)} ${n(x + 22)} ${n(y + 60)})"/>`;
  }
  return plate(ctx, out);
};

const balls: Drawer = (ctx) => {
  const hasSauce = ctx.colours.some((c) => c === '#E5483B');
  const sauce = hasSauce ? '<ellipse cx="400" cy="350" rx="190" ry="85" fill="#E5483B" opacity=".85"/>' : '';
  const base = isLight(ctx.colour(0)) ? shade(vivid(ctx), 0.45) : ctx.colour(0);
  const items = scatter(ctx, 9, { cx: 400, cy: 345, rx: 170, ry: 70 }, (x, y, c, i) =>
    i % 4 === 3 ? piece(x, y, c, 12) : piece(x, y, i % 2 ? shade(base, -0.1) : base, 30),
  );
  return plate(ctx, sauce + items);
};

const patties: Drawer = (ctx) => {
  const base = ctx.colour(0);
  let out = '';
  for (let i = 0; i < 5; i += 1) {
    const x = 260 + (i % 3) * 140 + (i > 2 ? 70 : 0);
    const y = i > 2 ? 390 : 310;
    out +=
      `<ellipse cx="${x}" cy="${y + 8}" rx="62" ry="36" fill="${shade(base, -0.3)}"/>` +
      `<ellipse cx="${x}" cy="${y}" rx="62" ry="36" fill="${shade(base, -0.05)}"/>` +
      piece(x - 15, y - 6, ctx.colour(i + 1), 8) +
      piece(x + 18, y + 6, ctx.colour(i + 2), 7);
  }
  return plate(ctx, out);
};

const dip: Drawer = (ctx) => {
  const main = ctx.colour(0);
  let sticks = '';
  for (let i = 0; i < 8; i += 1) {
    const angle = -150 + i * 40;
    const colour = i % 2 ? '#F5873A' : '#8CC765';
    sticks +=
      `<rect x="515" y="330" width="90" height="26" rx="12" fill="${colour}" ` +
      `transform="rotate(${angle} 400 345)"/>`;
  }
  return plate(
    ctx,
    sticks +
      '<ellipse cx="400" cy="345" rx="105" ry="62" fill="#FFF" stroke="#E2E2E2" stroke-width="6"/>' +
      `<ellipse cx="400" cy="343" rx="86" ry="48" fill="${main}"/>` +
      '<path d="M360 340 q40 -22 80 0" stroke="#D9A85A" stroke-width="6" fill="none"/>',
  );
};

const rings: Drawer = (ctx) => {
  let out = '';
  for (let i = 0; i < 5; i += 1) {
    const x = 250 + i * 75;
    const y = 340 + (i % 2 ? -25 : 20);
    out +=
      `<circle cx="${x}" cy="${y}" r="62" fill="#FFF6DC" stroke="#E9684F" stroke-width="8"/>` +
      `<circle cx="${x}" cy="${y}" r="44" fill="#C68B4B"/><circle cx="${x}" cy="${y}" r="13" fill="#F7F6F2"/>`;
  }
  return plate(ctx, out);
};

const scramble: Drawer = (ctx) => {
  const egg = scatter(
    ctx,
    10,
    { cx: 360, cy: 340, rx: 110, ry: 55 },
    (x, y) => `<ellipse cx="${n(x)}" cy="${n(y)}" rx="40" ry="26" fill="#FFD54A"/>`,
  );
  const side = scatter(ctx, 5, { cx: 520, cy: 360, rx: 50, ry: 40 }, (x, y, c) => piece(x, y, c, 16), 2);
  const toast =
    '<rect x="240" y="400" width="120" height="44" rx="12" fill="#C98E4E" transform="rotate(-12 300 420)"/>';
  return plate(ctx, toast + egg + side);
};

const wraps: Drawer = (ctx) => {
  let out = '';
  for (let i = 0; i < 3; i += 1) {
    const y = 280 + i * 55;
    out +=
      `<rect x="230" y="${y}" width="330" height="58" rx="29" fill="#E8C78F" stroke="#C9A66D" stroke-width="3"/>` +
      `<ellipse cx="560" cy="${y + 29}" rx="22" ry="29" fill="${ctx.colour(i + 1)}" stroke="#E8C78F" stroke-width="8"/>`;
  }
  return plate(ctx, out);
};

const spirals: Drawer = (ctx) => {
  const sushi = ctx.colours.includes('#2F4A3A');
  let out = '';
  for (let i = 0; i < 6; i += 1) {
    const x = 215 + (i % 3) * 150 + (i > 2 ? 60 : 0);
    const y = i > 2 ? 410 : 320;
    const outer = sushi ? '#2F4A3A' : '#E8C78F';
    const fill = sushi ? '#FAF6EC' : '#FFF8E7';
    out +=
      `<circle cx="${x}" cy="${y}" r="56" fill="${outer}"/><circle cx="${x}" cy="${y}" r="46" fill="${fill}"/>` +
      (sushi
        ? piece(x - 12, y, ctx.colour(i + 1), 12) + piece(x + 14, y - 6, ctx.colour(i + 2), 10)
        : `<path d="M${x} ${y} m-6 0 a6 6 0 1 1 12 0 a14 14 0 1 1 -26 0 a22 22 0 1 1 42 0 a30 30 0 1 1 -56 0" ` +
          `stroke="${ctx.colour(i + 1)}" stroke-width="7" fill="none"/>`);
  }
  return board(ctx, out);
};

const wedges: Drawer = (ctx) => {
  let out = '';
  for (let i = 0; i < 5; i += 1) {
    const x = 190 + i * 95;
    const flip = i % 2 === 1;
    const pts = flip ? `${x},300 ${x + 150},300 ${x + 75},440` : `${x},440 ${x + 150},440 ${x + 75},300`;
    out +=
      `<polygon points="${pts}" fill="#E8B765" stroke="#C98E4E" stroke-width="6" stroke-linejoin="round"/>` +
      piece(x + 75, flip ? 340 : 400, ctx.colour(i + 1), 9);
  }
  return board(ctx, out);
};

const pizza: Drawer = (ctx) => {
  const face = (x: number, y: number) =>
    `<circle cx="${x}" cy="${y}" r="105" fill="#E3B36C"/><circle cx="${x}" cy="${y}" r="88" fill="#D8453A"/>` +
    `<circle cx="${x}" cy="${y}" r="78" fill="#FFF1C1" opacity=".85"/>` +
    `<circle cx="${x - 30}" cy="${y - 22}" r="16" fill="#E5483B"/><circle cx="${x + 30}" cy="${y - 22}" r="16" fill="#E5483B"/>` +
    `<path d="M${x - 40} ${y + 20} q40 40 80 0" stroke="#D62F2F" stroke-width="12" fill="none" stroke-linecap="round"/>` +
    `<path d="M${x - 8} ${y} l8 -12 l8 12 z" fill="#3E8E41"/>`;
  return board(ctx, face(290, 365) + face(510, 365));
};

const loaf: Drawer = (ctx) => {
  let slices = '';
  for (let i = 0; i < 3; i += 1) {
    const x = 470 + i * 55;
    slices +=
      `<rect x="${x}" y="300" width="44" height="150" rx="14" fill="#C27C3E"/>` +
      `<rect x="${x + 6}" y="308" width="32" height="136" rx="10" fill="#E9C48A"/>` +
      piece(x + 22, 350, '#4C5FD5', 6) +
      piece(x + 18, 405, '#4C5FD5', 5);
  }
  return board(
    ctx,
    '<path d="M170 450 V340 Q170 280 300 280 Q430 280 430 340 V450 Z" fill="#B8733A"/>' +
      '<path d="M210 300 q90 -30 180 0" stroke="#8E5426" stroke-width="8" fill="none"/>' +
      slices,
  );
};

const domes: Drawer = (ctx) => {
  let out = '';
  for (let i = 0; i < 5; i += 1) {
    const x = 210 + i * 95;
    const y = 400 - (i % 2) * 50;
    out +=
      `<path d="M${x - 48} ${y} Q${x - 50} ${y - 80} ${x} ${y - 82} Q${x + 50} ${y - 80} ${x + 48} ${y} Z" fill="#E3B56A"/>` +
      `<ellipse cx="${x}" cy="${y - 60}" rx="30" ry="12" fill="${ctx.colour(i)}"/>`;
  }
  return board(ctx, out);
};

const burgers: Drawer = (ctx) => {
  const burger = (x: number) =>
    `<ellipse cx="${x}" cy="430" rx="110" ry="26" fill="#C98E4E"/>` +
    `<rect x="${x - 112}" y="378" width="224" height="44" rx="22" fill="#3D3236"/>` +
    `<path d="M${x - 118} 378 q30 -14 60 0 t60 0 t60 0 t56 0" stroke="#7CC24A" stroke-width="12" fill="none"/>` +
    `<rect x="${x - 104}" y="352" width="208" height="16" rx="8" fill="#E5483B"/>` +
    `<path d="M${x - 110} 350 Q${x - 110} 270 ${x} 268 Q${x + 110} 270 ${x + 110} 350 Z" fill="#D9A15A"/>`;
  return board(ctx, burger(280) + burger(520));
};

const muffins: Drawer = (ctx) => {
  let out = '';
  for (let i = 0; i < 6; i += 1) {
    const x = 240 + (i % 3) * 160;
    const y = i < 3 ? 300 : 420;
    const top = ctx.colours.includes('#FFCF40') && !ctx.colours.includes('#F7D95C') ? '#F5C84C' : '#D9A15A';
    out +=
      `<ellipse cx="${x}" cy="${y + 8}" rx="66" ry="44" fill="#8E97A4"/>` +
      `<path d="M${x - 52} ${y - 4} L${x - 40} ${y + 34} H${x + 40} L${x + 52} ${y - 4} Z" fill="${ctx.colour(i + 1)}" opacity=".9"/>` +
      `<ellipse cx="${x}" cy="${y - 8}" rx="58" ry="34" fill="${top}"/>` +
      piece(x - 14, y - 14, ctx.colour(i), 8) +
      piece(x + 16, y - 4, ctx.colour(i + 2), 7);
  }
  return (
    shadow(400, 505, 300, 24) +
    '<rect x="110" y="220" width="580" height="270" rx="40" fill="#B8C0CC"/>' +
    out
  );
};

const jar: Drawer = (ctx) => {
  const fruit = [...ctx.colours].reverse().find((c) => !isLight(c) && c !== '#D2B07A') ?? '#E9684F';
  const layers: readonly (readonly [string, number, number])[] = [
    ['#D2B07A', 400, 92],
    ['#FBF6EA', 320, 82],
    [shade(COOKED[fruit] ?? fruit, 0.35), 270, 52],
  ];
  let out = '';
  for (const [colour, y, height] of layers) {
    out += `<rect x="288" y="${y}" width="224" height="${height}" fill="${colour}"/>`;
  }
  const berries = scatter(ctx, 8, { cx: 400, cy: 262, rx: 85, ry: 12 }, (x, y) => piece(x, y, fruit, 14));
  return (
    shadow(400, 500, 160, 20) +
    '<rect x="280" y="160" width="240" height="340" rx="44" fill="#FFF" opacity=".7"/>' +
    '<clipPath id="jar"><rect x="288" y="168" width="224" height="324" rx="38"/></clipPath>' +
    `<g clip-path="url(#jar)">${out}</g>` +
    berries +
    '<rect x="280" y="160" width="240" height="340" rx="44" fill="none" stroke="#B9C6CC" stroke-width="8"/>' +
    '<rect x="290" y="120" width="220" height="48" rx="14" fill="#8CC7CF"/>'
  );
};

const mug: Drawer = (ctx) => {
  const body = ctx.pick(VESSEL_COLOURS.slice(1));
  const soup = ctx.colour(0);
  return (
    shadow(400, 505, 200, 22) +
    `<path d="M560 300 q100 0 100 75 t-110 80" stroke="${body}" stroke-width="30" fill="none"/>` +
    `<path d="M230 260 H570 L545 470 Q540 500 510 500 H290 Q260 500 255 470 Z" fill="${body}"/>` +
    `<ellipse cx="400" cy="260" rx="170" ry="40" fill="${shade(body, -0.15)}"/>` +
    `<ellipse cx="400" cy="264" rx="152" ry="30" fill="${soup}"/>` +
    swirl(shade(soup, 0.45)).replace('M320 304', 'M335 262') +
    '<path d="M340 210 q-20 -30 0 -60 t0 -60 M400 200 q-20 -30 0 -60 t0 -60 M460 210 q-20 -30 0 -60 t0 -60" ' +
    'stroke="#FFF" stroke-width="10" fill="none" stroke-linecap="round" opacity=".6"/>'
  );
};

const dish: Drawer = (ctx) => {
  const layered = ctx.colours.includes('#F0CF85');
  const front = layered
    ? ['#C0392B', '#F0CF85', '#FBF3E0', '#C0392B', '#F0CF85', '#FBF3E0']
        .map((c, i) => `<rect x="165" y="${330 + i * 20}" width="470" height="20" fill="${c}"/>`)
        .join('')
    : '';
  let ridges = '';
  for (let i = 0; i < 6; i += 1) {
    const y = 262 + i * 11;
    ridges += `<path d="M190 ${y} q50 -10 100 0 t100 0 t100 0 t100 0" stroke="#C98A3E" stroke-width="5" fill="none"/>`;
  }
  const colour = ctx.pick(['#F2F2F2', '#D9694A', '#8CC7CF'] as const);
  return (
    shadow(400, 500, 300, 24) +
    `<rect x="90" y="290" width="50" height="30" rx="12" fill="${colour}"/>` +
    `<rect x="660" y="290" width="50" height="30" rx="12" fill="${colour}"/>` +
    `<rect x="130" y="230" width="540" height="260" rx="36" fill="${colour}"/>` +
    `<rect x="165" y="250" width="470" height="220" rx="20" fill="#F1C27A"/>` +
    front +
    ridges +
    scatter(ctx, 6, { cx: 400, cy: 300, rx: 170, ry: 25 }, (x, y, c) => piece(x, y, c, 8), 0)
  );
};

const ramekins: Drawer = (ctx) => {
  const dishColour = ctx.pick(VESSEL_COLOURS.slice(1));
  const spots = [
    [255, 270],
    [545, 270],
    [400, 400],
  ] as const;
  return spots
    .map(
      ([x, y], i) =>
        shadow(x, y + 72, 125, 16) +
        `<path d="M${x - 125} ${y} V${y + 50} Q${x} ${y + 95} ${x + 125} ${y + 50} V${y} Z" fill="${dishColour}"/>` +
        `<ellipse cx="${x}" cy="${y}" rx="125" ry="44" fill="${shade(dishColour, -0.12)}"/>` +
        `<ellipse cx="${x}" cy="${y + 2}" rx="108" ry="35" fill="#F1C27A"/>` +
        `<path d="M${x - 75} ${y} q37 -12 75 0 t75 0" stroke="#D9A04E" stroke-width="6" fill="none"/>` +
        piece(x - 30, y + 12, ctx.colour(i + 1), 9) +
        piece(x + 36, y - 8, '#7CC24A', 9),
    )
    .join('');
};

const traybake: Drawer = (ctx) => {
  const fish = ctx.colours.includes('#F49A7A') || ctx.colours.includes('#F3EBDD');
  const skewers = ctx.colours.includes('#EBC99A') && !fish;
  let out = '';
  if (skewers) {
    for (let i = 0; i < 4; i += 1) {
      const y = 280 + i * 50;
      out += `<rect x="150" y="${y - 3}" width="500" height="6" rx="3" fill="#B0875A"/>`;
      for (let j = 0; j < 6; j += 1) {
        const c = j % 2 ? ctx.colour(j + i) : '#D7A46A';
        out += `<rect x="${190 + j * 72}" y="${y - 20}" width="50" height="40" rx="12" fill="${c}"/>`;
      }
    }
  } else if (fish && ctx.colours.includes('#F3EBDD')) {
    for (let i = 0; i < 7; i += 1) {
      out +=
        `<rect x="${170 + i * 66}" y="${280 + (i % 2) * 30}" width="48" height="130" rx="14" fill="#D9962E" ` +
        'stroke="#B8771E" stroke-width="4"/>';
    }
    out += '<path d="M590 420 a45 45 0 0 1 70 0 z" fill="#FFE066"/>';
  } else if (fish) {
    out +=
      '<rect x="200" y="290" width="170" height="90" rx="30" fill="#F49A7A"/>' +
      '<rect x="420" y="310" width="170" height="90" rx="30" fill="#F49A7A"/>' +
      '<path d="M230 320 h110 M450 340 h110" stroke="#FCD2C2" stroke-width="8" stroke-linecap="round"/>' +
      scatter(ctx, 12, { cx: 400, cy: 400, rx: 240, ry: 40 }, (x, y, c) => piece(x, y, c, 18), 1);
  } else {
    for (let i = 0; i < 9; i += 1) {
      const x = 170 + (i % 5) * 100;
      const y = i < 5 ? 280 : 380;
      out += `<path d="M${x} ${y + 70} L${x + 35} ${y} L${x + 70} ${y + 70} Z" fill="${ctx.colour(0)}" stroke="${shade(ctx.colour(0), -0.25)}" stroke-width="5" stroke-linejoin="round"/>`;
    }
    out += '<ellipse cx="640" cy="400" rx="46" ry="34" fill="#FBF8F1" stroke="#DDD" stroke-width="4"/>';
  }
  return tray(out);
};

const mixed: Drawer = (ctx) =>
  plate(
    ctx,
    scatter(ctx, 12, { cx: 400, cy: 345, rx: 180, ry: 80 }, (x, y, c) => piece(x, y, c, 22), 0),
  );

/** Which drawing suits a recipe, from the words in its slug; first match wins. */
const DRAWERS: readonly (readonly [RegExp, Drawer])[] = [
  [/overnight-oats/, jar],
  [/soup/, mug],
  [/muffins/, muffins],
  [/pizza/, pizza],
  [/pinwheels|sushi/, spirals],
  [/quesadillas/, wedges],
  [/banana-bread/, loaf],
  [/scones/, domes],
  [/burgers/, burgers],
  [/fish-pies/, ramekins],
  [/lasagne|pie/, dish],
  [/traybake|skewers|fish-fingers|wedges/, traybake],
  [/hummus/, dip],
  [/apple-rings/, rings],
  [/scrambled|burritos/, scramble],
  [/wraps/, wraps],
  [/pancakes|french-toast/, stack],
  [/pasta|bolognese|noodle/, noodles],
  [/rice(?!-porridge)|risotto/, grains],
  [/casserole|(?:^|-)stew(?:-|$)|chilli|curry|dhal/, stew],
  [/fingers|sticks|strips/, fingers],
  [/bites|balls|meatballs|falafel|koftas/, balls],
  [/patties|fritters/, patties],
  [/puree|mash|porridge|yogurt|smoothie/, puree],
];

function recipeSvg(recipe: SeedRecipe): string {
  const colours = ingredientColours(recipe);
  const ctx = context(recipe.slug, colours);
  const drawer = DRAWERS.find(([pattern]) => pattern.test(recipe.slug))?.[1] ?? mixed;
  const main = colours[0] ?? NEUTRAL;
  const second = colours[1] ?? shade(main, -0.1);
  return svg(drawer(ctx), backdrop(ctx, 'bg', shade(main, 0.82), shade(second, 0.68)));
}

// ---------------------------------------------------------------------------------- categories

const CATEGORY_PALETTES: Readonly<Record<string, readonly string[]>> = {
  'first-tastes': ['#F28C38', '#F7D95C', '#7CC24A'],
  'finger-foods': ['#F5873A', '#7CC24A', '#F7D95C'],
  'iron-rich-meals': ['#8B5A3C', '#3E8E41', '#D9793A'],
  'quick-breakfasts': ['#F7D95C', '#E84A5F', '#D2B07A'],
  'lunchbox-ideas': ['#E5483B', '#8CC765', '#FFD23F'],
  'family-dinners': ['#D9694A', '#F0CF85', '#3E8E41'],
  'healthy-snacks': ['#E9684F', '#F7D95C', '#F5873A'],
  'batch-cooking': ['#8CC7CF', '#A9C5EB', '#F4A340'],
};

const CATEGORY_DRAWERS: Readonly<Record<string, Drawer>> = {
  'first-tastes': puree,
  'finger-foods': fingers,
  'iron-rich-meals': (ctx) =>
    stew(ctx) +
    '<path d="M600 200 q60 -60 120 -20 q-50 70 -120 20 z" fill="#3E8E41"/>' +
    '<path d="M605 198 q50 -25 105 -15" stroke="#2C6B30" stroke-width="4" fill="none"/>',
  'quick-breakfasts': (ctx) =>
    '<circle cx="620" cy="150" r="70" fill="#FFD23F"/>' +
    Array.from({ length: 8 }, (_, i) => {
      const a = (i * Math.PI) / 4;
      return `<path d="M${n(620 + Math.cos(a) * 90)} ${n(150 + Math.sin(a) * 90)} L${n(620 + Math.cos(a) * 120)} ${n(150 + Math.sin(a) * 120)}" stroke="#FFD23F" stroke-width="10" stroke-linecap="round"/>`;
    }).join('') +
    puree(ctx),
  'lunchbox-ideas': (ctx) =>
    shadow(400, 500, 280, 24) +
    '<rect x="140" y="200" width="520" height="290" rx="40" fill="#8CC7CF"/>' +
    '<rect x="165" y="225" width="290" height="240" rx="24" fill="#FFF"/>' +
    '<rect x="475" y="225" width="160" height="110" rx="24" fill="#FFF"/>' +
    '<rect x="475" y="355" width="160" height="110" rx="24" fill="#FFF"/>' +
    '<rect x="190" y="260" width="240" height="60" rx="30" fill="#E8C78F"/>' +
    '<rect x="190" y="340" width="240" height="60" rx="30" fill="#E8C78F"/>' +
    '<circle cx="430" cy="290" r="28" fill="#8CC765" stroke="#E8C78F" stroke-width="8"/>' +
    '<circle cx="430" cy="370" r="28" fill="#E5483B" stroke="#E8C78F" stroke-width="8"/>' +
    scatter(ctx, 6, { cx: 555, cy: 280, rx: 45, ry: 25 }, (x, y) => piece(x, y, '#E84A5F', 14)) +
    scatter(ctx, 8, { cx: 555, cy: 410, rx: 45, ry: 25 }, (x, y) => piece(x, y, '#FFD23F', 11)),
  'family-dinners': (ctx) =>
    shadow(400, 505, 260, 24) +
    '<rect x="120" y="280" width="60" height="30" rx="14" fill="#B5533A"/>' +
    '<rect x="620" y="280" width="60" height="30" rx="14" fill="#B5533A"/>' +
    '<path d="M160 250 H640 V440 Q640 500 580 500 H220 Q160 500 160 440 Z" fill="#D9694A"/>' +
    '<ellipse cx="400" cy="250" rx="240" ry="44" fill="#B5533A"/>' +
    '<ellipse cx="400" cy="252" rx="220" ry="34" fill="#E5A040"/>' +
    scatter(ctx, 12, { cx: 400, cy: 252, rx: 180, ry: 22 }, (x, y, c) => piece(x, y, c, 12)) +
    '<path d="M320 190 q-20 -30 0 -60 t0 -60 M400 180 q-20 -30 0 -60 t0 -60 M480 190 q-20 -30 0 -60 t0 -60" ' +
    'stroke="#FFF" stroke-width="10" fill="none" stroke-linecap="round" opacity=".7"/>',
  'healthy-snacks': () =>
    shadow(400, 500, 280, 24) +
    '<circle cx="280" cy="370" r="110" fill="#E9684F"/>' +
    '<path d="M280 262 q10 -40 40 -50" stroke="#7A4A2A" stroke-width="10" fill="none" stroke-linecap="round"/>' +
    '<path d="M300 240 q50 -40 80 0 q-40 30 -80 0 z" fill="#7CC24A"/>' +
    '<path d="M200 330 q20 -40 60 -50" stroke="#FFF" stroke-width="14" fill="none" stroke-linecap="round" opacity=".4"/>' +
    '<path d="M420 250 Q560 250 640 420 Q520 360 420 300 Z" fill="#F7D95C" stroke="#D9B640" stroke-width="6"/>' +
    '<rect x="380" y="420" width="220" height="46" rx="23" fill="#F5873A" transform="rotate(-8 490 443)"/>' +
    '<path d="M600 420 l40 -30 M600 432 l44 -6" stroke="#5DAE52" stroke-width="10" stroke-linecap="round"/>',
  'batch-cooking': () => {
    let boxes = '';
    const colours = ['#F28C38', '#7CC24A', '#E5483B'];
    colours.forEach((c, i) => {
      const y = 400 - i * 95;
      boxes +=
        `<rect x="230" y="${y}" width="340" height="90" rx="18" fill="#FFF" opacity=".9"/>` +
        `<rect x="245" y="${y + 25}" width="310" height="55" rx="12" fill="${c}"/>` +
        `<rect x="222" y="${y - 6}" width="356" height="22" rx="10" fill="#8CC7CF"/>`;
    });
    const flake =
      '<g stroke="#FFF" stroke-width="10" stroke-linecap="round" transform="translate(650 170)">' +
      '<path d="M0 -60 V60 M-52 -30 L52 30 M-52 30 L52 -30 M-15 -50 L0 -35 L15 -50 M-15 50 L0 35 L15 50"/></g>';
    return shadow(400, 500, 220, 20) + boxes + flake;
  },
};

function categorySvg(slug: string): string {
  const colours = CATEGORY_PALETTES[slug] ?? [NEUTRAL];
  const ctx = context(`category-${slug}`, colours);
  const drawer = CATEGORY_DRAWERS[slug] ?? mixed;
  const main = colours[0] ?? NEUTRAL;
  return svg(drawer(ctx), backdrop(ctx, 'bg', shade(main, 0.8), shade(colours[1] ?? main, 0.6)));
}

// ------------------------------------------------------------------------------------- experts

interface Avatar {
  readonly skin: string;
  readonly hair: string;
  readonly top: string;
  readonly background: string;
  readonly style: 'curls' | 'short' | 'long' | 'bun';
  readonly glasses?: boolean;
  readonly coat?: boolean;
}

/** Avatar looks by expert slug; an unknown expert gets one derived from the name's hash. */
const AVATARS: Readonly<Record<string, Avatar>> = {
  'dr-amara-okafor': {
    skin: '#7B4A2E',
    hair: '#1E1412',
    top: '#2A9D8F',
    background: '#CDEDE8',
    style: 'curls',
    coat: true,
  },
  'dr-lucas-moreau': {
    skin: '#F1C7A5',
    hair: '#6B4423',
    top: '#3D6FB6',
    background: '#DCE7F7',
    style: 'short',
    glasses: true,
    coat: true,
  },
  'priya-raman': { skin: '#B97A56', hair: '#231815', top: '#E9A23B', background: '#FBEBCB', style: 'long' },
  'sofia-lindqvist': {
    skin: '#F6D5C0',
    hair: '#E3C074',
    top: '#E76F51',
    background: '#FBDDD3',
    style: 'bun',
    glasses: true,
  },
};

function avatarSvg(slug: string): string {
  const fallback: Avatar = {
    skin: '#D9A07A',
    hair: '#4A3426',
    top: '#7B8CDE',
    background: '#E4E8FA',
    style: 'short',
  };
  const a = AVATARS[slug] ?? fallback;
  const hairBack =
    a.style === 'long'
      ? `<path d="M270 250 Q260 120 400 115 Q540 120 530 250 L545 440 H255 Z" fill="${a.hair}"/>`
      : a.style === 'curls'
        ? Array.from({ length: 11 }, (_, i) => {
            const angle = Math.PI + (i * Math.PI) / 10;
            return `<circle cx="${n(400 + Math.cos(angle) * 125)}" cy="${n(235 + Math.sin(angle) * 115)}" r="48" fill="${a.hair}"/>`;
          }).join('')
        : a.style === 'bun'
          ? `<circle cx="400" cy="105" r="55" fill="${a.hair}"/>`
          : '';
  const hairFront =
    a.style === 'short'
      ? `<path d="M285 235 Q280 125 400 120 Q520 125 515 235 Q500 175 400 168 Q320 170 285 235 Z" fill="${a.hair}"/>`
      : a.style === 'long'
        ? `<path d="M288 240 Q290 140 400 135 Q510 140 512 240 Q470 170 400 175 Q330 175 288 240 Z" fill="${a.hair}"/>`
        : a.style === 'bun'
          ? `<path d="M285 240 Q285 135 400 132 Q515 135 515 240 Q480 175 400 172 Q320 175 285 240 Z" fill="${a.hair}"/>`
          : '';
  const coat = a.coat
    ? '<path d="M170 600 Q180 470 330 440 L400 560 L470 440 Q620 470 630 600 Z" fill="#FFF"/>' +
      '<path d="M330 440 L400 560 L470 440" stroke="#D9DEE5" stroke-width="6" fill="none"/>'
    : '';
  const glasses = a.glasses
    ? '<g fill="none" stroke="#2D2D2D" stroke-width="6"><circle cx="355" cy="262" r="30"/>' +
      '<circle cx="445" cy="262" r="30"/><path d="M385 262 h30"/></g>'
    : '';
  return svg(
    '<circle cx="400" cy="300" r="290" fill="#FFF" opacity=".45"/>' +
      hairBack +
      `<path d="M150 600 Q160 450 330 425 H470 Q640 450 650 600 Z" fill="${a.top}"/>` +
      coat +
      `<rect x="360" y="360" width="80" height="90" rx="30" fill="${shade(a.skin, -0.12)}"/>` +
      `<ellipse cx="400" cy="265" rx="118" ry="135" fill="${a.skin}"/>` +
      `<ellipse cx="283" cy="275" rx="18" ry="28" fill="${a.skin}"/><ellipse cx="517" cy="275" rx="18" ry="28" fill="${a.skin}"/>` +
      hairFront +
      '<circle cx="355" cy="262" r="10" fill="#2D2D2D"/><circle cx="445" cy="262" r="10" fill="#2D2D2D"/>' +
      `<path d="M335 232 q20 -12 40 0 M425 232 q20 -12 40 0" stroke="${shade(a.hair, 0.1)}" stroke-width="7" fill="none" stroke-linecap="round"/>` +
      `<circle cx="330" cy="310" r="18" fill="#E88A7A" opacity=".35"/><circle cx="470" cy="310" r="18" fill="#E88A7A" opacity=".35"/>` +
      '<path d="M360 320 q40 34 80 0" stroke="#8E3B34" stroke-width="8" fill="none" stroke-linecap="round"/>' +
      glasses,
    `<rect width="800" height="600" fill="${a.background}"/>`,
  );
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

// ------------------------------------------------------------------------------------ fallback

function fallbackSvg(): string {
  const ctx = context('fallback', ['#D6D3CC']);
  return svg(
    plate(ctx, '<ellipse cx="400" cy="345" rx="150" ry="75" fill="#EFEDE8"/>', '#D6D3CC') +
      '<g fill="#C4C8CE"><rect x="40" y="250" width="22" height="200" rx="11"/>' +
      '<rect x="32" y="170" width="8" height="80" rx="4"/><rect x="47" y="170" width="8" height="80" rx="4"/>' +
      '<rect x="62" y="170" width="8" height="80" rx="4"/>' +
      '<path d="M740 170 q30 60 0 130 v150 a11 11 0 0 1 -22 0 V170 z"/></g>',
    '<rect width="800" height="600" fill="#F3F1EC"/><path d="M0 470 Q400 440 800 470 V600 H0 Z" fill="#E6E2D9"/>',
  );
}

// ---------------------------------------------------------------------------------------- main

function write(relative: string, content: string): void {
  const bytes = Buffer.byteLength(content);
  if (bytes >= MAX_BYTES) throw new Error(`${relative} is ${bytes} bytes; keep images under ${MAX_BYTES}.`);
  const file = new URL(relative, OUT);
  mkdirSync(new URL('./', file), { recursive: true });
  writeFileSync(file, content);
}

/** The SVG as WebP, at each width the app shows it at (`app/lib/pictures.ts`). */
async function rasterize(relative: string, content: string): Promise<void> {
  // A phone's card is about 150 CSS pixels wide: its copy is the smallest, and the most compressed
  // (these are flat drawings; the difference does not show at that size).
  for (const [width, suffix, quality] of [
    [800, '', 80],
    [400, '-400w', 80],
    [300, '-300w', 75],
  ] as const) {
    await sharp(Buffer.from(content))
      .resize(width, (width * 3) / 4)
      .webp({ quality })
      .toFile(fileURLToPath(new URL(relative.replace(/\.svg$/, `${suffix}.webp`), OUT)));
  }
}

async function main(): Promise<void> {
  for (const recipe of SEED_RECIPES) {
    const picture = recipeSvg(recipe);
    write(`recipes/${recipe.slug}.svg`, picture);
    await rasterize(`recipes/${recipe.slug}.svg`, picture);
  }
  for (const category of SEED_CATEGORIES)
    write(`categories/${category.slug}.svg`, categorySvg(category.slug));
  const experts = new Set(SEED_TIPS.map((tip) => slugify(tip.expertName)));
  for (const expert of experts) write(`experts/${expert}.svg`, avatarSvg(expert));
  write('recipe-fallback.svg', fallbackSvg());
  console.log(
    `Wrote ${SEED_RECIPES.length} recipe (SVG and WebP), ${SEED_CATEGORIES.length} category and ${experts.size} expert images ` +
      'plus recipe-fallback.svg to app/public/images.',
  );
}

await main();
