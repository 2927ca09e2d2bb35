/**
 * Generates the four PDF resources of course 1 ("Starting Solids with Confidence") into
 * app/public/resources/, then prints each file's size for shared/content/course-detail.ts.
 *
 *   npx tsx scripts/make-course-resources.ts
 *
 * Only the 14 standard PDF fonts are used (no downloads), and the document dates are fixed, so
 * running it again gives byte-identical files. After changing any text here, rerun it and copy
 * the printed `bytes` into course-detail.ts (content.test.ts checks that they agree).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';

import { COURSE_1_DETAIL, formatBytes } from '../shared/content/course-detail';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(ROOT, 'app/public/resources');
const FIXED_DATE = new Date('2026-11-01T00:00:00Z');

// A4 in points.
const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN = 50;
const CONTENT_W = PAGE_W - MARGIN * 2;
const FOOTER_H = 36;

const GREEN = rgb(0.15, 0.5, 0.32);
const DARK = rgb(0.13, 0.16, 0.15);
const MUTED = rgb(0.4, 0.44, 0.42);
const LINE = rgb(0.72, 0.78, 0.74);
const TINT = rgb(0.92, 0.96, 0.93);
const WARN = rgb(0.72, 0.16, 0.12);
const WARN_TINT = rgb(0.99, 0.93, 0.92);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

interface Column {
  title: string;
  /** Share of the content width; the shares of a table add up to 1. */
  share: number;
}

/** Splits text into lines that fit `width` at `size`, breaking on spaces (and inside very long words). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const para of text.split('\n')) {
    let line = '';
    for (const word of para.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** A top-to-bottom writer over A4 pages that starts a new page when the next block does not fit. */
