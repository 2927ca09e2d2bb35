import { describe, expect, it } from 'vitest';
import type { GeneratedRecipe } from '../../../shared/schemas/chatbot';
import {
  classifyEmergency,
  emergencyAnswer,
  emergencyReply,
  isEmergency,
  mentionsFood,
  reviewGeneratedRecipes,
  safeGeneratedRecipes,
} from './guardrails';

const recipe = (over: Partial<GeneratedRecipe>): GeneratedRecipe => ({
  title: 'Test recipe',
  ageGroup: '6-12 months',
  mealType: 'lunch',
  difficulty: 'easy',
  prepTime: 5,
  cookTime: 5,
  description: 'A test.',
  ingredients: ['100 g sweet potato'],
  instructions: ['Steam until soft, then mash.'],
  dietaryRestrictions: [],
  ...over,
});

describe('emergency check (shared/lib/emergency.ts, through the guardrails)', () => {
  it.each([
    ['My baby is choking!', 'choking'],
    ["she's choking on a grape", 'choking'],
    ['he choked and is coughing', 'choking'],
    ['my toddler is not breathing', 'unresponsive'],
    ['her lips are turning blue', 'breathing'],
    ['allergic reaction after eggs, what do I do', 'anaphylaxis'],
    ['his face is swelling up', 'anaphylaxis'],
    ['swelling of the lips and tongue', 'anaphylaxis'],
    ['lips swollen after peanut', 'anaphylaxis'],
    ['she is unresponsive', 'unresponsive'],
    ['my baby is having a seizure', 'seizure'],
  ] as const)('%s is an emergency (%s), answered with the steps for it', (message, kind) => {
    expect(isEmergency(message)).toBe(true);
    expect(classifyEmergency(message)).toEqual({ kind });
    expect(emergencyAnswer(message)).toBe(emergencyReply(kind));
    expect(emergencyAnswer(message)).toMatch(/^Call your local emergency number now/);
  });

  it.each([
    'Which foods are choking hazards?',
    'How do I avoid choking risks with grapes?',
    'What is the difference between gagging and choking?',
    'Can my 9 month old have honey?',
    'Is sweet potato good for babies?',
    'my son choked on a grape last year, how should I cut grapes?',
    'what if my baby chokes?',
    'my baby gags on lumpy food, is that normal?',
  ])('%s is not', (message) => {
    expect(isEmergency(message)).toBe(false);
    expect(emergencyAnswer(message)).toBeUndefined();
  });
});

describe('generated recipe safety filter', () => {
  const request = {
    childAge: '6-12 months' as const,
    dietaryRestrictions: ['dairy-free' as const],
    preferredFoods: [],
    dislikedFoods: ['peas'],
  };

  it('drops honey, salt, dairy and disliked foods; keeps the safe one with the restriction shown', () => {
    const kept = recipe({ title: 'Sweet potato mash' });
    const result = safeGeneratedRecipes(
      [
        recipe({ title: 'Honey oat bars', ingredients: ['2 tbsp honey', '50 g oats'] }),
        recipe({ title: 'Salty mash', ingredients: ['100 g potato', 'a pinch of salt'] }),
        recipe({ title: 'Cheesy mash', ingredients: ['100 g potato', '20 g cheddar cheese'] }),
        recipe({ title: 'Buttery mash', ingredients: ['100 g potato', '1 tsp butter'] }),
        recipe({ title: 'Yogurt swirl', ingredients: ['3 tbsp plain yogurt'] }),
        recipe({ title: 'Milky rice', ingredients: ['150 ml whole milk', '2 tbsp baby rice'] }),
        recipe({ title: 'Pea mash', ingredients: ['100 g frozen peas'] }),
        recipe({ title: 'Drizzled toast', instructions: ['Toast, then drizzle with honey.'] }),
        kept,
      ],
      request,
    );
    expect(result.map((r) => r.title)).toEqual(['Sweet potato mash']);
    expect(result[0]?.dietaryRestrictions).toEqual(['dairy-free']);
  });

  it('checks against the child’s age, not the age the recipe claims', () => {
    const [decision] = reviewGeneratedRecipes(
      [recipe({ ageGroup: '3-5 years', ingredients: ['1 tbsp honey', '100 g yogurt'] })],
      { ...request, dietaryRestrictions: [] },
    );
    expect(decision?.reasons.some((r) => r.startsWith('honey-under-12-months'))).toBe(true);
  });

  it('matches foods by whole words and plurals', () => {
    expect(mentionsFood('2 sweet potatoes, diced', 'sweet potato')).toBe(true);
    expect(mentionsFood('100 g frozen peas', 'pea')).toBe(true);
    expect(mentionsFood('a handful of blueberries', 'blueberry')).toBe(true);
    expect(mentionsFood('peanut butter', 'pea')).toBe(false);
    expect(mentionsFood('sweetcorn', 'sweet potato')).toBe(false);
  });
});
