import type { TRPCError } from '@trpc/server';
import { type Message, msg } from '../../shared/i18n/message.ts';

/**
 * What tRPC's own refusals say, chosen by their code and the request's facts (decision 0045), never by
 * tRPC's wording. A refusal with no facts to tell it from another (a batch too large, procedure types
 * mixed, a body's JSON) keeps tRPC's words, as written.
 */
export interface TRPCCall {
  path: string | undefined;
  type: string;
  method: string | undefined;
}

export function trpcOwnMessage(error: TRPCError, call: TRPCCall): Message | string {
  const { path, type, method } = call;
  switch (error.code) {
    case 'NOT_FOUND':
      return path === undefined ? error.message : msg('api_trpc_no_procedure', { path });
    case 'METHOD_NOT_SUPPORTED':
      // Without a path the refusal came before any procedure was looked at: a multipart body not POSTed.
      if (path === undefined) return msg('api_trpc_multipart_post');
      return method === undefined ? error.message : msg('api_trpc_method', { method, type, path });
    case 'PARSE_ERROR':
      return msg('api_trpc_query_params');
    default:
      return error.message;
  }
}