class Writer {
  private page: PDFPage;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.page = this.addPage();
  }

  private addPage(): PDFPage {
    const page = this.doc.addPage([PAGE_W, PAGE_H]);
    this.y = PAGE_H - MARGIN;
    return page;
  }

  private ensure(height: number): void {
    if (this.y - height < MARGIN + FOOTER_H) {
      this.page = this.addPage();
    }
  }

  private text(s: string, x: number, y: number, font: PDFFont, size: number, color: RGB = DARK): void {
    this.page.drawText(s, { x, y, font, size, color });
  }

  space(h: number): void {
    this.y -= h;
  }

  title(title: string, subtitle: string): void {
    this.page.drawRectangle({ x: 0, y: PAGE_H - 12, width: PAGE_W, height: 12, color: GREEN });
    this.text('SproutPlate', MARGIN, this.y - 8, this.fonts.bold, 11, GREEN);
    this.text(
      'Course: Starting Solids with Confidence',
      MARGIN + 75,
      this.y - 8,
      this.fonts.regular,
      9,
      MUTED,
    );
    this.y -= 40;
    for (const line of wrap(title, this.fonts.bold, 24, CONTENT_W)) {
      this.text(line, MARGIN, this.y, this.fonts.bold, 24);
      this.y -= 29;
    }
    this.y += 4;
    for (const line of wrap(subtitle, this.fonts.italic, 11, CONTENT_W)) {
      this.text(line, MARGIN, this.y, this.fonts.italic, 11, MUTED);
      this.y -= 15;
    }
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE_W - MARGIN, y: this.y },
      thickness: 1,
      color: LINE,
    });
    this.y -= 18;
  }

  /** Starts a new page, for a section that should not be split. */
  pageBreak(): void {
    this.page = this.addPage();
  }

  heading(s: string): void {
    // Room for the heading and a few lines, so a heading never ends a page on its own.
    this.ensure(84);
    this.y -= 6;
    this.text(s, MARGIN, this.y - 12, this.fonts.bold, 14, GREEN);
    this.y -= 24;
  }

  paragraph(s: string, size = 10.5): void {
    const lh = size * 1.4;
    for (const line of wrap(s, this.fonts.regular, size, CONTENT_W)) {
      this.ensure(lh);
      this.text(line, MARGIN, this.y - size, this.fonts.regular, size);
      this.y -= lh;
    }
    this.y -= 6;
  }

  private marked(items: readonly string[], drawMark: (x: number, top: number) => void, indent: number): void {
    const size = 10.5;
    const lh = size * 1.4;
    for (const item of items) {
      const lines = wrap(item, this.fonts.regular, size, CONTENT_W - indent);
      this.ensure(Math.min(lines.length, 2) * lh);
      drawMark(MARGIN, this.y);
      lines.forEach((line, i) => {
        if (i > 0) this.ensure(lh);
        this.text(line, MARGIN + indent, this.y - size, this.fonts.regular, size);
        this.y -= lh;
      });
      this.y -= 3;
    }
    this.y -= 5;
  }

  bullets(items: readonly string[]): void {
    this.marked(items, (x, top) => this.text('\u2022', x + 4, top - 10.5, this.fonts.bold, 10.5, GREEN), 16);
  }

  numbered(items: readonly string[]): void {
    let n = 0;
    this.marked(
      items,
      (x, top) => {
        n += 1;
        this.text(`${n}.`, x + 2, top - 10.5, this.fonts.bold, 10.5, GREEN);
      },
      18,
    );
  }

  checklist(items: readonly string[]): void {
    this.marked(
      items,
      (x, top) =>
        this.page.drawRectangle({
          x: x + 1,
          y: top - 11,
          width: 10,
          height: 10,
          borderColor: GREEN,
          borderWidth: 1,
        }),
      20,
    );
  }

  /** A boxed note; `warn` draws it in red for emergencies. */
  callout(heading: string, body: string, warn = false): void {
    const size = 10;
    const lh = size * 1.4;
    const lines = wrap(body, this.fonts.regular, size, CONTENT_W - 24);
    const height = 20 + 16 + lines.length * lh;
    this.ensure(height + 8);
    this.page.drawRectangle({
      x: MARGIN,
      y: this.y - height,
      width: CONTENT_W,
      height,
      color: warn ? WARN_TINT : TINT,
      borderColor: warn ? WARN : GREEN,
      borderWidth: 1,
    });
    this.text(heading, MARGIN + 12, this.y - 22, this.fonts.bold, 11, warn ? WARN : GREEN);
    let y = this.y - 22 - 16;
    for (const line of lines) {
      this.text(line, MARGIN + 12, y, this.fonts.regular, size);
      y -= lh;
    }
    this.y -= height + 14;
  }

  /** A grid with a tinted header row; cells wrap, and empty rows are `minRowHeight` tall to write in. */
  table(columns: readonly Column[], rows: readonly (readonly string[])[], minRowHeight = 20, size = 9): void {
    const pad = 4;
    const lh = size * 1.3;
    const widths = columns.map((c) => c.share * CONTENT_W);
    const cellLines = (cells: readonly string[], font: PDFFont): string[][] =>
      widths.map((w, i) => wrap(cells[i] ?? '', font, size, w - pad * 2));
    const rowHeight = (lines: string[][]): number =>
      Math.max(minRowHeight, Math.max(...lines.map((l) => l.length)) * lh + pad * 2);

    const header = cellLines(
      columns.map((c) => c.title),
      this.fonts.bold,
    );
    const headerH = Math.max(...header.map((l) => l.length)) * lh + pad * 2;

    const drawRow = (lines: string[][], height: number, font: PDFFont, fill?: RGB): void => {
      let x = MARGIN;
      lines.forEach((cell, i) => {
        const w = widths[i] ?? 0;
        this.page.drawRectangle({
          x,
          y: this.y - height,
          width: w,
          height,
          borderColor: LINE,
          borderWidth: 0.75,
          ...(fill ? { color: fill } : {}),
        });
        cell.forEach((line, j) => {
          this.text(line, x + pad, this.y - pad - size - j * lh + 1, font, size);
        });
        x += w;
      });
      this.y -= height;
    };

    this.ensure(headerH + minRowHeight);
    drawRow(header, headerH, this.fonts.bold, TINT);
    for (const row of rows) {
      const lines = cellLines(row, this.fonts.regular);
      const h = rowHeight(lines);
      if (this.y - h < MARGIN + FOOTER_H) {
        this.page = this.addPage();
        drawRow(header, headerH, this.fonts.bold, TINT);
      }
      drawRow(lines, h, this.fonts.regular);
    }
    this.y -= 14;
  }

  /** Footer on every page: brand line and page numbers. */
  finish(): void {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      page.drawLine({
        start: { x: MARGIN, y: MARGIN + 10 },
        end: { x: PAGE_W - MARGIN, y: MARGIN + 10 },
        thickness: 0.5,
        color: LINE,
      });
      page.drawText('SproutPlate \u2014 sproutplate.app', {
        x: MARGIN,
        y: MARGIN - 4,
        font: this.fonts.regular,
        size: 8.5,
        color: MUTED,
      });
      const label = `Page ${i + 1} of ${pages.length}`;
      page.drawText(label, {
        x: PAGE_W - MARGIN - this.fonts.regular.widthOfTextAtSize(label, 8.5),
        y: MARGIN - 4,
        font: this.fonts.regular,
        size: 8.5,
        color: MUTED,
      });
    });
  }
}

