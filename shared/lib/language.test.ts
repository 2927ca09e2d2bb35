import { describe, expect, it } from 'vitest';
import {
  canonical,
  corrections,
  editDistance,
  fold,
  indexTokens,
  knows,
  makeVocabulary,
  normalise,
  parseAge,
  parseStatedAge,
  plurals,
  singular,
  synonymsOf,
  withoutAge,
  words,
} from './language';

describe('normalisation', () => {
  it('folds case, accents and apostrophes, and reads punctuation as spaces', () => {
    expect(fold('Crème Fraîche')).toBe('creme fraiche');
    expect(normalise("Cow's  milk, (whole)!")).toBe('cows milk whole');
    expect(normalise('Açaí—BOWL')).toBe('acai bowl');
    expect(words('  ')).toEqual([]);
    expect(words('🍌🥕')).toEqual([]);
  });

  it('splits index words as the recipe index does (an apostrophe splits)', () => {
    expect(indexTokens("Cow's milk purée")).toEqual(['cow', 's', 'milk', 'puree']);
  });
});

describe('singular and plural', () => {
  it.each([
    ['grapes', 'grape'],
    ['berries', 'berry'],
    ['tomatoes', 'tomato'],
    ['peaches', 'peach'],
    ['leaves', 'leaf'],
    ['cookies', 'cookie'],
    ['smoothies', 'smoothie'],
    ['oats', 'oat'],
    ['hummus', 'hummus'],
    ['couscous', 'couscous'],
    ['peas', 'pea'],
    ['glass', 'glass'],
    ['egg', 'egg'],
  ])('%s -> %s', (plural, one) => {
    expect(singular(plural)).toBe(one);
  });

  it('writes plurals back', () => {
    expect(plurals('berry')).toEqual(['berries']);
    expect(plurals('tomato')).toEqual(['tomatoes']);
    expect(plurals('peach')).toEqual(['peaches']);
    expect(plurals('pea')).toEqual(['peas']);
  });
});

describe('UK and US names', () => {
  it.each([
    ['zucchini', 'courgette'],
    ['eggplant', 'aubergine'],
    ['yogurt', 'yoghurt'],
    ['garbanzo beans', 'chickpea'],
    ['cilantro', 'coriander'],
    ['arugula', 'rocket'],
    ['ground beef', 'mince'],
    ['rolled oats', 'porridge oat'],
    ['rutabaga', 'swede'],
    ['cookies', 'biscuit'],
    ['shrimp', 'prawn'],
  ])('%s is %s', (us, uk) => {
    expect(synonymsOf(us)).toContain(uk);
    expect(canonical(us)).toBe(canonical(uk));
  });

  it('leaves a word with no synonym as itself', () => {
    expect(synonymsOf('Carrots')).toEqual(['carrot']);
  });
});

describe('typo tolerance', () => {
  const vocabulary = makeVocabulary([
    'broccoli',
    'avocado',
    'potato',
    'potatoes',
    'carrot',
    'carrots',
    'strawberries',
    'pear',
    'bear',
    'cake',
    'cookie',
  ]);

  it('allows one edit for 4-7 letters and two from 8', () => {
    expect(corrections('avacado', vocabulary)).toEqual(['avocado']);
    expect(corrections('brocolli', vocabulary)).toEqual(['broccoli']);
    expect(corrections('brocoli', vocabulary)).toEqual(['broccoli']);
    expect(corrections('brcooli', vocabulary)).toEqual([]);
    expect(corrections('potatoe', vocabulary)).toEqual(['potato', 'potatoes']);
    expect(corrections('straberry', vocabulary)).toEqual(['strawberries']);
    expect(corrections('carot', vocabulary)).toEqual(['carrot', 'carrots']);
  });

  it('never corrects short words, nor across the first letter or too far', () => {
    expect(corrections('pea', vocabulary)).toEqual([]);
    expect(corrections('dear', vocabulary)).toEqual([]);
    expect(corrections('avcdo', vocabulary)).toEqual([]);
    expect(corrections('coke', vocabulary)).toEqual(['cake']);
    expect(corrections('cookei', vocabulary)).toEqual(['cookie']);
  });

  it('measures edits with swaps as one', () => {
    expect(editDistance('carrto', 'carrot', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });

  it('knows a word, or the start of a longer one, but not a near-plural', () => {
    expect(knows(vocabulary, 'carr')).toBe(true);
    expect(knows(vocabulary, 'pear')).toBe(true);
    expect(knows(vocabulary, 'potatoe')).toBe(false);
    expect(knows(vocabulary, 'brocoli')).toBe(false);
  });
});

describe('ages the way parents write them', () => {
  it.each([
    ['9 months', 9],
    ['9mo', 9],
    ['9 m/o', 9],
    ['10mths', 10],
    ['(9 months)', 9],
    ['18m', 18],
    ['1.5 years', 18],
    ['1 1/2 years', 18],
    ['two and a half years', 30],
    ['2yo', 24],
    ['my 2 yo', 24],
    ['a 3 year old', 36],
    ['a year old', 12],
    ['one year old', 12],
    ['18-month-old', 18],
    ['6 weeks', 1],
    ['2 yrs', 24],
    ['toddler', 18],
    ['newborn', 0],
    ['my toddler is 20 months', 20],
    ['200 months', 200],
  ])('%s is %i months', (text, months) => {
    expect(parseAge(text)).toBe(months);
  });

  it('finds no age where there is none', () => {
    expect(parseAge('banana bread')).toBeUndefined();
    expect(parseAge('m&m')).toBeUndefined();
    expect(parseAge('am I')).toBeUndefined();
    expect(parseStatedAge('toddler')).toBeUndefined();
    expect(parseAge('3 eggs')).toBeUndefined();
  });

  it('takes the age out of a search', () => {
    expect(withoutAge('finger food 9mo')).toBe('finger food');
    expect(withoutAge('carrot (6 months) puree')).toBe('carrot ( ) puree');
    expect(withoutAge('3.5 years')).toBe('');
    expect(withoutAge('carrot')).toBe('carrot');
  });
});
