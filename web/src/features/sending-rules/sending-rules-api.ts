import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { SendingRulesAnswerSchema, type SendingRules } from '@shared/sending-rules';

const PATH = '/settings/sending-rules';

export const useSendingRules = () => useSWR([PATH], ([path]) => api.get(path, SendingRulesAnswerSchema));
export const saveSendingRules = (rules: SendingRules) => api.post(PATH, SendingRulesAnswerSchema, rules);
