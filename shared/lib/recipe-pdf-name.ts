import { PRODUCT_NAME } from '../constants';

/**
 * The file name of a recipe's PDF (spec "Chatbot"): the product name as a prefix, then the
 * lowercased title with underscores, ending in .pdf. Characters a file system may refuse are
 * dropped, so "Mum's Pea & Mint Purée" becomes sproutplate_mums_pea_mint_puree.pdf.
 */
export function recipePdfFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2018\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 80);
  return `${PRODUCT_NAME.toLowerCase()}_${slug || 'recipe'}.pdf`;
}
