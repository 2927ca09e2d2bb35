import type { Config } from '../../env';
import { createLibraryProvider, type LibrarySource } from './library-provider';
import { createOpenAiProvider } from './openai-provider';
import type { AiProvider } from './provider';

/** An OpenAI-compatible model when OPENAI_API_KEY is set; otherwise the built-in library assistant. */
export function createAiProvider(config: Config, library: LibrarySource): AiProvider {
  if (config.OPENAI_API_KEY) {
    return createOpenAiProvider({
      apiKey: config.OPENAI_API_KEY,
      baseURL: config.OPENAI_BASE_URL,
      model: config.OPENAI_MODEL,
      timeoutMs: config.OPENAI_TIMEOUT_MS,
    });
  }
  return createLibraryProvider(library);
}
