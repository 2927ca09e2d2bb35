import { describe, expect, it } from 'vitest';
import { recipePdfFileName } from './recipe-pdf-name';

describe('recipePdfFileName', () => {
  it('is sproutplate_ + the lowercased title with underscores + .pdf', () => {
    expect(recipePdfFileName('Smooth Sweet Potato Puree')).toBe('sproutplate_smooth_sweet_potato_puree.pdf');
    expect(recipePdfFileName("Mum's Pea & Mint Purée!")).toBe('sproutplate_mums_pea_mint_puree.pdf');
    expect(recipePdfFileName('  ../../etc/passwd  ')).toBe('sproutplate_etc_passwd.pdf');
    expect(recipePdfFileName('***')).toBe('sproutplate_recipe.pdf');
  });
});
