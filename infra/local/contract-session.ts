import type { CallDefinition, Envelope } from '@oj/shared';

/** What a call sends: its query (values written as text) and its JSON body. */
/** The answer of a call as its response schema outputs it. */
export type CallOutput<C extends CallDefinition> = ReturnType<C['response']['parse']>;

export interface CallInput {
  query?: Record<string, string | number | boolean>;
  body?: unknown;
}

/**
 * One account's session on a running site, through the /api contract only: each call goes to the
 * path and method of its definition in `@oj/shared`, and its answer is checked with the call's own
 * response schema, so a server that drifts from the contract fails here by the field that moved.
 * The session token is the `authorization` header the login answered with.
 */
export class ContractSession {
  private token: string | undefined;

  constructor(
    private readonly baseUrl: string,
    /** Who this session is, to name it in errors. */
    readonly name: string,
  ) {}

  async call<C extends CallDefinition>(definition: C, input: CallInput = {}): Promise<CallOutput<C>> {
    const search = new URLSearchParams(
      Object.entries(input.query ?? {}).map(([key, value]): [string, string] => [key, String(value)]),
    ).toString();
    const path = search ? `${definition.path}?${search}` : definition.path;
    const headers: Record<string, string> = { 'accept-language': 'en-US' };
    if (this.token) headers.authorization = this.token;
    if (input.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: definition.method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
    });
    const text = await response.text();
    let envelope: Envelope<unknown>;
    try {
      envelope = JSON.parse(text) as Envelope<unknown>;
    } catch {
      throw new Error(
        `${this.name}: ${definition.method} ${path}: HTTP ${response.status}, not JSON: ${text.slice(0, 200)}`,
      );
    }
    if (response.status !== 200 || envelope.status !== 200)
      throw new Error(
        `${this.name}: ${definition.method} ${path}: HTTP ${response.status}, status ${envelope.status}: ${envelope.msg}`,
      );
    const token = response.headers.get('authorization');
    if (token) this.token = token;
    const parsed = definition.response.safeParse(envelope.data);
    if (!parsed.success)
      throw new Error(
        `${this.name}: ${definition.method} ${path} answered outside the contract: ${parsed.error.message}`,
      );
    return parsed.data as CallOutput<C>;
  }

  /** Whether a login has given this session its token. */
  get loggedIn(): boolean {
    return this.token !== undefined;
  }
}