const DISCLAIMER =
  'This sheet is general information for parents and caregivers, not medical advice. Follow the ' +
  'guidance of your own doctor, pediatrician or health visitor, especially if your baby was born ' +
  'prematurely, has a medical condition or a diagnosed allergy.';

function startingSolidsChecklist(w: Writer): void {
  w.title(
    'Starting Solids Checklist',
    'Tick each box as you go. Most babies are ready for solid food at around 6 months; never start before ' +
      '17 weeks.',
  );
  w.heading('Is my baby ready?');
  w.paragraph('Look for all three signs together, usually at around 6 months:');
  w.checklist([
    'Stays in a sitting position and holds their head steady, with a little support.',
    'Coordinates eyes, hands and mouth: looks at food, picks it up and puts it in their mouth.',
    'Swallows food rather than pushing it back out with the tongue.',
  ]);
  w.paragraph(
    'Not signs of readiness on their own: chewing fists, waking more at night, wanting extra milk feeds, ' +
      'watching you eat. A hungrier few days is usually a growth spurt: offer extra milk feeds.',
  );
  w.heading('Before the first meal');
  w.checklist([
    'High chair with a straight back, harness and footrest, close to the family table.',
    'Soft-tipped spoons, a small bowl, an open or free-flow cup, bibs with sleeves, a mat.',
    'Vitamin D checked with your health professional (many breastfed babies need a daily supplement).',
    'Local emergency number saved in your phone; infant first-aid class booked or done.',
    'Hands, surfaces and high chair tray washed; food cooked and cooled to lukewarm.',
  ]);
  w.heading('The first month');
  w.checklist([
    'Week 1: one small meal a day, a few teaspoons or soft finger foods. Vegetables first, including less ' +
      'sweet ones (broccoli, cauliflower, spinach, green beans).',
    'Week 2: add fruit and starchy foods (oats, potato, rice); keep repeating foods that were refused.',
    'Week 3: iron-rich foods every day: meat, fish, egg, lentils, beans, tofu, fortified cereals.',
    'Week 4: two meals a day if your baby is keen; soft lumps and mashed textures; water at each meal.',
    'Egg (well cooked) and peanut (smooth peanut butter, thinned) introduced one at a time, then kept in ' +
      'the diet at least once or twice a week.',
  ]);
  w.heading('Never before 12 months');
  w.bullets([
    'Honey, in any amount or baked into food (risk of infant botulism).',
    'Added salt, stock cubes, gravy, soy sauce or salty processed meats; added sugar or syrups.',
    "Cow's milk as a main drink (fine in cooking); juice, soda, squash, tea, coffee, rice drinks.",
    'Whole nuts (not before 5 years), popcorn, hard sweets, whole grapes or cherry tomatoes.',
    'Shark, swordfish, marlin, raw shellfish; unpasteurized, mold-ripened or blue cheese unless cooked.',
  ]);
  w.heading('Ask a health professional if');
  w.bullets([
    'Your baby refuses all solids for several weeks, or is not gaining weight as expected.',
    'By 9 months they cannot manage any lumpy textures, or gag on most foods.',
    'A food seems to cause hives, vomiting, eczema flares, blood in the stool or ongoing diarrhea.',
    'Your baby has severe eczema or a known food allergy: ask before introducing peanut and egg.',
  ]);
  w.callout(
    'Emergency: call your local emergency number',
    'If your baby is choking and cannot cough, cry or breathe, or after eating has swelling of the lips, ' +
      'tongue or face, wheezing, difficulty breathing, pale or blue skin, floppiness or collapse.',
    true,
  );
  w.paragraph(DISCLAIMER, 8.5);
}

