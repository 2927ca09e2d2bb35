/** POST /api/chatbot/chat: the conversation so far, answered with `{ message, provider }`. */
import type { ChatMessage, ChatResponse } from '@shared/schemas/chatbot';
import { apiRequest } from '../../../lib/api';

export function sendChat(messages: ChatMessage[]): Promise<ChatResponse> {
  // The AI takes its time: `long`, so its wait is not taken for a dead connection.
  return apiRequest<ChatResponse>('POST', '/api/chatbot/chat', { messages }, {}, { long: true });
}
