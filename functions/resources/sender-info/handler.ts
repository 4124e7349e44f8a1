import { createHandler } from '../../kit/http.ts';
import { senderInfo } from './sender-info.ts';

export const handler = createHandler(senderInfo.handlers);
