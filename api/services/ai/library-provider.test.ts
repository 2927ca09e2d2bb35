import { beforeAll, describe, expect, it } from 'vitest';
import { SUGAR_FOODS } from '../../../shared/content/sugar';
import { AGE_GROUPS, DIETARY_RESTRICTIONS } from '../../../shared/enums';
import { checkRecipeSafety } from '../../../shared/lib/safety';
import { seedCatalog } from '../../db/seed';
import { openTestStore } from '../../test/stores';
import { createCatalogService } from '../catalog';
import { createRecipeService } from '../recipes';
import { emergencyReply } from './guardrails';
import { createLibraryProvider, detectChildAge, templateRecipes } from './library-provider';
import type { AiProvider } from './provider';

let library: AiProvider;
const ask = (content: string) => library.chat([{ role: 'user', content }]);

beforeAll(async () => {
  const store = await openTestStore();
  await seedCatalog(store, Date.parse('2026-11-21T12:00:00Z'));
  const catalog = createCatalogService(store);
  const recipes = createRecipeService(store);
  library = createLibraryProvider({ tips: () => catalog.tips(), recipes: () => recipes.updatedSince(-1) });
});

describe('the built-in assistant answers from the library', () => {
  it('says no to honey for a 9-month-old, and why', async () => {
    const answer = await ask('Can my 9 month old have honey?');
    expect(answer).toMatch(/^No, not for a 9-month-old: no honey before 12 months/);
    expect(answer).toContain('botulism');
    expect(answer).toMatch(/Sources: NHS; American Academy of Pediatrics \(AAP\)/);
  });

  it('does not say no to honey for a 3-year-old', async () => {
    const answer = await ask('Can my 3 year old have honey on toast?');
    expect(answer).not.toMatch(/^No,/);
  });

  it('uses the sugar table for "how much sugar is in apple juice?"', async () => {
    const juice = SUGAR_FOODS.find((f) => f.name.startsWith('Apple juice'));
    expect(juice).toBeDefined();
    const answer = await ask('how much sugar is in apple juice?');
    expect(answer).toContain("From SproutPlate's sugar table");
    expect(answer).toContain(`${juice?.name}: about ${juice?.sugarGrams} g of sugar in ${juice?.serving}`);
    expect(answer).toContain(`${juice?.teaspoons} teaspoons`);
    expect(answer).toContain('no added sugar before 2 years');
  });

  it('gives the daily limits for the age asked about', async () => {
    const toddler = await ask('How much sugar should my toddler have each day?');
    expect(toddler).toContain('no added sugar at all before 2 years');
    const older = await ask('How much sugar can my 4 year old have a day?');
    expect(older).toContain('less than 25 g (6 teaspoons) of added sugar a day');
  });

  it('answers an emergency with the call to emergency services first, then the steps for its kind', async () => {
    for (const [message, kind] of [
      ['Help, my baby is choking on a piece of apple', 'choking'],
      ["My son's lips are swelling after eating peanut butter", 'anaphylaxis'],
      ['she is having an allergic reaction to egg', 'anaphylaxis'],
      ["he isn't breathing properly", 'breathing'],
      ['my baby is floppy and pale', 'unresponsive'],
      ['she is having a siezure', 'seizure'],
    ] as const) {
      const answer = await ask(message);
      expect(answer, message).toBe(emergencyReply(kind));
      expect(answer.split('\n')[0]).toMatch(/^Call your local emergency number now/);
    }
    expect(await ask('Help, my baby is choking on a piece of apple')).toMatch(/back blows/);
    expect(await ask('she is having an allergic reaction to egg')).toMatch(/adrenaline auto-injector/);
  });

  it('does not treat a question about choking hazards, or a past choking, as an emergency', async () => {
    const answer = await ask('Which foods are choking hazards for a 2 year old?');
    expect(answer).not.toMatch(/^Call your local emergency number/);
    expect(answer).toContain('grapes');
    const past = await ask('my son choked on a grape last year, how should I cut grapes?');
    expect(past).not.toMatch(/^Call your local emergency number/);
  });

  it('answers a picky eater with the sourced advice: keep offering, without pressure', async () => {
    const answer = await ask('my 10 month old refuses vegetables, what can I try?');
    expect(answer).toContain('10 to 15 times');
    expect(answer).toContain('without pressure');
    expect(answer).toContain('Sources: NHS.');
  });

  it('still answers sugar-table and recipe questions from the library', async () => {
    const answer = await ask('any recipe ideas with lentils?');
    expect(answer).toMatch(/Recipes from our collection you could try:\n- /);
  });

  it('says it is not sure, and where to look, when the library has nothing', async () => {
    const answer = await ask('What is the capital of France?');
    expect(answer).toMatch(/^I'm not sure/);
    expect(answer).toContain('/foods');
    expect(answer).toContain('doctor or health visitor');
  });

  it('reads ages in several forms', () => {
    expect(detectChildAge('my 9-month-old')?.group).toBe('6-12 months');
    expect(detectChildAge('a six month old')?.group).toBe('6-12 months');
    expect(detectChildAge('my 18 months old son')?.group).toBe('1-2 years');
    expect(detectChildAge('my 2 year old')?.group).toBe('2-3 years');
    expect(detectChildAge('our toddler')?.group).toBe('1-2 years');
    expect(detectChildAge('she is 8 weeks')?.group).toBe('0-6 months');
    expect(detectChildAge('is honey ok')).toBeUndefined();
  });
});

describe('recipe ideas from templates', () => {
  it('builds ideas from the preferred foods, safe for every age and restriction', () => {
    for (const childAge of AGE_GROUPS) {
      for (const restriction of DIETARY_RESTRICTIONS) {
        const ideas = templateRecipes({
          childAge,
          dietaryRestrictions: [restriction],
          preferredFoods: ['sweet potato', 'broccoli'],
          dislikedFoods: [],
        });
        expect(ideas.length, childAge).toBeGreaterThanOrEqual(3);
        expect(ideas[0]?.title.toLowerCase()).toContain('sweet potato');
        for (const idea of ideas) {
          expect(idea.ageGroup).toBe(childAge);
          expect(idea.dietaryRestrictions).toContain(restriction);
          const violations = checkRecipeSafety({
            ...idea,
            ageGroup: childAge,
            dietaryRestrictions: [restriction],
          });
          expect(violations, `${childAge} ${restriction} ${idea.title}`).toEqual([]);
        }
      }
    }
  });

  it('fills in foods for the age when none are given, leaving out disliked ones', () => {
    const ideas = templateRecipes({
      childAge: '6-12 months',
      dietaryRestrictions: [],
      preferredFoods: [],
      dislikedFoods: ['broccoli'],
    });
    expect(ideas).toHaveLength(3);
    expect(
      ideas
        .map((r) => r.title)
        .join(' ')
        .toLowerCase(),
    ).not.toContain('broccoli');
  });
});