function firstFoodsPlanner(w: Writer): void {
  w.title(
    'First Foods Planner (week by week)',
    'An eight-week plan for starting solids at around 6 months, then a blank week to fill in. Go at your ' +
      "baby's pace: repeat a week whenever you need to.",
  );
  w.heading('Eight weeks at a glance');
  w.table(
    [
      { title: 'Week', share: 0.08 },
      { title: 'Meals a day', share: 0.12 },
      { title: 'Focus', share: 0.25 },
      { title: 'Foods to try', share: 0.37 },
      { title: 'Texture', share: 0.18 },
    ],
    [
      [
        '1',
        '1',
        'First tastes of vegetables',
        'Broccoli, cauliflower, parsnip, carrot, green beans',
        'Smooth or soft sticks',
      ],
      [
        '2',
        '1',
        'More vegetables, first fruit',
        'Spinach, courgette (zucchini), sweet potato, pear, apple',
        'Smooth, mashed',
      ],
      [
        '3',
        '1-2',
        'Starchy foods and iron',
        'Oats, potato, rice; fortified baby cereal; lentils',
        'Mashed, toast fingers',
      ],
      [
        '4',
        '2',
        'First allergens: egg',
        'Hard-boiled egg, mashed or strips; plain full-fat yogurt',
        'Mashed, soft strips',
      ],
      [
        '5',
        '2',
        'Peanut and more protein',
        'Smooth peanut butter thinned; chicken, beef, beans',
        'Minced, soft lumps',
      ],
      [
        '6',
        '2-3',
        'Fish, wheat and dairy',
        'Salmon, white fish (no bones); pasta; cheese',
        'Lumpy, finger foods',
      ],
      [
        '7',
        '3',
        'Sesame, soy, variety',
        'Hummus with tahini; tofu; mango, kiwi, berries (quartered)',
        'Chopped soft food',
      ],
      [
        '8',
        '3',
        'Family meals, baby-sized',
        'Adapted family dishes with no salt or sugar',
        'Chopped, bite-sized',
      ],
    ],
  );
  w.heading('Every week');
  w.bullets([
    'Offer a vegetable at every meal and an iron-rich food at least twice a day.',
    'Repeat refused foods on other days: many babies need 8 to 15 tries to accept a new taste.',
    'Keep each allergen in the diet at least once or twice a week once it has been introduced.',
    'Offer water in an open cup with meals. Milk feeds continue as usual.',
    'No added salt, sugar or honey. Herbs and mild spices are fine.',
  ]);
  w.pageBreak();
  w.heading('My week');
  w.paragraph("Week starting: ____________________     Baby's age: ____________", 10);
  w.table(
    [
      { title: 'Day', share: 0.1 },
      { title: 'Breakfast', share: 0.19 },
      { title: 'Lunch', share: 0.19 },
      { title: 'Dinner', share: 0.19 },
      { title: 'New food tried', share: 0.15 },
      { title: 'Notes', share: 0.18 },
    ],
    ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((d) => [d, '', '', '', '', '']),
    46,
  );
  w.paragraph(DISCLAIMER, 8.5);
}

