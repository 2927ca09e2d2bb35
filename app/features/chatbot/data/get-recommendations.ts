/** POST /api/chatbot/recipe-recommendations: the wizard's choices, answered with recipes. */
import type { RecommendationRequestInput, RecommendationResponse } from '@shared/schemas/chatbot';
import { apiRequest } from '../../../lib/api';

export function getRecommendations(input: RecommendationRequestInput): Promise<RecommendationResponse> {
  return apiRequest<RecommendationResponse>('POST', '/api/chatbot/recipe-recommendations', input);
}
