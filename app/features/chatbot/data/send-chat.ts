/** POST /api/chatbot/chat: the conversation so far, answered with `{ message, provider }`. */
import type { ChatMessage, ChatResponse } from '@shared/schemas/chatbot';
import { apiRequest } from '../../../lib/api';

export function sendChat(messages: ChatMessage[]): Promise<ChatResponse> {
  return apiRequest<ChatResponse>('POST', '/api/chatbot/chat', { messages });
}