function gaggingVsChoking(w: Writer): void {
  w.title(
    'Gagging vs Choking: a Quick Guide',
    'Gagging is a normal, noisy part of learning to eat. Choking is silent and is an emergency. Know the ' +
      'difference, and know what to do.',
  );
  w.heading('How to tell them apart');
  w.table(
    [
      { title: '', share: 0.2 },
      { title: 'Gagging (normal)', share: 0.4 },
      { title: 'Choking (emergency)', share: 0.4 },
    ],
    [
      ['Sound', 'Noisy: coughing, spluttering, retching sounds', 'Silent, or a high-pitched squeak'],
      ['Breathing', 'Breathing continues', 'Struggling to breathe, or not breathing'],
      ['Face', 'Red face, watery eyes, tongue pushed forward', 'Pale or blue lips and skin'],
      ['Crying', 'May cry or fuss afterwards', 'Cannot cry or cough effectively'],
      [
        'What to do',
        'Stay calm and close; let your baby work it out. No fingers in the mouth.',
        'Act at once: call for help and start first aid.',
      ],
    ],
  );
  w.heading('If your baby (under 1 year) is choking');
  w.numbered([
    'If they can cough, encourage the cough and stay with them. Do not put your fingers in their mouth.',
    'If the cough is silent or they cannot breathe, shout for help and call your emergency number, or ask ' +
      'someone else to call.',
    'Back blows: lay your baby face down along your thigh or forearm, head lower than the body, supporting ' +
      'the head. Give up to 5 firm blows between the shoulder blades with the heel of your hand.',
    'Chest thrusts: if the blockage has not cleared, turn your baby face up, head lower, and give up to 5 ' +
      'chest thrusts with two fingers on the middle of the breastbone, just below the nipple line.',
    'Repeat back blows and chest thrusts until the object comes out or help arrives. If your baby becomes ' +
      'unresponsive, start infant CPR if you are trained, and follow the instructions of the emergency ' +
      'call handler.',
  ]);
  w.callout(
    'Learn it before you need it',
    'Reading is not the same as practising. Book a hands-on infant first-aid class: many hospitals, ' +
      'community centers and first-aid charities run short sessions for parents.',
  );
  w.heading('Safer shapes for young children');
  w.table(
    [
      { title: 'Food', share: 0.3 },
      { title: 'Safer way to serve', share: 0.7 },
    ],
    [
      ['Grapes, cherry tomatoes', 'Cut lengthways into quarters (until at least 5 years)'],
      ['Blueberries, large berries', 'Squash flat or cut into quarters'],
      ['Apple, carrot, hard vegetables', 'Steam or cook until soft, or grate finely'],
      ['Nuts', 'Ground, or smooth nut butter spread thinly; no whole nuts before 5 years'],
      ['Sausages, hot dogs', 'Best avoided (salty); if given, cut into thin strips lengthways, not rounds'],
      ['Cheese', 'Grate, or cut into thin strips rather than cubes'],
      ['Meat and fish', 'Soft, slow-cooked strips or minced; remove all bones, skin and gristle'],
      ['Popcorn, hard sweets, marshmallows', 'Avoid for young children'],
    ],
  );
  w.heading('Safety habits at every meal');
  w.bullets([
    'Sit your baby upright in a high chair, facing you. Never feed in a car seat, stroller or lying down.',
    'Stay with your baby for the whole meal, and keep your attention on them.',
    'Let your baby feed at their own pace: no rushing, and no food pushed in.',
    "Match textures to your baby's stage and use the squish test for early finger foods.",
  ]);
  w.paragraph(DISCLAIMER, 8.5);
}

