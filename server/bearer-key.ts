import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const BEARER = /^Bearer ([\x21-\x7e]{1,200})$/;

/** The key of `Authorization: Bearer <key>` (printable ASCII, at most 200 characters), or undefined. */
export const bearerKeyOf = (request: Pick<FastifyRequest, 'headers'>): string | undefined => BEARER.exec(request.headers.authorization ?? '')?.[1];

/** What is stored of an API key (a partner's, an organisation's): its SHA-256 in hex, never the key. */
export const apiKeyHash = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');
