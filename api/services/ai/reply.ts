/**
 * What the built-in assistant's answers are made of: the answer and what it was understood to be
 * about, the child's age as read from the question, and Reply, which puts an answer together from
 * its lines and its sourced rules ("- text (NHS)") and ends it with the sources it named.
 */
import type { FoodSource } from '../../../shared/content/foods/types';

export interface BuiltInAnswer {
  answer: string;
  /** What the question was understood to be about: 'food', 'allergen', 'amount-salt', 'gagging'... */
  topic: string;
  /** The sources the answer names (NHS, AAP, CFOC, DGA, AHA, NIAID...). */
  sources: string[];
}

/** How each source is named in an answer. */
export const SOURCE_NAMES: Record<FoodSource, string> = {
  NHS: 'NHS',
  AAP: 'American Academy of Pediatrics (AAP)',
  CFOC: 'Caring for Our Children (CFOC)',
  DGA: 'Dietary Guidelines for Americans (DGA)',
  AHA: 'American Heart Association (AHA)',
  NIAID: 'NIAID peanut allergy guidelines 2017 (NIAID)',
};

/** Sources the topic answers name besides the foods guide's. */
const MORE_SOURCE_NAMES: Record<string, string> = {
  WHO: 'World Health Organization (WHO)',
  FSA: 'Food Standards Agency (FSA)',
  CDC: 'Centers for Disease Control and Prevention (CDC)',
  BDA: 'British Dietetic Association (BDA)',
};

export interface ReadAge {
  /** The age in months when the parent stated one. */
  months?: number;
  /** The range it could be, in months (inclusive). */
  min: number;
  max: number;
  /** "a 9-month-old", "a toddler", "a baby". */
  phrase: string;
  stated: boolean;
}

/** An answer put together line by line; `done` adds the foods guide links and the sources. */
export class Reply {
  readonly lines: string[] = [];
  readonly sources = new Set<string>();
  links: string[] = [];

  add(...lines: string[]): this {
    this.lines.push(...lines.filter(Boolean));
    return this;
  }

  /** A sourced line: "- text (NHS)". */
  rule(text: string, ...sources: (FoodSource | 'WHO' | 'FSA' | 'CDC' | 'BDA')[]): this {
    for (const s of sources) this.sources.add(s);
    this.lines.push(`- ${text} (${sources.join(', ')})`);
    return this;
  }

  cite(...sources: string[]): this {
    for (const s of sources) this.sources.add(s);
    return this;
  }

  link(path: string): this {
    if (!this.links.includes(path)) this.links.push(path);
    return this;
  }

  done(topic: string): BuiltInAnswer {
    const sources = [...this.sources];
    const named = sources.map((s) => SOURCE_NAMES[s as FoodSource] ?? MORE_SOURCE_NAMES[s] ?? s);
    const tail: string[] = [];
    if (this.links.length) tail.push(`More in the foods guide: ${this.links.join(', ')}`);
    if (named.length) tail.push(`Sources: ${named.join('; ')}.`);
    return { answer: [...this.lines, ...tail].join('\n'), topic, sources };
  }
}
