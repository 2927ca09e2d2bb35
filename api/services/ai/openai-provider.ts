/**
 * The assistant on any OpenAI-compatible server (OpenAI, Ollama, vLLM, llama.cpp) through the
 * `openai` SDK. Every call has the configured time limit and no automatic retries; recipe ideas
 * use structured JSON output validated with zod, and a malformed answer is asked for once more,
 * then reported as an error.
 */
import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { generatedRecipeListSchema, type GeneratedRecipe } from '../../../shared/schemas/chatbot';
import { AiProviderError, type AiProvider, type RecipeRequest } from './provider';
import { AI_SYSTEM_PROMPT, RECIPE_JSON_SCHEMA, recipePrompt } from './system-prompt';

export interface OpenAiProviderOptions {
  apiKey: string;
  /** Unset means OpenAI itself. */
  baseURL?: string;
  model: string;
  timeoutMs: number;
}

/** Models sometimes wrap JSON in a Markdown fence despite being asked not to. */
function stripFence(text: string): string {
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(text.trim());
  return fenced?.[1] ?? text.trim();
}

function toProviderError(err: unknown): AiProviderError {
  if (err instanceof AiProviderError) return err;
  if (err instanceof APIConnectionTimeoutError) {
    return new AiProviderError('timeout', 'The AI model did not answer in time', { cause: err });
  }
  if (err instanceof APIError) {
    return new AiProviderError('unavailable', `The AI model answered ${err.status ?? 'with an error'}`, {
      cause: err,
    });
  }
  return new AiProviderError('unavailable', 'The AI model could not be reached', { cause: err });
}

export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    maxRetries: 0,
  });

  async function complete(messages: ChatCompletionMessageParam[], json: boolean): Promise<string> {
    try {
      const completion = await client.chat.completions.create({
        model: options.model,
        messages,
        temperature: json ? 0.3 : 0.5,
        ...(json
          ? {
              response_format: {
                type: 'json_schema' as const,
                json_schema: { name: 'recipe_suggestions', strict: true, schema: RECIPE_JSON_SCHEMA },
              },
            }
          : {}),
      });
      const text = completion.choices[0]?.message?.content?.trim();
      if (!text) throw new AiProviderError('malformed', 'The AI model answered with no text');
      return text;
    } catch (err) {
      throw toProviderError(err);
    }
  }

  return {
    name: 'openai',

    async chat(messages) {
      // Our rules come first; a caller's own system message (the sugar board's) follows them.
      return complete(
        [
          { role: 'system', content: AI_SYSTEM_PROMPT },
          ...messages.map((m) => ({ role: m.role, content: m.content })),
        ],
        false,
      );
    },

    async suggestRecipes(request: RecipeRequest): Promise<GeneratedRecipe[]> {
      const messages: ChatCompletionMessageParam[] = [
        { role: 'system', content: AI_SYSTEM_PROMPT },
        { role: 'user', content: recipePrompt(request) },
      ];
      let lastProblem = 'no answer';
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const text = await complete(messages, true);
        let parsed: unknown;
        try {
          parsed = JSON.parse(stripFence(text));
        } catch {
          lastProblem = 'the answer was not JSON';
          continue;
        }
        const result = generatedRecipeListSchema.safeParse(parsed);
        if (result.success) return result.data.recipes;
        lastProblem = `the answer did not match the recipe shape (${result.error.issues[0]?.message ?? 'invalid'})`;
      }
      throw new AiProviderError('malformed', `The AI model's recipes were unusable twice: ${lastProblem}`);
    },
  };
}
