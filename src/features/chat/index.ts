export { deleteConversation, useConversation } from './chatRepository';
