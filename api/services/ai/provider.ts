/**
 * One interface for the assistant's two implementations: an OpenAI-compatible model
 * (openai-provider.ts) and the built-in offline assistant that answers from SproutPlate's own
 * content (library-provider.ts). The route never talks to either directly: assistant.ts adds the
 * guardrails that both must pass.
 */
import type { AgeGroup, DietaryRestriction } from '../../../shared/enums';
import type { AiProviderName } from '../../../shared/enums';
import type { ChatMessage, GeneratedRecipe } from '../../../shared/schemas/chatbot';

/** What the wizard asked for, cleaned: food lists split and lowercased. */
export interface RecipeRequest {
  childAge: AgeGroup;
  dietaryRestrictions: DietaryRestriction[];
  preferredFoods: string[];
  dislikedFoods: string[];
}

export interface AiProvider {
  readonly name: AiProviderName;
  /** The assistant's reply to a conversation (oldest message first). */
  chat(messages: readonly ChatMessage[]): Promise<string>;
  /** New recipe ideas; the caller drops any that break the safety rules. */
  suggestRecipes(request: RecipeRequest): Promise<GeneratedRecipe[]>;
}

export type AiFailure = 'timeout' | 'malformed' | 'unavailable';

/** A provider could not give a usable answer; the route turns it into a JSON error. */
export class AiProviderError extends Error {
  constructor(
    readonly kind: AiFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AiProviderError';
  }
}
