/**
 * Text a database column can hold as given. PostgreSQL refuses a NUL character in text (SQLSTATE
 * 22021) and UTF-8 has no encoding for a lone UTF-16 surrogate (either driver would store U+FFFD
 * instead, silently changing the text). Input holding either is refused where it enters the
 * server (server/schema-compilers.ts, server/plugins/cookies.ts), the same way on both databases.
 */
const UNSTORABLE = /[\0\p{Cs}]/u;

export const storableText = (text: string): boolean => !UNSTORABLE.test(text);
