/** POST /api/chatbot/recipe-recommendations: the wizard's choices, answered with recipes. */
import type { RecommendationRequestInput, RecommendationResponse } from '@shared/schemas/chatbot';
import { apiRequest } from '../../../lib/api';

export function getRecommendations(input: RecommendationRequestInput): Promise<RecommendationResponse> {
  // The AI takes its time: `long`, so its wait is not taken for a dead connection.
  return apiRequest<RecommendationResponse>(
    'POST',
    '/api/chatbot/recipe-recommendations',
    input,
    {},
    {
      long: true,
    },
  );
}