function allergenTracker(w: Writer): void {
  w.title(
    'Allergen Introduction Tracker',
    'Introduce the common allergens from around 6 months, one at a time, and keep each one in your ' +
      "baby's diet. Record what you offered and how your baby responded.",
  );
  w.heading('How to introduce an allergen');
  w.numbered([
    'Choose a morning on an ordinary day at home when your baby is well and you can watch them for a ' +
      'couple of hours afterwards.',
    'Offer a small amount (for example a quarter of a teaspoon), mixed into a food your baby already eats.',
    'If there is no reaction, offer a little more at the next meals over the following days.',
    'Leave a few days before starting the next new allergen, so you know which food caused any reaction.',
    'Once introduced, keep offering it at least once or twice a week. Stopping can lose the protection.',
  ]);
  w.callout(
    'Higher risk? Talk to your doctor first',
    'If your baby has severe or early eczema, or an existing food allergy, speak to your doctor before ' +
      'introducing peanut and egg. Do not delay without advice: early introduction may matter most for ' +
      'these babies.',
  );
  w.heading('First introductions');
  w.table(
    [
      { title: 'Allergen', share: 0.15 },
      { title: 'How to offer first', share: 0.33 },
      { title: 'Date first offered', share: 0.15 },
      { title: 'Any reaction? What?', share: 0.19 },
      { title: 'Offered again (dates)', share: 0.18 },
    ],
    [
      ['Egg', 'Hard-boiled egg, mashed or in strips; well-cooked scrambled egg', '', '', ''],
      [
        'Peanut',
        'Smooth peanut butter (no salt or sugar) thinned with milk or water; ground peanut',
        '',
        '',
        '',
      ],
      ["Cow's milk", 'In cooking or porridge, or plain full-fat yogurt (not as a drink)', '', '', ''],
      ['Wheat', 'Toast fingers, pasta, wheat cereal with no added sugar', '', '', ''],
      ['Soy', 'Soft tofu, plain soy yogurt', '', '', ''],
      ['Sesame', 'Hummus made with tahini, or tahini stirred into food', '', '', ''],
      ['Fish', 'Flaked salmon or white fish, all bones removed', '', '', ''],
      ['Tree nuts', 'Smooth almond, cashew or hazelnut butter, or finely ground nuts', '', '', ''],
      ['Shellfish', 'Optional: well-cooked prawn or shrimp, finely chopped', '', '', ''],
    ],
    30,
  );
  w.heading('Signs of a reaction');
  w.paragraph(
    'Mild to moderate (stop the food and contact your doctor or health professional): a few hives or red ' +
      'blotches, especially around the mouth; swelling of the lips or eyes; tummy pain, vomiting or ' +
      'diarrhea; a runny nose or sneezing soon after eating.',
  );
  w.callout(
    'Severe (anaphylaxis): call your emergency number now',
    'Swelling of the tongue or throat, wheezing, persistent coughing, noisy or difficult breathing, a ' +
      'hoarse cry, pale skin, floppiness or collapse. If an adrenaline auto-injector has been prescribed, ' +
      'use it, then call.',
    true,
  );
  w.heading('Keep-up log: tick each week the allergen was eaten');
  w.table(
    [
      { title: 'Allergen', share: 0.2 },
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({ title: `Wk ${n}`, share: 0.1 })),
    ],
    ['Egg', 'Peanut', "Cow's milk", 'Wheat', 'Soy', 'Sesame', 'Fish', 'Tree nuts', 'Shellfish'].map((a) => [
      a,
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ]),
    22,
  );
  w.paragraph(DISCLAIMER, 8.5);
}

const BUILDERS: Record<string, (w: Writer) => void> = {
  'starting-solids-checklist': startingSolidsChecklist,
  'first-foods-planner': firstFoodsPlanner,
  'gagging-vs-choking-guide': gaggingVsChoking,
  'allergen-introduction-tracker': allergenTracker,
};

async function build(id: string, title: string, fill: (w: Writer) => void): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor('SproutPlate');
  doc.setSubject('Starting Solids with Confidence: course resource');
  doc.setKeywords(['SproutPlate', 'starting solids', id]);
  doc.setCreator('SproutPlate');
  doc.setProducer('SproutPlate (pdf-lib)');
  doc.setLanguage('en');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  const writer = new Writer(doc, fonts);
  fill(writer);
  writer.finish();
  return doc.save();
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const res of COURSE_1_DETAIL.resources) {
    const fill = BUILDERS[res.id];
    if (!fill) throw new Error(`No builder for resource ${res.id}`);
    const bytes = await build(res.id, res.title, fill);
    const file = path.join(OUT_DIR, `${res.id}.pdf`);
    writeFileSync(file, bytes);
    const note = res.bytes === bytes.length ? 'ok' : `UPDATE course-detail.ts (has ${res.bytes})`;
    console.log(`${res.id}.pdf  bytes: ${bytes.length}  size: '${formatBytes(bytes.length)}'  ${note}`);
  }
}

await main();
