/**
 * Builds a recipe's PDF with pdf-lib: title, metadata, description, ingredients, numbered
 * instructions and a footer on every page. Loaded with import() only when someone downloads, so
 * neither this file nor pdf-lib is in the first screen's JavaScript or the service worker's
 * precache (vite.config.ts names this module, and what only it loads stays out).
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { PRODUCT_NAME } from '@shared/constants';
import type { PrintableRecipe } from './printable-recipe';

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;
const FOOTER_SPACE = 48;
const GREEN = rgb(0.16, 0.45, 0.3);
const GREY = rgb(0.35, 0.35, 0.35);
const BLACK = rgb(0.1, 0.1, 0.1);

/** Characters the standard fonts cannot draw become close ASCII ones, or "?". */
function makeSanitiser(font: PDFFont) {
  const known = new Map<string, string>();
  const replacements: Record<string, string> = {
    '\u2018': "'",
    '\u2019': "'",
    '\u201c': '"',
    '\u201d': '"',
    '\u2013': '-',
    '\u2014': '-',
    '\u2026': '...',
    '\u2022': '-',
    '\u00a0': ' ',
  };
  return (text: string) =>
    [...text.replace(/[\t\r\n]+/g, ' ')]
      .map((ch) => {
        const cached = known.get(ch);
        if (cached !== undefined) return cached;
        let out = replacements[ch] ?? ch;
        try {
          font.widthOfTextAtSize(out, 10);
        } catch {
          out = '?';
        }
        known.set(ch, out);
        return out;
      })
      .join('');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    // A single word wider than the line is cut.
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

export async function buildRecipePdf(recipe: PrintableRecipe, made = new Date()): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const clean = makeSanitiser(regular);
  const width = PAGE.width - 2 * MARGIN;

  doc.setTitle(recipe.title);
  doc.setAuthor(PRODUCT_NAME);
  doc.setSubject(`A recipe for ${recipe.ageGroup}`);
  doc.setCreator(PRODUCT_NAME);
  doc.setProducer(PRODUCT_NAME);
  doc.setCreationDate(made);

  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;

  const ensure = (height: number) => {
    if (y - height >= MARGIN + FOOTER_SPACE) return;
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };
  const write = (
    text: string,
    options: {
      font?: PDFFont;
      size?: number;
      color?: ReturnType<typeof rgb>;
      indent?: number;
      gap?: number;
    } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 11;
    const indent = options.indent ?? 0;
    const leading = size * 1.4;
    for (const line of wrap(clean(text), font, size, width - indent)) {
      ensure(leading);
      y -= leading;
      page.drawText(line, { x: MARGIN + indent, y, size, font, color: options.color ?? BLACK });
    }
    y -= options.gap ?? 0;
  };
  const heading = (text: string) => {
    ensure(40);
    y -= 10;
    write(text, { font: bold, size: 14, color: GREEN, gap: 4 });
  };

  write(PRODUCT_NAME, { font: bold, size: 10, color: GREEN, gap: 6 });
  write(recipe.title, { font: bold, size: 22, gap: 8 });

  const meta = [
    `Age group: ${recipe.ageGroup}`,
    `Meal: ${recipe.mealType}`,
    `Difficulty: ${recipe.difficulty}`,
    `Prep: ${recipe.prepTime} min`,
    `Cook: ${recipe.cookTime} min`,
    ...(recipe.servings ? [`Serves: ${recipe.servings}`] : []),
  ];
  write(meta.join('   |   '), { size: 10, color: GREY, gap: 2 });
  if (recipe.dietaryRestrictions.length) {
    write(`Suitable for: ${recipe.dietaryRestrictions.join(', ')}`, { size: 10, color: GREY });
  }

  if (recipe.description) {
    heading('Description');
    write(recipe.description);
  }
  heading('Ingredients');
  for (const item of recipe.ingredients) write(`-  ${item}`, { indent: 6, gap: 2 });
  heading('Instructions');
  recipe.instructions.forEach((step, i) => write(`${i + 1}.  ${step}`, { indent: 6, gap: 4 }));

  const pages = doc.getPages();
  const source =
    recipe.origin === 'generated'
      ? `A personalised recipe suggestion from ${PRODUCT_NAME}'s assistant`
      : `From the ${PRODUCT_NAME} recipe collection`;
  const date = made.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  pages.forEach((p, i) => {
    p.drawLine({
      start: { x: MARGIN, y: MARGIN + 22 },
      end: { x: PAGE.width - MARGIN, y: MARGIN + 22 },
      thickness: 0.5,
      color: GREY,
    });
    p.drawText(clean(`${source}, ${date}. Page ${i + 1} of ${pages.length}`), {
      x: MARGIN,
      y: MARGIN + 8,
      size: 8,
      font: regular,
      color: GREY,
    });
    p.drawText(
      clean(
        'General information, not medical advice: check every food suits your child, and stay with them while they eat.',
      ),
      { x: MARGIN, y: MARGIN - 4, size: 8, font: regular, color: GREY },
    );
  });
  return doc.save();
}
